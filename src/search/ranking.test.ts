import {describe, expect, it} from 'vitest';
import {
  CHANGELOG_ITEM_FACTOR,
  CHANGELOG_PAGE_FACTOR,
  NAMED_PAGE_FACTOR,
  PAGE_FACTOR,
  isNamedAfter,
  rankFactor,
  rankedResults,
} from './ranking';

const BASE = '/docs/';

/** Results as Pagefind gives them (address, title, score), each counting how often its data was loaded. */
function results(entries: [url: string, score: number, title?: string][]) {
  const loads: string[] = [];
  const list = entries.map(([url, score, title]) => ({
    score,
    data: () => {
      loads.push(url);
      return Promise.resolve({url, meta: {title}});
    },
  }));
  return {list, loads};
}

const urls = (hits: {url: string}[]) => hits.map((hit) => hit.url);

describe('the order of search results', () => {
  it('keeps a page named after the query whole, and lowers other pages, changelog items and the changelog', () => {
    const factor = (url: string, title?: string) => rankFactor({url, meta: {title}}, 'VPS setup', BASE);
    expect(factor('/docs/operators/nodes/preliminary-steps/vps-setup', 'VPS setup')).toBe(NAMED_PAGE_FACTOR);
    expect(factor('/docs/operators/troubleshooting/vps-isp', 'Troubleshooting VPS setup')).toBe(PAGE_FACTOR);
    expect(factor('/docs/operators/changelog#pr-4656', undefined)).toBe(CHANGELOG_ITEM_FACTOR);
    expect(factor('/docs/operators/changelog', 'Changelog')).toBe(CHANGELOG_PAGE_FACTOR);
    expect(factor('/docs/operators/changelog/older', 'Older releases')).toBe(PAGE_FACTOR);
    expect(NAMED_PAGE_FACTOR).toBe(1);
    expect(CHANGELOG_PAGE_FACTOR).toBeLessThan(CHANGELOG_ITEM_FACTOR);
    expect(CHANGELOG_ITEM_FACTOR).toBeLessThan(PAGE_FACTOR);
  });

  it('reads a title as named after the query when it starts with the query’s whole words', () => {
    expect(isNamedAfter('mix-fetch: fetch() through the mixnet', 'mix-fetch')).toBe(true);
    expect(isNamedAfter('VPS setup', 'vps SETUP')).toBe(true);
    expect(isNamedAfter('Troubleshooting VPS setup', 'VPS setup')).toBe(false);
    expect(isNamedAfter('Portal', 'port')).toBe(false);
    expect(isNamedAfter(undefined, 'port')).toBe(false);
    expect(isNamedAfter('Ports', '  ')).toBe(false);
  });

  it('counts a page as named after the query when one of its matching headings is', () => {
    const reference = {
      url: '/docs/ref',
      meta: {title: 'Configuration reference'},
      sub_results: [{title: 'private_ipv4 in [wireguard]'}],
    };
    expect(rankFactor(reference, 'private_ipv4', BASE)).toBe(NAMED_PAGE_FACTOR);
    expect(rankFactor({...reference, sub_results: [{title: 'Other'}]}, 'private_ipv4', BASE)).toBe(PAGE_FACTOR);
  });

  it('puts the page about a term above a changelog item that scored a little higher', async () => {
    const {list} = results([
      ['/docs/operators/changelog#pr-5201', 41.9],
      ['/docs/operators/archive/faq/smoosh-faq', 40.1, 'Project Smoosh FAQ'],
    ]);
    expect(urls(await rankedResults(list, 'Smoosh', 2, BASE))).toEqual([
      '/docs/operators/archive/faq/smoosh-faq',
      '/docs/operators/changelog#pr-5201',
    ]);
  });

  it('puts the page named after the query above a page that only mentions it in its title', async () => {
    const {list} = results([
      ['/docs/operators/troubleshooting/vps-isp', 48.7, 'Troubleshooting VPS setup'],
      ['/docs/operators/nodes/preliminary-steps/vps-setup', 45.4, 'VPS setup'],
    ]);
    expect(urls(await rankedResults(list, 'VPS setup', 1, BASE))).toEqual([
      '/docs/operators/nodes/preliminary-steps/vps-setup',
    ]);
  });

  it('keeps a changelog item first when it matches far better, as a pull request number does', async () => {
    const {list} = results([
      ['/docs/operators/changelog#pr-4707', 60],
      ['/docs/operators/nodes/nym-node/configuration', 20, 'Configuration'],
    ]);
    expect(urls(await rankedResults(list, '4707', 1, BASE))).toEqual(['/docs/operators/changelog#pr-4707']);
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
    expect(urls(await rankedResults(list, 'x', 2, BASE))).toEqual(['/docs/a', '/docs/b']);
    expect(loads).toEqual(['/docs/a', '/docs/b']);
  });

  it('reads on past lowered results until no unread one could still rank', async () => {
    const {list, loads} = results([
      ['/docs/operators/changelog#one', 50],
      ['/docs/operators/changelog#two', 49],
      ['/docs/page', 45, 'Page'],
      ['/docs/other', 10],
    ]);
    expect(urls(await rankedResults(list, 'page', 2, BASE))).toEqual(['/docs/page', '/docs/operators/changelog#one']);
    expect(loads).toEqual([
      '/docs/operators/changelog#one',
      '/docs/operators/changelog#two',
      '/docs/page',
      '/docs/other',
    ]);
  });

  it('returns what there is when fewer results than asked match', async () => {
    const {list} = results([['/docs/only', 3]]);
    expect(urls(await rankedResults(list, 'only', 8, BASE))).toEqual(['/docs/only']);
    expect(await rankedResults([], 'none', 8, BASE)).toEqual([]);
  });
});
