import {describe, expect, it} from 'vitest';
import {oldAddressRedirects} from './siteRedirects';
import type {SectionPage} from './sectionPages';

const page = (url: string, ...covers: string[]): SectionPage => ({
  file: `docs${url}.mdx`,
  url,
  covers: covers.map((cover) => {
    const [route, anchor = ''] = cover.split('#');
    return {route, anchor};
  }),
});

describe("the public site's old addresses of Developers and Network pages", () => {
  const pages = [
    page('/network/concepts', 'network/overview#overview'),
    page('/network/licensing', 'network/licensing', 'network/coc#coc'),
    page('/developers/tools/nym-cli', 'developers/tools/nym-cli'),
  ];
  const redirects = oldAddressRedirects(pages, new Set());
  const to = (from: string) => redirects.find((redirect) => redirect.from === from)?.to;

  it('lead to the page of ours covering the page they led to, at its anchor', () => {
    expect(to('/architecture/network-overview')).toBe('/network/concepts#overview');
    expect(to('/coc')).toBe('/network/licensing#coc');
  });

  it('are written once, though the public list names some with and without .html', () => {
    expect(redirects.filter((redirect) => redirect.from === '/tools/nym-cli')).toHaveLength(1);
  });

  it('never hide a page of ours, nor an address that already leads somewhere', () => {
    expect(oldAddressRedirects([...pages, page('/coc')], new Set()).some((r) => r.from === '/coc')).toBe(false);
    expect(oldAddressRedirects(pages, new Set(['/coc'])).some((r) => r.from === '/coc')).toBe(false);
  });

  it('leave out a page no page of ours covers', () => {
    expect(to('/nyx/ledger-live')).toBeUndefined();
  });
});
