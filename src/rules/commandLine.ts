import {fail, ok, type Result} from './result';

/**
 * Splits a pasted command line into arguments the way a POSIX shell would for
 * simple input: spaces separate words; 'single' quotes keep everything
 * literally; "double" quotes keep spaces and let \" and \\ through; a
 * backslash outside quotes keeps the next character, and a backslash at the
 * end of a line joins it to the next one. Quotes may sit inside a word, as
 * in --modes="entry-gateway,exit-gateway".
 */
export function splitCommandLine(line: string): Result<string[]> {
  if (typeof line !== 'string') throw new TypeError(`a command line must be text, got ${typeof line}`);
  const text = line.replace(/\r\n?/g, '\n');
  const args: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === "'" || char === '"') {
      const close = findClosingQuote(text, i);
      if (close < 0) {
        return fail([
          {
            path: 'command line',
            message: `the ${char === "'" ? 'single' : 'double'} quote opened at character ${i + 1} is never closed: close it or remove it`,
          },
        ]);
      }
      const inside = text.slice(i + 1, close);
      word += char === '"' ? inside.replace(/\\(["\\])/g, '$1') : inside;
      inWord = true;
      i = close + 1;
    } else if (char === '\\') {
      const next = text[i + 1];
      if (next !== undefined && next !== '\n') {
        word += next;
        inWord = true;
      }
      i += 2;
    } else if (/\s/.test(char)) {
      if (inWord) args.push(word);
      word = '';
      inWord = false;
      i += 1;
    } else {
      word += char;
      inWord = true;
      i += 1;
    }
  }
  if (inWord) args.push(word);
  return ok(args);
}

/** Where the quote opened at `start` closes, or -1; inside double quotes a backslash escapes the next character. */
function findClosingQuote(line: string, start: number): number {
  const quote = line[start];
  for (let i = start + 1; i < line.length; i += 1) {
    if (quote === '"' && line[i] === '\\') i += 1;
    else if (line[i] === quote) return i;
  }
  return -1;
}
