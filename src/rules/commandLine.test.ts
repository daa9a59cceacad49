import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {splitCommandLine} from './commandLine';

const split = (line: string) => {
  const result = splitCommandLine(line);
  if (!result.ok) throw new Error(result.errors[0].message);
  return result.value;
};

describe('splitting a pasted command line', () => {
  it('separates words on any run of spaces, tabs or newlines', () => {
    expect(split('  nym-node   run\t--local\n--mode mixnode ')).toEqual([
      'nym-node',
      'run',
      '--local',
      '--mode',
      'mixnode',
    ]);
    expect(split('')).toEqual([]);
    expect(split('   ')).toEqual([]);
  });

  it('keeps quoted text together, with either kind of quote', () => {
    expect(split(`nym-node run --modes "entry-gateway,exit-gateway" --id 'my node'`)).toEqual([
      'nym-node',
      'run',
      '--modes',
      'entry-gateway,exit-gateway',
      '--id',
      'my node',
    ]);
  });

  it('drops quotes that sit inside a word, as the shell does', () => {
    expect(split(`--modes="entry-gateway,exit-gateway"`)).toEqual(['--modes=entry-gateway,exit-gateway']);
    expect(split(`--id='a b'c`)).toEqual(['--id=a bc']);
  });

  it('keeps an empty quoted argument', () => {
    expect(split(`--id "" --x ''`)).toEqual(['--id', '', '--x', '']);
  });

  it('reads escapes: \\" and \\\\ inside double quotes, nothing inside single quotes, any character outside', () => {
    expect(split(`"say \\"hi\\" \\\\ now"`)).toEqual(['say "hi" \\ now']);
    expect(split(`'keep \\n as is'`)).toEqual(['keep \\n as is']);
    expect(split(`a\\ b`)).toEqual(['a b']);
  });

  it('joins lines ended by a backslash, with Unix or Windows line ends', () => {
    expect(split('nym-node run \\\n  --mode mixnode')).toEqual(['nym-node', 'run', '--mode', 'mixnode']);
    expect(split('nym-node run \\\r\n  --local')).toEqual(['nym-node', 'run', '--local']);
    expect(split('nym-node run \\')).toEqual(['nym-node', 'run']);
  });

  it('takes a lone carriage return as a line end too', () => {
    expect(split('nym-node run \\\r  --local')).toEqual(['nym-node', 'run', '--local']);
    expect(split(`'a\rb'`)).toEqual(['a\nb']);
  });

  it('keeps backslashes inside single quotes, even before a quote or a backslash', () => {
    expect(split(`'a\\b \\"c'`)).toEqual(['a\\b \\"c']);
  });

  it('makes a word of an escaped character on its own', () => {
    expect(split('--id \\  --local')).toEqual(['--id', ' ', '--local']);
    expect(split('a \\$')).toEqual(['a', '$']);
  });

  it('reports a quote that is never closed, saying where it opened', () => {
    expect(splitCommandLine(`nym-node "run`)).toEqual({
      ok: false,
      errors: [
        {
          path: 'command line',
          message: 'the double quote opened at character 10 is never closed: close it or remove it',
        },
      ],
      warnings: [],
    });
    const single = splitCommandLine(`'`);
    expect(single.ok).toBe(false);
    if (!single.ok)
      expect(single.errors[0].message).toBe(
        'the single quote opened at character 1 is never closed: close it or remove it',
      );
    // An escaped quote does not close a double-quoted part.
    expect(splitCommandLine(`"abc\\"`).ok).toBe(false);
  });

  it('refuses what is not text', () => {
    expect(() => splitCommandLine(3 as unknown as string)).toThrow(
      new TypeError('a command line must be text, got number'),
    );
  });

  it('gives back words made of plain characters unchanged', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9=,._-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, {maxLength: 8}), (words) => {
        expect(split(words.join(' '))).toEqual(words);
      }),
    );
  });

  it('gives back any word once it is put in single quotes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((text) => !text.includes("'")),
          {maxLength: 6},
        ),
        (words) => {
          const line = words.map((text) => `'${text}'`).join(' ');
          expect(split(line)).toEqual(words.map((text) => text.replace(/\r\n?/g, '\n')));
        },
      ),
    );
  });
});
