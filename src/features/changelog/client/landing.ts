import {anchorIdFromHash} from './hash';
import {RELEASES_ELEMENT} from '../model/firstView';
import {RELEASE_ARRIVED_EVENT, RELEASES_ARRIVED_EVENT} from './releaseEvents';

/**
 * Landing on the anchor an address names, and staying there. The browser scrolls to a fragment once,
 * while the page is still taking shape: on the changelog, releases are laid out only as they come near
 * the viewport (content-visibility), older releases arrive in place of their short entries, and
 * an anchor may sit in a closed <details> block. So the target is opened and brought to the top
 * whenever the page around it changes size, until the page has settled (no older release arriving,
 * the target in place), the reader moves the page themselves, or they follow another link. Pure browser
 * code: no framework, no timers; the browser's own observers say when something changed.
 */

/** An API page's routes, each laid out only as it nears the viewport (content-visibility, api/ApiReference.css). */
const LAID_OUT_ON_DEMAND = '.api-reference';

/** Opens every <details> block around an element, and the element itself if it is one. */
function openAround(target: Element): void {
  for (let node: Element | null = target; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && !node.open) node.open = true;
  }
}

/** What the reader does to move the page themselves: it ends the landing. */
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The landing under way: the id it keeps in place, and how to end it. */
let landing: {id: string; end: () => void} | undefined;

/**
 * Puts the element with this id at the top of the viewport (below the navbar, as its scroll margin
 * says), its blocks opened. Says whether it had to move the page, or the target is not in it (yet).
 */
function place(id: string): 'missing' | 'moved' | 'in place' {
  const target = document.getElementById(id);
  if (!target) return 'missing';
  openAround(target);
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const offset = target.getBoundingClientRect().top - margin;
  const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
  // Already there, or as far as the page can go (an anchor near its end).
  if (Math.abs(offset) <= 1 || (offset > 0 && atBottom)) return 'in place';
  target.scrollIntoView();
  return 'moved';
}

/**
 * Lands on the anchor of the current address and keeps it in place while the page changes around it.
 * A target that is not in the page yet (an item of an older release) is landed on when it arrives.
 * Asked again for the anchor it is already keeping in place, it goes on as it was.
 */
export function landOnHash(): void {
  const id = anchorIdFromHash(window.location.hash);
  if (landing && landing.id === id) return;
  landing?.end();
  if (!id) return;
  place(id);
  // The list of releases (changelogReleases.ts), or an API page's routes: its height changes whenever an
  // entry in it is laid out (its estimated height becomes its real one) or, on the changelog, an older
  // release arrives in place of its short entry outside a closed block, which is when a target may move.
  // The releases are `aria-busy` while older ones arrive.
  const releases = document.querySelector(`${RELEASES_ELEMENT}, ${LAID_OUT_ON_DEMAND}`);
  // A page without either does not change under the reader: landing once is all there is to do.
  if (!releases) return;
  // Placed in the next frame, not in the observer's callback: scrolling there would lay out releases
  // that come into view, whose new sizes the browser could not deliver in the same round.
  let queued = false;
  const placeSoon = () => {
    if (queued) return;
    queued = true;
    window.requestAnimationFrame(() => {
      queued = false;
      if (place(id) === 'moved' || releases.getAttribute('aria-busy') === 'true') return;
      // Settled when, on top of that, this frame lays nothing out anew: releases that came into view
      // are laid out after this callback, and the observer would then ask for another placing first.
      // From here on only the reader changes the page (scrolling lays out the releases they reach).
      window.requestAnimationFrame(() => {
        if (!queued) end();
      });
    });
  };
  const resized = new ResizeObserver(placeSoon);
  resized.observe(releases);
  // A release that arrives inside a closed block (the 2024 archive) changes no height: its arrival says
  // so; and the last arrival ends the list's busy state, which may be all that changes.
  for (const name of [RELEASE_ARRIVED_EVENT, RELEASES_ARRIVED_EVENT]) window.addEventListener(name, placeSoon);
  const end = () => {
    resized.disconnect();
    for (const name of [RELEASE_ARRIVED_EVENT, RELEASES_ARRIVED_EVENT]) window.removeEventListener(name, placeSoon);
    for (const name of READER_MOVES) window.removeEventListener(name, end, {capture: true});
    if (landing?.end === end) landing = undefined;
  };
  for (const name of READER_MOVES) window.addEventListener(name, end, {capture: true, passive: true});
  landing = {id, end};
}
