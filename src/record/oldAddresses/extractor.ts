// The `public-old-addresses` extractor: the old addresses of the public site that its Next.js config
// (documentation/docs/next.config.js) still answers with a redirect leading, directly or through a chain, to a page
// of the Developers and Network sections, each with that page. src/site/siteRedirects.ts sends each on to the page
// of ours covering that page.
import type {RecordExtractor} from '../extractor';
import type {RecordRepository} from '../git';
import {previousFacts, stableJson} from '../json';
import {PAGES_REF, sectionPageRoutes} from '../sitemapPages/extractor';
import {readNextRedirects} from './nextRedirects';
import {publicOldAddresses, type OldAddress} from './resolve';

/** The file this extractor writes. */
export const PUBLIC_OLD_ADDRESSES_OUTPUT = 'src/site/facts/public-old-addresses.json';
const CONFIG = 'documentation/docs/next.config.js';

export interface PublicOldAddresses {
  _meta: {
    repository: string;
    commit: string;
    commit_date: string;
    source_file: string;
    base_path: string;
    counts: {redirects: number; old_addresses: number};
    rule: string;
  };
  old_addresses: OldAddress[];
}

/**
 * Reads the redirects at the record's `HEAD`, the commit the `sitemap-pages` extractor reads the pages at (the
 * documentation is edited after a release is tagged; see its module), and keeps those leading to one of its pages.
 */
export function extractPublicOldAddresses(repo: RecordRepository): PublicOldAddresses {
  const commit = repo.commitOf(PAGES_REF);
  const text = repo.show(commit, CONFIG);
  if (text === undefined) throw new Error(`${CONFIG}: not in the record at ${commit.slice(0, 12)}`);
  const config = readNextRedirects(text, CONFIG);
  const old_addresses = publicOldAddresses(config, new Set(sectionPageRoutes(repo, commit)));
  return {
    _meta: {
      repository: 'nymtech/nym',
      commit,
      commit_date: repo.commitDate(commit),
      source_file: CONFIG,
      base_path: config.basePath,
      counts: {redirects: config.redirects.length, old_addresses: old_addresses.length},
      rule:
        "npm run record:sync (src/record/oldAddresses): every redirect of the config's redirects() at the record's " +
        'HEAD, read with a JavaScript parser; a source is written whole when it says basePath: false, otherwise ' +
        'under the base path. Kept: a source that is one address (no :parameter), lies under the base path and is ' +
        'the first redirect to match it, and whose redirects, followed one after the other (patterns included), end ' +
        'on a page of developers/ or network/ (the pages tests/fixtures/sitemap-pages.json lists; an anchor is ' +
        'dropped). `from` is the address without the base path and without .html; `via` the addresses a chain ' +
        'passes through. White space around a source is ignored.',
    },
    old_addresses,
  };
}

/** One address's line in the change report. */
const described = (address: OldAddress) =>
  `${address.source} → ${address.route}${address.via ? ` (via ${address.via.join(', ')})` : ''}`;

export const publicOldAddressesExtractor: RecordExtractor = {
  name: 'public-old-addresses',
  outputs: [PUBLIC_OLD_ADDRESSES_OUTPUT],
  extract(repo) {
    return {[PUBLIC_OLD_ADDRESSES_OUTPUT]: stableJson(extractPublicOldAddresses(repo))};
  },
  diff(_outputPath, oldText, newText) {
    const bySource = (text: string | undefined) =>
      new Map(
        (previousFacts<PublicOldAddresses>(text).old_addresses ?? []).map((address) => [address.source, address]),
      );
    const before = bySource(oldText);
    const after = bySource(newText);
    const lines: string[] = [];
    for (const [source, address] of after) {
      const old = before.get(source);
      if (!old) lines.push(`old address added: ${described(address)}`);
      else if (described(old) !== described(address))
        lines.push(`old address changed: ${described(old)}, now ${described(address)}`);
    }
    for (const [source, address] of before)
      if (!after.has(source)) lines.push(`old address removed: ${described(address)}`);
    return lines;
  },
};
