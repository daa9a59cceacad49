import {afterEach, describe, expect, it, vi} from 'vitest';
import {parseNodeConfigToml} from './nodeConfig';

// The TOML parser always gives a line and a column today; these tests stand in
// a parser error that gives less, to pin down what the checker says then
// (vi.mock is hoisted above the imports).
const parserError = vi.hoisted(() => ({current: {} as {line?: number; column?: number; message: string}}));
vi.mock('smol-toml', () => ({
  parse: () => {
    throw Object.assign(new Error(parserError.current.message), parserError.current);
  },
}));

const firstError = (text: string) => {
  const result = parseNodeConfigToml(text);
  if (result.ok) throw new Error('expected a syntax error');
  return result.errors[0];
};

describe('a TOML syntax error without a full position', () => {
  afterEach(() => {
    parserError.current = {message: ''};
  });

  it('gives the line alone when the parser knows no column', () => {
    parserError.current = {line: 3, message: 'Invalid TOML document: unfinished array'};
    expect(firstError('x')).toEqual({
      path: 'line 3',
      message:
        'not valid TOML at line 3: unfinished array; fix the syntax there (an unclosed quote or bracket, or a missing comma, is the usual cause)',
    });
  });

  it('points at the whole file when the parser knows no line', () => {
    parserError.current = {message: 'Invalid TOML document: something went wrong\nmore detail'};
    expect(firstError('x')).toEqual({
      path: 'the file',
      message:
        'not valid TOML at the file: something went wrong; fix the syntax there (an unclosed quote or bracket, or a missing comma, is the usual cause)',
    });
  });
});
