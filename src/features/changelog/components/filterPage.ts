import {ISLAND_ATTRIBUTE} from '@site/src/components/StaticIsland';
import type {ChangelogReleases} from '@site/src/features/changelog/client/changelogReleases';
import {RELEASE_ARRIVED_EVENT} from '@site/src/features/changelog/client/releaseEvents';
import {RELEASES_ELEMENT} from '@site/src/features/changelog/model/firstView';
import type {ChangelogFilterView} from '@site/src/features/changelog/model/filterView';
import {withItemTexts, type ChangelogItemIndex} from '@site/src/features/changelog/model/itemIndex';
import {applyFilterView} from './filterDom';
import {RELEASE_NOTES_ISLAND} from './islandId';

/**
 * The filters' side of the page, apart from their form (ChangelogFilters.tsx): the prerendered release notes
 * they act on, the item index fetched the first time it is needed, and the view put on the page and on each
 * older release as it arrives. One view per page: it is module state, as the page is.
 */

export function releaseNotesRoot(): HTMLElement | null {
  const root = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${RELEASE_NOTES_ISLAND}"]`);
  return root?.querySelector('article') ? root : null;
}

let itemIndex: Promise<ChangelogItemIndex> | undefined;

/** The item index (built from the release files), fetched once, the first time it is needed. */
let itemIndexWithTexts: Promise<ChangelogItemIndex> | undefined;
/** Indexes that hold their items' text (a text query needs it). */
export const withTexts = new WeakSet<ChangelogItemIndex>();

/** The item index; with its items' text (a second, larger file) only when a text query needs it. */
export function loadItemIndex(needsTexts: boolean): Promise<ChangelogItemIndex> {
  itemIndex ??= import('@generated/release-notes/default/item-index.json').then((module) => module.default);
  if (!needsTexts) return itemIndex;
  itemIndexWithTexts ??= Promise.all([itemIndex, import('@generated/release-notes/default/item-texts.json')]).then(
    ([index, texts]) => {
      const joined = withItemTexts(index, texts.default);
      withTexts.add(joined);
      return joined;
    },
  );
  return itemIndexWithTexts;
}

/** The view on the page and the index it was worked out from: older releases take it as they arrive. */
let onPage: {index: ChangelogItemIndex; view: ChangelogFilterView} | null = null;

/**
 * Puts a view on the page at once. Older releases not in the page yet take
 * it as each arrives (followArrivals), so nothing waits for them; a view
 * that filters asks for them now rather than in the browser's idle moments.
 */
export function applyView(
  index: ChangelogItemIndex,
  view: ChangelogFilterView,
  shown: (view: ChangelogFilterView) => void,
): void {
  // Nothing filtered yet: the page is as built.
  if (!view.active && onPage === null) {
    shown(view);
    return;
  }
  const root = releaseNotesRoot();
  if (root) applyFilterView(root, index, view);
  onPage = {index, view};
  // The count and summary are announced once the page shows what they say.
  shown(view);
  if (view.active) void bringAllReleases();
}

/**
 * Asks the page's releases (the site script's custom element, client/changelogReleases.ts) for every
 * older release; they take the view as each arrives (followArrivals).
 */
function bringAllReleases(): Promise<void> {
  return customElements
    .whenDefined(RELEASES_ELEMENT)
    .then(() => document.querySelector<ChangelogReleases>(RELEASES_ELEMENT)?.bringAll());
}

/** Puts the view on the page on each older release as it arrives, in the task that inserts it. */
export function followArrivals(): () => void {
  const onArrival = (event: Event) => {
    const slug = (event as CustomEvent<unknown>).detail;
    const root = releaseNotesRoot();
    if (onPage && root && typeof slug === 'string') applyFilterView(root, onPage.index, onPage.view, slug);
  };
  window.addEventListener(RELEASE_ARRIVED_EVENT, onArrival);
  return () => window.removeEventListener(RELEASE_ARRIVED_EVENT, onArrival);
}

/** The page the view was on is gone: the next visit starts from its own address. */
export function forgetPageView(): void {
  onPage = null;
}
