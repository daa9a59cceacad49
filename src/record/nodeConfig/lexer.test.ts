// The lexical helpers keep offsets and never split inside brackets, generics or literals.
import {describe, expect, it} from 'vitest';
import {blankComments, closingIndex, leadingAttributes, splitTopLevel} from './lexer';

describe('blankComments', () => {
  it('blanks line and nested block comments but keeps strings, offsets and newlines', () => {
    const src = 'a // x\nb /* c /* d */ e */ f "// not a comment"';
    const out = blankComments(src);
    expect(out).toHaveLength(src.length);
    expect(out.split('\n')).toHaveLength(2);
    expect(out).not.toMatch(/[xcde] /);
    expect(out).toContain('"// not a comment"');
  });
});

describe('closingIndex', () => {
  it('skips brackets inside strings, raw strings and char literals', () => {
    const src = `{ "}" r#"}"# '}' { } }`;
    expect(closingIndex(src, 0)).toBe(src.length - 1);
  });
});

describe('splitTopLevel', () => {
  it('splits on commas outside brackets and generic argument lists', () => {
    expect(splitTopLevel('a: HashMap<K, V>, b: (u8, u8), c: "x,y"')).toEqual([
      'a: HashMap<K, V>',
      ' b: (u8, u8)',
      ' c: "x,y"',
    ]);
  });
});

describe('leadingAttributes', () => {
  it('takes the attributes off a field and says where the field starts', () => {
    const piece = '\n    #[serde(default)]\n    #[clap(long)]\n    pub id: String';
    const {attrs, rest, restOffset} = leadingAttributes(piece);
    expect(attrs).toEqual(['serde(default)', 'clap(long)']);
    expect(rest.trim()).toBe('pub id: String');
    expect(piece.slice(restOffset)).toBe(rest);
  });
});
