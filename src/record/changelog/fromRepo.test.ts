import {rmSync} from 'node:fs';
import {afterAll, describe, expect, it} from 'vitest';
import {RecordRepository} from '../git';
import {
  cargoToml as cargo,
  changelogPage as page,
  changelogEntry as entry,
  makeRecordRepository,
} from '../testRepository';
import {parseRelease} from '../../features/changelog/model/parse';
import {ReleaseValidationError, type ReleaseProblem} from '../../features/changelog/model/errors';
import {draftFromRecord, draftInputFromRecord, tagNames} from './fromRepo';
import {compareWithPublished} from './compare';
import {RECORD_CHANGELOG_PATH} from './parse';

const ALPHA = entry('v2030.1-alpha', '9.0.0', '2030-01-05', [[7000, 'First thing']]);
const BETA = entry('v2030.2-beta', '9.1.0', '2030-01-20', [
  [7001, 'Add `thing` to the API'],
  [7002, 'Fix the "other" thing'],
]);

const root = makeRecordRepository([
  {
    files: {'nym-node/Cargo.toml': cargo('9.0.0'), [RECORD_CHANGELOG_PATH]: page(ALPHA)},
    date: '2030-01-05T10:00:00Z',
    tag: 'nym-binaries-v2030.1-alpha',
  },
  {files: {'nym-node/Cargo.toml': cargo('9.1.0')}, date: '2030-01-20T10:00:00Z', tag: 'nym-binaries-v2030.2-beta'},
  {files: {[RECORD_CHANGELOG_PATH]: page(BETA, ALPHA)}, date: '2030-01-22T10:00:00Z'},
]);
afterAll(() => rmSync(root, {recursive: true, force: true}));
const repo = new RecordRepository(root);
const TODAY = {today: new Date('2030-01-25T12:00:00Z')};

/** What a writer does to a draft, done mechanically: every mark written over with something valid. */
function writeOver(text: string): string {
  return text
    .replace(/^# WRITER-TODO.*\n/gm, '')
    .replace(/summary: "WRITER-TODO[^"]*"/, 'summary: "A release drafted from the test record and written over."')
    .replace(/date: "WRITER-TODO[^"]*"/, 'date: 2030-01-25')
    .replace(/upgrade="WRITER-TODO[^"]*"/, 'upgrade="recommended"')
    .replace(/audience="WRITER-TODO[^"]*"/g, 'audience="operators"')
    .replace(/title="WRITER-TODO[^"]*"/g, 'title="The vote on NIP-99"')
    .replace(/WRITER-TODO:.*$/gm, 'Written in our words.');
}

function problemsOf(file: string, text: string): ReleaseProblem[] {
  try {
    parseRelease(file, text, TODAY);
  } catch (error) {
    if (error instanceof ReleaseValidationError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('npm run release:draft on a record with a new tag', () => {
  const drafted = draftFromRecord(repo, 'nym-binaries-v2030.2-beta');
  const file = `releases/${drafted.fileName}`;

  it('is refused by the release validation, each mark listed with its line, until it is written', () => {
    expect(drafted.fileName).toBe('2030.2-beta.mdx');
    const problems = problemsOf(file, drafted.text);
    expect(problems.length).toBeGreaterThan(0);
    expect(new Set(problems.map((problem) => problem.field))).toEqual(new Set(['draft']));
    expect(problems.every((problem) => /^releases\/2030\.2-beta\.mdx:\d+$/.test(problem.file))).toBe(true);
    expect(problems.map((problem) => problem.reason)).toContain(
      'drafted, still to write: one or two sentences in our words for feeds and the landing page',
    );
  });

  it("holds the record's facts: tag, date, crate version, binaries, build information, items, steps, commit", () => {
    const release = parseRelease(file, writeOver(drafted.text), TODAY);
    expect(release).toMatchObject({
      tag: 'v2030.2-beta',
      slug: 'v20302-beta',
      release_date: '2030-01-22', // the day the record's changelog added the entry
      node_version: '9.1.0',
      binaries_url: 'https://github.com/nymtech/nym/releases/tag/nym-binaries-v2030.2-beta',
      build_info: {build_version: '9.1.0', commit_sha: 'ab'.repeat(20), rustc_version: '1.91.1'},
      record_check: {commit: repo.commitOf('HEAD')},
    });
    expect(release.items.filter((item) => item.pr).map((item) => [item.pr, item.title])).toEqual([
      [7001, 'Add thing to the API'],
      [7002, 'Fix the "other" thing'],
    ]);
    expect(release.operatorActions.map((action) => action.kind)).toEqual(['upgrade', 'command', 'read']);
    expect(release.operatorActions[1]).toMatchObject({
      argv: ['./network-tunnel-manager.sh', 'complete_networking_configuration'],
    });
  });

  it("drafted before the record's changelog has the entry: the tag's facts, and a mark for the rest", () => {
    const early = draftFromRecord(repo, 'v2030.2-beta', 'nym-binaries-v2030.2-beta');
    expect(early.text).toContain('node_version: "9.1.0"');
    expect(early.text).toContain('release_date: 2030-01-20 # the commit date of nym-binaries-v2030.2-beta');
    expect(problemsOf(file, early.text).map((problem) => problem.reason)).toContain(
      "drafted, still to write: the record's changelog at nym-binaries-v2030.2-beta has no entry for v2030.2-beta yet: write its sections and items, or draft again once it has one",
    );
  });

  it('compares with a published file: the written-over draft has every fact the record gave', () => {
    const input = draftInputFromRecord(repo, 'v2030.2-beta');
    const published = parseRelease(file, writeOver(drafted.text), TODAY);
    expect(compareWithPublished(input, published)).toEqual({
      prs: {found: 2, published: 2, matched: 2, sameTitle: 2},
      onlyInRecord: [],
      onlyPublished: [],
      nodeVersion: {drafted: '9.1.0', published: '9.1.0'},
      date: {drafted: '2030-01-22', published: '2030-01-22'},
      buildInfo: {found: 9, published: 9, equal: 9},
      commands: {found: 1, published: 1, matched: 1},
    });
    const fewer = {...published, items: published.items.filter((item) => item.pr !== 7001), release_date: '2030-01-23'};
    expect(compareWithPublished(input, fewer)).toMatchObject({
      prs: {found: 2, published: 1, matched: 1},
      onlyInRecord: [7001],
      date: {drafted: '2030-01-22', published: '2030-01-23'},
    });
  });

  it('names the tag it cannot find, and what a tag must look like', () => {
    expect(() => draftFromRecord(repo, 'v2030.3-gamma')).toThrow(/^nym-binaries-v2030\.3-gamma: no such tag/);
    expect(() => tagNames('latest')).toThrow(/not a release tag such as v2026\.9-venaco/);
  });
});
