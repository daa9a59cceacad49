import {compareSemver, parseSemver, type Semver} from '../rules/version';
import {AUDIENCE_NAMES, SECTION_KIND_NAMES, type Audience, type SectionKind} from './kinds';

/**
 * What a reader narrows the changelog to, as it lives in the page's URL:
 * ?since=1.10.0&kind=bugfixes,operators&audience=operators&q=wireguard.
 * Pure functions: the page's filter component reads and writes the URL with
 * them and applies the result to the prerendered items.
 */
export interface ChangelogFilter {
  /** A nym-node version (1.10.0) or a release tag (v2025.8-tourist) the reader runs. */
  since?: string;
  kinds: SectionKind[];
  audiences: Audience[];
  /** Free text; every word must appear in the item. */
  query: string;
}

export const EMPTY_FILTER: ChangelogFilter = {kinds: [], audiences: [], query: ''};

/** Section kinds a reader can filter on, in the order the controls show them. */
export const FILTER_KINDS: readonly SectionKind[] = [
  'operators',
  'features',
  'bugfixes',
  'refactors',
  'crypto',
  'testing',
  'guides',
  'wallet',
  'known-bugs',
];

function listParam(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean))];
}

/**
 * Reads the filter from a query string. Unknown kinds or audiences are left
 * out and reported, so a mistyped link still shows a page and says why.
 */
export function parseChangelogFilter(search: string): {filter: ChangelogFilter; problems: string[]} {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const kinds: SectionKind[] = [];
  for (const kind of listParam(params.get('kind'))) {
    if ((SECTION_KIND_NAMES as string[]).includes(kind)) kinds.push(kind as SectionKind);
    else problems.push(`Unknown section kind "${kind}"; known kinds: ${FILTER_KINDS.join(', ')}.`);
  }
  const audiences: Audience[] = [];
  for (const audience of listParam(params.get('audience'))) {
    if ((AUDIENCE_NAMES as string[]).includes(audience)) audiences.push(audience as Audience);
    else problems.push(`Unknown audience "${audience}"; known audiences: ${AUDIENCE_NAMES.join(', ')}.`);
  }
  const since = params.get('since')?.trim();
  return {
    filter: {...(since ? {since} : {}), kinds, audiences, query: (params.get('q') ?? '').trim()},
    problems,
  };
}

/** The query string of a filter ('' when nothing is set), parameters in a fixed order. */
export function changelogFilterSearch(filter: ChangelogFilter): string {
  const parts: string[] = [];
  if (filter.since) parts.push(`since=${encodeURIComponent(filter.since)}`);
  if (filter.kinds.length > 0) parts.push(`kind=${filter.kinds.join(',')}`);
  if (filter.audiences.length > 0) parts.push(`audience=${filter.audiences.join(',')}`);
  if (filter.query) parts.push(`q=${encodeURIComponent(filter.query)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** True when the filter narrows the items themselves (not only the range of releases). */
export function narrowsItems(filter: ChangelogFilter): boolean {
  return filter.kinds.length > 0 || filter.audiences.length > 0 || filter.query !== '';
}

export function isFilterActive(filter: ChangelogFilter): boolean {
  return Boolean(filter.since) || narrowsItems(filter);
}

/** What the filter needs to know of one item; text is everything the item says. */
export interface FilterableItem {
  kind: SectionKind;
  audiences: readonly string[];
  text: string;
}

/** Words of a query, lower-cased; "#5898" and "5898" are the same word. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^#(?=\d)/, ''))
    .filter(Boolean);
}

/** Whether an item passes the kind, audience and text parts of the filter. */
export function itemMatches(item: FilterableItem, filter: ChangelogFilter): boolean {
  if (filter.kinds.length > 0 && !filter.kinds.includes(item.kind)) return false;
  if (filter.audiences.length > 0 && !filter.audiences.some((audience) => item.audiences.includes(audience))) return false;
  const text = item.text.toLowerCase();
  return queryWords(filter.query).every((word) => text.includes(word));
}

/** A release as the "upgrading from" range sees it. */
export interface ReleaseMarker {
  slug: string;
  tag: string | null;
  heading: string;
  /** nym-node versions it ships (none for some releases). */
  versions: readonly string[];
  /** A news entry: dated, but no release, so never part of a version range. */
  news?: boolean;
}

export type SinceResolution =
  | {ok: true; /** Slugs of the releases after the reader's version, newest first. */ newer: string[]; /** The release the reader's version belongs to, when known. */ from?: ReleaseMarker; exact: boolean}
  | {ok: false; message: string};

function normaliseTag(tag: string): string {
  return tag.trim().toLowerCase().replace(/^v?/, 'v');
}

function tryParse(version: string): Semver | undefined {
  try {
    return parseSemver(version);
  } catch {
    return undefined;
  }
}

/**
 * The releases a reader still has to go through from the version they run.
 * `releases` is newest first. A release tag selects the releases above it;
 * a node version selects the releases shipping a newer node version, a
 * version between two releases counting as the older one. News entries are
 * never in the range: they ship nothing to upgrade to. Anything else is
 * an error with a message, and the page then shows every release.
 */
export function resolveSince(since: string, releases: readonly ReleaseMarker[]): SinceResolution {
  const wanted = since.trim();
  if (!wanted) return {ok: false, message: 'Give a nym-node version such as 1.10.0 or a release tag such as v2025.8-tourist.'};
  const tagIndex = releases.findIndex(
    (release) => (release.tag !== null && normaliseTag(release.tag) === normaliseTag(wanted)) || release.slug === wanted,
  );
  const slugsOf = (entries: readonly ReleaseMarker[]) => entries.filter((release) => !release.news).map((release) => release.slug);
  if (tagIndex >= 0) {
    return {ok: true, newer: slugsOf(releases.slice(0, tagIndex)), from: releases[tagIndex], exact: true};
  }
  const version = tryParse(wanted);
  if (!version) {
    return {
      ok: false,
      message: `"${wanted}" is neither a nym-node version (like 1.10.0) nor a release tag on this page (like ${releases[0]?.tag ?? releases[0]?.heading ?? 'a release heading'}). Showing every release.`,
    };
  }
  // The newest release whose node version is at or below the reader's.
  const fromIndex = releases.findIndex((release) =>
    release.versions.some((shipped) => {
      const parsed = tryParse(shipped);
      return parsed !== undefined && compareSemver(parsed, version) <= 0;
    }),
  );
  if (fromIndex < 0) {
    const oldest = releases[releases.length - 1];
    return {
      ok: false,
      message: `nym-node ${wanted} is older than every release on this page (the oldest is ${oldest?.heading ?? 'unknown'}). Showing every release.`,
    };
  }
  const from = releases[fromIndex]!;
  const exact = from.versions.some((shipped) => {
    const parsed = tryParse(shipped);
    return parsed !== undefined && compareSemver(parsed, version) === 0;
  });
  return {ok: true, newer: slugsOf(releases.slice(0, fromIndex)), from, exact};
}
