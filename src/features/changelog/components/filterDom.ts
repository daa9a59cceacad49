import {isFilterActive, itemMatches, narrowsItems, resolveSince, type ChangelogFilter, type ReleaseMarker, type SinceResolution} from '@site/src/features/changelog/model/filter';
import type {SectionKind} from '@site/src/features/changelog/model/kinds';
import {proseSectionAudiences, upgradeSummary, type FilterIndexRelease, type UpgradeSummary} from '@site/src/features/changelog/model/filterIndex';

/**
 * Applies a changelog filter to the prerendered release notes. The notes are
 * static HTML that React never renders in the browser (see StaticIsland), so
 * the filter works on the DOM through the data attributes the build wrote:
 * article[data-release][data-tag][data-versions] for a release and
 * .change[data-kind][data-audience] for an item. What is not an item
 * (the sections that are prose only, the "what to do" actions an upgrade
 * summary lists) comes from the filter index built from the release files
 * (src/features/changelog/model/filterIndex.ts). It only toggles `hidden` and opens
 * <details> blocks; it never writes markup.
 */

export interface FilterView {
  shownItems: number;
  totalItems: number;
  shownReleases: number;
  totalReleases: number;
  since?: SinceResolution;
  summary?: UpgradeSummary;
}

const OPENED_BY_FILTER = 'data-filter-opened';

export function releaseMarkers(root: ParentNode): ReleaseMarker[] {
  return [...root.querySelectorAll<HTMLElement>('article[data-release]')].map((article) => ({
    slug: article.dataset.release ?? '',
    tag: article.dataset.tag || null,
    heading: article.dataset.heading ?? article.dataset.release ?? '',
    versions: (article.dataset.versions ?? '').split(' ').filter(Boolean),
    news: article.dataset.entry === 'news',
  }));
}

function openForMatches(details: HTMLDetailsElement): void {
  if (!details.open) {
    details.open = true;
    details.setAttribute(OPENED_BY_FILTER, '');
  }
}

/** Closes the blocks a previous filter opened, so clearing gives the page back as it was. */
function restoreDetails(root: ParentNode): void {
  for (const details of root.querySelectorAll<HTMLDetailsElement>(`details[${OPENED_BY_FILTER}]`)) {
    details.open = false;
    details.removeAttribute(OPENED_BY_FILTER);
  }
}

/** What the filter reads of the page, once per page: items, their text and where they sit. */
interface FilterIndex {
  articles: HTMLElement[];
  sections: HTMLElement[];
  items: {
    element: HTMLElement;
    kind: SectionKind;
    audiences: string[];
    text: string;
    release: string;
    /** Items nested inside this one. */
    children: number[];
    section?: HTMLElement;
    article?: HTMLElement;
  }[];
  /**
   * Sections with prose and no item (v2025.2-hu's "Legal support"…), as the
   * filter index lists them: they match a filter as an item of their kind
   * would, operators' sections counting for the operators' audience.
   */
  proseSections: {element: HTMLElement; kind: SectionKind; audiences: string[]; text: string; release: string; article?: HTMLElement}[];
  markers: ReleaseMarker[];
}

const indexes = new WeakMap<HTMLElement, FilterIndex>();

function indexOf(root: HTMLElement, data: readonly FilterIndexRelease[]): FilterIndex {
  const cached = indexes.get(root);
  if (cached && cached.articles[0]?.isConnected) return cached;
  const elements = [...root.querySelectorAll<HTMLElement>('.change')];
  const position = new Map(elements.map((element, index) => [element, index]));
  const items = elements.map((element) => {
    const article = element.closest<HTMLElement>('article[data-release]') ?? undefined;
    return {
      element,
      kind: (element.dataset.kind ?? 'changes') as SectionKind,
      audiences: (element.dataset.audience ?? '').split(' '),
      text: element.textContent ?? '',
      release: article?.dataset.release ?? '',
      children: [] as number[],
      section: element.closest<HTMLElement>('section[data-kind]') ?? undefined,
      article,
    };
  });
  elements.forEach((element, index) => {
    const parent = element.parentElement?.closest<HTMLElement>('.change');
    const parentIndex = parent ? position.get(parent) : undefined;
    if (parentIndex !== undefined) items[parentIndex]!.children.push(index);
  });
  const sections = [...root.querySelectorAll<HTMLElement>('section[data-kind]')];
  const proseSections = data.flatMap((release) =>
    release.proseSections.flatMap((entry) => {
      // The section element around the heading the index names.
      const element = root.querySelector<HTMLElement>(`[id="${CSS.escape(entry.id)}"]`)?.closest<HTMLElement>('section[data-kind]');
      if (!element) return [];
      const article = element.closest<HTMLElement>('article[data-release]') ?? undefined;
      return [{element, kind: entry.kind, audiences: proseSectionAudiences(entry.kind), text: element.textContent ?? '', release: release.slug, article}];
    }),
  );
  const index: FilterIndex = {
    articles: [...root.querySelectorAll<HTMLElement>('article[data-release]')],
    sections,
    proseSections,
    items,
    markers: releaseMarkers(root),
  };
  indexes.set(root, index);
  return index;
}

/** Reads the items ahead of the first filter (the page calls it when idle). */
export function prepareChangelogFilter(root: HTMLElement, data: readonly FilterIndexRelease[]): void {
  indexOf(root, data);
}

/** Sets `hidden` only where it changes, so an unchanged element costs no style work. */
function setHidden(element: HTMLElement, hidden: boolean): void {
  if (element.hidden !== hidden) element.hidden = hidden;
}

export function applyChangelogFilter(root: HTMLElement, filter: ChangelogFilter, data: readonly FilterIndexRelease[]): FilterView {
  if (!isFilterActive(filter) && !indexes.has(root)) {
    // Nothing filtered yet: only count, without reading every item.
    const articles = root.querySelectorAll('article[data-release]').length;
    const items = root.querySelectorAll('.change').length;
    return {shownItems: items, totalItems: items, shownReleases: articles, totalReleases: articles};
  }
  const index = indexOf(root, data);
  const {articles, sections, items, proseSections} = index;
  restoreDetails(root);

  const since = filter.since ? resolveSince(filter.since, index.markers) : undefined;
  const inRange = since?.ok ? new Set(since.newer) : undefined;
  const narrowing = narrowsItems(filter);

  // Innermost items come after their parents in document order, so walking
  // backwards settles children first: a parent stays when a child matches.
  const visible = new Array<boolean>(items.length).fill(false);
  for (let i = items.length - 1; i >= 0; i -= 1) {
    const item = items[i]!;
    const releaseInRange = !inRange || inRange.has(item.release);
    visible[i] = releaseInRange && (itemMatches(item, filter) || item.children.some((child) => visible[child]));
  }
  const shownSections = new Set<HTMLElement>();
  const shownArticles = new Set<HTMLElement>();
  let shownItems = 0;
  items.forEach((item, i) => {
    if (!visible[i]) return;
    shownItems += 1;
    if (item.section) shownSections.add(item.section);
    if (item.article) shownArticles.add(item.article);
  });
  for (const section of proseSections) {
    const releaseInRange = !inRange || inRange.has(section.release);
    if (!releaseInRange || !itemMatches(section, filter)) continue;
    // The section and the sections around it (a level-4 section sits inside a level-3 one).
    for (let node: HTMLElement | null = section.element; node; node = node.parentElement?.closest<HTMLElement>('section[data-kind]') ?? null) shownSections.add(node);
    if (section.article) shownArticles.add(section.article);
  }
  let shownReleases = 0;
  for (const article of articles) {
    const releaseInRange = !inRange || inRange.has(article.dataset.release ?? '');
    const hidden = !releaseInRange || (narrowing && !shownArticles.has(article));
    setHidden(article, hidden);
    if (!hidden) shownReleases += 1;
  }
  for (const section of sections) setHidden(section, narrowing && !shownSections.has(section));
  // Items inside a hidden release or section are left as they are: they
  // cannot be seen, and each run sets them again once their block shows.
  // On a section filter this skips most writes, hence most style work.
  items.forEach((item, i) => {
    if (item.article?.hidden || item.section?.hidden) return;
    setHidden(item.element, !visible[i]);
  });
  if (narrowing || inRange) {
    // Show matches that sit in closed blocks (the archive, collapsible groups).
    items.forEach((item, i) => {
      if (!visible[i]) return;
      for (let node = item.element.parentElement; node && node !== root; node = node.parentElement) {
        if (node instanceof HTMLDetailsElement && (narrowing || node.classList.contains('release-archive'))) openForMatches(node);
      }
    });
  }
  const view: FilterView = {shownItems, totalItems: items.length, shownReleases, totalReleases: articles.length};
  if (since) view.since = since;
  if (since?.ok && inRange) view.summary = upgradeSummary(data, inRange);
  return view;
}
