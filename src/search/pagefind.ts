/**
 * The browser side of the full-text search: loads the Pagefind index that
 * the build writes to /docs/pagefind/ (only when a reader first searches)
 * and returns plain results. Pagefind's own UI is not used: the results are
 * rendered by our components, as text, never as HTML.
 */
import {rankedResults, type PagefindResult} from './ranking';

export interface SearchHit {
  url: string;
  title: string;
  /** The excerpt as text runs; `mark` runs are the words that matched. */
  excerpt: ExcerptRun[];
  /** Headings of the page that matched, each with its anchor. */
  sections: {url: string; title: string}[];
}

interface ExcerptRun {
  text: string;
  mark: boolean;
}

interface PagefindResultData {
  url: string;
  excerpt: string;
  /** `label` is a changelog item's title with its release (src/exports/searchRecords.ts); pages have `title`. */
  meta: {title?: string; label?: string};
  sub_results?: {url: string; title: string}[];
}

interface PagefindApi {
  init(): Promise<void>;
  search(query: string): Promise<{results: PagefindResult<PagefindResultData>[]}>;
}

let loading: Promise<PagefindApi> | undefined;

function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  loading ??= import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`).then(async (module: PagefindApi) => {
    await module.init();
    return module;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Splits Pagefind's excerpt (text with <mark> around matches) into runs,
 * reading it with the browser's HTML parser so entities come out as text.
 */
function excerptRuns(excerpt: string): ExcerptRun[] {
  // eslint-disable-next-line no-restricted-globals -- parsed to be read as text runs, never inserted
  const doc = new DOMParser().parseFromString(`<body>${excerpt}</body>`, 'text/html');
  const runs: ExcerptRun[] = [];
  for (const node of doc.body.childNodes) {
    const text = node.textContent ?? '';
    if (!text) continue;
    runs.push({text, mark: node.nodeName === 'MARK'});
  }
  return runs;
}

/** Searches the site; rejects when the index is missing (a development server). */
export async function searchSite(baseUrl: string, query: string, limit = 8): Promise<SearchHit[]> {
  const pagefind = await loadPagefind(baseUrl);
  const {results} = await pagefind.search(query);
  const data = await rankedResults(results, limit, baseUrl, query);
  return data.map((entry) => ({
    url: entry.url,
    title: entry.meta.label ?? entry.meta.title ?? entry.url,
    excerpt: excerptRuns(entry.excerpt),
    sections: (entry.sub_results ?? [])
      .filter((section) => section.url !== entry.url && section.title !== entry.meta.title)
      .slice(0, 3)
      .map((section) => ({url: section.url, title: section.title})),
  }));
}
