import {describe, expect, it} from 'vitest';
import {
  changelogEntries,
  docFileOfSitePath,
  referencePages,
  staleReferencePages,
  type ChangelogEntry,
} from '../support/lastChecked';

const entries = changelogEntries();

describe("the operators' reference pages are checked against every later release", () => {
  it('each page that cites a release, or that a release links to, is last checked no earlier than either', () => {
    expect(staleReferencePages(referencePages(), entries, docFileOfSitePath)).toEqual([]);
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
});
