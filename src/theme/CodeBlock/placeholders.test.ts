import {describe, expect, it} from 'vitest';
import {isValidElement} from 'react';
import {markPlaceholders} from './placeholders';

const marked = (code: string, lang?: string) =>
  markPlaceholders(code, lang)
    .filter(isValidElement)
    .map((part) => (part.props as {children: string}).children);

describe('placeholders in code blocks', () => {
  it('are marked in shell commands and config files', () => {
    expect(marked('./nym-node run --id <ID>', 'sh')).toEqual(['<ID>']);
    expect(marked('version = "<VERSION>"', 'toml')).toEqual(['<VERSION>']);
  });

  it('are not looked for where angle brackets are code: markup, generics', () => {
    expect(marked('const address = new Promise<string>(() => {});', 'ts')).toEqual([]);
    expect(marked('let bytes: Vec<u8> = Vec::new();', 'rust')).toEqual([]);
    expect(marked('<div>', 'html')).toEqual([]);
  });
});
