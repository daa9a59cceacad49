// Which old addresses of the public site lead to a page of its Developers and Network sections, and to which one:
// the rules, on the redirects as nextRedirects.ts reads them. Next.js answers a path with the first redirect whose
// source matches it, and the reader's browser asks again at the destination, where the list is consulted anew.
import type {NextRedirect, NextRedirects} from './nextRedirects';
import {fillDestination, isPattern, sourceMatcher} from './pathPattern';

export interface OldAddress {
  /** The path our site answers it at: the address without the base path and without `.html` (served as `.html`). */
  readonly from: string;
  /** The public page it leads to, as the sitemap-pages output names it (`developers/rust`). */
  readonly route: string;
  /** The public site's address, the redirect's source with the base path it sits under. */
  readonly source: string;
  /** The addresses a chain of redirects passes through on its way to the page. */
  readonly via?: readonly string[];
}

/** A path without its anchor or query. */
const pathOf = (address: string) => address.replace(/[#?].*$/, '');

/**
 * The old addresses of the public site that lead to one of `pages`, sorted by address. An address counts when it is
 * one path (not a pattern), lies under the base path (our site shares it; a `basePath: false` source outside it is
 * an address of the host's other sites), and is the first redirect to match it (a later one never answers). White
 * space around a source or destination is ignored.
 */
export function publicOldAddresses(config: NextRedirects, pages: ReadonlySet<string>): OldAddress[] {
  const under = (redirect: NextRedirect, address: string) => (redirect.basePath ? config.basePath : '') + address;
  const addresses = config.redirects.map((redirect) => under(redirect, redirect.source.trim()));
  const matchers = addresses.map(sourceMatcher);
  const firstMatch = (path: string) => {
    for (const [index, redirect] of config.redirects.entries()) {
      const parameters = matchers[index]?.(path);
      if (parameters) return {index, redirect, parameters};
    }
    return undefined;
  };
  /** The addresses from `start` to where the redirects stop; undefined when they leave the site or loop. */
  const chain = (start: string): string[] | undefined => {
    const passed = [start];
    for (let step = firstMatch(start); step;) {
      const destination = fillDestination(step.redirect.destination.trim(), step.parameters);
      if (!destination.startsWith('/')) return undefined;
      const next = pathOf(under(step.redirect, destination));
      if (passed.includes(next)) return undefined;
      passed.push(next);
      step = firstMatch(next);
    }
    return passed;
  };
  const prefix = `${config.basePath}/`;
  const found: OldAddress[] = [];
  config.redirects.forEach((redirect, index) => {
    const source = addresses[index] ?? '';
    if (isPattern(source) || !source.startsWith(prefix) || firstMatch(source)?.index !== index) return;
    const passed = chain(source);
    const final = passed?.at(-1);
    if (!passed || !final?.startsWith(prefix)) return;
    const route = final.slice(prefix.length).replace(/\/$/, '');
    if (!pages.has(route)) return;
    const via = passed.slice(1, -1);
    found.push({
      from: source.slice(config.basePath.length).replace(/\.html$/, ''),
      route,
      source,
      ...(via.length > 0 ? {via} : {}),
    });
  });
  return found.sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
}
