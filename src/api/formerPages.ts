import type {Redirect} from '../site/redirects';
import FORMER_PAGES from './former-api-pages.json';

/**
 * The API reference's pages of its own before each API and network became
 * one page (2026-11-26): one per route group (long groups in parts), the
 * removed routes and each API's types. People may have shared them, so each
 * sends the reader on to the part of the API page that holds what it held:
 * the group's heading, the removed routes or the types. An anchor the link
 * carried (a route's, a type's) is kept on the way, and lands: the page holds
 * every route and type. A list that only grows, written once from the pages
 * as they were.
 */
export function formerApiPageRedirects(): Redirect[] {
  return FORMER_PAGES.map(({from, to}) => ({
    from,
    to,
    why: 'a page of its own in the API reference until each API and network became one page',
  }));
}
