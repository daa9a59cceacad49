// The site's links into files of the public record, the GitHub repository nymtech/nym (blob, tree and raw
// addresses): how one is read, and the ones the site's files write. The sync's record-links extractor verifies them
// against the record; tests/unit/record-links.test.ts (through tests/support/recordLinks.ts) checks them against
// the lists that extractor writes.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The branches a link may follow; any other reference must be a tag or a commit. */
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

/** The folders whose files the site renders text from, each with the files of it that count. */
const RENDERED: readonly {dir: string; file: RegExp; unless?: RegExp}[] = [
  {dir: 'docs', file: /\.mdx?$/},
  {dir: 'releases', file: /\.mdx$/},
  // The source, its tests and their data aside.
  {dir: 'src', file: /\.(?:ts|tsx|json|mdx?)$/, unless: /\.test\.tsx?$|releaseFixtures\.ts$/},
];
const RENDERED_AT_ROOT = ['docusaurus.config.ts', 'sidebars.ts'];

/** Whether the site renders text from this file (a path relative to the project's root, `/`-separated). */
function isRendered(file: string): boolean {
  if (RENDERED_AT_ROOT.includes(file)) return true;
  return RENDERED.some(
    ({dir, file: pattern, unless}) => file.startsWith(`${dir}/`) && pattern.test(file) && !unless?.test(file),
  );
}

/** The files the site renders text from: its pages, its releases and the source, and the root's two configs. */
function renderedFiles(root: string): string[] {
  const listed = RENDERED.flatMap(({dir}) =>
    (readdirSync(path.join(root, dir), {recursive: true}) as string[]).map((file) =>
      `${dir}/${file}`.split(path.sep).join('/'),
    ),
  );
  const atRoot = RENDERED_AT_ROOT.filter((file) => existsSync(path.join(root, file)));
  return [...listed, ...atRoot].filter(isRendered);
}

/**
 * Every link into the record the site's files write, as they read after a run of the sync: a file `produced` holds
 * (an output of this run, written or not yet) is read from there, any other from the project at `root`.
 */
export function writtenRecordLinks(root: string, produced: ReadonlyMap<string, string> = new Map()): RecordLink[] {
  const onDisk = renderedFiles(root);
  const files = [...new Set([...onDisk, ...[...produced.keys()].filter(isRendered)])].sort();
  return files.flatMap((file) => linksInText(produced.get(file) ?? readFileSync(path.join(root, file), 'utf8'), file));
}
