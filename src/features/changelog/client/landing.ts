import {anchorIdFromHash} from './hash';
import {RELEASE_ARRIVED_EVENT} from './releaseEvents';
import {SHORT_ENTRY_SELECTOR} from '../model/firstView';

/**
 * Landing on the anchor an address names, and staying there. The browser scrolls to a fragment once,
 * while the page is still taking shape: on the changelog, releases are laid out only as they come near
 * the viewport (content-visibility), older releases arrive in place of their short entries, and
 * an anchor may sit in a closed <details> block. So the target is opened and brought to the top
 * whenever the page around it changes size, until the page has settled (every older release in, the
 * target in place), the reader moves the page themselves, or they follow another link. Pure browser
 * code: no framework, no timers; the browser's own observers say when something changed.
 */

/** Opens every <details> block around an element, and the element itself if it is one. */
function openAround(target: Element): void {
  for (let node: Element | null = target; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && !node.open) node.open = true;
  }
}

/** What the reader does to move the page themselves: it ends the landing. */
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Releases and the list that holds them: their sizes change as they are laid out or arrive. */
const WATCHED = '.release-notes, .release-notes article.release';

let endLanding: (() => void) | undefined;

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
  target.scrollIntoView({block: 'start'});
  return 'moved';
}

/**
 * Lands on the anchor of the current address and keeps it in place while the page changes around it.
 * A target that is not in the page yet (an item of an older release) is landed on when it arrives.
 */
export function landOnHash(): void {
  endLanding?.();
  endLanding = undefined;
  const id = anchorIdFromHash(window.location.hash);
  if (!id) return;
  place(id);
  const watched = document.querySelectorAll(WATCHED);
  // A page without releases does not change under the reader: landing once is all there is to do.
  if (watched.length === 0) return;
  // Placed in the next frame, not in the observer's callback: scrolling there would lay out releases
  // that come into view, whose new sizes the browser could not deliver in the same round.
  let queued = false;
  const placeSoon = () => {
    if (queued) return;
    queued = true;
    window.requestAnimationFrame(() => {
      queued = false;
      // Settled: every older release is in, and the target did not have to move. From here on only
      // the reader changes the page (scrolling lays out the releases they scroll to).
      if (place(id) !== 'moved' && !document.querySelector(SHORT_ENTRY_SELECTOR)) end();
    });
  };
  const resized = new ResizeObserver(placeSoon);
  for (const element of watched) resized.observe(element);
  const arrived = (event: Event) => {
    const slug = (event as CustomEvent<string>).detail;
    const release = document.querySelector(`article.release[data-release="${CSS.escape(slug)}"]`);
    if (release) resized.observe(release);
    placeSoon();
  };
  window.addEventListener(RELEASE_ARRIVED_EVENT, arrived);
  const end = () => {
    resized.disconnect();
    window.removeEventListener(RELEASE_ARRIVED_EVENT, arrived);
    for (const name of READER_MOVES) window.removeEventListener(name, end, {capture: true});
    if (endLanding === end) endLanding = undefined;
  };
  for (const name of READER_MOVES) window.addEventListener(name, end, {capture: true, passive: true});
  endLanding = end;
}
