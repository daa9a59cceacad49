import {compareSemver, parseSemver, type Semver} from '../../../rules/version';
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

/*
 * Longest value each URL parameter may hold. The page reads the URL before the
 * reader has done anything, so a crafted link must not make it match, lay out
 * or quote an unbounded value: an over-long parameter is ignored and reported
 * (its message quotes only the start of it, see MAX_SHOWN_LENGTH).
 */
/**
 * ?since=: a release tag (v2025.13-emmental, 17 characters) or a nym-node version (1.1.0+nymnode); 64 leaves room for
 * build metadata.
 */
export const MAX_SINCE_LENGTH = 64;
/** ?kind= and ?audience=: comma-separated names; every filter kind together is 77 characters, every audience 27. */
export const MAX_LIST_LENGTH = 200;
/** ?q=: a few words; matching costs words × items, so a pasted page of text is refused. */
export const MAX_QUERY_LENGTH = 200;
/** How much of a reader's value a message quotes; the rest becomes "…". */
export const MAX_SHOWN_LENGTH = 40;
/** How many unknown names of one parameter a message lists before "and N more". */
const MAX_LISTED_NAMES = 5;

/**
 * A value as a message may quote it: at most MAX_SHOWN_LENGTH characters,
 * then "…", never cutting a character made of two UTF-16 units in half.
 * Messages are plain text: the page shows them as text, never as markup.
 */
export function excerpt(value: string, max: number = MAX_SHOWN_LENGTH): string {
  if (value.length <= max) return value;
  let cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function quoted(values: readonly string[]): string {
  const shown = values
    .slice(0, MAX_LISTED_NAMES)
    .map((value) => `"${excerpt(value)}"`)
    .join(', ');
  return values.length > MAX_LISTED_NAMES ? `${shown} and ${values.length - MAX_LISTED_NAMES} more` : shown;
}

function tooLong(name: string, value: string, max: number): string {
  return `?${name}= is too long (${value.length.toLocaleString('en-US')} characters; at most ${max}), so it was ignored: "${excerpt(value)}".`;
}

/** A parameter's value, trimmed; empty (and a problem) when it is longer than `max`. */
function boundedParam(params: URLSearchParams, name: string, max: number, problems: string[]): string {
  const value = (params.get(name) ?? '').trim();
  if (value.length <= max) return value;
  problems.push(tooLong(name, value, max));
  return '';
}

function listParam(value: string): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/**
 * Reads the filter from a query string. Unknown kinds or audiences are left
 * out and reported, so a mistyped link still shows a page and says why; so
 * are section kinds the controls do not offer (summary, changes) and values
 * longer than their cap.
 */
export function parseChangelogFilter(search: string): {filter: ChangelogFilter; problems: string[]} {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const filterable = `Kinds you can filter: ${FILTER_KINDS.join(', ')}.`;
  const kinds: SectionKind[] = [];
  const unknownKinds: string[] = [];
  const unfilterableKinds: string[] = [];
  for (const kind of listParam(boundedParam(params, 'kind', MAX_LIST_LENGTH, problems))) {
    if ((FILTER_KINDS as readonly string[]).includes(kind)) kinds.push(kind as SectionKind);
    else if ((SECTION_KIND_NAMES as string[]).includes(kind)) unfilterableKinds.push(kind);
    else unknownKinds.push(kind);
  }
  if (unknownKinds.length > 0) {
    problems.push(`Unknown section kind${unknownKinds.length === 1 ? '' : 's'} ${quoted(unknownKinds)}. ${filterable}`);
  }
  if (unfilterableKinds.length > 0) {
    problems.push(
      `Section kind${unfilterableKinds.length === 1 ? '' : 's'} ${quoted(unfilterableKinds)} cannot be filtered on. ${filterable}`,
    );
  }
  const audiences: Audience[] = [];
  const unknownAudiences: string[] = [];
  for (const audience of listParam(boundedParam(params, 'audience', MAX_LIST_LENGTH, problems))) {
    if ((AUDIENCE_NAMES as string[]).includes(audience)) audiences.push(audience as Audience);
    else unknownAudiences.push(audience);
  }
  if (unknownAudiences.length > 0) {
    problems.push(
      `Unknown audience${unknownAudiences.length === 1 ? '' : 's'} ${quoted(unknownAudiences)}. Known audiences: ${AUDIENCE_NAMES.join(', ')}.`,
    );
  }
  const since = boundedParam(params, 'since', MAX_SINCE_LENGTH, problems);
  const query = boundedParam(params, 'q', MAX_QUERY_LENGTH, problems);
  return {
    filter: {...(since ? {since} : {}), kinds, audiences, query},
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
  if (filter.audiences.length > 0 && !filter.audiences.some((audience) => item.audiences.includes(audience)))
    return false;
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
  | {
      ok: true;
      /** Slugs of the releases after the reader's version, newest first. */ newer: string[];
      /** The release the reader's version belongs to, when known. */ from?: ReleaseMarker;
      exact: boolean;
    }
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
  if (!wanted)
    return {ok: false, message: 'Give a nym-node version such as 1.10.0 or a release tag such as v2025.8-tourist.'};
  if (wanted.length > MAX_SINCE_LENGTH)
    return {ok: false, message: `${tooLong('since', wanted, MAX_SINCE_LENGTH)} Showing every release.`};
  const tagIndex = releases.findIndex(
    (release) =>
      (release.tag !== null && normaliseTag(release.tag) === normaliseTag(wanted)) || release.slug === wanted,
  );
  const slugsOf = (entries: readonly ReleaseMarker[]) =>
    entries.filter((release) => !release.news).map((release) => release.slug);
  if (tagIndex >= 0) {
    return {ok: true, newer: slugsOf(releases.slice(0, tagIndex)), from: releases[tagIndex], exact: true};
  }
  const version = tryParse(wanted);
  if (!version) {
    return {
      ok: false,
      message: `"${excerpt(wanted)}" is neither a nym-node version (like 1.10.0) nor a release tag on this page (like ${releases[0]?.tag ?? releases[0]?.heading ?? 'a release heading'}). Showing every release.`,
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
      message: `nym-node ${excerpt(wanted)} is older than every release on this page (the oldest is ${oldest?.heading ?? 'unknown'}). Showing every release.`,
    };
  }
  const from = releases[fromIndex];
  const exact = from.versions.some((shipped) => {
    const parsed = tryParse(shipped);
    return parsed !== undefined && compareSemver(parsed, version) === 0;
  });
  return {ok: true, newer: slugsOf(releases.slice(0, fromIndex)), from, exact};
}
