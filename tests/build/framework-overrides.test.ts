import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR} from '../support/server';

/**
 * The lean-client plugin (src/plugins/lean-client.ts) swaps two framework modules by matching their
 * paths, where Docusaurus offers no option. These checks fail the day an upgrade moves a module and a
 * swap silently stops applying. (Route preloading is checked in the browser: tests/e2e/site.test.ts.)
 */
describe('framework modules the lean-client plugin replaces', () => {
  it('ships no Prism highlighter or grammar in any built script', () => {
    // A grammar of Prism's markup language, as prism-react-renderer bundles it: proof the marker would show.
    const marker = '(?!<!--)';
    const require = createRequire(import.meta.url);
    const prismEntry = require.resolve('prism-react-renderer');
    expect(readFileSync(prismEntry, 'utf8')).toContain(marker);
    const scripts = readdirSync(path.join(BUILD_DIR, 'assets/js')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const withPrism = scripts.filter((file) => readFileSync(path.join(BUILD_DIR, 'assets/js', file), 'utf8').includes(marker));
    expect(withPrism).toEqual([]);
  });
});

/**
 * The colour toggle's light and dark icons and the sidebar's arrow are the site's own (src/theme/Icon),
 * drawn in a few strokes instead of the theme's long outlines, which every page's HTML carries. This
 * fails the day the theme stops taking them from those components and its own drawings come back.
 */
describe('theme components the site draws itself', () => {
  const require = createRequire(import.meta.url);
  const themeIcon = (name: string) =>
    readFileSync(require.resolve(`@docusaurus/theme-classic/lib/theme/Icon/${name}/index.js`), 'utf8');
  // The start of each theme icon's path data: proof of what the marker would find.
  const theirs = {LightMode: 'M12,9c1.65', DarkMode: 'M9.37,5.51', Arrow: 'M9.992 10.023'};
  const page = readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8');
  // A page with a sidebar, where the collapse button draws the arrow.
  const withSidebar = readFileSync(path.join(BUILD_DIR, 'operators/introduction.html'), 'utf8');

  it.each(Object.entries(theirs))('the %s icon is the site’s, not the theme’s', (name, marker) => {
    expect(themeIcon(name)).toContain(marker);
    expect(page + withSidebar).not.toContain(marker);
  });

  it('the sidebar’s collapse button draws the site’s arrow', () => {
    expect(withSidebar).toMatch(/<svg\b[^>]*collapseSidebarButtonIcon[^>]*><path d="M2 3l7 7-7 7m8-14 7 7-7 7"/);
  });

  it('each of the toggle’s light and dark icons weighs under 400 bytes of HTML', () => {
    const icons = [...page.matchAll(/<svg\b[^>]*class="[^"]*(?:light|dark)ToggleIcon[^"]*"[^>]*>[\s\S]*?<\/svg>/g)];
    expect(icons).toHaveLength(2);
    for (const [markup] of icons) expect(markup.length).toBeLessThan(400);
  });
});
