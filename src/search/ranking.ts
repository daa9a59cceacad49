import {CHANGELOG_PATH} from '../features/changelog/model/links';

/**
 * How the site orders what Pagefind found. Pagefind scores each record on its own: a changelog item is a short
 * record, and a short record that names a word once scores as high as a reference page about it, because Pagefind
 * normalises by length. The changelog page itself is long and names every port, flag and key of fifty releases in
 * passing. A reader who types a term wants the page about it: first a page whose title, or one of whose headings,
 * starts with the term (named after it: "VPS setup" before "Troubleshooting VPS setup"), then the other pages,
 * and the changelog items that mention the term after them, unless they match far better (a pull request's
 * number or title, typed as such). Each kind of result keeps a share of its Pagefind score; the largest share is
 * 1, so no score grows.
 */

/** What a page named after the query keeps: all of its score. */
export const NAMED_PAGE_FACTOR = 1;
/** What any other page keeps. */
export const PAGE_FACTOR = 0.85;
/** What a changelog item keeps against the pages (its title names the query, or not). */
export const CHANGELOG_ITEM_FACTOR = 0.8 * PAGE_FACTOR;
export const NAMED_CHANGELOG_ITEM_FACTOR = 0.8 * NAMED_PAGE_FACTOR;
/** What the changelog page keeps: every fact on it is also an item, or a release heading, found as such. */
export const CHANGELOG_PAGE_FACTOR = 0.6 * PAGE_FACTOR;

/**
 * A result's data as the ranking reads it: its address, its title (a page) or label (a changelog item), and the
 * headings of the page that matched.
 */
export interface RankedData {
  url: string;
  meta?: {title?: string; label?: string};
  sub_results?: readonly {title: string}[];
}

/** A result as Pagefind's search gives it: its score, and its data loaded on demand. */
export interface PagefindResult<T extends RankedData> {
  score: number;
  data(): Promise<T>;
}

/** Whether a title starts with the query, as whole words, letter case aside. */
export function isNamedAfter(title: string | undefined, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (!title || !wanted) return false;
  const lower = title.trim().toLowerCase();
  return lower.startsWith(wanted) && !/[\p{L}\p{N}]/u.test(lower.charAt(wanted.length));
}

/** The share of its Pagefind score a result keeps; `baseUrl` is the site's base path (`/docs/`). */
export function rankFactor(data: RankedData, query: string, baseUrl: string): number {
  const {url} = data;
  const path = (url.startsWith(baseUrl) ? `/${url.slice(baseUrl.length)}` : url).replace(/\.html(?=#|$)/, '');
  // Named after the query: its title, or one of its matching headings (a reference's entry for a key or flag).
  const named = [data.meta?.title ?? data.meta?.label, ...(data.sub_results ?? []).map((sub) => sub.title)].some(
    (title) => isNamedAfter(title, query),
  );
  if (path.startsWith(`${CHANGELOG_PATH}#`)) return named ? NAMED_CHANGELOG_ITEM_FACTOR : CHANGELOG_ITEM_FACTOR;
  if (path === CHANGELOG_PATH) return CHANGELOG_PAGE_FACTOR;
  return named ? NAMED_PAGE_FACTOR : PAGE_FACTOR;
}

/**
 * The first `count` results for `query` in the site's order: by score after rankFactor, Pagefind's order between
 * equals. A result's address and title are in its data, which costs a fetch, so data is loaded in Pagefind's order, a
 * batch at a time, until no result left unloaded could still rank among the first `count` (no factor exceeds 1).
 */
export async function rankedResults<T extends RankedData>(
  results: readonly PagefindResult<T>[],
  query: string,
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
      loaded.push({data: entry, score: result.score * rankFactor(entry, query, baseUrl), order: next + index});
    });
    next += batch.length;
    loaded.sort((a, b) => b.score - a.score || a.order - b.order);
    const last = loaded[count - 1];
    if (last && (next >= ordered.length || last.score >= ordered[next].score)) break;
  }
  return loaded.slice(0, count).map((entry) => entry.data);
}
