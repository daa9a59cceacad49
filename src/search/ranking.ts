import {CHANGELOG_PATH} from '../features/changelog/model/links';

/**
 * How the site orders what Pagefind found. Pagefind scores each record on its own: a changelog item is a short
 * record, and a short record that names a word once scores as high as a reference page about it, because Pagefind
 * normalises by length. The changelog page itself is long and names every port, flag and key of fifty releases in
 * passing. A reader who types a term wants the page about it; the changelog items that mention the term come after,
 * unless they match far better (a pull request's number or title, typed as such).
 */

/** How much of its score a changelog item keeps against the pages. */
export const CHANGELOG_ITEM_FACTOR = 0.8;
/** How much the changelog page keeps: every fact on it is also an item, or a release heading, found as such. */
export const CHANGELOG_PAGE_FACTOR = 0.6;

/** A result as Pagefind's search gives it: its score, and its data (with its address) loaded on demand. */
export interface PagefindResult<T extends {url: string}> {
  score: number;
  data(): Promise<T>;
}

/** The share of its Pagefind score a result keeps; `baseUrl` is the site's base path (`/docs/`). */
export function rankFactor(url: string, baseUrl: string): number {
  const path = (url.startsWith(baseUrl) ? `/${url.slice(baseUrl.length)}` : url).replace(/\.html(?=#|$)/, '');
  if (path.startsWith(`${CHANGELOG_PATH}#`)) return CHANGELOG_ITEM_FACTOR;
  if (path === CHANGELOG_PATH) return CHANGELOG_PAGE_FACTOR;
  return 1;
}

/**
 * The first `count` results in the site's order: by score after rankFactor, Pagefind's order between equals.
 * A result's address is in its data, which costs a fetch, so data is loaded in Pagefind's order, a batch at a time,
 * until no result left unloaded could still rank among the first `count` (a factor only lowers a score).
 */
export async function rankedResults<T extends {url: string}>(
  results: readonly PagefindResult<T>[],
  count: number,
  baseUrl: string,
): Promise<T[]> {
  const ordered = [...results].sort((a, b) => b.score - a.score);
  const loaded: {data: T; score: number; order: number}[] = [];
  for (let next = 0; next < ordered.length;) {
    const batch = ordered.slice(next, next + Math.max(count, 1));
    const data = await Promise.all(batch.map((result) => result.data()));
    data.forEach((entry, index) => {
      const result = batch[index];
      loaded.push({data: entry, score: result.score * rankFactor(entry.url, baseUrl), order: next + index});
    });
    next += batch.length;
    loaded.sort((a, b) => b.score - a.score || a.order - b.order);
    const last = loaded[count - 1];
    if (last && (next >= ordered.length || last.score >= ordered[next].score)) break;
  }
  return loaded.slice(0, count).map((entry) => entry.data);
}
