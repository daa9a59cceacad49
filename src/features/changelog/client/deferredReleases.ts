import {SHORT_ENTRY_SELECTOR as STUB_SELECTOR} from '../model/firstView';
import {anchorIdFromHash} from './hash';
import {RELEASE_ARRIVED_EVENT, RELEASES_ARRIVED_EVENT} from './releaseEvents';

/**
 * The changelog's older releases arrive after its first view. The page
 * carries them as short entries (`SHORT_ENTRY_SELECTOR`, see
 * components/ReleaseStub.tsx) whose link leads to the older-releases page;
 * this module fetches that page once and puts each full release in place of
 * its short entry, one release per idle moment (back to back in short slices
 * once a reader waits on them), so no single task blocks the reader. It runs
 * from the first-view script and, after a client-side navigation, from the framework's bundle: the state lives on
 * `window`, so
 * the two copies share one fetch.
 */

interface DeferredState {
  all?: Promise<void>;
  /** A reader waits on every release (a filter, an anchor): the rest go in without waiting for idle moments. */
  readerWaiting?: boolean;
}

/** Longest stretch of insertion between two yields while a reader waits: a task over 50 ms blocks input. */
const SLICE_MS = 40;

function nextTask(): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, 0));
}

declare global {
  interface Window {
    __changelogDeferred?: DeferredState;
  }
}

function state(): DeferredState {
  window.__changelogDeferred ??= {};
  return window.__changelogDeferred;
}

function stubs(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(STUB_SELECTOR)];
}

/** The older-releases page, as the first short entry links to it (no base URL to know). */
function olderPageUrl(): string | null {
  const link = document.querySelector<HTMLAnchorElement>(`${STUB_SELECTOR} a.release__stub-link`);
  if (!link) return null;
  const url = new URL(link.href, window.location.href);
  url.hash = '';
  return url.href;
}

/** Longest start tag of a release's <article> kept back while it may be cut across two chunks. */
const MAX_START_TAG = 400;

/**
 * The releases complete in `text` (a built page, or the part of it received
 * so far), each as [slug, HTML], and the text to keep for the next chunk. The
 * page is our own build output and its releases are sibling <article>
 * elements that never nest, so cutting the text at their tags is exact;
 * parsing the whole page at once would be one long task of the kind this
 * module exists to avoid.
 */
export function takeReleases(text: string): {releases: [string, string][]; rest: string} {
  const releases: [string, string][] = [];
  const start = /<article\b[^>]*\bdata-release=(?:"([^"]+)"|([^\s>]+))[^>]*>/g;
  let consumed = 0;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const end = text.indexOf('</article>', match.index);
    // Not complete yet: keep it, from its start tag, for the next chunk.
    if (end === -1) return {releases, rest: text.slice(match.index)};
    consumed = end + '</article>'.length;
    releases.push([match[1] ?? match[2], text.slice(match.index, consumed)]);
    start.lastIndex = consumed;
  }
  // A start tag may be cut at the end of this chunk: keep the tail.
  return {releases, rest: text.slice(Math.max(consumed, text.length - MAX_START_TAG))};
}

/** Each release of a built page, as HTML by slug. */
export function releasesOfPage(html: string): Map<string, string> {
  return new Map(takeReleases(html).releases);
}

/** The releases of a page as its text streams in, each as soon as it is complete. */
async function* releasesArriving(response: Response): AsyncGenerator<[string, string]> {
  if (!response.body) {
    yield* releasesOfPage(await response.text());
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const {done, value} = await reader.read();
    if (value) text += value;
    const taken = takeReleases(text);
    text = taken.rest;
    yield* taken.releases;
    if (done) return;
  }
}

function whenIdle(): Promise<unknown> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(resolve, {timeout: 1000});
    else globalThis.setTimeout(() => resolve(null), 16);
  });
}

/** Replaces one short entry by its release, keeping any <details> state around it, and says so. */
function putInPlace(stub: HTMLElement, slug: string, html: string): void {
  const template = document.createElement('template');
  // eslint-disable-next-line no-restricted-properties -- markup of our own build (the older-releases page)
  template.innerHTML = html;
  stub.replaceWith(template.content);
  // In the same task, so a filter on the page hides what it must before the release is painted.
  window.dispatchEvent(new CustomEvent(RELEASE_ARRIVED_EVENT, {detail: slug}));
}

async function bringInAll(): Promise<void> {
  const url = olderPageUrl();
  if (!url) return;
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  // Streamed: each release takes its place as soon as it has arrived, in an idle moment of its
  // own (measured: several in one idle moment made tasks over 50 ms with 4x the releases).
  // Once a reader waits on them, the rest go in back to back, yielding every SLICE_MS (measured:
  // with 4x the releases a filter waited 1.7 s for idle moments that came one release at a time).
  let sliceStart = performance.now();
  for await (const [slug, html] of releasesArriving(response)) {
    const stub = document.querySelector<HTMLElement>(`${STUB_SELECTOR}[data-release="${CSS.escape(slug)}"]`);
    if (!stub) continue;
    if (!state().readerWaiting) {
      await whenIdle();
      sliceStart = performance.now();
    } else if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    putInPlace(stub, slug, html);
  }
  window.dispatchEvent(new CustomEvent(RELEASES_ARRIVED_EVENT));
}

/**
 * Resolves once every older release is in the page (at once when there is
 * none to bring). Code that needs every release (the filters, ?since=, an
 * anchor) awaits it, and the releases then come in as fast as the page can
 * take them; `inBackground` brings them in idle moments instead, for when
 * nobody waits. A failed fetch leaves the short entries, which still link
 * to the releases, and may be tried again.
 */
export function loadAllReleases({inBackground = false}: {inBackground?: boolean} = {}): Promise<void> {
  if (typeof window === 'undefined' || stubs().length === 0) return Promise.resolve();
  const current = state();
  if (!inBackground) current.readerWaiting = true;
  // One fetch at a time; once done, a later call (short entries again, after a client-side
  // navigation back to the page) starts another.
  current.all ??= bringInAll()
    .catch((error: unknown) => {
      console.warn('The older releases could not be loaded; their entries link to them.', error);
    })
    .finally(() => {
      current.all = undefined;
      current.readerWaiting = false;
    });
  return current.all;
}

/**
 * After the first view: brings the older releases in when the browser is
 * idle, or at once when the address names an anchor the page does not hold
 * yet (an item of an older release, opened from a shared link).
 */
export function scheduleOlderReleases(): void {
  if (typeof window === 'undefined' || stubs().length === 0) return;
  const id = anchorIdFromHash(window.location.hash);
  if (id && !document.getElementById(id)) {
    void loadAllReleases();
    return;
  }
  // After the load event, so the first view's own requests go first.
  const later = () => void whenIdle().then(() => loadAllReleases({inBackground: true}));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, {once: true});
}

/** Follows later in-page links to an anchor of a release that has not arrived yet. */
export function installHashArrivals(): void {
  if (typeof window === 'undefined' || document.documentElement.dataset.hashArrivals === 'on') return;
  document.documentElement.dataset.hashArrivals = 'on';
  window.addEventListener('hashchange', () => {
    const id = anchorIdFromHash(window.location.hash);
    // The landing itself (landing.ts) waits for the target to arrive.
    if (id && !document.getElementById(id) && stubs().length > 0) void loadAllReleases();
  });
}
