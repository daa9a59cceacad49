import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {recheckFacts} from '../../src/record/recheckFacts';
import type {RecheckFacts} from '../../src/record/recheck';
import {
  changelogEntries,
  docFileOfSitePath,
  pagesBehindTheirFacts,
  referencePages,
  staleReferencePages,
  type ChangelogEntry,
} from '../support/lastChecked';

const ROOT = path.join(__dirname, '../..');
const entries = changelogEntries();
const pages = ['operators', 'developers', 'network'].flatMap((section) =>
  referencePages(path.join(ROOT, 'docs', section)),
);

describe('the pages are checked against every later release that concerns them', () => {
  it('each page that cites a release, or that a release links to, is last checked no earlier than either', () => {
    expect(staleReferencePages(pages, entries, docFileOfSitePath)).toEqual([]);
  });

  it("each page is last checked no earlier than the last change of a record's fact it states", () => {
    expect(pagesBehindTheirFacts(pages, recheckFacts(ROOT))).toEqual([]);
  });

  it('reads the pages of the three sections', () => {
    for (const section of ['operators', 'developers', 'network'])
      expect(pages.some((page) => page.file.startsWith(`docs/${section}/`))).toBe(true);
  });

  it('reads the links of the releases to the pages', () => {
    const linked = new Set(entries.flatMap((entry) => entry.links).map(docFileOfSitePath));
    expect(linked).toContain('docs/operators/nodes/nym-node/setup.mdx');
  });

  const old: ChangelogEntry = {name: 'v2025.1-old', slug: 'v20251-old', date: '2025-01-01', links: []};
  const newer: ChangelogEntry = {
    name: 'v2025.2-new',
    slug: 'v20252-new',
    date: '2025-02-01',
    nodeVersion: '1.5.0',
    links: ['/p'],
  };
  const docFile = (sitePath: string) => (sitePath === '/p' ? 'docs/p.mdx' : undefined);

  it('names a page whose marker is behind a release that links to it or that it cites', () => {
    const page = {file: 'docs/p.mdx', text: '<LastChecked release="v2025.1-old" />\nSee [v2025.2-new](/x#v20252-new).'};
    expect(staleReferencePages([page], [old, newer], docFile)).toEqual([
      'docs/p.mdx: cites v2025.2-new, later than its last check (v2025.1-old)',
      'docs/p.mdx: v2025.2-new links to it and is later than its last check (v2025.1-old)',
    ]);
    expect(
      staleReferencePages([{...page, text: page.text.replace('v2025.1-old', 'v2025.2-new')}], [old, newer], docFile),
    ).toEqual([]);
  });

  it('reads a nym-node version on a page as the release that ships it', () => {
    const page = {file: 'docs/t.mdx', text: '<LastChecked release="v2025.1-old" />\nNeeds `nym-node` 1.5.0 or newer.'};
    expect(staleReferencePages([page], [old, newer], docFile)).toEqual([
      'docs/t.mdx: cites v2025.2-new, later than its last check (v2025.1-old)',
    ]);
  });

  it('names a page that cites a release without a marker, or with a marker that names no release', () => {
    const pages = [
      {file: 'docs/q.mdx', text: 'Since [v2025.1-old](/operators/changelog#v20251-old).'},
      {file: 'docs/r.mdx', text: '<LastChecked release="v2099.1-none" />\nSince v2025.1-old.'},
      {file: 'docs/s.mdx', text: 'No release here.'},
    ];
    expect(staleReferencePages(pages, [old], docFile)).toEqual([
      'docs/q.mdx: cites or is linked by a release, and has no <LastChecked release="…" />',
      'docs/r.mdx: <LastChecked release="v2099.1-none" /> names no release of the changelog',
    ]);
  });

  const tags = ['nym-binaries-v2030.1-alpha', 'nym-binaries-v2030.2-beta'];
  const facts: RecheckFacts = {
    tags,
    configKeys: [{key: 'mixnet.bind_address', introduced: tags[0], removed: null, default_changes: []}],
    flags: [],
    routes: [{api: 'nym-node', method: 'GET', path: '/api/v1/load', first_tag: tags[1], removed_at: null}],
    nodeVersions: {'v2030.1-alpha': '9.0.0', 'v2030.2-beta': '9.1.0'},
  };

  it('names a page that states a fact a later release changed, with the line and the change', () => {
    const page = {file: 'docs/a.mdx', text: '<LastChecked release="v2030.1-alpha" />\nAsk `/api/v1/load` of 9.0.0.'};
    expect(pagesBehindTheirFacts([page], facts)).toEqual([
      'docs/a.mdx:2: states `/api/v1/load`, which changed after its last check (v2030.1-alpha): nym-node GET /api/v1/load added in v2030.2-beta',
      'docs/a.mdx:2: states `9.0.0`, which changed after its last check (v2030.1-alpha): nym-node 9.0.0 in v2030.1-alpha → 9.1.0 in v2030.2-beta',
    ]);
    expect(pagesBehindTheirFacts([{...page, text: page.text.replace('v2030.1-alpha', 'v2030.2-beta')}], facts)).toEqual(
      [],
    );
  });

  it('leaves the marker of a page whose facts did not change where it is, after a new release', () => {
    const page = {file: 'docs/b.mdx', text: '<LastChecked release="v2030.1-alpha" />\nSet `bind_address`.'};
    expect(pagesBehindTheirFacts([page], facts)).toEqual([]);
  });

  it('names a marker that is no release tag of the facts', () => {
    expect(
      pagesBehindTheirFacts([{file: 'docs/c.mdx', text: '<LastChecked release="v2099.1-none" />'}], facts),
    ).toEqual([
      'docs/c.mdx: <LastChecked release="v2099.1-none" /> names no release tag the record\'s facts were read at',
    ]);
  });
});
