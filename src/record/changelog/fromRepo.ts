// A release drafted from a local checkout or mirror of the record: the crates at the binaries tag give the node
// version, the tag's commit its date, and the changelog page at a ref of the record everything it lists.
import {execFileSync} from 'node:child_process';
import {parse as parseToml} from 'smol-toml';
import type {RecordRepository} from '../git';
import {draftRelease, type DraftInput, type DraftedRelease} from './draft';
import {findRecordRelease, parseRecordChangelog, RECORD_CHANGELOG_PATH} from './parse';

/** The prefix of the record's release tags: `nym-binaries-v2026.9-venaco`. */
export const BINARIES_TAG_PREFIX = 'nym-binaries-';
const NODE_CARGO_TOML = 'nym-node/Cargo.toml';

/** `v2026.9-venaco` and its binaries tag, from either form. */
export function tagNames(tag: string): {tag: string; binariesTag: string} {
  const bare = tag.startsWith(BINARIES_TAG_PREFIX) ? tag.slice(BINARIES_TAG_PREFIX.length) : tag;
  if (!/^v\d{4}\.\d+(?:\.\d+)?-[a-z][a-z0-9-]*$/.test(bare))
    throw new Error(`${tag}: not a release tag such as v2026.9-venaco or nym-binaries-v2026.9-venaco`);
  return {tag: bare, binariesTag: `${BINARIES_TAG_PREFIX}${bare}`};
}

/** The nym-node version of the crates at a ref (`[package] version` of nym-node/Cargo.toml), or null. */
function crateVersionAt(repo: RecordRepository, ref: string): string | null {
  const text = repo.show(ref, NODE_CARGO_TOML);
  if (text === undefined) return null;
  let parsed: {package?: {version?: unknown}};
  try {
    parsed = parseToml(text);
  } catch (error) {
    throw new Error(`${NODE_CARGO_TOML} at ${ref}: not valid TOML: ${(error as Error).message.split('\n')[0]}`);
  }
  const version = parsed.package?.version;
  return typeof version === 'string' ? version : null;
}

/**
 * The commit that first put a line into the changelog page, up to `ref`, with its author date: when the record
 * published the entry. Read with `git log -S` (RecordRepository has no history query), undefined when none did.
 */
export function lineAddedAt(
  repo: RecordRepository,
  ref: string,
  line: string,
): {date: string; commit: string} | undefined {
  const out = execFileSync(
    'git',
    ['--git-dir', repo.gitDir, 'log', '--reverse', '--format=%H %aI', `-S${line}`, ref, '--', RECORD_CHANGELOG_PATH],
    {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']},
  );
  const [commit, date] = out.split('\n')[0].split(' ');
  return commit && date ? {commit, date: date.slice(0, 10)} : undefined;
}

/** What a draft is made of, read from the record: the tag's facts and the changelog's entry at `recordRef`. */
export function draftInputFromRecord(repo: RecordRepository, tag: string, recordRef = 'HEAD'): DraftInput {
  const names = tagNames(tag);
  const tagged = repo.tags(names.binariesTag).find((entry) => entry.name === names.binariesTag);
  if (!tagged) throw new Error(`${names.binariesTag}: no such tag in the record at ${repo.gitDir}`);
  const source = repo.show(recordRef, RECORD_CHANGELOG_PATH);
  if (source === undefined) throw new Error(`${RECORD_CHANGELOG_PATH}: no such file at ${recordRef} of the record`);
  const record = findRecordRelease(parseRecordChangelog(source, `${RECORD_CHANGELOG_PATH}@${recordRef}`), names.tag);
  const headingLine = record ? source.split('\n')[record.line - 1] : undefined;
  return {
    ...names,
    crateVersion: crateVersionAt(repo, names.binariesTag),
    tagDate: tagged.date.slice(0, 10),
    record,
    ...(headingLine ? {publishedOn: lineAddedAt(repo, recordRef, headingLine)} : {}),
    recordRef,
    recordCommit: repo.commitOf(recordRef),
  };
}

/** The release file for a tag of the record, its changelog read at `recordRef` (default the repository's HEAD). */
export function draftFromRecord(repo: RecordRepository, tag: string, recordRef = 'HEAD'): DraftedRelease {
  return draftRelease(draftInputFromRecord(repo, tag, recordRef));
}
