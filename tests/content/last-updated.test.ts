import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR} from '../support/server';

/**
 * Every docs page says when its source last changed, as git records it: the date of the last commit that touched
 * its file under docs/. The date comes from the docs plugin (showLastUpdateTime), which asks git at build time.
 */

const DOCS = path.resolve('docs');

/** The built page of a docs file: its path under docs/, without `index` and extension, as an .html file. */
function builtPageOf(file: string): string {
  const source = readFileSync(file, 'utf8');
  const slug = /^slug:\s*(\S+)/m.exec(source)?.[1];
  const sitePath =
    slug ??
    path
      .relative(DOCS, file)
      .replace(/\.mdx$/, '')
      .replace(/(^|\/)index$/, '');
  return path.join(BUILD_DIR, `${sitePath.replace(/^\//, '') || 'index'}.html`);
}

/**
 * When git last changed the file, in ms since the epoch: the commit time of the last commit, merges aside, that
 * changed it (the docs plugin reads `git log --name-status`, which lists no file under a merge).
 */
function lastCommitTime(file: string): number {
  const seconds = execFileSync('git', ['log', '-1', '--no-merges', '--format=%ct', '--', file], {
    encoding: 'utf8',
  }).trim();
  if (!seconds) throw new Error(`${file} has no commit: commit it before the build`);
  return Number(seconds) * 1000;
}

const files = (readdirSync(DOCS, {recursive: true}) as string[])
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => path.join(DOCS, name))
  .sort();

describe('the last-updated date of every docs page, from git', () => {
  it('finds the docs pages', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [path.relative(DOCS, file), file]))('%s', (_name, file) => {
    const $ = load(readFileSync(builtPageOf(file), 'utf8'));
    const time = $('.theme-last-updated time[datetime]');
    expect(time.length, 'a last-updated line with a machine-readable date').toBe(1);
    expect(Date.parse(time.attr('datetime')!)).toBe(lastCommitTime(file));
    expect(time.text().trim()).not.toBe('');
  });
});
