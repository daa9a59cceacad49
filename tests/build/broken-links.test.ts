import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const SITE = path.resolve(__dirname, '../..');
const COPIED = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'package.json',
  'tsconfig.json',
  'src',
  'scripts',
  'static',
  'docs',
  'releases',
  'examples',
];

/**
 * Builds a copy of the real site with one extra page that links to a page
 * and an anchor that do not exist, as `npm run build` does, over an older
 * output; the build must fail, name the page and link, and remove the older
 * output. Then the broken anchor alone, then a broken Markdown link: one
 * build each, as Docusaurus reports a broken anchor only once no link is
 * broken.
 */
describe('the build refuses broken internal links', () => {
  let dir: string;
  let out: string;
  let result: {status: number | null; output: string};

  function buildCopy(): {status: number | null; output: string} {
    const run = spawnSync(path.join(SITE, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', path.join(dir, 'build')], {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, FORCE_COLOR: '0'},
    });
    return {status: run.status, output: `${run.stdout}\n${run.stderr}`};
  }

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'docs-broken-'));
    for (const entry of COPIED) cpSync(path.join(SITE, entry), path.join(dir, entry), {recursive: true});
    symlinkSync(path.join(SITE, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFileSync(
      path.join(dir, 'docs/operators/broken-fixture.mdx'),
      '---\ntitle: Broken fixture\n---\n\nSee [the FAQ](./faq.mdx#no-such-anchor) and [a missing page](/operators/no-such-page).\n',
    );
    // An older output where `npm run build` writes, which a failed build must not leave behind.
    out = path.join(dir, 'shipped');
    mkdirSync(path.join(out, 'operators'), {recursive: true});
    writeFileSync(path.join(out, 'operators/changelog.html'), 'an older build');
    const run = spawnSync(process.execPath, ['scripts/build.mjs', '--out-dir', out], {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, FORCE_COLOR: '0'},
    });
    result = {status: run.status, output: `${run.stdout}\n${run.stderr}`};
  }, 300_000);

  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('fails the build', () => {
    expect(result.status).not.toBe(0);
  });

  it('leaves nothing that looks shippable when it fails (npm run build)', () => {
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir).filter((name) => name.startsWith('shipped.staging-'))).toEqual([]);
  });

  it('names the page and the broken link', () => {
    expect(result.output).toContain('Broken link on source page path = /docs/operators/broken-fixture');
    expect(result.output).toContain('-> linking to /docs/operators/no-such-page');
  });

  it('names the page and the broken anchor once links are fixed', () => {
    writeFileSync(path.join(dir, 'docs/operators/broken-fixture.mdx'), '---\ntitle: Broken fixture\n---\n\nSee [the FAQ](./faq.mdx#no-such-anchor).\n');
    const {status, output} = buildCopy();
    expect(status).not.toBe(0);
    expect(output).toContain('Broken anchor on source page path = /docs/operators/broken-fixture');
    expect(output).toContain('-> linking to /docs/operators/faq#no-such-anchor');
  }, 300_000);

  it('names the file and the broken Markdown link', () => {
    writeFileSync(path.join(dir, 'docs/operators/broken-fixture.mdx'), '---\ntitle: Broken fixture\n---\n\nSee [a missing file](./no-such-file.mdx).\n');
    const {status, output} = buildCopy();
    expect(status).not.toBe(0);
    expect(output).toContain('broken-fixture.mdx');
    expect(output).toContain('./no-such-file.mdx');
  }, 300_000);
});
