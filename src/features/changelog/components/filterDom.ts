import type {ChangelogItemIndex} from '@site/src/features/changelog/model/itemIndex';
import type {ChangelogFilterView} from '@site/src/features/changelog/model/filterView';

/**
 * Puts a worked-out filter view (model/filterView.ts) on the prerendered
 * release notes. Every fact comes from the item index; the page is only
 * where things are: a release is its `article[data-release="<slug>"]`, a
 * section the <section> around the heading that carries its id, an item
 * the element that carries its id. It sets `hidden` on those, opens the
 * closed <details> blocks around shown items and closes them again when the
 * filter changes or clears. It reads nothing else of the page and never
 * writes markup. An element that is not in the page (a release that has not
 * arrived yet) is skipped.
 */

const OPENED_BY_FILTER = 'data-filter-opened';

/** Roots a filter has been put on: until then an empty filter leaves the page untouched. */
const filtered = new WeakSet<HTMLElement>();

/** The element inside `root` that carries an id, if the page holds it. */
function byId(root: HTMLElement, id: string): HTMLElement | null {
  const element = root.ownerDocument.getElementById(id);
  return element && root.contains(element) ? element : null;
}

function releaseElement(root: HTMLElement, slug: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`article[data-release="${CSS.escape(slug)}"]`);
}

function sectionElement(root: HTMLElement, id: string): HTMLElement | null {
  return byId(root, id)?.closest<HTMLElement>('section') ?? null;
}

/** Sets `hidden` only where it changes, so an unchanged element costs no style work. */
function setHidden(element: HTMLElement | null, hidden: boolean): void {
  if (element && element.hidden !== hidden) element.hidden = hidden;
}

function isDetails(node: Element): node is HTMLDetailsElement {
  return node.tagName === 'DETAILS';
}

/** Closes the blocks a previous filter opened, so clearing gives the page back as it was. */
function restoreDetails(root: HTMLElement): void {
  for (const details of root.querySelectorAll<HTMLDetailsElement>(`details[${OPENED_BY_FILTER}]`)) {
    details.open = false;
    details.removeAttribute(OPENED_BY_FILTER);
  }
}

function openAround(root: HTMLElement, element: HTMLElement, which: 'all' | 'archive'): void {
  for (let node = element.parentElement; node && node !== root; node = node.parentElement) {
    if (!isDetails(node) || node.open) continue;
    if (which === 'archive' && !node.classList.contains('release-archive')) continue;
    node.open = true;
    node.setAttribute(OPENED_BY_FILTER, '');
  }
}

/**
 * Shows and hides the releases, sections and items of `root` as the view
 * says. With `onlyRelease`, only that release is touched: one that has just
 * arrived in a page the view is already on.
 */
export function applyFilterView(
  root: HTMLElement,
  index: ChangelogItemIndex,
  view: ChangelogFilterView,
  onlyRelease?: string,
): void {
  // Nothing filtered yet: the page is as built, nothing to write.
  if (!view.active && !filtered.has(root)) return;
  filtered.add(root);
  if (onlyRelease === undefined) restoreDetails(root);
  const hiddenReleases = new Set<string>();
  const hiddenSections = new Set<string>();
  for (const release of index.releases) {
    if (onlyRelease !== undefined && release.slug !== onlyRelease) continue;
    const hidden = !view.releases.has(release.slug);
    if (hidden) hiddenReleases.add(release.slug);
    setHidden(releaseElement(root, release.slug), hidden);
    for (const section of release.sections) {
      const sectionHidden = !view.sections.has(section.id);
      if (sectionHidden) hiddenSections.add(section.id);
      // A section of a hidden release cannot be seen: it is set again once its release shows.
      if (!hidden) setHidden(sectionElement(root, section.id), sectionHidden);
    }
  }
  for (const item of index.items) {
    if (onlyRelease !== undefined && item.release !== onlyRelease) continue;
    // Items inside a hidden release or section are left as they are: they
    // cannot be seen, and each run sets them again once their block shows.
    // On a section filter this skips most writes, hence most style work.
    if (hiddenReleases.has(item.release) || (item.section !== undefined && hiddenSections.has(item.section))) continue;
    const shown = view.items.has(item.id);
    const element = byId(root, item.id);
    setHidden(element, !shown);
    if (shown && element && view.open !== 'none') openAround(root, element, view.open);
  }
}
