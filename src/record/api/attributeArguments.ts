// The arguments of a macro attribute such as `#[utoipa::path(...)]`, read from its text: a list split on the commas
// at its top level (brackets, angle brackets and strings kept whole), each `key = value`, `name(inner)` or a bare
// value. Type expressions (`PaginatedResponse<T> = "application/json"`) are not Rust expressions, so the syntax tree
// of the attribute cannot read them.

export interface AttributeArgument {
  /** `key` of `key = value`, or `name` of `name(inner)`. */
  key?: string;
  /** The value after `=`, unquoted when it is a string; the inner text of `name(inner)`; or the bare text. */
  value: string;
  /** Whether the argument is `name(inner)`. */
  call: boolean;
  /** Whether the value was a string literal. */
  quoted: boolean;
}

/** Splits text on its top-level commas. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '\\') index += 1;
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(' || char === '[' || char === '{' || char === '<') depth += 1;
    else if (char === ')' || char === ']' || char === '}' || (char === '>' && text[index - 1] !== '=')) depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

function unquote(text: string): {value: string; quoted: boolean} {
  const match = /^r?#*"([\s\S]*)"#*$/.exec(text.trim());
  return match ? {value: (match[1] ?? '').replace(/\\"/g, '"'), quoted: true} : {value: text.trim(), quoted: false};
}

/** The position of the top-level `=` of `key = value` (not `==`, `=>`, `<=`, `>=`). */
function assignmentAt(text: string): number {
  let depth = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '\\') index += 1;
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if ('([{<'.includes(char ?? '')) depth += 1;
    else if (')]}'.includes(char ?? '') || (char === '>' && text[index - 1] !== '=')) depth -= 1;
    else if (char === '=' && depth === 0 && text[index + 1] !== '=' && text[index + 1] !== '>') return index;
  }
  return -1;
}

/** One argument's parts. */
function readArgument(text: string): AttributeArgument {
  const call = /^([A-Za-z_][\w:]*)\s*\(([\s\S]*)\)$/.exec(text.trim());
  if (call) return {key: call[1], value: call[2] ?? '', call: true, quoted: false};
  const at = assignmentAt(text);
  if (at > 0) {
    const {value, quoted} = unquote(text.slice(at + 1));
    return {key: text.slice(0, at).trim(), value, call: false, quoted};
  }
  return {value: unquote(text).value, call: false, quoted: unquote(text).quoted};
}

/** The arguments of an attribute's parenthesised text. */
export function attributeArguments(inner: string): AttributeArgument[] {
  return splitTopLevel(inner).map(readArgument);
}

/** Text whose outer parentheses are removed: `(a, b)` → `a, b`. */
export function withoutParentheses(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('(') && trimmed.endsWith(')') ? trimmed.slice(1, -1) : trimmed;
}
