import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

/**
 * A `@source` names a record page or code path with the tag or commit it was
 * read at (`path @ rev`), or a changelog entry (`changelog v2025.10-brie …`).
 */
const SOURCE = /^(?:changelog v\d{4}\.\d+\S*|\S+ @ \S+)/;

/** One problem per exported constant that has no usable `@source` tag, naming the constant. */
function constantsWithoutSource(text: string, fileName = 'constants.ts'): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText(file);
      const sources = ts
        .getJSDocTags(declaration)
        .filter((tag) => tag.tagName.text === 'source')
        .map((tag) => (ts.getTextOfJSDocComment(tag.comment) ?? '').trim());
      if (sources.length === 0) problems.push(`${name} has no @source tag`);
      for (const source of sources) {
        if (!SOURCE.test(source))
          problems.push(`${name} has a @source that names no tag, commit or changelog entry: "${source}"`);
      }
    }
  }
  return problems;
}

const constantsPath = fileURLToPath(new URL('./constants.ts', import.meta.url));

describe('every constant names its source in the record', () => {
  it('constants.ts: each exported constant has a @source tag', () => {
    expect(constantsWithoutSource(readFileSync(constantsPath, 'utf8'))).toEqual([]);
  });

  it('the check names a constant without a tag, and one whose tag names nothing', () => {
    const text = [
      '/** Has one. @source changelog v2024.9-topdeck (#4750) */',
      'export const A = 1;',
      '/** Has none. */',
      'export const B = 2;',
      'export const C = 3, D = 4;',
      '/** @source somewhere */',
      'export const E = 5;',
      '/** @source nym-node/src/config/mod.rs @ nym-binaries-v2026.9-venaco */',
      'export const F = {a: 1} as const;',
      'const notExported = 6;',
      'export type T = number;',
    ].join('\n');
    expect(constantsWithoutSource(text)).toEqual([
      'B has no @source tag',
      'C has no @source tag',
      'D has no @source tag',
      'E has a @source that names no tag, commit or changelog entry: "somewhere"',
    ]);
  });

  it('reads a tag on its own line after the description, as constants.ts writes it', () => {
    const text = [
      '/**',
      ' * Two lines of description.',
      ' * @source documentation/x.mdx @ daed9cd15b',
      ' */',
      'export const G = 1;',
    ];
    expect(constantsWithoutSource(text.join('\n'))).toEqual([]);
    expect(constantsWithoutSource(text.filter((line) => !line.includes('@source')).join('\n'))).toEqual([
      'G has no @source tag',
    ]);
  });
});
