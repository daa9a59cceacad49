import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The components only release files use (Change, Section…) are handed to
 * release bodies by ReleaseEntry, not registered for every MDX page: a docs
 * page cannot use them, and no page's browser bundle carries them.
 */
const RELEASE_ONLY = ['Change', 'Section', 'Collapsible', 'OperatorActions', 'TerminalFigure'];
const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');

describe('components only release files use', () => {
  it('are the ones handed to release bodies', () => {
    const listed =
      /export const releaseComponents = \{([^}]*)\}/.exec(read('components/releaseComponents.ts'))?.[1] ?? '';
    expect(
      listed
        .split(',')
        .map((name) => name.trim())
        .sort(),
    ).toEqual([...RELEASE_ONLY].sort());
    expect(read('components/ReleaseEntry.tsx')).toContain('<Body components={releaseBodyComponents} />');
    expect(read('components/releaseComponents.ts')).toContain(
      'releaseBodyComponents = {...releaseComponents, a: ReleaseLink}',
    );
  });

  it('are not registered for every MDX page', () => {
    const theme = read('../../theme/MDXComponents.tsx');
    for (const name of RELEASE_ONLY) expect(theme, name).not.toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('are used by no docs page', () => {
    const docs = path.join(__dirname, '../../../docs');
    const files = (readdirSync(docs, {recursive: true}) as string[]).filter((file) => file.endsWith('.mdx'));
    expect(files.length).toBeGreaterThan(0);
    const uses = files.flatMap((file) => {
      const text = readFileSync(path.join(docs, file), 'utf8');
      return RELEASE_ONLY.filter((name) => new RegExp(`<${name}[\\s/>]`).test(text)).map(
        (name) => `${file}: <${name}>`,
      );
    });
    expect(uses).toEqual([]);
  });
});
