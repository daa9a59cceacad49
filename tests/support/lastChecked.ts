import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {docFileOf} from './linkTargets';
import {bare, changedFacts, pagesToRecheck, type RecheckFacts} from '../../src/record/recheck';

/**
 * The "Last checked against release …" marker of the operators' reference pages (`<LastChecked release="…" />`),
 * checked against the changelog: a page that cites a release must carry the marker, and the marker must not be behind
 * a release the page cites, nor behind a release whose notes link to the page (a release that touches its subject).
 * When a new release links a page, the page is read again against it and its marker moved on.
 */

const ROOT = path.join(__dirname, '../..');

/** One entry of the changelog as the check reads it: its name, changelog anchor, date and the site paths it links. */
export interface ChangelogEntry {
  /** The release's heading, `v2026.9-venaco` (a news entry's heading is its title). */
  name: string;
  /** Other names pages use for it: its tag, and `v` with its file's name (`v2024.13-magura-drift`). */
  aliases?: string[];
  slug: string;
  date: string;
  /** The `nym-node` version it ships, when it ships one: `1.31.0`. */
  nodeVersion?: string;
  /** Site paths of the docs pages its body links to, without anchor: `/operators/nodes/nym-node/setup`. */
  links: string[];
}

/** A page of the operators' section, as the check reads it. */
export interface ReferencePage {
  file: string;
  text: string;
}

const frontMatterField = (text: string, field: string) =>
  new RegExp(`^${field}:\\s*"?([^"\\n]+?)"?\\s*$`, 'm').exec(text)?.[1];

/** Every entry of releases/, from its front matter and the docs links of its body. */
export function changelogEntries(dir = path.join(ROOT, 'releases')): ChangelogEntry[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx') && !/^[_.]/.test(file))
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const links = [...text.matchAll(/(?:\]\(|href=")(\/operators\/[^)"#\s]*)/g)].map((match) => match[1]);
      const nodeVersion = frontMatterField(text, 'node_version');
      const tag = frontMatterField(text, 'tag');
      return {
        name: frontMatterField(text, 'heading') ?? file,
        aliases: [...(tag && tag !== 'null' ? [tag] : []), `v${file.replace(/\.mdx$/, '')}`],
        slug: frontMatterField(text, 'slug') ?? '',
        date: frontMatterField(text, 'release_date') ?? '',
        ...(nodeVersion && /^\d/.test(nodeVersion) ? {nodeVersion} : {}),
        links: [...new Set(links)],
      };
    });
}

/** The pages of a section of docs/ (the operators' by default), the changelog aside. */
export function referencePages(dir = path.join(ROOT, 'docs/operators')): ReferencePage[] {
  return (readdirSync(dir, {recursive: true}) as string[])
    .filter((file) => /\.mdx?$/.test(file) && path.basename(file) !== 'changelog.mdx')
    .map((file) => ({
      file: path.relative(ROOT, path.join(dir, file)),
      text: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

const RELEASE_NAME = /\bv20\d\d\.\d+(?:\.\d+)?-[a-z]+(?:-[a-z]+)*/g;
/** A `nym-node` version as pages write it: `nym-node` 1.18.0, nym-node v1.19.0. */
const NODE_VERSION = /\bnym-node`?\s+v?(\d+\.\d+\.\d+)\b/g;

/**
 * One problem per page whose marker is missing, unknown, or behind a release it cites (by name, changelog anchor or
 * the `nym-node` version it ships) or a release that links to it.
 * `docFile` resolves a site path to the page's file (relative to the repository's root).
 */
export function staleReferencePages(
  pages: readonly ReferencePage[],
  entries: readonly ChangelogEntry[],
  docFile: (sitePath: string) => string | undefined,
): string[] {
  const byName = new Map(
    entries.flatMap((entry) => [entry.name, ...(entry.aliases ?? [])].map((name) => [name, entry] as const)),
  );
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
  const byNodeVersion = new Map(entries.map((entry) => [entry.nodeVersion, entry]));
  return pages.flatMap((page) => {
    const cited = [
      ...[...page.text.matchAll(RELEASE_NAME)].map((match) => byName.get(match[0])),
      ...[...page.text.matchAll(/changelog#([\w-]+)/g)].map((match) => bySlug.get(match[1])),
      ...[...page.text.matchAll(NODE_VERSION)].map((match) => byNodeVersion.get(match[1])),
    ].filter((entry): entry is ChangelogEntry => entry !== undefined);
    const touching = entries.filter((entry) => entry.links.some((link) => docFile(link) === page.file));
    if (cited.length === 0 && touching.length === 0) return [];
    const marker = /<LastChecked release="([^"]+)"/.exec(page.text)?.[1];
    if (!marker) return [`${page.file}: cites or is linked by a release, and has no <LastChecked release="…" />`];
    const checked = byName.get(marker);
    if (!checked) return [`${page.file}: <LastChecked release="${marker}" /> names no release of the changelog`];
    const later = (entry: ChangelogEntry) => entry.date > checked.date;
    return [
      ...[...new Set(cited.filter(later))].map(
        (entry) => `${page.file}: cites ${entry.name}, later than its last check (${marker})`,
      ),
      ...touching
        .filter(later)
        .map((entry) => `${page.file}: ${entry.name} links to it and is later than its last check (${marker})`),
    ];
  });
}

/** A site path as the file of this repository that serves it, relative to the root. */
export function docFileOfSitePath(sitePath: string): string | undefined {
  const file = docFileOf(sitePath.replace(/\/$/, ''));
  return file ? path.relative(ROOT, file) : undefined;
}

/**
 * One problem per page that states a fact of the record (a config key, a flag, a route, the nym-node version; see
 * src/record/recheck.ts) which changed after the release its marker names, up to the newest release of the facts:
 * the page has to be read again against the newer release before its marker moves on. A page whose facts did not
 * change keeps its marker: a new release does not make it stale.
 */
export function pagesBehindTheirFacts(pages: readonly ReferencePage[], facts: RecheckFacts): string[] {
  const newest = facts.tags.at(-1)!;
  const changedSince = new Map<string, ReturnType<typeof changedFacts>>();
  return pages.flatMap((page) => {
    const marker = /<LastChecked release="([^"]+)"/.exec(page.text)?.[1];
    if (!marker) return [];
    if (!facts.tags.some((tag) => bare(tag) === marker))
      return [`${page.file}: <LastChecked release="${marker}" /> names no release tag the record's facts were read at`];
    if (!changedSince.has(marker)) changedSince.set(marker, changedFacts(facts, marker, newest));
    return pagesToRecheck(changedSince.get(marker)!, [{path: page.file, text: page.text}]).flatMap((found) =>
      found.facts.map(
        ({fact, line}) =>
          `${page.file}:${line}: states \`${fact.text}\`, which changed after its last check (${marker}): ${fact.change}`,
      ),
    );
  });
}
