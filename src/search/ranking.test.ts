import {describe, expect, it} from 'vitest';
import {
  CHANGELOG_ITEM_FACTOR,
  CHANGELOG_PAGE_FACTOR,
  UNNAMED_FACTOR,
  isIdentifier,
  rankFactor,
  rankedResults,
} from './ranking';

const BASE = '/docs/';

/** Results as Pagefind gives them, each counting how often its data was loaded. */
function results(entries: [url: string, score: number][]) {
  const loads: string[] = [];
  const list = entries.map(([url, score]) => ({
    score,
    data: () => {
      loads.push(url);
      return Promise.resolve({url});
    },
  }));
  return {list, loads};
}

describe('the order of search results', () => {
  it('keeps a page whole, lowers a changelog item and the changelog page itself', () => {
    expect(rankFactor({url: '/docs/operators/nodes/maintenance'}, BASE)).toBe(1);
    expect(rankFactor({url: '/docs/operators/changelog#pr-5201'}, BASE)).toBe(CHANGELOG_ITEM_FACTOR);
    expect(rankFactor({url: '/docs/operators/changelog'}, BASE)).toBe(CHANGELOG_PAGE_FACTOR);
    expect(rankFactor({url: '/docs/operators/changelog/older'}, BASE)).toBe(1);
    expect(CHANGELOG_ITEM_FACTOR).toBeLessThan(1);
    expect(CHANGELOG_PAGE_FACTOR).toBeLessThan(CHANGELOG_ITEM_FACTOR);
  });

  it('reads a query of words joined by _, - or . as an identifier, and lowers what is not named after it', () => {
    expect(isIdentifier('private_ipv4')).toBe(true);
    expect(isIdentifier('mix-fetch')).toBe(true);
    expect(isIdentifier('wireguard.private_ipv4')).toBe(true);
    expect(isIdentifier('upgrade')).toBe(false);
    expect(isIdentifier('LP port')).toBe(false);
    const reference = {
      url: '/docs/ref',
      meta: {title: 'Configuration reference'},
      sub_results: [{title: 'private_ipv4 in [wireguard]'}],
    };
    expect(rankFactor(reference, BASE, 'private_ipv4')).toBe(1);
    expect(rankFactor({...reference, sub_results: [{title: 'private_ipv4_more'}]}, BASE, 'private_ipv4')).toBe(
      UNNAMED_FACTOR,
    );
    expect(rankFactor({url: '/docs/variables', meta: {title: 'Variables'}}, BASE, 'private_ipv4')).toBe(UNNAMED_FACTOR);
    expect(
      rankFactor({url: '/docs/operators/changelog#pr-1', meta: {label: 'private_ipv4 (v1)'}}, BASE, 'private_ipv4'),
    ).toBe(CHANGELOG_ITEM_FACTOR * UNNAMED_FACTOR);
    expect(rankFactor({url: '/docs/variables', meta: {title: 'Variables'}}, BASE, 'upgrade')).toBe(1);
  });

  it('puts the page about a term above a changelog item that scored a little higher', async () => {
    const {list} = results([
      ['/docs/operators/changelog#pr-5201', 41.9],
      ['/docs/operators/archive/faq/smoosh-faq', 40.1],
    ]);
    expect((await rankedResults(list, 2, BASE)).map((hit) => hit.url)).toEqual([
      '/docs/operators/archive/faq/smoosh-faq',
      '/docs/operators/changelog#pr-5201',
    ]);
  });

  it('keeps a changelog item first when it matches far better, as a pull request number does', async () => {
    const {list} = results([
      ['/docs/operators/changelog#pr-4707', 60],
      ['/docs/operators/nodes/nym-node/configuration', 20],
    ]);
    expect((await rankedResults(list, 1, BASE)).map((hit) => hit.url)).toEqual(['/docs/operators/changelog#pr-4707']);
  });

  it('loads only as many results as can still reach the first places, and keeps Pagefind’s order between equals', async () => {
    const {list, loads} = results([
      ['/docs/a', 50],
      ['/docs/b', 40],
      ['/docs/c', 30],
      ['/docs/d', 20],
      ['/docs/e', 10],
      ['/docs/f', 10],
    ]);
    expect((await rankedResults(list, 2, BASE)).map((hit) => hit.url)).toEqual(['/docs/a', '/docs/b']);
    expect(loads).toEqual(['/docs/a', '/docs/b']);
  });

  it('reads on past lowered results until no unread one could still rank', async () => {
    const {list, loads} = results([
      ['/docs/operators/changelog#one', 50],
      ['/docs/operators/changelog#two', 49],
      ['/docs/page', 45],
      ['/docs/other', 10],
    ]);
    expect((await rankedResults(list, 2, BASE)).map((hit) => hit.url)).toEqual([
      '/docs/page',
      '/docs/operators/changelog#one',
    ]);
    expect(loads).toEqual([
      '/docs/operators/changelog#one',
      '/docs/operators/changelog#two',
      '/docs/page',
      '/docs/other',
    ]);
  });

  it('returns what there is when fewer results than asked match', async () => {
    const {list} = results([['/docs/only', 3]]);
    expect((await rankedResults(list, 8, BASE)).map((hit) => hit.url)).toEqual(['/docs/only']);
    expect(await rankedResults([], 8, BASE)).toEqual([]);
  });
});
