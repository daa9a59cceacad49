import {
  isFilterActive,
  itemMatches,
  narrowsItems,
  resolveSince,
  type ChangelogFilter,
  type SinceResolution,
} from './filter';
import {
  proseSectionAudiences,
  releaseMarkers,
  upgradeSummary,
  type ChangelogItemIndex,
  type IndexedItem,
  type UpgradeSummary,
} from './itemIndex';
import type {Audience, SectionKind} from './kinds';

/**
 * What a changelog filter shows, worked out on the item index alone (no page
 * needed): which releases, sections and items stay visible, the counts the
 * filter's status line gives, how ?since= resolved and, for a range, the
 * upgrade summary. The page then only shows and hides elements by id
 * (components/filterDom.ts).
 *
 * The rules:
 * - an item is shown when its release is in the ?since= range (every release
 *   when there is no range, or when the range could not be resolved) and it
 *   matches the kind, audience and text parts of the filter, or when one of
 *   its nested items is shown (a parent stays around a matching child);
 * - a section with prose and no item matches as one item of its kind would
 *   (an operators' section answers to the operators' audience);
 * - a release out of range is hidden; when the filter narrows items, so are
 *   the releases and sections with nothing shown in them. A shown section
 *   keeps the sections around it shown.
 */
export interface ChangelogFilterView {
  /** Some filter is set; an empty filter shows the page as it was built. */
  active: boolean;
  /** Kinds, audiences or text narrow the items: sections and releases with nothing shown are hidden. */
  narrowing: boolean;
  /** Releases (and news entries) shown, by slug. */
  releases: ReadonlySet<string>;
  /** Sections shown, by id; when nothing narrows the items, every section. */
  sections: ReadonlySet<string>;
  /** Items shown, by id. */
  items: ReadonlySet<string>;
  /**
   * Which closed <details> blocks around a shown item to open: any (a
   * narrowing filter), only the archive of older releases (a ?since= range
   * alone) or none.
   */
  open: 'all' | 'archive' | 'none';
  shownItems: number;
  totalItems: number;
  shownReleases: number;
  totalReleases: number;
  since?: SinceResolution;
  summary?: UpgradeSummary;
}

/** An item as the filter matches it: kind, audiences and every word a reader may look for. */
interface MatchableItem {
  item: IndexedItem;
  kind: SectionKind;
  audiences: readonly Audience[];
  /** Its text, pull-request number and endpoints, as the page shows them. */
  text: string;
  /** Positions of the items nested right inside it. */
  children: number[];
}

interface PreparedIndex {
  items: MatchableItem[];
  /** Every section id, and the section each sits in. */
  within: Map<string, string | undefined>;
}

const prepared = new WeakMap<ChangelogItemIndex, PreparedIndex>();

/** What matching needs of the index, worked out once per index. */
function prepare(index: ChangelogItemIndex): PreparedIndex {
  const known = prepared.get(index);
  if (known) return known;
  const position = new Map(index.items.map((item, i) => [item.id, i]));
  const items: MatchableItem[] = index.items.map((item) => ({
    item,
    kind: item.kind,
    audiences: item.audiences,
    // The page shows an item's PR number (#5898) and endpoints beside its text: a reader may filter on them.
    text: [item.text, item.pr ? `#${item.pr}` : '', ...item.endpoints].filter(Boolean).join(' '),
    children: [],
  }));
  index.items.forEach((item, i) => {
    const parent = item.parent === undefined ? undefined : position.get(item.parent);
    if (parent !== undefined) items[parent].children.push(i);
  });
  const within = new Map<string, string | undefined>();
  for (const release of index.releases) for (const section of release.sections) within.set(section.id, section.within);
  const result = {items, within};
  prepared.set(index, result);
  return result;
}

/** Works out what the filter shows, without the page. */
export function changelogFilterView(index: ChangelogItemIndex, filter: ChangelogFilter): ChangelogFilterView {
  const {items, within} = prepare(index);
  const since = filter.since ? resolveSince(filter.since, releaseMarkers(index)) : undefined;
  const inRange = since?.ok ? new Set(since.newer) : undefined;
  const narrowing = narrowsItems(filter);
  const releaseInRange = (slug: string) => !inRange || inRange.has(slug);

  // Nested items come after their parents in the index, so walking backwards
  // settles the children first: a parent stays when a child is shown.
  const visible = new Array<boolean>(items.length).fill(false);
  for (let i = items.length - 1; i >= 0; i -= 1) {
    const entry = items[i];
    visible[i] =
      releaseInRange(entry.item.release) &&
      (itemMatches(entry, filter) || entry.children.some((child) => visible[child]));
  }

  const shownItems = new Set<string>();
  const shownSections = new Set<string>();
  const releasesWithMatches = new Set<string>();
  const showSection = (id: string | undefined) => {
    // The section and every section around it.
    for (let section = id; section !== undefined && !shownSections.has(section); section = within.get(section))
      shownSections.add(section);
  };
  items.forEach((entry, i) => {
    if (!visible[i]) return;
    shownItems.add(entry.item.id);
    showSection(entry.item.section);
    releasesWithMatches.add(entry.item.release);
  });
  for (const release of index.releases) {
    if (!releaseInRange(release.slug)) continue;
    for (const section of release.proseSections) {
      if (
        !itemMatches({kind: section.kind, audiences: proseSectionAudiences(section.kind), text: section.text}, filter)
      )
        continue;
      showSection(section.id);
      releasesWithMatches.add(release.slug);
    }
  }

  const shownReleases = new Set(
    index.releases
      .filter((release) => releaseInRange(release.slug) && (!narrowing || releasesWithMatches.has(release.slug)))
      .map((release) => release.slug),
  );
  const view: ChangelogFilterView = {
    active: isFilterActive(filter),
    narrowing,
    releases: shownReleases,
    // Nothing narrows the items: every section shows (in the releases that do).
    sections: narrowing ? shownSections : new Set(within.keys()),
    items: shownItems,
    open: narrowing ? 'all' : inRange ? 'archive' : 'none',
    shownItems: shownItems.size,
    totalItems: items.length,
    shownReleases: shownReleases.size,
    totalReleases: index.releases.length,
  };
  if (since) view.since = since;
  if (since?.ok && inRange) view.summary = upgradeSummary(index, inRange);
  return view;
}
