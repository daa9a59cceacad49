import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {openSearchIndex} from '../support/searchIndex';

interface Expectation {
  query: string;
  first: string;
  why: string;
  within?: number;
  miss?: string;
}

const {queries} = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/search-queries.json'), 'utf8')) as {
  queries: Expectation[];
};

/** How deep the ranking is read: enough to say where a page that missed its place went. */
const DEPTH = 30;

describe('the search index, as built: the page a query is about comes first', () => {
  let index: Awaited<ReturnType<typeof openSearchIndex>>;
  beforeAll(async () => {
    index = await openSearchIndex();
  });

  it('holds at least 25 queries, each with one page to come first', () => {
    expect(queries.length).toBeGreaterThanOrEqual(25);
    expect(new Set(queries.map((entry) => entry.query)).size).toBe(queries.length);
  });

  it.each(queries)('$query: $first comes first ($why)', async ({query, first, within = 1}) => {
    const ranked = await index.ranked(query, DEPTH);
    const rank = ranked.indexOf(first) + 1;
    expect(rank, `ranked: ${ranked.slice(0, 5).join(', ')}`).toBeGreaterThan(0);
    expect(rank, `ranked: ${ranked.slice(0, 5).join(', ')}`).toBeLessThanOrEqual(within);
  });

  it('finds no version’s upgrade plan, only the page that lists them all', async () => {
    const ranked = await index.ranked('upgrade plan', DEPTH);
    expect(ranked).toContain('/operators/upgrade');
    expect(ranked.filter((url) => url.startsWith('/operators/upgrade/'))).toEqual([]);
  });
});
