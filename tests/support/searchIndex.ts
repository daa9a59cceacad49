import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {BUILD_DIR} from './server';
import {rankedResults, type PagefindResult, type RankedData} from '../../src/search/ranking';

/** Where Pagefind believes its files are; fetches to it are answered from build/pagefind/. */
const ORIGIN = 'http://search-index.invalid';
const BASE_PATH = `${ORIGIN}/docs/pagefind/`;

interface Pagefind {
  options(options: {basePath: string}): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: PagefindResult<RankedData>[]}>;
}

/**
 * Opens the built search index in Node with Pagefind's own script (build/pagefind/pagefind.js), the one the site
 * loads: it ranks as the browser does, without a browser. The script fetches its index files; Node's fetch is
 * answered from the files on disk rather than through a server, which dropped connections under the index's many
 * parallel requests.
 */
export async function openSearchIndex(): Promise<{ranked(query: string, depth: number): Promise<string[]>}> {
  const directory = path.join(BUILD_DIR, 'pagefind');
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(BASE_PATH)) return nodeFetch(input);
    const file = path.join(directory, new URL(url).pathname.slice(new URL(BASE_PATH).pathname.length));
    return new Response(await readFile(file));
  };
  const pagefind = (await import(
    /* @vite-ignore */ pathToFileURL(path.join(directory, 'pagefind.js')).href
  )) as Pagefind;
  await pagefind.options({basePath: BASE_PATH});
  await pagefind.init();
  return {
    /** The first `depth` results' addresses, as site paths under the base URL (/operators/…#anchor). */
    async ranked(query, depth) {
      const {results} = await pagefind.search(query);
      // In the site's order (src/search/ranking.ts), as the search box shows them.
      const data = await rankedResults(results, depth, `${ORIGIN}/docs/`, query);
      return data.map((entry) => new URL(entry.url, ORIGIN).href.slice(ORIGIN.length).replace(/^\/docs(?=\/)/, ''));
    },
  };
}
