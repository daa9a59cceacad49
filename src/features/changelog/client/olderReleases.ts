/**
 * The changelog's older releases, brought in when a reader reaches for them
 * (see changelogReleases.ts). The page carries them as short entries
 * (`SHORT_ENTRY_SELECTOR`, see components/ReleaseStub.tsx) whose link leads
 * to the older-releases page; this module, a chunk of the site script of its
 * own, fetches that page and puts each full release in place of its short
 * entry as it streams in, in slices short enough that no task blocks the
 * reader.
 */

/**
 * Longest stretch of insertion between two yields: a task over 50 ms blocks input, and the browser lays
 * out what came in after the task (measured at 4x CPU with 4x the releases: 15 to 40 ms a frame).
 */
const SLICE_MS = 16;

function nextTask(): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, 0));
}

/** The older-releases page, as the first short entry links to it (no base URL to know). */
function olderPageUrl(root: HTMLElement, shortEntry: string): string | null {
  const link = root.querySelector<HTMLAnchorElement>(`${shortEntry} a.release__stub-link`);
  if (!link) return null;
  const url = new URL(link.href, window.location.href);
  url.hash = '';
  return url.href;
}

/** Longest start tag of a release's <article> kept back while it may be cut across two chunks. */
const MAX_START_TAG = 400;

/** The start tag of a release's <article>, with its slug quoted or not. */
const RELEASE_START = /<article\b[^>]*\bdata-release=(?:"([^"]+)"|([^\s>]+))[^>]*>/g;

/**
 * The next release complete in `text` from `from` on, as [slug, HTML], and where the text after it
 * starts; or, when there is none, from where the text must be kept for the next chunk (an unfinished
 * release from its start tag, or a tail that may hold half a start tag). The page is our own build
 * output and its releases are sibling <article> elements that never nest, so cutting the text at their
 * tags is exact. One release at a time: scanning or parsing a whole chunk at once would be one long task
 * of the kind this module exists to avoid (measured: 50 to 65 ms at 4x CPU on a fast network, where a
 * chunk can hold dozens of releases).
 */
export function nextRelease(
  text: string,
  from: number,
): {release: [string, string]; next: number} | {release?: undefined; keepFrom: number} {
  RELEASE_START.lastIndex = from;
  const match = RELEASE_START.exec(text);
  if (!match) return {keepFrom: Math.max(from, text.length - MAX_START_TAG)};
  const close = text.indexOf('</article>', match.index);
  if (close === -1) return {keepFrom: match.index};
  const next = close + '</article>'.length;
  return {release: [match[1] ?? match[2], text.slice(match.index, next)], next};
}

/** The releases of a text that arrives in chunks, each as soon as it is complete, one at a time. */
export async function* releasesOfChunks(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<[string, string]> {
  let text = '';
  for await (const chunk of chunks) {
    text += chunk;
    let from = 0;
    for (;;) {
      const found = nextRelease(text, from);
      if (found.release === undefined) {
        text = text.slice(found.keepFrom);
        break;
      }
      from = found.next;
      yield found.release;
    }
  }
}

/** Each release of a built page, as HTML by slug. */
export function releasesOfPage(html: string): Map<string, string> {
  const releases = new Map<string, string>();
  for (let found = nextRelease(html, 0); found.release; found = nextRelease(html, found.next))
    releases.set(...found.release);
  return releases;
}

/** A response's text, chunk by chunk as it arrives (or whole, where the body cannot be streamed). */
async function* textOf(response: Response): AsyncGenerator<string> {
  if (!response.body) {
    yield await response.text();
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const {done, value} = await reader.read();
    if (value) yield value;
    if (done) return;
  }
}

/** Replaces one short entry by its release, keeping any <details> state around it. */
function putInPlace(stub: HTMLElement, html: string): void {
  const template = document.createElement('template');
  // eslint-disable-next-line no-restricted-properties -- markup of our own build (the older-releases page)
  template.innerHTML = html;
  stub.replaceWith(template.content);
}

/**
 * Brings every older release into `root` in place of its short entry (`shortEntry` selects them),
 * calling `arrived` with each one's slug in the task that puts it in; rejects when the page cannot be had.
 */
export async function bringInAll(
  root: HTMLElement,
  shortEntry: string,
  arrived: (slug: string) => void,
): Promise<void> {
  const url = olderPageUrl(root, shortEntry);
  if (!url) return;
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  // Streamed: each release takes its place as soon as it has arrived, yielding every SLICE_MS
  // (measured: with 4x the releases, inserting them in one go made tasks of several hundred ms).
  let sliceStart = performance.now();
  for await (const [slug, html] of releasesOfChunks(textOf(response))) {
    const stub = root.querySelector<HTMLElement>(`${shortEntry}[data-release="${CSS.escape(slug)}"]`);
    if (!stub) continue;
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    putInPlace(stub, html);
    arrived(slug);
  }
}
