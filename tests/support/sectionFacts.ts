import {readFileSync} from 'node:fs';
import path from 'node:path';
import {codeHas, fold, textHas, vocabularyShare, VOCABULARY_THRESHOLD, type Scope} from './factCoverage';
import {movedRecordLink} from './recordLinkMoves';

/**
 * Whether a fact of the public Developers and Network pages
 * (tests/fixtures/sitemap-pages.json, written by `npm run record:sync` from the
 * record and src/record/sitemapPages/notes.json)
 * is shown on the page of ours that covers it. The same rules serve the built
 * page's test (tests/content/sections.test.ts) and the writers' quick check
 * (scripts/check-sections.mjs), which reads the MDX source.
 *
 * Written by hand: the rules are ours (what counts as "shown" for a command,
 * an identifier or a step), no library decides that.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own fields, read by name below
export type SectionFact = {kind: string} & Record<string, any>;

export interface PublicPage {
  route: string;
  title: string;
  section: 'developers' | 'network';
  sitemap_item: {section: string; item: string; site_route: string};
  words: number;
  code_blocks: number;
  headings: {level: number; text: string; slug: string}[];
  facts: SectionFact[];
}

interface Dataset {
  _meta: {commit: string};
  pages: PublicPage[];
}

/** The public pages of the two sections, as the record gives them. */
export const PUBLIC_PAGES: readonly PublicPage[] = (
  JSON.parse(readFileSync(path.join(__dirname, '../fixtures/sitemap-pages.json'), 'utf8')) as Dataset
).pages;

/** Kinds a page shows as its own words and pictures: counted per page, not looked up one by one. */
const COUNTED_KINDS = new Set(['code_block', 'diagram', 'image']);

const textHasAnyCase = (scope: Scope, value: unknown) =>
  fold(scope.text)
    .toLowerCase()
    .includes(fold(String(value)).toLowerCase());
const linked = (scope: Scope, href: string) =>
  scope.hrefs.some((have) => {
    const a = have.replace(/\/$/, '');
    const b = href.replace(/\/$/, '');
    return a === b || decodeURI(a) === b;
  });

/** Null when the fact is shown in the scope, else what is missing, in words. */
export function sectionFactMissing(fact: SectionFact, scope: Scope): string | null {
  const need = (ok: boolean, what: string) => (ok ? null : what);
  switch (fact.kind) {
    case 'command':
      return need(codeHas(scope, fact.raw), `command \`${fact.raw}\` as code`);
    case 'install':
      return need(
        codeHas(scope, fact.package) && (!fact.version || textHas(scope, fact.version)),
        `install of \`${fact.package}\`${fact.version ? ` ${fact.version}` : ''} as code`,
      );
    case 'package':
      return need(textHas(scope, fact.name), `package ${fact.name}`);
    case 'code_identifier':
      return need(textHas(scope, fact.name), `${fact.role} \`${fact.name}\``);
    case 'config_key':
      return need(
        textHas(scope, fact.key) && (fact.value == null || textHas(scope, fact.value)),
        `config key \`${fact.key}\`${fact.value != null ? ` = ${fact.value}` : ''}`,
      );
    case 'port':
      return need(textHas(scope, fact.port), `port ${fact.port}`);
    case 'url':
      // An address with a placeholder (<YOUR_OPERATING_SYSTEM>) or without a scheme is no link to follow:
      // shown as code.
      return need(
        linked(scope, movedRecordLink(fact.href)) ||
          ((!/^https?:/.test(fact.href) || fact.href.includes('<')) && codeHas(scope, fact.href)),
        `link to ${fact.href}`,
      );
    case 'figure':
      return need(textHas(scope, String(fact.value)), `figure ${fact.value} (${fact.measures})`);
    case 'definition':
      return need(textHasAnyCase(scope, fact.term), `term "${fact.term}" (${fact.explains})`);
    case 'step': {
      const share = vocabularyShare(fact.text, scope.text);
      return need(
        share >= VOCABULARY_THRESHOLD,
        `step ${fact.order} of "${fact.procedure}": "${fact.text}" (${Math.round(share * 100)} % of its words)`,
      );
    }
    default:
      return COUNTED_KINDS.has(fact.kind) ? null : `unknown kind ${fact.kind}`;
  }
}

/** Words of prose a reader sees (code blocks left out), the way the dataset counts the public pages. */
export const wordCount = (prose: string) => prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
