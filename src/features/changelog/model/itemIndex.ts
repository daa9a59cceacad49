import type {PlanCodeColours} from '../../upgradePlan/model/planCode';
import {nodeVersions} from './nodeVersions';
import type {Audience, SectionKind, UpgradeNeed} from './kinds';
import type {Release} from './types';
import {pullRequestUrl, whatToDoAnchor} from './links';
import {actionAnchor, type OperatorAction} from './actionVocabulary';
import {changesConfiguration} from './configurationChange';
import type {ReleaseMarker} from './filter';

/**
 * The changelog's item index: every release and every item as facts, derived
 * once at build time from the parsed release files. Whatever lists, counts or
 * filters items reads it (the API reference's endpoint mentions, the feeds,
 * the search records, the page's filters and ?since=) instead of walking the
 * release files again or reading the built page back. It is plain JSON: the
 * plugin writes it as `item-index.json`, and the page loads it when a reader
 * first filters.
 */
export interface ChangelogItemIndex {
  /** Every entry (releases and news), newest first, as the changelog lists them. */
  releases: IndexedRelease[];
  /**
   * Every item of every entry, entry by entry, in the order the entry shows them (a parent before its nested items).
   */
  items: IndexedItem[];
  /** The coloured runs of every line of code an upgrade plan can show (added to the published index at build time). */
  planCode?: PlanCodeColours;
}

export interface IndexedRelease {
  /** The release's anchor on the changelog. */
  slug: string;
  /** Its git tag (v2025.13-emmental); null for news. */
  tag: string | null;
  heading: string;
  /** Its release date, YYYY-MM-DD. */
  date: string;
  /**
   * nym-node versions it ships, without build suffix (1.1.0, not 1.1.0+nymnode); none for some releases and for news.
   */
  versions: string[];
  /** News for operators: dated, but not a release, so never part of a ?since= range. */
  news?: true;
  /** Shown inside the archive block. */
  archived: boolean;
  /** What its "what to do" block says of upgrading. */
  upgrade?: UpgradeNeed;
  /** Anchor of its "what to do" block. */
  whatToDo: string;
  /** The block's actions: each bullet's facts and text. */
  operatorActions: OperatorAction[];
  /** Every section, in the order the release shows them. */
  sections: IndexedSection[];
  /** Sections with prose and no item: filters treat each as one item of its kind. */
  proseSections: IndexedProseSection[];
}

export interface IndexedSection {
  id: string;
  kind: SectionKind;
  /** The section it sits in (a level-4 section inside a level-3 one). */
  within?: string;
}

export interface IndexedProseSection {
  id: string;
  title: string;
  kind: SectionKind;
  /** Its heading and prose, as plain text. */
  text: string;
}

export interface IndexedItem {
  /** Its anchor on the changelog (pr-5898, or the explicit id). */
  id: string;
  /** Slug of the release (or news entry) it belongs to. */
  release: string;
  /** The innermost section it sits in; absent for an item before the release's first section. */
  section?: string;
  /** The item it is nested in. */
  parent?: string;
  /** Kind of its section ('changes' before the first section). */
  kind: SectionKind;
  audiences: Audience[];
  /** Endpoint paths it names. */
  endpoints: string[];
  /** It asks operators to change how a node is set up (configurationChange.ts). */
  configurationChange: boolean;
  title: string;
  pr?: number;
  /** Where its title links, when that is not its pull request (a docs page, another page). */
  href?: string;
  /** Everything it says, as plain text: its title, its text and its nested items'. */
  text: string;
}

function indexedRelease(release: Release): IndexedRelease {
  const versions = nodeVersions(release).map((version) => version.split('+')[0]);
  return {
    slug: release.slug,
    tag: release.tag,
    heading: release.heading,
    date: release.release_date,
    versions,
    ...(release.kind === 'news' ? {news: true as const} : {}),
    archived: release.archived,
    ...(release.upgrade ? {upgrade: release.upgrade} : {}),
    whatToDo: whatToDoAnchor(release.slug),
    operatorActions: release.operatorActions,
    sections: release.sections.map(({id, kind, within}) => ({id, kind, ...(within ? {within} : {})})),
    proseSections: release.proseSections.map(({id, title, kind, text}) => ({id, title, kind, text})),
  };
}

function indexedItems(release: Release): IndexedItem[] {
  return release.items.map((item) => ({
    id: item.anchor,
    release: release.slug,
    ...(item.sectionId ? {section: item.sectionId} : {}),
    ...(item.parent ? {parent: item.parent} : {}),
    kind: item.kind,
    audiences: item.audience,
    endpoints: item.endpoints,
    configurationChange: changesConfiguration(item),
    title: item.title,
    ...(item.pr ? {pr: item.pr} : {}),
    ...(item.pr === undefined || item.href !== pullRequestUrl(item.pr) ? {href: item.href} : {}),
    text: item.text,
  }));
}

/** Indexes already derived, by the releases they come from: every consumer of one build shares one index. */
const derived = new WeakMap<readonly Release[], ChangelogItemIndex>();

/**
 * The item index of the releases (newest first, as loaded). Derived once per
 * list of releases: asked again for the same list, it returns the same index,
 * which its readers must treat as read-only.
 */
export function changelogItemIndex(releases: readonly Release[]): ChangelogItemIndex {
  const known = derived.get(releases);
  if (known) return known;
  const index: ChangelogItemIndex = {releases: releases.map(indexedRelease), items: releases.flatMap(indexedItems)};
  derived.set(releases, index);
  return index;
}

/** Where an item's title links: its own link, or its pull request. */
export function itemLink(item: Pick<IndexedItem, 'href' | 'pr'>): string {
  return item.href ?? pullRequestUrl(item.pr!);
}

/** The releases as the "upgrading from" range sees them (src/features/changelog/model/filter.ts resolveSince). */
export function releaseMarkers(index: Pick<ChangelogItemIndex, 'releases'>): ReleaseMarker[] {
  return index.releases.map((release) => ({
    slug: release.slug,
    tag: release.tag,
    heading: release.heading,
    versions: release.versions,
    news: release.news === true,
  }));
}

/** A place on the changelog an upgrade summary links to. */
export interface SummaryLink {
  anchor: string;
  title: string;
  /** Heading of the release it belongs to. */
  release: string;
  endpoints?: string[];
}

/** What a reader has to go through from the version they run, over the releases in range. */
export interface UpgradeSummary {
  releases: number;
  /** The strongest upgrade need in range (required over recommended over optional over none). */
  upgrade?: UpgradeNeed;
  /** Every "what to do" action of the releases in range, newest first, each linking to its block. */
  whatToDo: SummaryLink[];
  /** Operators' items and prose-only operators' sections. */
  operatorActions: SummaryLink[];
  /** Items that change a node's set-up and are not already operators' items. */
  configurationChanges: SummaryLink[];
  endpointChanges: SummaryLink[];
}

const UPGRADE_ORDER: readonly UpgradeNeed[] = ['required', 'recommended', 'optional', 'none'];

/** The summary for the releases whose slugs are `inRange`, in the index's order (newest first). */
export function upgradeSummary(index: ChangelogItemIndex, inRange: ReadonlySet<string>): UpgradeSummary {
  const summary: UpgradeSummary = {
    releases: 0,
    whatToDo: [],
    operatorActions: [],
    configurationChanges: [],
    endpointChanges: [],
  };
  const itemsOf = new Map<string, IndexedItem[]>();
  for (const item of index.items) {
    if (inRange.has(item.release))
      (itemsOf.get(item.release) ?? itemsOf.set(item.release, []).get(item.release)!).push(item);
  }
  for (const release of index.releases) {
    if (!inRange.has(release.slug)) continue;
    summary.releases += 1;
    if (
      release.upgrade &&
      (summary.upgrade === undefined || UPGRADE_ORDER.indexOf(release.upgrade) < UPGRADE_ORDER.indexOf(summary.upgrade))
    )
      summary.upgrade = release.upgrade;
    // One link per bullet: a bullet that opens with several actions links to its first.
    const bullets = release.operatorActions.filter(
      (action, index) => release.operatorActions.findIndex((other) => other.text === action.text) === index,
    );
    for (const action of bullets)
      summary.whatToDo.push({
        anchor: actionAnchor(release.slug, action.id),
        title: action.text,
        release: release.heading,
      });
    for (const item of itemsOf.get(release.slug) ?? []) {
      const endpoints = item.endpoints.length > 0 ? item.endpoints : undefined;
      const link: SummaryLink = {
        anchor: item.id,
        title: item.title,
        release: release.heading,
        ...(endpoints ? {endpoints} : {}),
      };
      if (item.kind === 'operators') summary.operatorActions.push(link);
      else if (item.configurationChange) summary.configurationChanges.push(link);
      if (endpoints) summary.endpointChanges.push(link);
    }
    for (const section of release.proseSections) {
      if (section.kind === 'operators')
        summary.operatorActions.push({anchor: section.id, title: section.title, release: release.heading});
    }
  }
  return summary;
}

/**
 * The audiences a prose-only section answers to, as an item of its kind would: an operators' section is for operators.
 */
export function proseSectionAudiences(kind: SectionKind): Audience[] {
  return kind === 'operators' ? ['operators'] : [];
}

/** Each item's text by its id: the part of the index only the quick filter (?q=) reads. */
export type ItemTexts = Record<string, string>;

/**
 * The index as the browser loads it, in two parts: the facts every filter
 * reads, and the items' text, which only a text query needs and which is
 * about half of the whole. The filters fetch the second part only for ?q=.
 */
export function splitItemTexts(index: ChangelogItemIndex): {index: ChangelogItemIndex; texts: ItemTexts} {
  return {
    index: {...index, items: index.items.map((item) => ({...item, text: ''}))},
    texts: Object.fromEntries(index.items.map((item) => [item.id, item.text])),
  };
}

/** The index with its items' text back in place. */
export function withItemTexts(index: ChangelogItemIndex, texts: ItemTexts): ChangelogItemIndex {
  return {...index, items: index.items.map((item) => ({...item, text: texts[item.id] ?? item.text}))};
}
