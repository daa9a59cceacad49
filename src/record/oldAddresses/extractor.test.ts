import {rmSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {RecordRepository} from '../git';
import {makeRecordRepository} from '../testRepository';
import {extractPublicOldAddresses, publicOldAddressesExtractor, PUBLIC_OLD_ADDRESSES_OUTPUT} from './extractor';

/**
 * The old addresses on a record the test writes itself: a tagged commit, then the newer documentation at HEAD with
 * its pages and a tiny next.config.js. Never the real repository, never the network.
 */
const CONFIG = 'documentation/docs/next.config.js';
const PAGES = 'documentation/docs/pages';
const nextConfig = (redirects: string[]) => `const config = {
  basePath: "/docs",
  async redirects() {
    return [
${redirects.map((line) => `      ${line},`).join('\n')}
    ];
  },
};

module.exports = config;
`;
const REDIRECTS = [
  // plain, under the base path
  '{source: "/sdk/rust.html", destination: "/developers/rust", permanent: true}',
  // written whole
  '{source: "/docs/nyx/ledger-live.html", destination: "/docs/developers/chain#ledger", permanent: true, basePath: false}',
  // a chain
  '{source: "/docs/developers/typescript/api", destination: "/docs/developers/typescript/api/sdk", permanent: false, basePath: false}',
  '{source: "/docs/developers/typescript/api/sdk", destination: "/docs/developers/typescript/api/sdk/globals", permanent: false, basePath: false}',
  // a pattern
  '{source: "/docs/network/concepts/:path*", destination: "/docs/network", permanent: true, basePath: false}',
  // a page outside the two sections
  '{source: "/docs/operators/nodes/setup", destination: "/docs/operators/nodes/nym-node/setup", permanent: true, basePath: false}',
];
const PAGE_FILES = {
  [`${PAGES}/developers/rust/index.mdx`]: '# Rust SDK\n',
  [`${PAGES}/developers/chain.mdx`]: '# Chain\n',
  [`${PAGES}/developers/typescript/api/sdk/globals.md`]: '# globals\n',
  [`${PAGES}/network/index.mdx`]: '# Network\n',
  [`${PAGES}/operators/nodes/nym-node/setup.mdx`]: '# Setup\n',
};

let dir: string;
let repo: RecordRepository;

beforeAll(() => {
  dir = makeRecordRepository([
    {
      date: '2026-04-01T12:00:00Z',
      tag: 'nym-binaries-v2026.1-test',
      files: {[CONFIG]: nextConfig(REDIRECTS.slice(0, 1))},
    },
    {date: '2026-05-01T12:00:00Z', files: {...PAGE_FILES, [CONFIG]: nextConfig(REDIRECTS)}},
  ]);
  repo = new RecordRepository(dir);
}, 30_000);

afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe("the public site's old addresses, regenerated from the record", () => {
  it('are the addresses under the base path whose redirects end on a Developers or Network page, read at HEAD', () => {
    const facts = extractPublicOldAddresses(repo);
    expect(facts.old_addresses).toEqual([
      {
        from: '/developers/typescript/api',
        route: 'developers/typescript/api/sdk/globals',
        source: '/docs/developers/typescript/api',
        via: ['/docs/developers/typescript/api/sdk'],
      },
      {
        from: '/developers/typescript/api/sdk',
        route: 'developers/typescript/api/sdk/globals',
        source: '/docs/developers/typescript/api/sdk',
      },
      {from: '/nyx/ledger-live', route: 'developers/chain', source: '/docs/nyx/ledger-live.html'},
      {from: '/sdk/rust', route: 'developers/rust', source: '/docs/sdk/rust.html'},
    ]);
    expect(facts._meta).toMatchObject({
      repository: 'nymtech/nym',
      commit: repo.commitOf('HEAD'),
      source_file: CONFIG,
      base_path: '/docs',
      counts: {redirects: REDIRECTS.length, old_addresses: facts.old_addresses.length},
    });
  });

  it('are read at HEAD whatever the tag, as the pages they lead to are', () => {
    const text = publicOldAddressesExtractor.extract(repo, 'nym-binaries-v2026.1-test') as Record<string, string>;
    expect(JSON.parse(text[PUBLIC_OLD_ADDRESSES_OUTPUT] ?? '')._meta.commit).toBe(repo.commitOf('HEAD'));
  });

  it('are written as the same bytes on every run', () => {
    const first = publicOldAddressesExtractor.extract(repo, 'HEAD') as Record<string, string>;
    const second = publicOldAddressesExtractor.extract(repo, 'HEAD') as Record<string, string>;
    expect(Object.keys(first)).toEqual([PUBLIC_OLD_ADDRESSES_OUTPUT]);
    expect(second[PUBLIC_OLD_ADDRESSES_OUTPUT]).toBe(first[PUBLIC_OLD_ADDRESSES_OUTPUT]);
  });

  it('report each address added, removed or leading elsewhere', () => {
    const now = (publicOldAddressesExtractor.extract(repo, 'HEAD') as Record<string, string>)[
      PUBLIC_OLD_ADDRESSES_OUTPUT
    ];
    const before = (now ?? '')
      .replace('"route": "developers/chain"', '"route": "network"')
      .replace('"source": "/docs/sdk/rust.html"', '"source": "/docs/sdk/rust-old.html"');
    expect(publicOldAddressesExtractor.diff(PUBLIC_OLD_ADDRESSES_OUTPUT, before, now ?? '')).toEqual([
      'old address changed: /docs/nyx/ledger-live.html → network, now /docs/nyx/ledger-live.html → developers/chain',
      'old address added: /docs/sdk/rust.html → developers/rust',
      'old address removed: /docs/sdk/rust-old.html → developers/rust',
    ]);
    expect(publicOldAddressesExtractor.diff(PUBLIC_OLD_ADDRESSES_OUTPUT, undefined, now ?? '')).toHaveLength(4);
  });
});
