// The `record-links` extractor: the two lists tests/unit/record-links.test.ts checks the site's links into the
// record against.
// - record-files.txt: the record's files at the commit the documentation extractors read (its HEAD), which a link
//   on a branch must name;
// - record-pinned-links.txt: each link of the site pinned to a tag or a commit (`<ref>/<path>`) whose tree holds
//   the path. A link it cannot verify is not listed: the sync's report names it with where the site writes it.
// The site's links include those the API facts make, and the facts are outputs of this same run: the extractor reads
// the project through the sync's context, each file another extractor produced in this run as produced (written or,
// with --check, not), so it must run after them (extractors.ts lists it last).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {RecordExtractor, SyncContext} from '../extractor';
import type {RecordRepository} from '../git';
import {PAGES_REF} from '../sitemapPages/extractor';
import {API_ROUTES_FACTS, apiSourceLinks, EXPLORER_API_FACTS} from './apiSourceLinks';
import {writtenRecordLinks, type RecordLink} from './links';

export const RECORD_FILES_OUTPUT = 'tests/fixtures/record-files.txt';
export const PINNED_LINKS_OUTPUT = 'tests/fixtures/record-pinned-links.txt';

const header = (lines: readonly string[]) => lines.map((line) => `# ${line}\n`).join('');
const list = (lines: readonly string[]) => lines.map((line) => `${line}\n`).join('');

/** The lines of a list, its `#` comment lines aside. */
function listLines(text: string | undefined): string[] {
  return (text ?? '').split('\n').filter((line) => line !== '' && !line.startsWith('#'));
}

/** A tag or a full commit of the record; branches are not pinned references. */
function isPinnedRef(repo: RecordRepository, ref: string): boolean {
  if (!/^[0-9a-f]{40}$/.test(ref)) return repo.hasTag(ref);
  try {
    repo.commitOf(ref);
    return true;
  } catch {
    return false;
  }
}

/** Whether `<ref>/<path>` names a path of a tag's or commit's tree; a tag may hold a slash, so each split is tried. */
function isVerified(repo: RecordRepository, target: string): boolean {
  const parts = target.split('/');
  for (let count = 1; count <= parts.length; count += 1) {
    const ref = parts.slice(0, count).join('/');
    if (!isPinnedRef(repo, ref)) continue;
    const inTree = parts.slice(count).join('/');
    return inTree === '' || repo.has(ref, inTree);
  }
  return false;
}

interface RecordLinkLists {
  /** Output path → text. */
  files: Record<string, string>;
  /** Each pinned link that was not verified, with where the site writes it. */
  unverified: string[];
}

/** The two lists, from the site's links and the record (its files read at PAGES_REF, its HEAD). */
function recordLinkLists(repo: RecordRepository, links: readonly RecordLink[]): RecordLinkLists {
  const commit = repo.commitOf(PAGES_REF);
  const where = new Map<string, string[]>();
  for (const link of links) {
    if (link.path !== undefined) continue;
    where.set(link.target, [...(where.get(link.target) ?? []), `${link.file}${link.line ? `:${link.line}` : ''}`]);
  }
  const verified = new Map([...where.keys()].map((target) => [target, isVerified(repo, target)]));
  return {
    files: {
      [RECORD_FILES_OUTPUT]:
        header([
          `The files of the public record, nymtech/nym, at commit ${commit} (its HEAD when synced), one path a line.`,
          `Written by npm run record:sync (src/record/recordLinks): git ls-tree -r --name-only ${commit}.`,
        ]) + list(repo.files(commit)),
      [PINNED_LINKS_OUTPUT]:
        header([
          "The site's links into nymtech/nym pinned to a tag or a commit (<ref>/<path>), each found in that tree of",
          'the record by git cat-file -e <ref>:<path>. Written by npm run record:sync (src/record/recordLinks).',
        ]) +
        list(
          [...verified]
            .filter(([, found]) => found)
            .map(([target]) => target)
            .sort(),
        ),
    },
    unverified: [...verified]
      .filter(([, found]) => !found)
      .map(([target]) => `not in the record: ${target} (${(where.get(target) ?? []).join(', ')})`),
  };
}

/** The site's links as the project will read after this run. */
function siteLinks(context: SyncContext): RecordLink[] {
  const text = (file: string) => context.produced.get(file) ?? readFileSync(path.join(context.root, file), 'utf8');
  return [
    ...writtenRecordLinks(context.root, context.produced),
    ...apiSourceLinks(text(API_ROUTES_FACTS), text(EXPLORER_API_FACTS)),
  ];
}

/** How many of the record's files added or removed the report names (a new commit can change hundreds). */
const SHOWN = 20;

/** The lines one list gained and lost, each with `what` before it. */
function changedLines(oldText: string | undefined, newText: string, what: string): string[] {
  const before = new Set(listLines(oldText));
  const after = new Set(listLines(newText));
  return [
    ...[...after].filter((line) => !before.has(line)).map((line) => `${what} added: ${line}`),
    ...[...before].filter((line) => !after.has(line)).map((line) => `${what} removed: ${line}`),
  ];
}

/** That a list's `#` header changed, when it did: a change the sync must report though no line of the list moved. */
function headerChanged(oldText: string | undefined, newText: string): string[] {
  const headerOf = (text: string | undefined) => (text ?? '').split('\n').filter((line) => line.startsWith('#'));
  return headerOf(oldText).join('\n') === headerOf(newText).join('\n') ? [] : ['header changed'];
}

export const recordLinksExtractor: RecordExtractor = {
  name: 'record-links',
  outputs: [RECORD_FILES_OUTPUT, PINNED_LINKS_OUTPUT],
  extract(repo, _tag, context) {
    if (!context) throw new Error('record-links: reads the site, so it runs only within the sync (its context)');
    const {files, unverified} = recordLinkLists(repo, siteLinks(context));
    for (const line of unverified) context.note(line);
    return files;
  },
  diff(outputPath, oldText, newText) {
    if (outputPath === PINNED_LINKS_OUTPUT)
      return [...changedLines(oldText, newText, 'pinned link'), ...headerChanged(oldText, newText)];
    const commit = (text: string | undefined) => /at commit ([0-9a-f]{40})/.exec(text ?? '')?.[1] ?? 'none';
    const lines = changedLines(oldText, newText, 'file');
    const count = (change: string) => lines.filter((line) => line.startsWith(`file ${change}`)).length;
    return [
      `commit ${commit(oldText)} → ${commit(newText)}: ${count('added')} files added, ${count('removed')} removed`,
      ...lines.slice(0, SHOWN),
      ...(lines.length > SHOWN ? [`and ${lines.length - SHOWN} more`] : []),
    ];
  },
};
