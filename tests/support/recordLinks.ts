import {readFileSync} from 'node:fs';
import path from 'node:path';
import {sourceLink} from '../../src/api/referenceView';
import {referenceRoutes} from '../../src/api/routes';
import {parseRecordLink, writtenRecordLinks, type RecordLink} from '../../src/record/recordLinks/links';

/**
 * The site's links into files of the public record, the GitHub repository nymtech/nym (how one is read and which
 * files write them: src/record/recordLinks/links.ts), and the check of each against what the record holds:
 * - a link on a branch (develop, master, main) against the record's file list at the pinned commit,
 *   tests/fixtures/record-files.txt;
 * - a link pinned to a tag or a commit against tests/fixtures/record-pinned-links.txt, the pinned links of the site
 *   that were found in that tag's or commit's tree.
 * npm run record:sync writes both lists from a local mirror of the record (its record-links extractor).
 */

const ROOT = path.join(__dirname, '../..');
const FIXTURES = path.join(__dirname, '../fixtures');

/** The API pages' links to where the source mounts each route, as the site makes them from the recorded facts. */
function apiSourceLinks(): RecordLink[] {
  return referenceRoutes().map((route) => {
    const {url} = sourceLink(route.source);
    return {file: `src/api/facts (${route.key})`, line: 0, url, ...parseRecordLink(url)};
  });
}

/** Every link into the record that the site renders. */
export function siteRecordLinks(): RecordLink[] {
  return [...writtenRecordLinks(ROOT), ...apiSourceLinks()];
}

/** The lines of a fixture list, its `#` comment lines aside. */
function listLines(name: string): string[] {
  return readFileSync(path.join(FIXTURES, name), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The record's files at the pinned commit, and the pinned links found in their tag's or commit's tree. */
export function recordLists(): {files: string[]; pinned: string[]} {
  return {files: listLines('record-files.txt'), pinned: listLines('record-pinned-links.txt')};
}

/**
 * One problem per link that does not resolve in the record, naming file, line and link: a branch link whose path is
 * neither a file nor a folder of the record's file list or that names a line, and any other link that is not among
 * the verified pinned
 * links (a tag or commit whose tree lacks the path, a branch other than the main ones, or a reference the record
 * lacks).
 */
export function brokenRecordLinks(links: readonly RecordLink[], files: readonly string[], pinned: readonly string[]) {
  const paths = new Set(files);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  );
  const verified = new Set(pinned);
  const where = (link: RecordLink) => `${link.file}${link.line ? `:${link.line}` : ''}: ${link.url}`;
  return links.flatMap((link) => {
    if (link.path !== undefined) {
      // A branch moves on: the line a link names today is another line tomorrow.
      if (/#L\d/.test(link.url)) return [`${where(link)}: a line on a branch drifts; pin the link to a tag or commit`];
      if (link.path === '' || paths.has(link.path) || folders.has(link.path)) return [];
      return [`${where(link)}: ${link.path} is not in the record on ${link.branch} (record-files.txt)`];
    }
    if (verified.has(link.target)) return [];
    return [
      `${where(link)}: ${link.target} is not a tag's or commit's path verified in the record (record-pinned-links.txt)`,
    ];
  });
}
