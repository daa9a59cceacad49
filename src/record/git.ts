// Read-only access to a local git checkout or bare mirror of the public record (nymtech/nym), at any tag or
// commit, without a work tree and without the network. Every extractor of `npm run record:sync` reads the record
// through this one module, so that what it sees at a tag is exactly what `git show TAG:path` gives.
// Written on git's own plumbing (`git show`, `git ls-tree`, `git for-each-ref`) through execFileSync: the
// JavaScript git libraries either need a work tree or re-implement pack reading, and git is on every machine that
// holds the record.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface RecordTag {
  /** The tag's name, e.g. `nym-binaries-v2026.9-venaco`. */
  readonly name: string;
  /** The commit the tag points to (annotated tags peeled). */
  readonly commit: string;
  /** The commit's committer date, ISO 8601 with its offset, as git prints it. */
  readonly date: string;
}

export class RecordRepository {
  readonly gitDir: string;

  constructor(repoPath: string) {
    const resolved = path.resolve(repoPath);
    const dotGit = path.join(resolved, '.git');
    this.gitDir = fs.existsSync(dotGit) ? dotGit : resolved;
    if (!fs.existsSync(path.join(this.gitDir, 'HEAD'))) {
      throw new Error(`${repoPath}: not a git repository (no HEAD in ${this.gitDir})`);
    }
  }

  private git(args: readonly string[]): string {
    return execFileSync('git', ['--git-dir', this.gitDir, ...args], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  /** The file's text at the ref, or undefined when the ref's tree has no such file. */
  show(ref: string, filePath: string): string | undefined {
    try {
      return this.git(['show', `${ref}:${filePath}`]);
    } catch {
      return undefined;
    }
  }

  /** Whether the ref's tree holds the path, a file or a folder (`git cat-file -e REF:PATH`). */
  has(ref: string, filePath: string): boolean {
    try {
      this.git(['cat-file', '-e', `${ref}:${filePath}`]);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Several files' texts at the ref, read by one `git cat-file --batch` (one process, where `show` starts one per
   * file); a path the ref's tree lacks is left out of the map.
   */
  showAll(ref: string, filePaths: readonly string[]): Map<string, string> {
    const texts = new Map<string, string>();
    if (filePaths.length === 0) return texts;
    const out = execFileSync('git', ['--git-dir', this.gitDir, 'cat-file', '--batch'], {
      input: filePaths.map((p) => `${ref}:${p}\n`).join(''),
      maxBuffer: 1024 * 1024 * 1024,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let at = 0;
    for (const filePath of filePaths) {
      const headerEnd = out.indexOf(10, at);
      if (headerEnd < 0) break;
      const header = out.toString('utf8', at, headerEnd).split(' ');
      at = headerEnd + 1;
      if (header[1] === 'missing' || header.length < 3) continue;
      const size = Number(header[2]);
      if (header[1] === 'blob') texts.set(filePath, out.toString('utf8', at, at + size));
      at += size + 1;
    }
    return texts;
  }

  /** Every file path under `dir` (recursively) in the ref's tree, sorted; `''` lists the whole tree. */
  files(ref: string, dir = ''): string[] {
    const args = ['ls-tree', '-r', '--name-only', '-z', ref];
    if (dir !== '') args.push('--', dir.endsWith('/') ? dir : `${dir}/`);
    return this.git(args)
      .split('\0')
      .filter((line) => line !== '')
      .sort();
  }

  /** The names of the files and folders at the root of the ref's tree, sorted. */
  rootNames(ref: string): string[] {
    return this.git(['ls-tree', '--name-only', '-z', ref])
      .split('\0')
      .filter((line) => line !== '')
      .sort();
  }

  /**
   * Every file of the ref's tree with its blob id, path → id. Readers that visit many tags key their caches by blob
   * id, so a file unchanged between two tags is read and parsed once.
   */
  blobs(ref: string): Map<string, string> {
    const out = this.git(['ls-tree', '-r', '-z', ref]);
    const map = new Map<string, string>();
    for (const entry of out.split('\0')) {
      const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/.exec(entry);
      if (match?.[1] && match[2]) map.set(match[2], match[1]);
    }
    return map;
  }

  /** The text of one blob by its id. */
  blob(id: string): string {
    return this.git(['cat-file', 'blob', id]);
  }

  /** The committer date of the commit a ref resolves to, ISO 8601 with its offset; throws when there is no such ref. */
  commitDate(ref: string): string {
    return this.git(['show', '-s', '--format=%cI', `${this.commitOf(ref)}`]).trim();
  }

  /** The commit a ref resolves to; throws when the record has no such ref. */
  commitOf(ref: string): string {
    return this.git(['rev-parse', '--verify', `${ref}^{commit}`]).trim();
  }

  /** Whether the record has a tag of this name (a branch of the same name does not count). */
  hasTag(name: string): boolean {
    try {
      this.git(['show-ref', '--verify', '--quiet', `refs/tags/${name}`]);
      return true;
    } catch {
      return false;
    }
  }

  /** Tags whose name starts with `prefix`, oldest commit first (ties by name), each with its commit and date. */
  tags(prefix: string): RecordTag[] {
    const out = this.git([
      'for-each-ref',
      '--format=%(refname:short)%00%(*objectname)%00%(objectname)%00%(*committerdate:iso-strict)%00%(committerdate:iso-strict)',
      `refs/tags/${prefix}*`,
    ]);
    return out
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => {
        const [name = '', peeled = '', object = '', peeledDate = '', objectDate = ''] = line.split('\0');
        return {name, commit: peeled || object, date: peeledDate || objectDate};
      })
      .sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.name.localeCompare(b.name));
  }
}
