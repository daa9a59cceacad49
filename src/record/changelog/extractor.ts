// The `changelog-record` extractor of `npm run record:sync`: the record's changelog entries up to a release tag,
// as the facts the tests count and order releases and items from (tests/support/record.ts). Run at a new tag, it
// adds that release's entry; nobody edits the output by hand.
import type {RecordRepository} from '../git';
import type {RecordExtractor} from '../extractor';
import {BINARIES_TAG_PREFIX, lineAddedAt, tagNames} from './fromRepo';
import {findRecordRelease, parseRecordChangelog, RECORD_CHANGELOG_PATH, type RecordRelease} from './parse';

/** Where the extractor writes, relative to the project root. */
export const RECORD_CHANGELOG_OUTPUT = 'tests/fixtures/record-changelog.json';

/** One entry as the tests read it: the fields of tests/support/record.ts's RecordEntry, and a little more. */
interface RecordChangelogEntry {
  readonly heading: string;
  readonly slug: string;
  readonly kind: 'release' | 'news';
  readonly tag: string | null;
  /** The day the record's changelog added the entry (author date of that commit), or the day it states. */
  readonly date: string | null;
  readonly node_version: string | null;
  readonly build_info: Readonly<Record<string, string>> | null;
  readonly archived: boolean;
  readonly sections: readonly {
    readonly heading: string | null;
    readonly kind: string;
    readonly items: readonly {readonly pr: number | null; readonly title: string; readonly has_description: boolean}[];
  }[];
  /** Commands of the entry's operator steps, as argv. */
  readonly commands: readonly (readonly string[])[];
}

export interface RecordChangelogFile {
  readonly _meta: {
    readonly source: string;
    /** The release tag the entries go up to. */
    readonly tag: string;
    /** The record commit whose changelog page was read. */
    readonly changelog_commit: string;
    readonly generated_by: string;
  };
  readonly entries: readonly RecordChangelogEntry[];
}

/**
 * The ref whose changelog documents the tag: the tag itself when its page has the tag's entry, else the
 * record's HEAD (a release's notes are written after its tag, on the main branch). Undefined when neither has it.
 */
function changelogRefFor(repo: RecordRepository, binariesTag: string, tag: string): string | undefined {
  for (const ref of [binariesTag, 'HEAD']) {
    const source = repo.show(ref, RECORD_CHANGELOG_PATH);
    if (source !== undefined && findRecordRelease(parseRecordChangelog(source), tag)) return ref;
  }
  return undefined;
}

function entryOf(release: RecordRelease, date: string | null): RecordChangelogEntry {
  return {
    heading: release.heading,
    slug: release.slug,
    kind: release.kind,
    tag: release.tag,
    date,
    node_version: release.nodeVersion,
    build_info: release.buildInfo,
    archived: release.archived,
    sections: release.sections.map((section) => ({
      heading: section.heading,
      kind: section.kind,
      items: section.items.map((item) => ({pr: item.pr, title: item.title, has_description: item.described})),
    })),
    commands: release.steps.flatMap((step) => step.commands.map((command) => command.argv)),
  };
}

/**
 * The record's changelog page that documents `tag`: the ref read, its text and the tag's names. Throws when neither
 * the tag nor HEAD has the tag's entry.
 */
export function changelogPageFor(
  repo: RecordRepository,
  tag: string,
): {ref: string; source: string; names: ReturnType<typeof tagNames>} {
  const names = tagNames(tag);
  const ref = changelogRefFor(repo, names.binariesTag, names.tag);
  if (ref === undefined)
    throw new Error(
      `${RECORD_CHANGELOG_PATH}: neither ${names.binariesTag} nor HEAD of the record has an entry for ${names.tag}: write the release notes in the record first`,
    );
  return {ref, source: repo.show(ref, RECORD_CHANGELOG_PATH)!, names};
}

/** The record's entries up to `tag` (its own and every older one, the page's order), with the commit read. */
function recordChangelogFile(repo: RecordRepository, tag: string): RecordChangelogFile {
  const {ref, source, names} = changelogPageFor(repo, tag);
  const lines = source.split('\n');
  const releases = parseRecordChangelog(source, `${RECORD_CHANGELOG_PATH}@${ref}`);
  const own = releases.findIndex((release) => release.tag === names.tag);
  const entries = releases
    .slice(own)
    .map((release) => entryOf(release, release.date ?? lineAddedAt(repo, ref, lines[release.line - 1])?.date ?? null));
  return {
    _meta: {
      source: `nymtech/nym ${RECORD_CHANGELOG_PATH}`,
      tag: `${BINARIES_TAG_PREFIX}${names.tag}`,
      changelog_commit: repo.commitOf(ref),
      generated_by: 'the changelog-record extractor of npm run record:sync (src/record/changelog/extractor.ts)',
    },
    entries,
  };
}

const slugsOf = (text: string | undefined): string[] =>
  text === undefined ? [] : (JSON.parse(text) as RecordChangelogFile).entries.map((entry) => entry.slug);

export const changelogRecordExtractor: RecordExtractor = {
  name: 'changelog-record',
  outputs: [RECORD_CHANGELOG_OUTPUT],
  extract(repo, tag) {
    return {[RECORD_CHANGELOG_OUTPUT]: `${JSON.stringify(recordChangelogFile(repo, tag), null, 1)}\n`};
  },
  diff(outputPath, oldText, newText) {
    const before = slugsOf(oldText);
    const after = slugsOf(newText);
    const added = after.filter((slug) => !before.includes(slug));
    const removed = before.filter((slug) => !after.includes(slug));
    const lines = [
      ...added.map((slug) => `${outputPath}: entry added: ${slug} (draft it with npm run release:draft)`),
      ...removed.map((slug) => `${outputPath}: entry removed: ${slug}`),
    ];
    if (lines.length === 0 && oldText !== newText) lines.push(`${outputPath}: entries changed, none added or removed`);
    return lines;
  },
};
