import {CHANGELOG_PATH} from '../features/changelog/model/links';

/**
 * How the site orders what Pagefind found. Pagefind scores each record on its own: a changelog item is a short
 * record, and a short record that names a word once scores as high as a reference page about it, because Pagefind
 * normalises by length. The changelog page itself is long and names every port, flag and key of fifty releases in
 * passing. A reader who types a term wants the page about it; the changelog items that mention the term come after,
 * unless they match far better (a pull request's number or title, typed as such). A query that is an identifier
 * (a config key, a flag, a package: `private_ipv4`, `mix-fetch`) asks for the entry named after it: a page whose
 * title or matching heading starts with it keeps its whole score, and every other result gives up a little more.
 */

/** How much of its score a changelog item keeps against the pages. */
export const CHANGELOG_ITEM_FACTOR = 0.8;
/** How much the changelog page keeps: every fact on it is also an item, or a release heading, found as such. */
export const CHANGELOG_PAGE_FACTOR = 0.6;

/** What a result not named after an identifier query keeps of its share. */
export const UNNAMED_FACTOR = 0.85;

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

/** Whether the query is one identifier: words joined by `_`, `-` or `.`, no spaces (`private_ipv4`, `mix-fetch`). */
export function isIdentifier(query: string): boolean {
  return /^[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)+$/u.test(query.trim());
}

/** Whether a title starts with the identifier, letter case aside, not followed by more of a word. */
function startsWithIdentifier(title: string | undefined, identifier: string): boolean {
  const lower = title?.trim().toLowerCase() ?? '';
  const wanted = identifier.trim().toLowerCase();
  return lower.startsWith(wanted) && !/[\p{L}\p{N}_.-]/u.test(lower.charAt(wanted.length));
}

/** The share of its Pagefind score a result keeps; `baseUrl` is the site's base path (`/docs/`). */
export function rankFactor(data: RankedData, baseUrl: string, query = ''): number {
  const {url} = data;
  const path = (url.startsWith(baseUrl) ? `/${url.slice(baseUrl.length)}` : url).replace(/\.html(?=#|$)/, '');
  const share = path.startsWith(`${CHANGELOG_PATH}#`)
    ? CHANGELOG_ITEM_FACTOR
    : path === CHANGELOG_PATH
      ? CHANGELOG_PAGE_FACTOR
      : 1;
  if (!isIdentifier(query)) return share;
  const titles = [data.meta?.title ?? data.meta?.label, ...(data.sub_results ?? []).map((sub) => sub.title)];
  const named = share === 1 && titles.some((title) => startsWithIdentifier(title, query));
  return named ? 1 : share * UNNAMED_FACTOR;
}

/**
 * The first `count` results in the site's order: by score after rankFactor, Pagefind's order between equals.
 * A result's address is in its data, which costs a fetch, so data is loaded in Pagefind's order, a batch at a time,
 * until no result left unloaded could still rank among the first `count` (a factor only lowers a score).
 */
export async function rankedResults<T extends RankedData>(
  results: readonly PagefindResult<T>[],
  count: number,
  baseUrl: string,
  query = '',
): Promise<T[]> {
  const ordered = [...results].sort((a, b) => b.score - a.score);
  const loaded: {data: T; score: number; order: number}[] = [];
  for (let next = 0; next < ordered.length;) {
    const batch = ordered.slice(next, next + Math.max(count, 1));
    const data = await Promise.all(batch.map((result) => result.data()));
    data.forEach((entry, index) => {
      const result = batch[index];
      loaded.push({data: entry, score: result.score * rankFactor(entry, baseUrl, query), order: next + index});
    });
    next += batch.length;
    loaded.sort((a, b) => b.score - a.score || a.order - b.order);
    const last = loaded[count - 1];
    if (last && (next >= ordered.length || last.score >= ordered[next].score)) break;
  }
  return loaded.slice(0, count).map((entry) => entry.data);
}
