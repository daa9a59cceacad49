import {itemMatches, narrowsItems, resolveSince, type ChangelogFilter, type ReleaseMarker, type SinceResolution} from '@site/src/releases/filter';
import type {SectionKind} from '@site/src/releases/kinds';

/**
 * Applies a changelog filter to the prerendered release notes. The notes are
 * static HTML that React never renders in the browser (see StaticIsland), so
 * the filter works on the DOM through the data attributes the build wrote:
 * article[data-release][data-tag][data-versions] for a release and
 * .change[data-kind][data-audience] for an item. It only toggles `hidden`
 * and opens <details> blocks; it never writes markup.
 */

export interface LinkedItem {
  anchor: string;
  title: string;
  release: string;
  endpoints?: string[];
}

/** What the reader has to go through from the version they run. */
export interface SinceSummary {
  releases: number;
  operatorActions: LinkedItem[];
  configurationChanges: LinkedItem[];
  endpointChanges: LinkedItem[];
}

export interface FilterView {
  shownItems: number;
  totalItems: number;
  shownReleases: number;
  totalReleases: number;
  since?: SinceResolution;
  summary?: SinceSummary;
}

const OPENED_BY_FILTER = 'data-filter-opened';

export function releaseMarkers(root: ParentNode): ReleaseMarker[] {
  return [...root.querySelectorAll<HTMLElement>('article[data-release]')].map((article) => ({
    slug: article.dataset.release ?? '',
    tag: article.dataset.tag || null,
    heading: article.dataset.heading ?? article.dataset.release ?? '',
    versions: (article.dataset.versions ?? '').split(' ').filter(Boolean),
  }));
}

function itemTitle(item: HTMLElement): string {
  return item.querySelector('.change__title a')?.textContent?.trim() ?? item.id;
}

function linked(item: HTMLElement, release: HTMLElement): LinkedItem {
  const endpoints = (item.dataset.endpoints ?? '').split(' ').filter(Boolean);
  return {anchor: item.id, title: itemTitle(item), release: release.dataset.heading ?? '', ...(endpoints.length > 0 ? {endpoints} : {})};
}

/** Items that change how a node is configured: they name a config file, key or flag. */
const CONFIGURATION = /\bconfig(uration)?\b|config\.toml|\.toml\b|--[a-z][a-z-]+/i;

function summarise(articles: HTMLElement[]): SinceSummary {
  const summary: SinceSummary = {releases: articles.length, operatorActions: [], configurationChanges: [], endpointChanges: []};
  for (const article of articles) {
    for (const item of article.querySelectorAll<HTMLElement>('.change')) {
      if (item.dataset.kind === 'operators') summary.operatorActions.push(linked(item, article));
      else if (CONFIGURATION.test(itemTitle(item))) summary.configurationChanges.push(linked(item, article));
      if (item.dataset.endpoints) summary.endpointChanges.push(linked(item, article));
    }
  }
  return summary;
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

export function applyChangelogFilter(root: HTMLElement, filter: ChangelogFilter): FilterView {
  const articles = [...root.querySelectorAll<HTMLElement>('article[data-release]')];
  const items = [...root.querySelectorAll<HTMLElement>('.change')];
  const sections = [...root.querySelectorAll<HTMLElement>('section[data-kind]')];
  restoreDetails(root);

  const since = filter.since ? resolveSince(filter.since, releaseMarkers(root)) : undefined;
  const inRange = since?.ok ? new Set(since.newer) : undefined;
  const narrowing = narrowsItems(filter);

  // Innermost items first, so a parent item stays when one of its children matches.
  const visible = new Set<HTMLElement>();
  for (const item of [...items].reverse()) {
    const article = item.closest<HTMLElement>('article[data-release]');
    const releaseInRange = !inRange || (article !== null && inRange.has(article.dataset.release ?? ''));
    const matches =
      releaseInRange &&
      itemMatches(
        {kind: (item.dataset.kind ?? 'changes') as SectionKind, audiences: (item.dataset.audience ?? '').split(' '), text: item.textContent ?? ''},
        filter,
      );
    const childShown = [...item.querySelectorAll<HTMLElement>('.change')].some((child) => visible.has(child));
    if (matches || (releaseInRange && childShown)) visible.add(item);
    item.hidden = !visible.has(item);
  }
  for (const section of sections) {
    section.hidden = narrowing && ![...section.querySelectorAll<HTMLElement>('.change')].some((item) => visible.has(item));
  }
  let shownReleases = 0;
  for (const article of articles) {
    const releaseInRange = !inRange || inRange.has(article.dataset.release ?? '');
    const hasMatch = [...article.querySelectorAll<HTMLElement>('.change')].some((item) => visible.has(item));
    article.hidden = !releaseInRange || (narrowing && !hasMatch);
    if (!article.hidden) shownReleases += 1;
  }
  if (narrowing || inRange) {
    // Show matches that sit in closed blocks (the archive, collapsible groups).
    for (const item of visible) {
      for (let node = item.parentElement; node && node !== root; node = node.parentElement) {
        if (node instanceof HTMLDetailsElement && (narrowing || node.classList.contains('release-archive'))) openForMatches(node);
      }
    }
  }
  const view: FilterView = {shownItems: visible.size, totalItems: items.length, shownReleases, totalReleases: articles.length};
  if (since) view.since = since;
  if (since?.ok) view.summary = summarise(articles.filter((article) => inRange?.has(article.dataset.release ?? '')));
  return view;
}
