import {cpSync, mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadReleases} from '../src/features/changelog/model/load';
import {parseRelease} from '../src/features/changelog/model/parse';
import {CHANGELOG_PATH as MODEL_CHANGELOG_PATH} from '../src/features/changelog/model/links';
import {release, TODAY} from '../src/features/changelog/model/releaseFixtures';
import type {Release} from '../src/features/changelog/model/types';
import {
  CHANGELOG_PATH,
  readReleaseFiles,
  syntheticCopy,
  syntheticReleases,
  writeSyntheticReleases,
  yearShift,
} from './syntheticReleases.mjs';
import {SLOW_ON_A_BUSY_MACHINE} from '../tests/support/limits';

const REAL = path.resolve(__dirname, '..', 'releases');

/** Targets of the links to changelog anchors in a release file's source (Markdown links and href attributes). */
function anchorLinks(source: string): string[] {
  return [...source.matchAll(/(?:\]\(|href=")(?:\/operators\/changelog)?#([a-z0-9-]+)[)"]/g)].map((match) => match[1]);
}

describe('synthetic releases for the scaled bench', () => {
  let directory: string;
  let real: Release[];
  let all: Release[];
  let written: string[];

  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'synthetic-releases-'));
    const releases = path.join(directory, 'releases');
    mkdirSync(releases);
    cpSync(REAL, releases, {recursive: true});
    real = loadReleases(REAL, path.dirname(REAL));
    written = writeSyntheticReleases({from: REAL, to: releases, scale: 2});
    all = loadReleases(releases, directory);
  }, SLOW_ON_A_BUSY_MACHINE);

  afterAll(() => rmSync(directory, {recursive: true, force: true}));

  it('adds one copy of every real release, and the validator accepts them all', () => {
    expect(written).toHaveLength(real.length);
    expect(all).toHaveLength(real.length * 2);
    const items = real.reduce((sum, entry) => sum + entry.items.length, 0);
    expect(all.reduce((sum, entry) => sum + entry.items.length, 0)).toBe(items * 2);
  });

  it('keeps every anchor, tag and heading of the page unique', () => {
    const anchors = all.flatMap((entry) => entry.anchors);
    expect(new Set(anchors).size).toBe(anchors.length);
    const tags = all.flatMap((entry) => (entry.tag ? [entry.tag] : []));
    expect(new Set(tags).size).toBe(tags.length);
    expect(new Set(all.map((entry) => entry.heading)).size).toBe(all.length);
  });

  it('dates every copy before every real release, in the archive, and leaves the real ones as they were', () => {
    const realFiles = new Set(real.map((entry) => entry.file.split('/').pop()));
    const copies = all.filter((entry) => !realFiles.has(entry.file.split('/').pop()));
    expect(copies).toHaveLength(real.length);
    const oldestReal = real.map((entry) => entry.release_date).sort()[0];
    for (const copy of copies) {
      expect(copy.release_date < oldestReal).toBe(true);
      expect(copy.archived).toBe(true);
    }
    // Newest first: the real releases, in their own order, then the copies.
    expect(all.slice(0, real.length).map((entry) => entry.slug)).toEqual(real.map((entry) => entry.slug));
  });

  it(
    'points the links of a copy to its own anchors, never to those of its original',
    () => {
      // The page's own anchors besides the releases': the archive block (ARCHIVE_ID of the changelog's components).
      const onPage = new Set([...all.flatMap((entry) => entry.anchors), 'archived-changelog']);
      const copies = new Map(readReleaseFiles(path.join(directory, 'releases')).map((file) => [file.name, file]));
      // writeSyntheticReleases writes one copy per real file, in the order of the real files.
      readReleaseFiles(REAL).forEach((original, index) => {
        const own = new Set(parseRelease(original.name, original.source).anchors);
        const copy = copies.get(written[index])!;
        for (const target of anchorLinks(copy.source)) {
          expect(onPage.has(target), `${copy.name} links to #${target}`).toBe(true);
          expect(own.has(target), `${copy.name} links to #${target} of ${original.name}`).toBe(false);
        }
      });
    },
    SLOW_ON_A_BUSY_MACHINE,
  );

  it('uses the changelog path of the model', () => {
    expect(CHANGELOG_PATH).toBe(MODEL_CHANGELOG_PATH);
  });
});

describe('one synthetic copy', () => {
  const body = `<Section kind="features" id="features-x" title="Features">

#### A plain heading

See [the item](#pr-5898), [the other](/operators/changelog#setup-guide) and [what to do](#v20991-test-what-to-do).

<Change pr={5898} title="Do not run mixnode in exit mode" audience="operators">

A node can no longer combine the mixnode mode with exit mode.

</Change>

<Change title="Setup guide" href="/operators/changelog#features-x" id="setup-guide" audience="operators" />

</Section>
`;
  const original = {name: '2099.1-test.mdx', source: release({release_date: '2024-02-29'}, body)};
  const copy = syntheticCopy(original, 2, 4);
  const parsed = parseRelease(`releases/${copy.name}`, copy.source, {today: TODAY});

  it('moves tag, file name, slug and dates back by whole years', () => {
    expect(copy.name).toBe('2091.1-test.mdx');
    expect(parsed.tag).toBe('v2091.1-test');
    expect(parsed.heading).toBe('v2091.1-test');
    expect(parsed.slug).toBe('v20911-test');
    expect(parsed.release_date).toBe('2016-02-29');
    expect(parsed.archived).toBe(true);
  });

  it('renames every anchor and the links to them, and gives items and headings explicit ids', () => {
    expect(parsed.anchors).toEqual([
      'v20911-test',
      'v20911-test-what-to-do',
      // The block's action keeps its id: its anchor follows the copy's slug.
      'v20911-test-do-nothing',
      'v20911-test--features-x',
      'v20911-test--a-plain-heading',
      'v20911-test--pr-5898',
      'v20911-test--setup-guide',
    ]);
    expect(parsed.items.map((item) => item.pr)).toEqual([5898, undefined]);
    expect(copy.source).toContain('[the item](#v20911-test--pr-5898)');
    expect(copy.source).toContain('(/operators/changelog#v20911-test--setup-guide)');
    expect(copy.source).toContain('(#v20911-test-what-to-do)');
    expect(copy.source).toContain('href="/operators/changelog#v20911-test--features-x"');
  });

  it('moves the headings of a current release one level down, as it joins the archive', () => {
    expect(copy.source).toContain('\n##### A plain heading {#v20911-test--a-plain-heading}\n');
  });

  it('keeps the edit of a link inside a heading, and drops a closing sequence of hashes', () => {
    const source = release(
      {},
      `<Section kind="features" id="features-x" title="Features">

#### About [the item](#pr-5898) ##

<Change pr={5898} title="An item" audience="operators" />

</Section>
`,
    );
    const headed = syntheticCopy({name: '2099.1-test.mdx', source}, 1, 4);
    expect(headed.source).toContain('\n##### About [the item](#v20951-test--pr-5898) {#v20951-test--about-the-item}\n');
    expect(parseRelease(`releases/${headed.name}`, headed.source, {today: TODAY}).anchors).toContain(
      'v20951-test--about-the-item',
    );
  });

  it('gives a news entry a new slug and file name', () => {
    const news = release({
      kind: 'news',
      heading: '"Some news"',
      tag: 'null',
      slug: 'some-news',
      node_version: 'null',
      binaries_url: 'null',
      release_date: '2025-03-01',
    });
    const newsCopy = syntheticCopy({name: 'news-some-news.mdx', source: news}, 1, 4);
    const entry = parseRelease(`releases/${newsCopy.name}`, newsCopy.source, {today: TODAY});
    expect(newsCopy.name).toBe('news-some-news-2021.mdx');
    expect([entry.slug, entry.heading, entry.release_date]).toEqual([
      'some-news-2021',
      'Some news (2021)',
      '2021-03-01',
    ]);
  });

  it('makes no copy at scale 1 and refuses a scale that is not a whole number', () => {
    expect(syntheticReleases([original], 1)).toEqual([]);
    expect(() => syntheticReleases([original], 2.5)).toThrow(/whole number/);
  });

  it('spaces the copies by the years the releases span, in steps of four', () => {
    const dated = (year: number) => ({
      name: `${year}.1-test.mdx`,
      source: release({
        heading: `"v${year}.1-test"`,
        tag: `v${year}.1-test`,
        slug: `v${year}1-test`,
        release_date: `${year}-05-01`,
      }),
    });
    expect(yearShift([dated(2024)])).toBe(4);
    expect(yearShift([dated(2024), dated(2027)])).toBe(4);
    expect(yearShift([dated(2024), dated(2028)])).toBe(8);
  });
});
