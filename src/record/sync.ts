// `npm run record:sync`: runs every extractor against a local checkout of the record at one tag, compares what
// each would write with the project's files, writes them (unless checking), and reports what changed.
import fs from 'node:fs';
import path from 'node:path';
import type {RecordExtractor} from './extractor';
import {RecordRepository} from './git';

export interface SyncOptions {
  /** The record's checkout or bare mirror. */
  repo: string;
  /** The release tag; default: the newest `nym-binaries-v*` tag by commit date. */
  tag?: string;
  /** Write nothing; report what would change. */
  check?: boolean;
  /** The project's root, where outputs are written. */
  root: string;
  extractors: readonly RecordExtractor[];
}

export interface SyncFileResult {
  extractor: string;
  file: string;
  status: 'written' | 'unchanged' | 'would change';
  changes: string[];
}

export interface SyncResult {
  tag: string;
  commit: string;
  files: SyncFileResult[];
  /** Lines extractors added to the report whatever changed (SyncContext.note), in their order. */
  notes: {extractor: string; line: string}[];
  /** Whether any file differs from what the record gives. */
  changed: boolean;
}

/** The newest release tag of the record by commit date. */
export function newestReleaseTag(repo: RecordRepository): string {
  const newest = repo.tags('nym-binaries-v').at(-1);
  if (!newest) throw new Error(`${repo.gitDir}: the record has no nym-binaries-v* tag`);
  return newest.name;
}

export async function runSync(options: SyncOptions): Promise<SyncResult> {
  const repo = new RecordRepository(options.repo);
  const tag = options.tag ?? newestReleaseTag(repo);
  let commit: string;
  try {
    commit = repo.commitOf(tag);
  } catch {
    throw new Error(`${options.repo}: no tag or commit named ${tag}`);
  }
  const files: SyncFileResult[] = [];
  const notes: SyncResult['notes'] = [];
  // Each extractor sees what the ones before it produced in this run (written or, with --check, not): one that
  // reads the project's files, as record-links reads the site's links, reads them as the run leaves them, without
  // the sync knowing which extractor needs which file.
  const produced = new Map<string, string>();
  for (const extractor of options.extractors) {
    const outputs = await extractor.extract(repo, tag, {
      root: options.root,
      produced,
      note: (line) => notes.push({extractor: extractor.name, line}),
    });
    for (const file of Object.keys(outputs).sort()) {
      if (!extractor.outputs.includes(file))
        throw new Error(`${extractor.name}: wrote ${file}, which it does not declare`);
      const text = outputs[file] ?? '';
      produced.set(file, text);
      const target = path.join(options.root, file);
      const old = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
      if (old === text) {
        files.push({extractor: extractor.name, file, status: 'unchanged', changes: []});
        continue;
      }
      const changes = extractor.diff(file, old, text);
      if (!options.check) {
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, text);
      }
      files.push({extractor: extractor.name, file, status: options.check ? 'would change' : 'written', changes});
    }
  }
  return {tag, commit, files, notes, changed: files.some((file) => file.status !== 'unchanged')};
}

/** The sync's report as printed lines. */
export function reportLines(result: SyncResult): string[] {
  const lines = [`record at ${result.tag} (${result.commit.slice(0, 12)})`];
  for (const file of result.files) {
    lines.push(`${file.status}: ${file.file} [${file.extractor}]`);
    for (const change of file.changes) lines.push(`  ${change}`);
  }
  for (const note of result.notes) lines.push(`note [${note.extractor}]: ${note.line}`);
  return lines;
}
