import {RELEASES_ELEMENT, SHORT_ENTRY_SELECTOR} from '../model/firstView';
import {anchorIdFromHash} from './hash';
import {RELEASE_ARRIVED_EVENT, RELEASES_ARRIVED_EVENT, RELEASES_CONNECTED_EVENT} from './releaseEvents';

/** Says on window that a release took its place: in the same task, so a filter hides what it must before paint. */
function arrived(slug: string): void {
  window.dispatchEvent(new CustomEvent(RELEASE_ARRIVED_EVENT, {detail: slug}));
}

/** File name of the older releases' module, next to this one (set when it is bundled). */
declare const OLDER_RELEASES_MODULE: string;

/** What other code (the filters) may ask of a page's releases: every older release, in place. */
export interface ChangelogReleases extends HTMLElement {
  /** Resolves once every older release is in the page (at once when there is none to bring). */
  bringAll(): Promise<void>;
}

/**
 * How far beyond the viewport a short entry starts the arrival: a reader scrolling toward the older
 * releases finds them in place. Nothing is fetched for a reader who stays among the newer releases.
 */
const AHEAD = '150% 0px';

/** Whether a key press opens the browser's find-in-page, which can only find releases in the page. */
function opensFind(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'f';
}

/**
 * A page's releases (`<changelog-releases>`, rendered at build time around them, so it reads as plain
 * HTML without JavaScript). On the changelog, the older releases are short entries until a reader
 * reaches for them: scrolling near them, opening an address that names an anchor among them, the
 * browser's find-in-page, or a filter (which calls `bringAll`). They then arrive in place, and the
 * element is `aria-busy` while they do. When it is connected (the page's first load, or its HTML put
 * in after a client-side navigation) it says so, and the site script lands on the address's anchor
 * (client/landing.ts, one landing per document whichever script asks). Each element holds its own
 * state: the browser calls it for each page that has one, and the registry defines it once.
 */
class ChangelogReleasesElement extends HTMLElement implements ChangelogReleases {
  #arrival: Promise<void> | undefined;
  #stopWatching: (() => void) | undefined;

  connectedCallback(): void {
    if (this.querySelector(SHORT_ENTRY_SELECTOR)) {
      this.#watchReader();
      if (this.#addressReachesOlder()) void this.bringAll();
    }
    window.dispatchEvent(new CustomEvent(RELEASES_CONNECTED_EVENT));
  }

  disconnectedCallback(): void {
    this.#stopWatching?.();
    this.#stopWatching = undefined;
  }

  bringAll(): Promise<void> {
    if (!this.querySelector(SHORT_ENTRY_SELECTOR)) return Promise.resolve();
    this.#stopWatching?.();
    this.#stopWatching = undefined;
    this.#arrival ??= this.#arrive();
    return this.#arrival;
  }

  async #arrive(): Promise<void> {
    this.setAttribute('aria-busy', 'true');
    try {
      // A module of its own beside this one (src/plugins/site-script.ts), loaded by the browser.
      const {bringInAll} = (await import(
        /* webpackIgnore: true */ new URL(OLDER_RELEASES_MODULE, import.meta.url).href
      )) as typeof import('./olderReleases');
      await bringInAll(this, SHORT_ENTRY_SELECTOR, arrived);
      window.dispatchEvent(new CustomEvent(RELEASES_ARRIVED_EVENT));
    } catch (error) {
      // The short entries stay, and each still links to its release; the reader's next reach tries again.
      console.warn('The older releases could not be loaded; their entries link to them.', error);
      if (this.isConnected) this.#watchReader();
    } finally {
      this.removeAttribute('aria-busy');
      this.#arrival = undefined;
    }
  }

  /** Whether the address names an anchor this page does not hold yet, or one at or after the first short entry. */
  #addressReachesOlder(): boolean {
    const id = anchorIdFromHash(window.location.hash);
    if (!id) return false;
    const target = document.getElementById(id);
    if (!target) return true;
    const first = this.querySelector(SHORT_ENTRY_SELECTOR);
    return (
      first !== null &&
      (first === target || Boolean(first.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING))
    );
  }

  #watchReader(): void {
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void this.bringAll();
      },
      {rootMargin: AHEAD},
    );
    for (const entry of this.querySelectorAll(SHORT_ENTRY_SELECTOR)) near.observe(entry);
    const onKey = (event: KeyboardEvent) => {
      if (opensFind(event)) void this.bringAll();
    };
    const onHash = () => {
      if (this.#addressReachesOlder()) void this.bringAll();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('hashchange', onHash);
    this.#stopWatching = () => {
      near.disconnect();
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('hashchange', onHash);
    };
  }
}

/** Defines the element once per page (the registry refuses a second definition of a name). */
export function defineChangelogReleases(): void {
  if (!customElements.get(RELEASES_ELEMENT)) customElements.define(RELEASES_ELEMENT, ChangelogReleasesElement);
}
