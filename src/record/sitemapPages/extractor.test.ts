import {rmSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {RecordRepository} from '../git';
import {stableJson} from '../json';
import {makeRecordRepository} from '../testRepository';
import {extractSitemapPages, sitemapPagesExtractor, SITEMAP_PAGES_OUTPUT, type Notes} from './extractor';

/**
 * The Developers and Network facts on a record the test writes itself: two pages at HEAD, with notes written for the
 * test. Never the real repository, never the network.
 */
const ROOT = 'documentation/docs/pages';
const NOTES: Notes = {
  sitemap_items: {developers: {'Rust SDK': 'developers/rust'}, network: {concepts: 'network/concepts'}},
  pages: {
    'developers/rust': {
      item: 'Rust SDK',
      facts: [
        {kind: 'code_identifier', name: 'MixnetClient', role: 'type'},
        {kind: 'figure', value: '1_000', unit: 'packets', measures: 'a count', seen_as: '1_000'},
      ],
      code_blocks: {'1': {demonstrates: 'adding the crate'}},
    },
    network: {item: 'concepts', facts: [{kind: 'definition', term: 'Mixnet (mix network)', explains: 'the network'}]},
  },
};
const RUST = `# Rust SDK

Make a \`MixnetClient\`; it sends 1_000 packets. See [docs.rs](https://docs.rs/nym-sdk).

\`\`\`toml
nym-sdk = "1"
\`\`\`
`;

let dir: string;
let repo: RecordRepository;

beforeAll(() => {
  dir = makeRecordRepository([
    {
      date: '2026-05-01T12:00:00Z',
      files: {[`${ROOT}/developers/rust/index.mdx`]: RUST, [`${ROOT}/network/index.md`]: '# Network\n\nThe mixnet.\n'},
    },
  ]);
  repo = new RecordRepository(dir);
}, 30_000);

afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('the Developers and Network facts', () => {
  it('gives each page its route, site-map item, title, words, headings and facts, the notes’ own with them', () => {
    const facts = extractSitemapPages(repo, 'HEAD', NOTES);
    expect(facts.pages.map((page) => page.route)).toEqual(['developers/rust', 'network']);
    const [rust] = facts.pages;
    expect(rust).toMatchObject({
      source: `${ROOT}/developers/rust/index.mdx`,
      section: 'developers',
      sitemap_item: {section: 'developers', item: 'Rust SDK', site_route: 'developers/rust'},
      title: 'Rust SDK',
      words: 2 + 9,
      code_blocks: 1,
      code_lines: 1,
      headings: [{level: 1, text: 'Rust SDK', slug: 'rust-sdk'}],
    });
    expect(rust?.facts).toEqual([
      {kind: 'url', href: 'https://docs.rs/nym-sdk', text: 'docs.rs'},
      {kind: 'code_block', index: 1, language: 'toml', lines: 1, demonstrates: 'adding the crate'},
      {kind: 'code_identifier', name: 'MixnetClient', role: 'type'},
      {kind: 'figure', value: '1_000', unit: 'packets', measures: 'a count'},
    ]);
    expect(facts._meta.counts.pages).toBe(facts.pages.length);
  });

  it('refuses notes whose fact the page no longer states, a page without notes, and notes without a page', () => {
    const stale: Notes = {
      ...NOTES,
      pages: {
        'developers/rust': {item: 'Rust SDK', facts: [{kind: 'code_identifier', name: 'StreamClient', role: 'type'}]},
        'developers/gone': {item: 'Rust SDK', facts: []},
      },
    };
    expect(() => extractSitemapPages(repo, 'HEAD', stale)).toThrow(
      /pages\.developers\/rust\.facts\[0\] \(code_identifier\): "StreamClient" is not on the page\n {2}pages\.network: a page of the record \(documentation\/docs\/pages\/network\/index\.md\) without notes: give it its site-map item\n {2}pages\.developers\/gone: no such page in the record/,
    );
  });

  it('writes the same bytes on every run, and names the pages that changed', () => {
    const first = stableJson(extractSitemapPages(repo, 'HEAD', NOTES));
    expect(stableJson(extractSitemapPages(repo, 'HEAD', NOTES))).toBe(first);
    const renamed = first.replace('"title": "Network"', '"title": "Net"');
    expect(sitemapPagesExtractor.diff(SITEMAP_PAGES_OUTPUT, renamed, first)).toEqual(['page changed: network']);
  });
});
