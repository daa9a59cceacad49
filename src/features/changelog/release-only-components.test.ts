import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, expectTypeOf, it} from 'vitest';
import type {releaseComponents, releaseOnlyComponents} from './components/releaseComponents';
import type MDXComponents from '../../theme/MDXComponents';
import type {ReleaseBodyComponent} from './model/schema';

/**
 * Release bodies get the components the release schema names, from the changelog feature; the ones
 * only release files use (Change, Section…) are not registered for every MDX page, so a docs page
 * cannot use them and no page's bundle carries them. The first two checks are on types: `tsc`
 * (the type check step of `npm test`) fails when they stop holding.
 */
type ReleaseOnly = keyof typeof releaseOnlyComponents;

describe('components of release bodies', () => {
  it('are exactly the ones the release schema names, the imported calculator slot aside', () => {
    expectTypeOf<keyof typeof releaseComponents>().toEqualTypeOf<Exclude<ReleaseBodyComponent, 'CalculatorSlot'>>();
  });

  it('that only release files use are not registered for every MDX page', () => {
    expectTypeOf<Extract<keyof typeof MDXComponents, ReleaseOnly>>().toEqualTypeOf<never>();
  });

  it('that only release files use appear on no docs page', () => {
    const releaseOnly: ReleaseOnly[] = [
      'Section',
      'Change',
      'Collapsible',
      'OperatorActions',
      'Action',
      'TerminalFigure',
    ];
    expectTypeOf<(typeof releaseOnly)[number]>().toEqualTypeOf<ReleaseOnly>();
    const docs = path.join(__dirname, '../../../docs');
    const files = (readdirSync(docs, {recursive: true}) as string[]).filter((file) => file.endsWith('.mdx'));
    expect(files.length).toBeGreaterThan(0);
    const uses = files.flatMap((file) => {
      const text = readFileSync(path.join(docs, file), 'utf8');
      return releaseOnly.filter((name) => new RegExp(`<${name}[\\s/>]`).test(text)).map((name) => `${file}: <${name}>`);
    });
    expect(uses).toEqual([]);
  });
});
