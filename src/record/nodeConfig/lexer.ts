// Lexical helpers over Rust source text: enough of the language to find items, bracketed spans and attribute
// lists without compiling anything. Every function keeps offsets intact, so a position found in the blanked text
// is the same position (and line) in the original file.

const CHAR_LITERAL = /'(?:\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'/y;
const RAW_STRING_START = /r(#*)"/y;
const CLOSER: Readonly<Record<string, string>> = {'(': ')', '[': ']', '{': '}'};

function isIdentChar(c: string | undefined): boolean {
  return c !== undefined && /\w/.test(c);
}

/** The offset just past a `"…"` literal that opens at `start`. */
function endOfString(s: string, start: number): number {
  let i = start + 1;
  while (i < s.length && s[i] !== '"') i += s[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The offset just past a raw string `r#"…"#` opening at `start`, or -1 when none opens there. */
function endOfRawString(s: string, start: number): number {
  if (isIdentChar(s[start - 1])) return -1;
  RAW_STRING_START.lastIndex = start;
  const open = RAW_STRING_START.exec(s);
  if (!open) return -1;
  const hashes = open[1] ?? '';
  const close = s.indexOf(`"${hashes}`, start + open[0].length);
  return close < 0 ? s.length : close + 1 + hashes.length;
}

/** The offset just past a char literal opening at `start`, or -1 when the quote starts a lifetime. */
function endOfChar(s: string, start: number): number {
  CHAR_LITERAL.lastIndex = start;
  return CHAR_LITERAL.exec(s) ? CHAR_LITERAL.lastIndex : -1;
}

/** The offset past the literal (string, raw string, char) that opens at `i`, or -1 when none does. */
function endOfLiteral(s: string, i: number): number {
  const c = s[i];
  if (c === '"') return endOfString(s, i);
  if (c === 'r') return endOfRawString(s, i);
  if (c === "'") return endOfChar(s, i);
  return -1;
}

/** The source with every comment replaced by spaces (newlines kept); string and char literals untouched. */
export function blankComments(src: string): string {
  const out = src.split('');
  let i = 0;
  while (i < src.length) {
    if (src.startsWith('//', i)) {
      const end = src.indexOf('\n', i);
      const stop = end < 0 ? src.length : end;
      for (let k = i; k < stop; k++) out[k] = ' ';
      i = stop;
      continue;
    }
    if (src.startsWith('/*', i)) {
      let depth = 0;
      let j = i;
      while (j < src.length) {
        if (src.startsWith('/*', j)) {
          depth++;
          j += 2;
        } else if (src.startsWith('*/', j)) {
          depth--;
          j += 2;
          if (depth === 0) break;
        } else j++;
      }
      for (let k = i; k < j; k++) if (out[k] !== '\n') out[k] = ' ';
      i = j;
      continue;
    }
    const end = endOfLiteral(src, i);
    i = end > i ? end : i + 1;
  }
  return out.join('');
}

/** The offset of the bracket closing the one at `open` (`(`, `[` or `{`); literals are skipped. */
export function closingIndex(s: string, open: number): number {
  const stack: string[] = [];
  let i = open;
  while (i < s.length) {
    const c = s[i] ?? '';
    const closer = CLOSER[c];
    if (closer) stack.push(closer);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack[stack.length - 1] === c) {
        stack.pop();
        if (stack.length === 0) return i;
      }
    } else {
      const end = endOfLiteral(s, i);
      if (end > i) {
        i = end;
        continue;
      }
    }
    i++;
  }
  return s.length - 1;
}

/**
 * The pieces of `s` between top-level separators: a separator inside brackets, a literal or a generic argument
 * list (`HashMap<K, V>`) does not split. A trailing empty piece is dropped.
 */
export function splitTopLevel(s: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let angle = 0;
  let start = 0;
  let i = 0;
  while (i < s.length) {
    const c = s[i] ?? '';
    if (c === '"' || c === "'") {
      const end = endOfLiteral(s, i);
      if (end > i) {
        i = end;
        continue;
      }
    }
    const before = s[i - 1] ?? '';
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === '<' && depth === 0 && i > 0 && /[\w:]/.test(before)) angle++;
    else if (c === '>' && depth === 0 && angle > 0 && before !== '-' && before !== '=') angle--;
    if (c === sep && depth === 0 && angle === 0) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
    i++;
  }
  if (s.slice(start).trim() !== '') parts.push(s.slice(start));
  return parts;
}

/** Leading `#[…]` attributes of a piece (their inner text, trimmed), the text after them and its offset. */
export function leadingAttributes(piece: string): {attrs: string[]; rest: string; restOffset: number} {
  const attrs: string[] = [];
  const opener = /\s*#\s*\[/y;
  let i = 0;
  for (;;) {
    opener.lastIndex = i;
    const m = opener.exec(piece);
    if (!m) break;
    const open = piece.indexOf('[', m.index);
    const close = closingIndex(piece, open);
    attrs.push(piece.slice(open + 1, close).trim());
    i = close + 1;
  }
  return {attrs, rest: piece.slice(i), restOffset: i};
}

/** Runs of whitespace folded to one space, ends trimmed. */
export function squash(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** The offset of the `;` ending a statement that starts at `start` (brackets and strings skipped), or the end. */
export function statementEnd(s: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < s.length) {
    const c = s[i] ?? '';
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === '"') {
      i = endOfString(s, i);
      continue;
    } else if (c === ';' && depth === 0) return i;
    i++;
  }
  return s.length;
}
