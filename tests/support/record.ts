import {readFileSync} from 'node:fs';
import path from 'node:path';
import {compareSemver, parseSemver} from '../../src/rules/version';

/**
 * The public record the changelog is checked against. Which entries there are, and their order, come from the
 * record's changelog page as `npm run record:sync` last read it (record-changelog.json, written by the
 * changelog-record extractor, src/record/changelog/extractor.ts): a sync at a new tag adds its entry here, and no
 * one edits a fixture for it. The details of the entries up to v2026.9-venaco come from the fuller facts made
 * from the same page (releases.facts.json, a copy of shared/data/releases.json, and
 * releases-after-emmental.json); a newer entry is counted as the extractor read it. Counts the tests expect come
 * from here, never from a number typed into a test.
 */
export interface RecordEntry {
  heading: string;
  slug: string;
  kind?: 'release' | 'news';
  /** Date of the entry (the newer entries' data gives it). */
  date?: string | null;
  node_version: string | null;
  build_info: {commit_sha: string} | null;
  archived: boolean;
  sections: {heading: string | null; items: {pr: number | null; title: string; has_description: boolean}[]}[];
}

const fixture = <T>(name: string): T =>
  JSON.parse(readFileSync(path.join(__dirname, '../fixtures', name), 'utf8')) as T;

/**
 * The record's entries in the order of the synced page, each with its fuller facts where they exist. Fuller facts
 * of an entry the synced page does not hold (a release newer than the synced tag) are left out.
 */
export function recordEntries(synced: readonly RecordEntry[], fuller: readonly RecordEntry[]): RecordEntry[] {
  const bySlug = new Map(fuller.map((entry) => [entry.slug, entry]));
  return synced.map((entry) => bySlug.get(entry.slug) ?? entry);
}

/** Newest first, as the changelog shows them. */
export const RECORD: readonly RecordEntry[] = recordEntries(
  fixture<{entries: RecordEntry[]}>('record-changelog.json').entries,
  [...fixture<RecordEntry[]>('releases-after-emmental.json'), ...fixture<RecordEntry[]>('releases.facts.json')],
);

export const isNews = (entry: RecordEntry) => entry.kind === 'news';
export const ENTRY_COUNT = RECORD.length;
export const ARCHIVED_COUNT = RECORD.filter((entry) => entry.archived).length;
export const CURRENT_COUNT = ENTRY_COUNT - ARCHIVED_COUNT;
export const BUILD_INFO_COUNT = RECORD.filter((entry) => entry.build_info !== null).length;
export const PR_ITEM_COUNT = RECORD.flatMap((entry) => entry.sections.flatMap((section) => section.items)).filter(
  (item) => item.pr !== null,
).length;

/** Releases (not news) newer than the one shipping `nodeVersion`, newest first: what ?since= lists. */
export function releasesSince(releaseSlug: string): string[] {
  const index = RECORD.findIndex((entry) => entry.slug === releaseSlug);
  return RECORD.slice(0, index)
    .filter((entry) => !isNews(entry))
    .map((entry) => entry.slug);
}

/** Whether a shipped version is newer than another, by the site's own semver rule. */
const newerThan = (a: string, b: string) => compareSemver(parseSemver(a), parseSemver(b)) > 0;

/** Distinct nym-node versions of the record newer than `version`: how many releases behind a node on it is. */
export function nodeVersionsAfter(version: string): string[] {
  const versions = RECORD.flatMap((entry) => (entry.node_version ? [entry.node_version.split('+')[0]] : []));
  return [...new Set(versions.filter((shipped) => newerThan(shipped, version)))];
}

/** The newest nym-node version of the record. */
export const LATEST_NODE_VERSION = RECORD.find((entry) => entry.node_version !== null)!.node_version!;

/** The record's distinct nym-node versions, newest first (the release chain the calculators count on, reversed). */
export const NODE_VERSIONS_NEWEST_FIRST: readonly string[] = [
  ...new Set(RECORD.flatMap((entry) => (entry.node_version ? [entry.node_version.split('+')[0]] : []))),
];
