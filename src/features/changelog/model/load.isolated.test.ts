import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {assembleReleases, compareNewestFirst, loadReleases} from './load';
import {parseRelease} from './parse';
import {BUILD_INFO, buildInfo, parsedRelease as entry, rejectionOf, release} from './releaseFixtures';
import type {BuildInfo} from './schema';

// parseRelease stays the real one; a test can make it fail in a way no release file can.
vi.mock('./parse', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./parse')>();
  return {...actual, parseRelease: vi.fn(actual.parseRelease)};
});

/** BUILD_INFO with another build time. */
function withTimestamp(timestamp: string): BuildInfo {
  return {...BUILD_INFO, build_timestamp: timestamp};
}

describe('newest-first order', () => {
  it('puts the later release date first, whatever the build times and headings say', () => {
    const newer = entry('a-newer', {release_date: '2025-02-01', build_info: withTimestamp('2025-01-01T00:00:00Z')});
    const older = entry('z-older', {release_date: '2025-01-01', build_info: withTimestamp('2025-03-01T00:00:00Z')});
    expect(compareNewestFirst(newer, older)).toBeLessThan(0);
    expect(compareNewestFirst(older, newer)).toBeGreaterThan(0);
  });

  it('on the same day, puts the later build first, whatever the headings say', () => {
    const later = entry('a-later', {build_info: withTimestamp('2025-01-01T18:00:00Z')});
    const earlier = entry('z-earlier', {build_info: withTimestamp('2025-01-01T06:00:00Z')});
    expect(compareNewestFirst(later, earlier)).toBeLessThan(0);
    expect(compareNewestFirst(earlier, later)).toBeGreaterThan(0);
  });

  it('on the same day, puts a release with build information before one without', () => {
    const built = entry('a-built', {build_info: withTimestamp('2025-01-01T06:00:00Z')});
    const unbuilt = entry('z-unbuilt');
    expect(compareNewestFirst(built, unbuilt)).toBeLessThan(0);
    expect(compareNewestFirst(unbuilt, built)).toBeGreaterThan(0);
  });

  it('falls back to the heading, later heading first, when day and build time tie', () => {
    expect(compareNewestFirst(entry('b'), entry('a'))).toBeLessThan(0);
    expect(compareNewestFirst(entry('a'), entry('b'))).toBeGreaterThan(0);
    expect(compareNewestFirst(entry('a'), entry('a'))).toBe(0);
  });
});

describe('checks across release files', () => {
  it('accepts several releases without a tag and returns them newest first', () => {
    const old = entry('old', {release_date: '2024-05-01'});
    const recent = entry('recent', {release_date: '2025-05-01'});
    expect(assembleReleases([old, recent]).map((r) => r.slug)).toEqual(['recent', 'old']);
  });

  it('accepts no releases at all', () => {
    expect(assembleReleases([])).toEqual([]);
  });

  it('names a tag used twice', () => {
    const first = entry('one', {tag: 'v2025.1-same'});
    const second = entry('two', {tag: 'v2025.1-same'});
    expect(rejectionOf(() => assembleReleases([first, second]))).toEqual([
      {file: 'releases/two.mdx', field: 'tag', reason: 'duplicate tag "v2025.1-same", also in releases/one.mdx'},
    ]);
  });

  it('names a heading used twice', () => {
    const first = entry('one', {heading: 'v2025.1'});
    const second = entry('two', {heading: 'v2025.1'});
    expect(rejectionOf(() => assembleReleases([first, second]))).toEqual([
      {file: 'releases/two.mdx', field: 'heading', reason: 'duplicate heading "v2025.1", also in releases/one.mdx'},
    ]);
  });

  it('blames the slug when a release heading anchor is taken, and the anchors for any other', () => {
    const first = entry('one', {anchors: ['one', 'features']});
    const second = entry('two', {heading: 'Two', slug: 'one', anchors: ['one', 'features']});
    expect(rejectionOf(() => assembleReleases([first, second]))).toEqual([
      {
        file: 'releases/two.mdx',
        field: 'slug',
        reason: 'duplicate anchor "one" (give one of them an explicit id), also in releases/one.mdx',
      },
      {
        file: 'releases/two.mdx',
        field: 'anchors',
        reason: 'duplicate anchor "features" (give one of them an explicit id), also in releases/one.mdx',
      },
    ]);
  });
});

describe('loading the releases folder', () => {
  let directory: string | undefined;
  let releases: string;

  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'releases-load-'));
    releases = path.join(directory, 'releases');
    mkdirSync(releases);
  });

  afterEach(() => {
    vi.mocked(parseRelease).mockClear();
    if (directory) rmSync(directory, {recursive: true, force: true});
    directory = undefined;
  });

  const otherBody = `<Section kind="bugfixes" id="bugfixes-other" title="Bugfixes">

<Change pr={5900} title="Fix a crash on start" audience="operators" />

</Section>
`;
  const other = (overrides: Record<string, string | null> = {}) =>
    release(
      {
        heading: '"v2099.2-other"',
        tag: 'v2099.2-other',
        slug: 'v20992-other',
        release_date: '2025-02-28',
        ...overrides,
      },
      otherBody,
    );

  it('reads every release file, newest first, skipping drafts, hidden files and folders', () => {
    writeFileSync(path.join(releases, '2099.1-test.mdx'), release({build_info: buildInfo}));
    writeFileSync(path.join(releases, '2099.2-other.mdx'), other());
    writeFileSync(path.join(releases, '_draft.md'), 'not a release');
    writeFileSync(path.join(releases, '.DS_Store'), 'not a release');
    mkdirSync(path.join(releases, 'images'));
    const loaded = loadReleases(releases);
    expect(loaded.map((r) => [r.file, r.heading])).toEqual([
      ['releases/2099.2-other.mdx', 'v2099.2-other'],
      ['releases/2099.1-test.mdx', 'v2099.1-test'],
    ]);
    expect(loaded[1].build_info?.build_timestamp).toBe('2025-07-22T09:24:35.790560275Z');
  });

  it('names a file without an extension', () => {
    writeFileSync(path.join(releases, '2099.1-test.mdx'), release());
    writeFileSync(path.join(releases, 'README'), 'notes');
    expect(rejectionOf(() => loadReleases(releases, directory))).toEqual([
      {
        file: 'releases/README',
        field: '(file name)',
        reason:
          'no extension: a release file ends in .mdx (rename it, or start its name with _ to keep it out of the changelog)',
      },
    ]);
  });

  it('gathers the problems of every file before it stops', () => {
    writeFileSync(path.join(releases, '2099.1-test.mdx'), release({summary: '"Too short."'}));
    writeFileSync(path.join(releases, '2099.2-other.mdx'), other({archived: '"maybe"'}));
    writeFileSync(path.join(releases, 'notes.txt'), 'notes');
    const problems = rejectionOf(() => loadReleases(releases, directory));
    expect(problems.map((p) => [p.file.replace(/:\d+$/, ''), p.field])).toEqual([
      ['releases/2099.1-test.mdx', 'summary'],
      ['releases/2099.2-other.mdx', 'archived'],
      ['releases/notes.txt', '(file name)'],
    ]);
  });

  it('checks for duplicates across files only once every file is valid', () => {
    writeFileSync(path.join(releases, '2099.1-test.mdx'), release());
    writeFileSync(path.join(releases, '2099.2-other.mdx'), other({heading: '"v2099.1-test"'}));
    expect(rejectionOf(() => loadReleases(releases, directory))).toEqual([
      {
        file: 'releases/2099.2-other.mdx',
        field: 'heading',
        reason: 'duplicate heading "v2099.1-test", also in releases/2099.1-test.mdx',
      },
    ]);
  });

  it('lets an unexpected failure through unchanged', () => {
    writeFileSync(path.join(releases, '2099.1-test.mdx'), release());
    const failure = new Error('the disk went away');
    vi.mocked(parseRelease).mockImplementationOnce(() => {
      throw failure;
    });
    expect(() => loadReleases(releases, directory)).toThrow(failure);
  });
});
