import type {Audience, SectionKind, UpgradeNeed} from './kinds';
import type {Release, ReleaseItem} from './types';
import {whatToDoAnchor} from './links';
import {changesConfiguration} from '../../../rules/configurationChange';

/**
 * What the changelog's filters know of each release, built from the release
 * files rather than read back from the page: the "what to do" block's
 * actions, the sections that are prose with no item, and the items an
 * upgrade summary lists. The page loads it when a reader first filters.
 */
export interface FilterIndexRelease {
  slug: string;
  heading: string;
  upgrade?: UpgradeNeed;
  /** Anchor of the release's "what to do" block. */
  whatToDo: string;
  /** Its actions, as plain text. */
  actions: string[];
  /** Sections with no item: id, title and kind (their text stays on the page). */
  proseSections: {id: string; title: string; kind: SectionKind}[];
  /** Items an upgrade summary lists: operators' items, items that change a node's set-up, items that name an endpoint. */
  summaryItems: SummaryItem[];
}

export interface SummaryItem {
  anchor: string;
  title: string;
  kind: SectionKind;
  audience: Audience[];
  endpoints?: string[];
  /** The item is for operators and names configuration: a config file or key, a flag, the node's modes. */
  configuration?: true;
}

function summaryItem(item: ReleaseItem): SummaryItem | undefined {
  const configuration = changesConfiguration(item);
  if (item.kind !== 'operators' && !configuration && item.endpoints.length === 0) return undefined;
  return {
    anchor: item.anchor,
    title: item.title,
    kind: item.kind,
    audience: item.audience,
    ...(item.endpoints.length > 0 ? {endpoints: item.endpoints} : {}),
    ...(configuration ? {configuration: true as const} : {}),
  };
}

export function changelogFilterIndex(releases: readonly Release[]): FilterIndexRelease[] {
  return releases.map((release) => ({
    slug: release.slug,
    heading: release.heading,
    ...(release.upgrade ? {upgrade: release.upgrade} : {}),
    whatToDo: whatToDoAnchor(release.slug),
    actions: release.operatorActions,
    proseSections: release.proseSections.map(({id, title, kind}) => ({id, title, kind})),
    summaryItems: release.items.map(summaryItem).filter((item): item is SummaryItem => item !== undefined),
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
  configurationChanges: SummaryLink[];
  endpointChanges: SummaryLink[];
}

const UPGRADE_ORDER: readonly UpgradeNeed[] = ['required', 'recommended', 'optional', 'none'];

/** The summary for the releases whose slugs are `inRange`, in the index's order (newest first). */
export function upgradeSummary(index: readonly FilterIndexRelease[], inRange: ReadonlySet<string>): UpgradeSummary {
  const summary: UpgradeSummary = {releases: 0, whatToDo: [], operatorActions: [], configurationChanges: [], endpointChanges: []};
  for (const release of index) {
    if (!inRange.has(release.slug)) continue;
    summary.releases += 1;
    if (release.upgrade && (summary.upgrade === undefined || UPGRADE_ORDER.indexOf(release.upgrade) < UPGRADE_ORDER.indexOf(summary.upgrade))) summary.upgrade = release.upgrade;
    for (const action of release.actions) summary.whatToDo.push({anchor: release.whatToDo, title: action, release: release.heading});
    for (const item of release.summaryItems) {
      const link: SummaryLink = {anchor: item.anchor, title: item.title, release: release.heading, ...(item.endpoints ? {endpoints: item.endpoints} : {})};
      if (item.kind === 'operators') summary.operatorActions.push(link);
      else if (item.configuration) summary.configurationChanges.push(link);
      if (item.endpoints) summary.endpointChanges.push(link);
    }
    for (const section of release.proseSections) {
      if (section.kind === 'operators') summary.operatorActions.push({anchor: section.id, title: section.title, release: release.heading});
    }
  }
  return summary;
}

/** Whether a prose-only section answers to a kind and audience filter, as an item of its kind would. */
export function proseSectionAudiences(kind: SectionKind): Audience[] {
  return kind === 'operators' ? ['operators'] : [];
}
