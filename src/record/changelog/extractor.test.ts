import {rmSync} from 'node:fs';
import {afterAll, describe, expect, it} from 'vitest';
import {RecordRepository} from '../git';
import {cargoToml, changelogEntry, changelogPage, makeRecordRepository} from '../testRepository';
import {recordEntries, type RecordEntry} from '../../../tests/support/record';
import {changelogRecordExtractor, RECORD_CHANGELOG_OUTPUT, type RecordChangelogFile} from './extractor';
import {RECORD_CHANGELOG_PATH} from './parse';

const ALPHA = changelogEntry('v2030.1-alpha', '9.0.0', '2030-01-05', [[7000, 'First thing']]);
const BETA = changelogEntry('v2030.2-beta', '9.1.0', '2030-01-20', [
  [7001, 'Second thing'],
  [7002, 'Third thing'],
]);

// alpha is tagged with its notes; beta is tagged before its notes, which land on the main branch two days later;
// gamma is tagged and has no notes anywhere.
const root = makeRecordRepository([
  {
    files: {'nym-node/Cargo.toml': cargoToml('9.0.0'), [RECORD_CHANGELOG_PATH]: changelogPage(ALPHA)},
    date: '2030-01-05T10:00:00Z',
    tag: 'nym-binaries-v2030.1-alpha',
  },
  {files: {'nym-node/Cargo.toml': cargoToml('9.1.0')}, date: '2030-01-20T10:00:00Z', tag: 'nym-binaries-v2030.2-beta'},
  {files: {'nym-node/Cargo.toml': cargoToml('9.2.0')}, date: '2030-01-21T10:00:00Z', tag: 'nym-binaries-v2030.3-gamma'},
  {files: {[RECORD_CHANGELOG_PATH]: changelogPage(BETA, ALPHA)}, date: '2030-01-22T10:00:00Z'},
]);
afterAll(() => rmSync(root, {recursive: true, force: true}));
const repo = new RecordRepository(root);

const extract = (tag: string) =>
  (changelogRecordExtractor.extract(repo, tag) as Record<string, string>)[RECORD_CHANGELOG_OUTPUT];
/** The entries as the tests' record reads them. */
const entriesOf = (text: string) => (JSON.parse(text) as {entries: RecordEntry[]}).entries;

describe('the changelog-record extractor', () => {
  const atAlpha = extract('nym-binaries-v2030.1-alpha');
  const atBeta = extract('nym-binaries-v2030.2-beta');

  it('writes one file, the entries up to the tag, read from the page at the tag when it has them', () => {
    expect(changelogRecordExtractor.outputs).toEqual([RECORD_CHANGELOG_OUTPUT]);
    expect(entriesOf(atAlpha).map((entry) => entry.slug)).toEqual(['v20301-alpha']);
    expect((JSON.parse(atAlpha) as RecordChangelogFile)._meta.changelog_commit).toBe(
      repo.commitOf('nym-binaries-v2030.1-alpha'),
    );
  });

  it("reads a tag's notes from the main branch when they were written after the tag", () => {
    const file = JSON.parse(atBeta) as RecordChangelogFile;
    expect(file._meta.changelog_commit).toBe(repo.commitOf('HEAD'));
    expect(file.entries.map((entry) => [entry.slug, entry.date, entry.node_version])).toEqual([
      ['v20302-beta', '2030-01-22', '9.1.0'],
      ['v20301-alpha', '2030-01-05', '9.0.0'],
    ]);
    // Each item says whether the record describes it (text after its link: the test page's items all have some).
    expect(file.entries[0].sections.flatMap((section) => section.items)).toEqual([
      {pr: null, title: 'Vote on NIP-99', has_description: true},
      {pr: 7001, title: 'Second thing', has_description: true},
      {pr: 7002, title: 'Third thing', has_description: true},
    ]);
    expect(file.entries[0].commands).toEqual([['./network-tunnel-manager.sh', 'complete_networking_configuration']]);
  });

  it('says which entry a sync at the next tag adds', () => {
    expect(changelogRecordExtractor.diff(RECORD_CHANGELOG_OUTPUT, atAlpha, atBeta)).toEqual([
      `${RECORD_CHANGELOG_OUTPUT}: entry added: v20302-beta (draft it with npm run release:draft)`,
    ]);
    expect(changelogRecordExtractor.diff(RECORD_CHANGELOG_OUTPUT, atBeta, atBeta)).toEqual([]);
  });

  it('is deterministic: the same tag gives the same text', () => {
    expect(extract('v2030.2-beta')).toBe(atBeta);
  });

  it('refuses a tag whose notes the record does not hold yet', () => {
    expect(() => extract('nym-binaries-v2030.3-gamma')).toThrow(/has an entry for v2030\.3-gamma/);
  });

  it("gives the tests the new entry first, counted from the record's page, without a fixture edited by hand", () => {
    const fuller: RecordEntry[] = [{...entriesOf(atAlpha)[0], heading: 'v2030.1-alpha (fuller facts)'}];
    const before = recordEntries(entriesOf(atAlpha), fuller);
    const after = recordEntries(entriesOf(atBeta), fuller);
    expect(before.map((entry) => entry.heading)).toEqual(['v2030.1-alpha (fuller facts)']);
    expect(after.map((entry) => entry.heading)).toEqual(['v2030.2-beta', 'v2030.1-alpha (fuller facts)']);
    const prItems = (entries: RecordEntry[]) =>
      entries.flatMap((entry) => entry.sections.flatMap((section) => section.items)).filter((item) => item.pr !== null);
    expect(prItems(after).length - prItems(before).length).toBe(2);
  });
});
