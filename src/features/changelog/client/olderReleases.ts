/**
 * The changelog's older releases, brought in when a reader reaches for them
 * (see changelogReleases.ts). The page carries them as short entries
 * (`SHORT_ENTRY_SELECTOR`, see components/ReleaseStub.tsx) whose link leads
 * to the older-releases page; this module, a chunk of the site script of its
 * own, fetches that page and puts each full release in place of its short
 * entry as it streams in, in slices short enough that no task blocks the
 * reader.
 */

/** Longest stretch of insertion between two yields: a task over 50 ms blocks input. */
const SLICE_MS = 40;

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
  for await (const [slug, html] of releasesArriving(response)) {
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
