import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

/**
 * `npm ci` stays quiet about install scripts only while `allowScripts` in package.json decides every package of
 * the lock file that ships one; the "Install scripts" table of DEPENDENCIES.md says why each is denied.
 */

interface LockPackage {
  hasInstallScript?: boolean;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {packages: Record<string, LockPackage>};
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {allowScripts?: Record<string, boolean>};
const dependencies = readFileSync('DEPENDENCIES.md', 'utf8');

const withInstallScript = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  ),
].sort();

describe('install scripts', () => {
  it('every package of the lock file that ships an install script is denied in allowScripts', () => {
    expect(withInstallScript.length).toBeGreaterThan(0);
    expect(Object.fromEntries(withInstallScript.map((name) => [name, manifest.allowScripts?.[name]]))).toEqual(
      Object.fromEntries(withInstallScript.map((name) => [name, false])),
    );
  });

  it('allowScripts names no package the lock file no longer holds with an install script', () => {
    expect(Object.keys(manifest.allowScripts ?? {}).sort()).toEqual(withInstallScript);
  });

  it("DEPENDENCIES.md's table has a row for each denied package", () => {
    const missing = withInstallScript.filter((name) => !dependencies.includes(`| \`${name}\` (`));
    expect(missing).toEqual([]);
  });
});
