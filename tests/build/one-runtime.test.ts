import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR} from '../support/server';

/**
 * Each behaviour of a page lives in one runtime (src/client/site.ts says which). These checks read the
 * built scripts: a behaviour's code found in a second script means two copies may run on one page.
 */
const SCRIPTS_DIR = path.join(BUILD_DIR, 'assets/js');
const scripts = readdirSync(SCRIPTS_DIR)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({file, text: readFileSync(path.join(SCRIPTS_DIR, file), 'utf8')}));

/** The built scripts whose text holds `marker`. */
function holding(marker: string): string[] {
  return scripts.filter(({text}) => text.includes(marker)).map(({file}) => file.replace(/\.[0-9a-f]{8}\.js$/, ''));
}

describe('one runtime per behaviour', () => {
  // A string each behaviour's code carries through minification, and the one script that may carry it.
  const behaviours: [string, string, string][] = [
    ['copy buttons (src/client/copy.ts)', 'Copy failed', 'site'],
    ['item copy links (client/copyLinks.ts)', 'a.change__permalink', 'changelog'],
    ['landing on shared links (client/landing.ts)', 'scrollMarginTop', 'site'],
    ["the releases' custom element (client/changelogReleases.ts)", 'The older releases could not be loaded', 'changelog'],
    ["the older releases' arrival (client/olderReleases.ts)", '</article>', 'older-releases'],
    ['the theme switch before the framework (frameworkOnReach/client/themeToggle.ts)', 'startsWith("toggleButtonDisabled")', 'site'],
    ['the framework loader (frameworkOnReach/client/frameworkLoader.ts)', '.theme-doc-toc-mobile,', 'site'],
  ];
  it.each(behaviours)('%s is in one built script', (_name, marker, script) => {
    expect(holding(marker)).toEqual([script]);
  });
});

describe('no run-once flags', () => {
  // Code that marks <html> or window to say it has run is what the one runtime replaces.
  const sources = readdirSync(path.join(__dirname, '../../src'), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  it('no source sets a data attribute on <html> or a global on window', () => {
    expect(sources.length).toBeGreaterThan(0);
    const flagging = sources.filter((file) =>
      /documentElement\.dataset\.\w+\s*=[^=]|window\.__\w+\s*(\?\?)?=[^=]/.test(readFileSync(file, 'utf8')),
    );
    expect(flagging).toEqual([]);
  });
});
