import {readFileSync} from 'node:fs';
import path from 'node:path';
import {compareSemver, parseSemver} from '../../src/rules/version';

/**
 * The public record the changelog is checked against: the entries up to
 * v2025.13-emmental (releases.facts.json, a copy of shared/data/releases.json)
 * and those added since (releases-after-emmental.json). Counts the tests
 * expect come from here, never from a number typed into a test.
 */
export interface RecordEntry {
  heading: string;
  slug: string;
  kind?: 'release' | 'news';
  /** Date of the entry (the newer entries' data gives it). */
  date?: string;
  node_version: string | null;
  build_info: {commit_sha: string} | null;
  archived: boolean;
  sections: {heading: string | null; items: {pr: number | null; title: string}[]}[];
}

const fixture = (name: string): RecordEntry[] =>
  JSON.parse(readFileSync(path.join(__dirname, '../fixtures', name), 'utf8'));

/** Newest first, as the changelog shows them. */
export const RECORD: readonly RecordEntry[] = [
  ...fixture('releases-after-emmental.json'),
  ...fixture('releases.facts.json'),
];

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
