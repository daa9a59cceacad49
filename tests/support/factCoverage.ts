import {movedRecordLink} from './recordLinkMoves';

/**
 * Whether one operator fact of the public record (shared/data/release-details.json)
 * is shown inside one part of the changelog, and in the form a reader uses it.
 *
 * A part (a release section, or a release's text before its first section) is
 * described by a Scope, built either from the built HTML (the content test) or
 * from a release file's MDX (`npm run check:facts`, for writers, no build). The
 * rules are the same for both, so a file that passes the quick check passes the
 * built page's test unless a component renders something else.
 *
 * Written by hand: the rules are ours (what counts as "shown" for a command, a
 * route or a step), no library decides that.
 */

export interface Scope {
  /** Every character the part shows. */
  text: string;
  /** Text of each code element (inline or block). */
  codes: string[];
  /** Text of each code block. */
  blocks: string[];
  /** Target of each link. */
  hrefs: string[];
  /** Items of ordered lists. */
  orderedItems: number;
  /** Figure elements. */
  figures: number;
  /** Ids of the elements inside. */
  ids: string[];
}

/** One fact of release-details.json or release-details-own-words.json: its kind and id, and the values of its kind. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own fields, read by name below
export type Fact = {kind: string; id: string; where?: string} & Record<string, any>;

/**
 * The hand-kept facts file (release-details-own-words.json): per release, per section anchor, its facts (and other
 * top-level entries of their own shape).
 */
export type Details = Record<string, unknown>;

/**
 * release-details.json as the release-details extractor of `npm run record:sync` writes it
 * (src/record/changelog/detailsExtractor.ts): every entry of the record up to the synced tag, its sections in the
 * page's order, each section's facts.
 */
export interface RegeneratedDetails {
  _meta: {tag: string; counts: Record<string, number>};
  entries: {slug: string; sections: {heading: string | null; facts: Fact[]}[]}[];
}

/**
 * The regenerated facts of one entry, each with its section's index and heading (sections are found by heading, the
 * nth of that heading in the entry), with the record's own errors corrected.
 */
export function regeneratedFactsOf(
  details: RegeneratedDetails,
  slug: string,
  errata: Errata = {},
): {index: number; heading: string | null; fact: Fact}[] {
  const entry = details.entries.find((candidate) => candidate.slug === slug);
  return (entry?.sections ?? []).flatMap((section, index) =>
    section.facts.map((fact) => ({index, heading: section.heading, fact: corrected(fact, errata)})),
  );
}

/** A fact's value as text: a string as is, a number or boolean written out, a list joined by commas. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(',');
  return '';
}

/** Folds white space and joins shell line continuations, so wrapped commands still match. */
export function fold(text: unknown): string {
  return textOf(text)
    .replace(/\\\r?\n/g, ' ')
    .replace(/[\u00a0\u200b]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Digits without thousands separators: "64,800,000" and "64800000" are one figure. */
function plainNumber(text: string): string {
  return text.replace(/(\d),(?=\d{3}\b)/g, '$1').replace(/(\d)\s+(?=[a-zA-Z%])/g, '$1');
}

const STOP = new Set(
  'about above after again against also because been before being below between both cannot could does doing during each every from further have having into itself more most must needs node nodes only other over same should since some such than that their them then there these they this those through under until very were what when where which while will with would your'.split(
    ' ',
  ),
);

/**
 * Content words of a short note in our words (four letters or more, stop words left out), by their first five letters.
 */
export function contentWords(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length >= 4 && !STOP.has(word))
        .map((word) => word.slice(0, 5)),
    ),
  ];
}

/**
 * Share of a note's content words that the part's text has: facts written in our words are looked up by their
 * vocabulary.
 */
export function vocabularyShare(note: string, text: string): number {
  const words = contentWords(note);
  if (words.length === 0) return 1;
  const have = new Set(contentWords(text));
  return words.filter((word) => have.has(word)).length / words.length;
}

/** The share of a note's words a part must show to count as saying it. */
export const VOCABULARY_THRESHOLD = 0.5;

/**
 * A docs link of the record, written relative to the changelog page
 * (operators/changelog), as the site path it means: no extension, no index,
 * no trailing slash, no /docs base.
 */
export function docsPath(url: string): {path: string; hash: string} {
  const resolved = new URL(url, 'https://site.invalid/operators/changelog');
  let pathname = resolved.pathname.replace(/^\/docs(?=\/)/, '');
  pathname = pathname
    .replace(/\.(mdx?|html)$/, '')
    .replace(/\/index$/, '')
    .replace(/\/$/, '');
  return {path: pathname || '/', hash: resolved.hash.slice(1)};
}

/** A site link of ours (an href) as a site path, same form as docsPath. */
export function sitePath(href: string): {path: string; hash: string} | null {
  if (!href.startsWith('/') && !href.startsWith('#')) return null;
  if (href.startsWith('#')) return {path: '/operators/changelog', hash: href.slice(1)};
  return docsPath(href);
}

/** A link as written before Markdown percent-encoded it (`{address}` in a URL template). */
function decodedUrl(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/** Every occurrence in order: true if each token of argv appears in the text after the one before. */
function inOrder(text: string, tokens: string[]): boolean {
  let from = 0;
  for (const token of tokens) {
    const at = text.indexOf(token, from);
    if (at < 0) return false;
    from = at + token.length;
  }
  return true;
}

/** Tokens of a command's argv as they can be written in a shell: quotes and escapes dropped. */
function shellTokens(fact: Fact): string[] {
  // SQL typed at the sqlite3 prompt has no program of its own: only its words count.
  // A program is looked for by its name: `./nym-node` and `nym-node` run the same binary.
  const program = String(fact.program).replace(/^.*\//, '');
  const words: unknown[] = fact.program === 'sql' ? [...fact.args] : [program, ...fact.args];
  // A link of the record that moved is looked for at its new address (recordLinkMoves.ts).
  return words.map((word) => fold(movedRecordLink(String(word))).replace(/^['"]|['"]$/g, '')).filter(Boolean);
}

/** Whether a code element of the scope holds the value (white space folded). */
export const codeHas = (scope: Scope, value: unknown) => scope.codes.some((code) => fold(code).includes(fold(value)));
/** Whether the scope's text holds the value, numbers compared without thousands separators. */
export const textHas = (scope: Scope, value: unknown) => {
  const text = plainNumber(fold(scope.text));
  // "~60%" is shown as "about 60%": the approximation sign is not the figure.
  return text.includes(plainNumber(fold(value).replace(/^~\s*/, '')));
};

/**
 * Null when the fact is shown in the scope, else what is missing, in words.
 * linkMap: docs paths of the record whose content lives at another path here.
 */
export function missingFrom(fact: Fact, scope: Scope, options: {linkMap?: Record<string, string>} = {}): string | null {
  const need = (ok: boolean, what: string) => (ok ? null : what);
  switch (fact.kind) {
    case 'command': {
      const tokens = shellTokens(fact);
      const candidates = String(fact.where).includes('code block') ? scope.blocks : scope.codes;
      return need(
        candidates.some((code) => inOrder(fold(code), tokens)),
        `command \`${tokens.join(' ')}\` in a ${String(fact.where).includes('code block') ? 'code block' : 'code element'}`,
      );
    }
    case 'flag':
      return need(codeHas(scope, fact.flag), `flag \`${fact.flag}\` as code`);
    case 'config_key': {
      const parts: string[] = fact.key ? String(fact.key).split('.') : [];
      const leaf = parts.at(-1);
      const keyOk = !leaf || codeHas(scope, leaf);
      const sectionOk = parts.length < 2 || parts.slice(0, -1).every((part) => codeHas(scope, part));
      const valueOk =
        fact.value === null ||
        fact.value === undefined ||
        codeHas(scope, String(fact.value)) ||
        textHas(scope, String(fact.value));
      const toOk = !fact.to || textHas(scope, String(fact.to).split(' ')[0]);
      return need(
        keyOk && sectionOk && valueOk && toOk,
        `config key \`${fact.key ?? ''}\`${fact.value != null ? ` = ${fact.value}` : ''}${fact.to ? ` → ${fact.to}` : ''} as code`,
      );
    }
    case 'route':
      return need(codeHas(scope, fact.path), `route \`${fact.path}\` as code`);
    case 'metric':
      return need(codeHas(scope, fact.name), `metric \`${fact.name}\` as code`);
    case 'log_line':
      return need(codeHas(scope, fact.text), `log line \`${fact.text}\` as code`);
    case 'path':
      return need(codeHas(scope, fact.path), `path \`${fact.path}\` as code`);
    case 'port':
      return need(codeHas(scope, String(fact.port)) || textHas(scope, String(fact.port)), `port ${fact.port}`);
    case 'hash':
      if (fact.value === null)
        return need(
          textHas(scope, fact.source ?? 'sha256'),
          `where the ${fact.hash_type} sums are published (${fact.source})`,
        );
      return need(codeHas(scope, fact.value), `hash \`${fact.value}\` as code`);
    case 'key':
      return need(codeHas(scope, fact.value), `${fact.kind} \`${fact.value}\` as code`);
    case 'contract_msg':
      return need(codeHas(scope, fact.name), `contract message \`${fact.name}\` as code`);
    case 'asn': {
      const asnOk = !fact.asn || codeHas(scope, fact.asn) || textHas(scope, fact.asn);
      return need(
        asnOk && textHas(scope, fact.provider),
        `provider ${fact.provider}${fact.asn ? ` (${fact.asn})` : ''}`,
      );
    }
    case 'figure':
      return need(textHas(scope, String(fact.value)), `figure ${fact.value} (${fact.measures})`);
    case 'date':
      return need(textHas(scope, String(fact.value)), `date "${fact.value}" (${fact.event})`);
    case 'url': {
      if (fact.scope === 'external') {
        const url = movedRecordLink(String(fact.url));
        // An address the record writes inside a code block (a curl command's) is shown as code, not as a link.
        if (fact.where === 'code block' && codeHas(scope, url)) return null;
        return need(
          scope.hrefs.some((href) => href === url || decodedUrl(href) === url),
          `link to ${url}`,
        );
      }
      if (fact.scope === 'docs-relative' || fact.scope === 'anchor') {
        const target =
          fact.scope === 'anchor' ? {path: '/operators/changelog', hash: fact.url.slice(1)} : docsPath(fact.url);
        const wanted = options.linkMap?.[target.path] ?? target.path;
        if (/\.(png|jpe?g|gif|svg)$/.test(wanted)) return null; // an image of the record: counted with the figures
        const ok = scope.hrefs.some((href) => {
          const here = sitePath(href);
          if (!here) return false;
          if (fact.scope === 'anchor') return here.path === wanted && here.hash === target.hash;
          return here.path === wanted;
        });
        return need(ok, `link to ${wanted}${fact.scope === 'anchor' ? `#${target.hash}` : ''}`);
      }
      // Host names and patterns given as examples: shown as text.
      return need(textHas(scope, fact.url), `${fact.url} as text`);
    }
    case 'step':
    case 'rule': {
      const share = vocabularyShare(fact.text, scope.text);
      const listOk = fact.kind === 'rule' || scope.orderedItems >= Number(fact.order);
      return need(
        share >= VOCABULARY_THRESHOLD && listOk,
        `${fact.kind} "${fact.text}" (${Math.round(share * 100)} % of its words${fact.kind === 'step' ? `, ${scope.orderedItems} numbered steps for step ${fact.order}` : ''})`,
      );
    }
    case 'withdrawn':
      return null;
    case 'value_code':
      return need(codeHas(scope, fact.text), `\`${fact.text}\` as code`);
    case 'value_text':
      return need(textHas(scope, fact.text) || codeHas(scope, fact.text), `"${fact.text}"`);
    case 'value_list': {
      const values = (fact.values as unknown[]).map(String);
      return need(
        values.every((value) => codeHas(scope, value)),
        `each of ${values.map((value) => `\`${value}\``).join(', ')} as code`,
      );
    }
    case 'image':
      return need(scope.figures > 0, `a figure for the image (${fact.depicts ?? fact.file})`);
    case 'empty_heading_content':
      return need(scope.ids.includes(fact.subheading_slug), `heading #${fact.subheading_slug} with its content`);
    default:
      return `unknown kind ${fact.kind}`;
  }
}

/** The parts of one release: each section's scope by its id, the section ids by title, and "_preamble". */
export interface ReleaseScopes {
  byId: Map<string, Scope>;
  idsByTitle: Map<string, string[]>;
}

/** Records a section's title, so the newer entries' facts (keyed by heading) find their section. */
export function addTitle(scopes: ReleaseScopes, title: string, id: string): void {
  const key = title.replace(/\s+/g, ' ').trim();
  scopes.idsByTitle.set(key, [...(scopes.idsByTitle.get(key) ?? []), id]);
}

/**
 * The scope of the record's section `index` of a release, found by its heading:
 * the nth section of that title (n counted among the record's sections of the
 * same title), or the preamble for a section without heading.
 */
export function scopeByHeading(scopes: ReleaseScopes, headings: (string | null)[], index: number): Scope | undefined {
  const heading = headings[index];
  if (heading === null || heading === undefined) return scopes.byId.get('_preamble');
  const nth = headings.slice(0, index).filter((other) => other === heading).length;
  const id = scopes.idsByTitle.get(heading.replace(/\s+/g, ' ').trim())?.[nth];
  return id === undefined ? undefined : scopes.byId.get(id);
}

/**
 * Null when a regenerated fact is shown in the record's section `index` of its entry (found by heading), or in a
 * section of ours titled by the record's `#####` sub-heading above the fact (our page may make one its own section);
 * else what is missing, as in its own section.
 */
export function missingFromRecordSection(
  fact: Fact,
  scopes: ReleaseScopes,
  headings: (string | null)[],
  index: number,
  options: {linkMap?: Record<string, string>} = {},
): string | null {
  const own = scopeByHeading(scopes, headings, index);
  const bySubheading =
    typeof fact.subheading === 'string'
      ? (scopes.idsByTitle.get(fact.subheading.replace(/\s+/g, ' ').trim()) ?? []).map((id) => scopes.byId.get(id)!)
      : [];
  const problems = [own, ...bySubheading].map((scope) =>
    scope ? missingFrom(fact, scope, options) : `no section "${headings[index]}" in the entry`,
  );
  return problems.includes(null) ? null : problems[0];
}

/** Kinds of the newer entries' facts whose value a reader copies: shown as code. */
const VALUE_AS_CODE = new Set([
  'path',
  'flag',
  'api_route',
  'api_field',
  'env_var',
  'git_branch',
  'config_key',
  'binary',
  'service',
  'command_ref',
  'log_string',
  'api_type',
  'account',
  'requirement',
]);

/**
 * A fact of releases-after-emmental.json (kinds carry a `value`) in the shape
 * of release-details.json, so one set of rules decides for both.
 */
export function normaliseValueFact(fact: Fact): Fact {
  if (fact.kind === 'command') return {...fact, where: fact.where ?? 'code block'};
  if (!('value' in fact)) return fact;
  const value = fact.value as unknown;
  if (fact.kind === 'url') {
    const url = String(value);
    // Host names (nym-exit.example.org) are shown as text; anything else without a scheme is a docs path relative to
    // the changelog.
    const hostname = /^[\w-]+(\.[\w-]+)+(\/|$)/.test(url) && !/\.(mdx?|html)(#|$)/.test(url);
    const scope = /^https?:\/\//.test(url)
      ? 'external'
      : url.startsWith('#')
        ? 'anchor'
        : hostname
          ? 'hostname-example'
          : 'docs-relative';
    return {...fact, url, scope};
  }
  if (fact.kind === 'enum') return {...fact, kind: 'value_list', values: value};
  if (VALUE_AS_CODE.has(fact.kind)) return {...fact, kind: 'value_code', text: String(value)};
  return {...fact, kind: 'value_text', text: String(value)};
}

/** Corrections to facts the record itself gets wrong: fact id → corrected fields and why. */
export type Errata = Record<string, Record<string, string>>;

/**
 * Every fact of one release, by section slug ("_preamble" for the text before
 * the first section), with the record's own errors corrected.
 */
export function factsOf(details: Details, releaseSlug: string, errata: Errata = {}): {section: string; fact: Fact}[] {
  const release = (details[releaseSlug] ?? {}) as Record<string, Fact[]>;
  return Object.entries(release).flatMap(([section, facts]) =>
    facts.map((fact) => ({section, fact: corrected(fact, errata)})),
  );
}

/** A fact with its erratum applied: corrected fields, or, when the record withdrew it, checked as withdrawn. */
function corrected(fact: Fact, errata: Errata): Fact {
  const {why: _why, withdrawn, ...correction} = errata[fact.id] ?? {};
  // A fact the record itself withdrew after publication is checked as such, not looked for.
  if (withdrawn) return {...fact, kind: 'withdrawn', withdrawnOn: withdrawn};
  return {...fact, ...correction};
}

/** An entry of releases-after-emmental.json, as much as the checks read. */
export interface NewerEntry {
  slug: string;
  kind: 'release' | 'news';
  node_version: string | null;
  build_info: unknown;
  sections: {
    heading: string | null;
    slug?: string | null;
    items: {pr: number | null; title: string; has_description: boolean}[];
    facts?: Fact[];
  }[];
}

/**
 * The facts of a newer entry, each with the index of its section (whose heading locates it), in the shape the rules
 * read.
 */
export function newerFactsOf(entry: NewerEntry): {index: number; heading: string | null; fact: Fact}[] {
  return entry.sections.flatMap((section, index) =>
    (section.facts ?? []).map((fact, position) => ({
      index,
      heading: section.heading,
      fact: {...normaliseValueFact(fact), id: `${entry.slug}#${index}.${position}`},
    })),
  );
}
