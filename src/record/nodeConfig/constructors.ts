// Which constructor gives a config struct its values, and what it writes in each field. A parent section's
// constructor says how it builds the child (`Http::default()`, `Wireguard::new_with_defaults(..)`, an inline
// `Verloc { .. }` literal, a `let` bound earlier); otherwise the struct's own `Default` impl, `derive(Default)`,
// a `new_default`/`new` function, or any function of its crate that writes a full literal of it.
import {derives} from './attributes';
import {closingIndex, splitTopLevel, squash, statementEnd} from './lexer';
import type {FnItem, RustFile, StructItem} from './rustFile';
import type {SourceTree} from './sourceTree';

interface FieldInit {
  /** The expression written for the field, null for the shorthand `field,` (a `let` of the same name). */
  readonly expr: string | null;
  /** The line of the initialiser, null for a literal read from a parent's expression. */
  readonly line: number | null;
}

export interface Constructor {
  readonly fields: ReadonlyMap<string, FieldInit>;
  /** The struct-update base after `..`, e.g. `Default::default()`. */
  readonly rest: string | null;
  readonly file: RustFile | null;
  /** The text of the function that holds the literal, for `let` bindings it refers to. */
  readonly fnBody: string;
  /** `file:line (fn Type::name)`, `derive(Default)` or `inline literal`. */
  readonly kind: string;
}

const MAX_DELEGATION = 8;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The braces of every `Name { … }` or `Self { … }` literal in a function body. */
function literalsIn(body: string, name: string): {open: number; close: number}[] {
  const out: {open: number; close: number}[] = [];
  for (const m of body.matchAll(new RegExp(`(?<![\\w:])(?:${escapeRegExp(name)}|Self)\\s*\\{`, 'g'))) {
    if (/(?:struct|impl|for|enum)\s*$/.test(body.slice(Math.max(0, m.index - 12), m.index))) continue;
    const open = m.index + m[0].length - 1;
    out.push({open, close: closingIndex(body, open)});
  }
  return out;
}

/** The fields of a struct literal `{ a: x, b, ..base }` with each initialiser's offset from the `{`. */
function readLiteral(text: string): {fields: Map<string, {expr: string | null; offset: number}>; rest: string | null} {
  const fields = new Map<string, {expr: string | null; offset: number}>();
  let rest: string | null = null;
  let offset = 1;
  for (const piece of splitTopLevel(text.slice(1, -1))) {
    const trimmed = piece.trim();
    const lead = piece.length - piece.trimStart().length;
    if (trimmed.startsWith('..')) rest = trimmed.slice(2).trim();
    else if (trimmed !== '') {
      const field = /^(\w+)\s*:\s*(.*)$/s.exec(trimmed);
      if (field) fields.set(field[1] ?? '', {expr: squash(field[2] ?? ''), offset: offset + lead});
      else if (/^\w+$/.test(trimmed)) fields.set(trimmed, {expr: null, offset: offset + lead});
    }
    offset += piece.length + 1;
  }
  return {fields, rest};
}

/** The expression bound by `let name = …;` in a function body, whitespace folded. */
function letBinding(body: string, name: string): string | undefined {
  const m = new RegExp(`let\\s+(?:mut\\s+)?${escapeRegExp(name)}\\s*(?::[^=]+)?=\\s*`).exec(body);
  if (!m) return undefined;
  const start = m.index + m[0].length;
  return squash(body.slice(start, statementEnd(body, start)));
}

function implFn(tree: SourceTree, item: StructItem, name: string, except?: FnItem): FnItem[] {
  return tree.implItems(item).fns.filter((fn) => fn.name === name && fn !== except);
}

/** The constructor a function amounts to: its last literal of the struct, or the function it delegates to. */
function constructorOfFn(tree: SourceTree, item: StructItem, fn: FnItem, depth = 0): Constructor | null {
  if (depth > MAX_DELEGATION) return null;
  const body = fn.file.bodyOf(fn);
  const literals = literalsIn(body, item.name);
  if (literals.length === 0) {
    const call = new RegExp(`(?:Self|${escapeRegExp(item.name)})::(\\w+)\\s*\\(`, 'g');
    for (const m of body.matchAll(call)) {
      const target = implFn(tree, item, m[1] ?? '', fn)[0];
      if (target) return constructorOfFn(tree, item, target, depth + 1);
    }
    return null;
  }
  // A constructor that reads the environment and otherwise returns the mainnet/default one: take the latter.
  for (const m of body.matchAll(/return\s+(?:Ok\()?\s*Self::(\w*(?:mainnet|default)\w*)\s*\(/g)) {
    for (const target of implFn(tree, item, m[1] ?? '', fn)) {
      const found = constructorOfFn(tree, item, target, depth + 1);
      if (found) return found;
    }
  }
  const last = literals[literals.length - 1] ?? {open: 0, close: 0};
  const {fields, rest} = readLiteral(body.slice(last.open, last.close + 1));
  const base = fn.bodyStart + last.open;
  const inits = new Map<string, FieldInit>();
  for (const [name, {expr, offset}] of fields) inits.set(name, {expr, line: fn.file.lineOf(base + offset)});
  return {
    fields: inits,
    rest,
    file: fn.file,
    fnBody: body,
    kind: `${fn.file.path}:${fn.line} (fn ${fn.owner?.target ?? ''}::${fn.name})`,
  };
}

/** The constructor used when nothing more specific is known (see the module comment for the order tried). */
export function defaultConstructor(tree: SourceTree, item: StructItem): Constructor | null {
  const {fns} = tree.implItems(item);
  for (const fn of fns) {
    if (fn.owner?.trait === 'Default' && fn.name === 'default') {
      const found = constructorOfFn(tree, item, fn);
      if (found) return found;
    }
  }
  if (derives(item.attrs).includes('Default')) {
    return {fields: new Map(), rest: null, file: item.file, fnBody: '', kind: 'derive(Default)'};
  }
  for (const name of ['new_default', 'default', 'new', 'new_mainnet']) {
    for (const fn of fns) {
      if (fn.name !== name || fn.owner?.trait !== null) continue;
      const found = constructorOfFn(tree, item, fn);
      if (found) return found;
    }
  }
  const literal = new RegExp(`(?<![\\w:])${escapeRegExp(item.name)}\\s*\\{`);
  for (const path of [item.file.path, ...tree.crateFiles(tree.crateOf(item.file.path))]) {
    const file = tree.file(path);
    if (!file) continue;
    for (const list of file.fns.values()) {
      for (const fn of list) {
        const body = file.bodyOf(fn);
        if (!literal.test(body) || body.includes(`struct ${item.name}`)) continue;
        if (fn.owner?.trait === 'From' || fn.owner?.trait === 'TryFrom') continue;
        const found = constructorOfFn(tree, item, fn);
        if (found && found.fields.size >= Math.max(1, Math.floor(item.fields.length / 2))) return found;
      }
    }
  }
  return null;
}

/** The constructor a parent's expression for the field (`Http::default()`, `Foo { .. }`, a `let` name) uses. */
export function constructorOfExpr(
  tree: SourceTree,
  item: StructItem,
  expr: string | null,
  context: {file: RustFile | null; fnBody: string} | null,
): Constructor | null {
  if (expr === null) return defaultConstructor(tree, item);
  let e = expr.trim();
  const closure = /\|\|\s*(.*?)\)?\s*$/.exec(e);
  if (e.includes('unwrap_or_else') && closure) e = closure[1] ?? '';
  if (e.includes('unwrap_or_default') || /^(?:Default::default|\w+::default)\(\)$/.test(e)) {
    return defaultConstructor(tree, item);
  }
  e = e.replace(/\?+$/, '').trim();
  const call = /^(?:Ok\()?\s*(?:[\w:]+::)?(\w+)::(\w+)\s*\(/.exec(e);
  if (call) {
    for (const fn of implFn(tree, item, call[2] ?? '')) {
      const found = constructorOfFn(tree, item, fn);
      if (found) return found;
    }
    return defaultConstructor(tree, item);
  }
  if (/^(?:[\w:]+::)?(\w+)\s*\{/.test(e)) {
    const open = e.indexOf('{');
    const {fields, rest} = readLiteral(e.slice(open, closingIndex(e, open) + 1));
    const inits = new Map<string, FieldInit>();
    for (const [name, {expr: init}] of fields) inits.set(name, {expr: init, line: null});
    return {fields: inits, rest, file: context?.file ?? null, fnBody: context?.fnBody ?? '', kind: 'inline literal'};
  }
  if (/^\w+$/.test(e) && context?.fnBody) {
    const bound = letBinding(context.fnBody, e);
    if (bound !== undefined) return constructorOfExpr(tree, item, bound, context);
  }
  return defaultConstructor(tree, item);
}

/** The value a shorthand field takes from its `let`; of an `if env { … } else { … }` the else branch. */
export function shorthandValue(constructor: Constructor, name: string): string | null {
  const bound = letBinding(constructor.fnBody, name);
  if (bound === undefined) return null;
  const otherwise = /else\s*\{\s*(.*)\}\s*$/.exec(bound);
  return bound.startsWith('if ') && otherwise ? (otherwise[1] ?? '').trim() : bound;
}
