import facts from './facts/public-old-addresses.json';

/**
 * Old addresses of the public Developers and Network pages that the public site still answers with a redirect, each
 * with the public page it leads to: written by `npm run record:sync` from the record's
 * documentation/docs/next.config.js (src/record/oldAddresses; the rule is in the file's `_meta`).
 * src/site/siteRedirects.ts sends each on to the page of ours covering that page, unless the old address is a page
 * of ours. Patterns (:path*) are left out: a static site has no page for an address it cannot list.
 */
export const PUBLIC_OLD_ADDRESSES: readonly {from: string; route: string}[] = facts.old_addresses;
