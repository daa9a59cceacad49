import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {sourceLink} from '../../src/api/referenceView';
import {referenceRoutes} from '../../src/api/routes';

/**
 * Links of the site into files of the public record, the GitHub repository nymtech/nym (blob, tree and raw
 * addresses), and the check of each against what the record holds:
 * - a link on a branch (develop, master, main) against the record's file list at the pinned commit,
 *   tests/fixtures/record-files.txt;
 * - a link pinned to a tag or a commit against tests/fixtures/record-pinned-links.txt, the pinned links of the site
 *   that were found in that tag's or commit's tree.
 * scripts/record-links.mjs writes both lists from a local mirror of the record.
 */

const ROOT = path.join(__dirname, '../..');
const FIXTURES = path.join(__dirname, '../fixtures');

/** The branches a link may follow; any other reference must be a tag or a commit of the pinned list. */
const BRANCHES = ['develop', 'master', 'main'];

/** A link's address up to the first character that cannot belong to it in Markdown, JSX or a shell command. */
const LINK =
  /https?:\/\/(?:github\.com\/nymtech\/nym\/(?:blob|tree|raw)\/|raw\.githubusercontent\.com\/nymtech\/nym\/)[^\s)"'>`<\]}|]+/g;

export interface RecordLink {
  /** The file of this repository the link is written in (or whose data makes it), relative to the root. */
  file: string;
  /** Its line there; 0 for a link made from data (an API route's source). */
  line: number;
  /** The link as written, its fragment and query included. */
  url: string;
  /** `develop/scripts/x.sh`, `nym-binaries-v2024.6-chomp/CHANGELOG.md`: reference and path, the fragment dropped. */
  target: string;
  /** The branch it follows, when it follows one; undefined for a tag or commit (or any other reference). */
  branch?: string;
  /** The path in the record (empty for the repository's root); only known for a branch link. */
  path?: string;
}

/** Reads one address: where its reference and path start, and which branch it follows, if any. */
export function parseRecordLink(url: string): Pick<RecordLink, 'target' | 'branch' | 'path'> {
  const target = decodeURIComponent(
    url
      .replace(/[#?].*$/, '')
      .replace(/[.,;:!]+$/, '')
      .replace(
        /^https?:\/\/(?:github\.com\/nymtech\/nym\/(?:blob|tree|raw)\/|raw\.githubusercontent\.com\/nymtech\/nym\/)/,
        '',
      )
      .replace(/^refs\/heads\//, '')
      .replace(/\/+$/, ''),
  );
  const [first = '', ...rest] = target.split('/');
  return BRANCHES.includes(first) ? {target, branch: first, path: rest.join('/')} : {target};
}

/** Every link into the record written in one text, with its line. */
export function linksInText(text: string, file: string): RecordLink[] {
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(LINK)].map((match) => ({
      file,
      line: index + 1,
      url: match[0],
      ...parseRecordLink(match[0]),
    })),
  );
}

/** The files the site renders text from: its pages, its releases and the source (tests and their data aside). */
function renderedFiles(): string[] {
  const list = (dir: string, pattern: RegExp) =>
    (readdirSync(path.join(ROOT, dir), {recursive: true}) as string[])
      .filter((file) => pattern.test(file))
      .map((file) => path.join(dir, file));
  return [
    ...list('docs', /\.mdx?$/),
    ...list('releases', /\.mdx$/),
    ...list('src', /\.(?:ts|tsx|json|mdx?)$/).filter((file) => !/\.test\.tsx?$|releaseFixtures\.ts$/.test(file)),
    'docusaurus.config.ts',
    'sidebars.ts',
  ];
}

/** The API pages' links to where the source mounts each route, made from the recorded facts. */
function apiSourceLinks(): RecordLink[] {
  return referenceRoutes().map((route) => {
    const {url} = sourceLink(route.source);
    return {file: `src/api/facts (${route.key})`, line: 0, url, ...parseRecordLink(url)};
  });
}

/** Every link into the record that the site renders. */
export function siteRecordLinks(): RecordLink[] {
  return [
    ...renderedFiles().flatMap((file) => linksInText(readFileSync(path.join(ROOT, file), 'utf8'), file)),
    ...apiSourceLinks(),
  ];
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
