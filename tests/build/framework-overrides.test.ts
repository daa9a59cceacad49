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
