// A temporary copy of the site whose changelog carries `scale` times the real
// history (bench/syntheticReleases.mjs), for `npm run bench -- --scale N`. The
// repository's own releases/, build/ and caches are never written to.
import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeSyntheticReleases} from './syntheticReleases.mjs';

/**
 * Top-level entries of the site left out of the copy: dependencies (linked
 * instead), outputs, caches, history and reports of earlier runs.
 */
export const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'reports',
  '.tmp',
  '.stryker-tmp',
  'screenshots',
  'test-results',
]);

/**
 * Copies the site to a new temporary folder, links its dependencies and adds
 * the synthetic releases to the copy's releases/. node_modules is a real
 * folder of links to each of the site's packages, not one link to the whole
 * folder, so that the copy's build cache (node_modules/.cache) stays inside
 * the copy: the site's own cache and builds running beside it are left alone.
 * Returns the folder, the names of the added release files, and `remove()`.
 */
export function prepareScaledSite({siteDir = process.cwd(), scale, parent = os.tmpdir()}) {
  const dir = mkdtempSync(path.join(parent, 'nym-docs-scale-'));
  const remove = () => rmSync(dir, {recursive: true, force: true});
  try {
    cpSync(siteDir, dir, {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(siteDir, source);
        return relative === '' || !NOT_COPIED.has(relative.split(path.sep)[0]);
      },
    });
    const modules = path.join(siteDir, 'node_modules');
    mkdirSync(path.join(dir, 'node_modules'));
    for (const entry of readdirSync(modules)) {
      if (entry !== '.cache') symlinkSync(path.join(modules, entry), path.join(dir, 'node_modules', entry));
    }
    const added = writeSyntheticReleases({from: path.join(siteDir, 'releases'), to: path.join(dir, 'releases'), scale});
    return {dir, added, remove};
  } catch (error) {
    remove();
    throw error;
  }
}

/** Builds the site in `dir` (npx docusaurus build, output in `dir`/build); returns how long it took in ms. */
export function buildSite(dir) {
  const start = performance.now();
  execFileSync('npx', ['docusaurus', 'build'], {cwd: dir, stdio: ['ignore', 'ignore', 'inherit']});
  return Math.round(performance.now() - start);
}
