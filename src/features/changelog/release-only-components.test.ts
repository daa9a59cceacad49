import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The components only release bodies may use: the browser bundle replaces
 * them with an empty stand-in (the changelog keeps its prerendered HTML), so a
 * docs page that used one would lose it, and fail hydration, in the browser.
 */
const RELEASE_ONLY = ['Change', 'Section', 'Collapsible', 'OperatorActions', 'TerminalFigure'];

describe('components stubbed out of the browser bundle', () => {
  const pluginSource = readFileSync(path.join(__dirname, 'plugin.ts'), 'utf8');

  it('are the ones the release-notes plugin replaces', () => {
    expect(pluginSource).toContain(`(${RELEASE_ONLY.join('|')})$/`);
  });

  it('are used by no docs page', () => {
    const docs = path.join(__dirname, '../../../docs');
    const files = (readdirSync(docs, {recursive: true}) as string[]).filter((file) => file.endsWith('.mdx'));
    expect(files.length).toBeGreaterThan(0);
    const uses = files.flatMap((file) => {
      const text = readFileSync(path.join(docs, file), 'utf8');
      return RELEASE_ONLY.filter((name) => new RegExp(`<${name}[\\s/>]`).test(text)).map((name) => `${file}: <${name}>`);
    });
    expect(uses).toEqual([]);
  });
});
