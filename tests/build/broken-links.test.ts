import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
/** The fixture and the settings it reads keep their places relative to each other in the copy. */
const FIXTURE = 'tests/build/fixture-site';
const SETTINGS = 'src/site/linkChecks.ts';

/**
 * The build's link checks, proven on a site of two pages (tests/build/fixture-site) that reads the real site's
 * settings (src/site/linkChecks.ts): a third page with a broken link fails `npm run build`'s script, which names
 * the page and the link and leaves no older output behind; then a broken anchor alone, then a broken Markdown
 * link, one build each, as Docusaurus reports a broken anchor only once no link is broken. The real site's build,
 * which every other site test reads, would fail the same way on its own pages.
 */
describe('the build refuses broken internal links', () => {
  let copy: string;
  let site: string;
  let out: string;
  let first: {status: number | null; output: string};

  function build(args: string[]): {status: number | null; output: string} {
    // Unminified: the link checks read the pages, not the size of their scripts, and minifying is most of the
    // fixture's build.
    const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--no-minify', ...args], {
      cwd: site,
      encoding: 'utf8',
      env: {...process.env, FORCE_COLOR: '0'},
    });
    return {status: run.status, output: `${run.stdout}\n${run.stderr}`};
  }

  function brokenPage(body: string): void {
    writeFileSync(path.join(site, 'docs/operators/broken-fixture.mdx'), `---\ntitle: Broken fixture\n---\n\n${body}\n`);
  }

  beforeAll(() => {
    copy = mkdtempSync(path.join(os.tmpdir(), 'docs-broken-'));
    site = path.join(copy, FIXTURE);
    cpSync(path.join(ROOT, FIXTURE), site, {recursive: true});
    cpSync(path.join(ROOT, SETTINGS), path.join(copy, SETTINGS));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
    mkdirSync(path.join(site, 'docs/operators'));
    brokenPage('See [the FAQ](../faq.mdx#no-such-anchor) and [a missing page](/operators/no-such-page).');
    // An older output where `npm run build` writes, which a failed build must not leave behind.
    out = path.join(site, 'shipped');
    mkdirSync(path.join(out, 'operators'), {recursive: true});
    writeFileSync(path.join(out, 'operators/changelog.html'), 'an older build');
    first = build(['--out-dir', out]);
  }, 300_000);

  afterAll(() => rmSync(copy, {recursive: true, force: true}));

  it('builds the fixture when every link holds, so a failure below is the broken link’s', () => {
    rmSync(path.join(site, 'docs/operators'), {recursive: true, force: true});
    const {status, output} = build(['--out-dir', path.join(site, 'sound')]);
    expect(output).toContain('Site written to sound.');
    expect(status).toBe(0);
    mkdirSync(path.join(site, 'docs/operators'));
  }, 300_000);

  it('fails the build', () => {
    expect(first.status).not.toBe(0);
  });

  it('leaves nothing that looks shippable when it fails (npm run build)', () => {
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(site).filter((name) => name.startsWith('shipped.staging-'))).toEqual([]);
  });

  it('names the page and the broken link', () => {
    expect(first.output).toContain('Broken link on source page path = /docs/operators/broken-fixture');
    expect(first.output).toContain('-> linking to /docs/operators/no-such-page');
  });

  it('names the page and the broken anchor once links are fixed', () => {
    brokenPage('See [the FAQ](../faq.mdx#no-such-anchor).');
    const {status, output} = build([]);
    expect(status).not.toBe(0);
    expect(output).toContain('Broken anchor on source page path = /docs/operators/broken-fixture');
    expect(output).toContain('-> linking to /docs/faq#no-such-anchor');
  }, 300_000);

  it('names the file and the broken Markdown link', () => {
    brokenPage('See [a missing file](./no-such-file.mdx).');
    const {status, output} = build([]);
    expect(status).not.toBe(0);
    expect(output).toContain('broken-fixture.mdx');
    expect(output).toContain('./no-such-file.mdx');
  }, 300_000);
});
