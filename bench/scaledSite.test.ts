import {existsSync, lstatSync, mkdtempSync, readdirSync, realpathSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadReleases} from '../src/features/changelog/model/load';
import {NOT_COPIED, prepareScaledSite} from './scaledSite.mjs';
import {SLOW_ON_A_BUSY_MACHINE} from '../tests/support/limits';

const SITE = path.resolve(__dirname, '..');

describe('the temporary copy of the site for the scaled bench', () => {
  let parent: string;
  let site: ReturnType<typeof prepareScaledSite>;
  const realFiles = readdirSync(path.join(SITE, 'releases'));

  beforeAll(() => {
    parent = mkdtempSync(path.join(tmpdir(), 'scaled-site-test-'));
    site = prepareScaledSite({siteDir: SITE, scale: 3, parent});
  }, SLOW_ON_A_BUSY_MACHINE);

  afterAll(() => rmSync(parent, {recursive: true, force: true}));

  it(
    'holds the real releases and two copies of each, which validate together',
    () => {
      const files = readdirSync(path.join(site.dir, 'releases'));
      expect(files.filter((name) => realFiles.includes(name)).sort()).toEqual([...realFiles].sort());
      // The real releases validate in every other test of the site; the copies here with them, all together.
      const real = realFiles.filter((name) => name.endsWith('.mdx') && !/^[_.]/.test(name));
      expect(site.added).toHaveLength(real.length * 2);
      expect(loadReleases(path.join(site.dir, 'releases'), site.dir)).toHaveLength(real.length * 3);
    },
    SLOW_ON_A_BUSY_MACHINE,
  );

  it("leaves the site's own releases untouched", () => {
    expect(readdirSync(path.join(SITE, 'releases')).sort()).toEqual([...realFiles].sort());
  });

  it('copies the sources but no outputs, caches or history, and links each package', () => {
    for (const name of ['docusaurus.config.ts', 'package.json', 'src', 'docs', 'static', 'scripts'])
      expect(existsSync(path.join(site.dir, name)), name).toBe(true);
    for (const name of NOT_COPIED)
      if (name !== 'node_modules') expect(existsSync(path.join(site.dir, name)), name).toBe(false);
    const modules = path.join(site.dir, 'node_modules');
    expect(lstatSync(modules).isSymbolicLink()).toBe(false);
    expect(existsSync(path.join(modules, '.cache'))).toBe(false);
    expect(lstatSync(path.join(modules, '@docusaurus')).isSymbolicLink()).toBe(true);
    expect(realpathSync(path.join(modules, '.bin', 'docusaurus'))).toBe(
      realpathSync(path.join(SITE, 'node_modules', '.bin', 'docusaurus')),
    );
  });

  it('is gone after remove()', () => {
    site.remove();
    expect(existsSync(site.dir)).toBe(false);
  });
});
