import {formerApiPageRedirects} from '../api/formerPages';
import {PUBLIC_OLD_ADDRESSES} from './publicOldAddresses';
import {REDIRECTS, type Redirect} from './redirects';
import {sectionPages, sectionRedirects, type SectionPage} from './sectionPages';

/**
 * The public site's old addresses of Developers and Network pages, each sent
 * to the page (and anchor) of ours covering the page it led to; none for an
 * address that is a page of ours or already leads somewhere.
 */
export function oldAddressRedirects(pages: readonly SectionPage[], taken: ReadonlySet<string>): Redirect[] {
  const served = new Set(pages.map((page) => page.url));
  // The public list names some addresses twice (with and without .html): one redirect each.
  const firsts = PUBLIC_OLD_ADDRESSES.filter(
    (entry, index) => PUBLIC_OLD_ADDRESSES.findIndex((other) => other.from === entry.from) === index,
  );
  return firsts
    .filter(({from}) => !served.has(from) && !taken.has(from))
    .flatMap(({from, route}) => {
      const page = pages.find((candidate) => candidate.covers.some((cover) => cover.route === route));
      const cover = page?.covers.find((candidate) => candidate.route === route);
      if (!page || !cover) return [];
      return [
        {
          from,
          to: `${page.url}${cover.anchor ? `#${cover.anchor}` : ''}`,
          why: `the public site sends this old address to ${route}`,
        },
      ];
    });
}

/**
 * Every old path the site keeps working: the hand-kept list of redirects.ts,
 * the public addresses of the Developers and Network pages that a page of
 * ours covers at another address (front matter `covers`), and the public
 * site's own old addresses of those pages, and the API reference's former
 * pages. `root` is the project folder.
 */
export function siteRedirects(root: string): Redirect[] {
  const pages = sectionPages(root);
  const kept = [...REDIRECTS, ...sectionRedirects(pages), ...formerApiPageRedirects()];
  return [...kept, ...oldAddressRedirects(pages, new Set(kept.map((redirect) => redirect.from)))];
}
