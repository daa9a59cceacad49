// One Rust source file read into the items the extraction needs: structs with their fields, enums with their
// variants, impl blocks, functions, constants and `use` declarations. Positions are offsets into the file's text
// with comments blanked (`code`), which keeps every offset and line of the original.
import {blankComments, closingIndex, leadingAttributes, splitTopLevel, squash, statementEnd} from './lexer';

export interface Field {
  readonly name: string;
  /** The field's type, whitespace folded. */
  readonly type: string;
  readonly attrs: readonly string[];
  readonly line: number;
}

export interface StructItem {
  readonly kind: 'struct';
  readonly name: string;
  readonly attrs: readonly string[];
  readonly fields: readonly Field[];
  readonly line: number;
  readonly file: RustFile;
}

interface Variant {
  readonly name: string;
  readonly attrs: readonly string[];
  /** The tuple payload's text (`Args` in `Run(Args)`), '' when the variant has none. */
  readonly payload: string;
  readonly line: number;
}

export interface EnumItem {
  readonly kind: 'enum';
  readonly name: string;
  readonly attrs: readonly string[];
  readonly variants: readonly Variant[];
  readonly line: number;
  readonly file: RustFile;
}

export type TypeItem = StructItem | EnumItem;

export interface ImplBlock {
  /** The trait's last path segment for `impl Trait for X`, null for an inherent impl. */
  readonly trait: string | null;
  /** The implementing type's last path segment, generics dropped. */
  readonly target: string;
  readonly start: number;
  readonly end: number;
}

export interface FnItem {
  readonly name: string;
  /** Offsets of the body's braces. */
  readonly bodyStart: number;
  readonly bodyEnd: number;
  readonly line: number;
  readonly file: RustFile;
  readonly owner: ImplBlock | null;
}

export interface ConstItem {
  readonly name: string;
  readonly type: string;
  /** The initialiser, whitespace folded. */
  readonly expr: string;
  readonly line: number;
  readonly file: RustFile;
  /** The type whose impl block holds the const, null for a free const. */
  readonly owner: string | null;
}

const STRUCT_HEAD = /\bstruct\s+(\w+)\s*(?:<[^>{;]*>)?\s*(?:where[^{;]*)?\{/g;
const ENUM_HEAD = /\benum\s+(\w+)\s*(?:<[^>{;]*>)?\s*\{/g;
const IMPL_HEAD =
  /\bimpl\b\s*(?:<[^{]*?>)?\s*([\w:]+(?:<[^{]*?>)?)\s*(?:for\s+([\w:]+)(?:<[^{]*?>)?)?\s*(?:where[^{]*)?\{/g;
const FN_HEAD = /\bfn\s+(\w+)\s*(?:<[^(]*?>)?\s*\(/g;
const CONST_HEAD = /\bconst\s+(\w+)\s*:\s*([^=;]+?)\s*=/g;
const USE_DECL = /\b(?:pub(?:\([^)]*\))?\s+)?use\s+([^;]+);/g;
const VISIBILITY_BEFORE = /(?:pub(?:\([^)]*\))?\s+)$/;

function lastSegment(path: string): string {
  return path.replace(/<.*/s, '').split('::').pop() ?? path;
}

export class RustFile {
  readonly code: string;
  readonly structs = new Map<string, StructItem>();
  readonly enums = new Map<string, EnumItem>();
  readonly impls: ImplBlock[] = [];
  readonly fns = new Map<string, FnItem[]>();
  readonly consts = new Map<string, ConstItem[]>();
  /** `use` names: the name in scope → the path it stands for. */
  readonly uses = new Map<string, string>();
  /** Paths imported with `::*`. */
  readonly globs: string[] = [];
  private readonly lineStarts: number[] = [0];

  constructor(
    readonly path: string,
    text: string,
  ) {
    this.code = blankComments(text);
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
    this.readStructs();
    this.readEnums();
    this.readImpls();
    this.readFns();
    this.readConsts();
    this.readUses();
  }

  /** The 1-based line of an offset. */
  lineOf(offset: number): number {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** A function's body text, braces included. */
  bodyOf(fn: FnItem): string {
    return this.code.slice(fn.bodyStart, fn.bodyEnd + 1);
  }

  /** The `#[…]` attributes written before an item starting at `offset` (its visibility skipped). */
  private attrsBefore(offset: number): string[] {
    const before = this.code.slice(Math.max(0, offset - 20), offset);
    let j = offset - (VISIBILITY_BEFORE.exec(before)?.[0].length ?? 0);
    const attrs: string[] = [];
    for (;;) {
      let k = j - 1;
      while (k >= 0 && /\s/.test(this.code[k] ?? '')) k--;
      if (k < 0 || this.code[k] !== ']') break;
      let depth = 0;
      let m = k;
      for (; m >= 0; m--) {
        const c = this.code[m];
        if (c === ']') depth++;
        else if (c === '[' && --depth === 0) break;
      }
      if (m <= 0 || this.code[m - 1] !== '#') break;
      attrs.unshift(this.code.slice(m + 1, k).trim());
      j = m - 1;
    }
    return attrs;
  }

  private readStructs(): void {
    for (const m of this.code.matchAll(STRUCT_HEAD)) {
      const name = m[1] ?? '';
      const open = m.index + m[0].length - 1;
      const close = closingIndex(this.code, open);
      const fields: Field[] = [];
      let offset = open + 1;
      for (const piece of splitTopLevel(this.code.slice(open + 1, close))) {
        const {attrs, rest, restOffset} = leadingAttributes(piece);
        const field = /^\s*(?:pub(?:\s*\([^)]*\))?\s+)?(\w+)\s*:\s*(.+)$/s.exec(rest);
        if (field) {
          const at = offset + restOffset + field[0].indexOf(field[1] ?? '');
          fields.push({name: field[1] ?? '', type: squash(field[2] ?? ''), attrs, line: this.lineOf(at)});
        }
        offset += piece.length + 1;
      }
      if (!this.structs.has(name)) {
        const attrs = this.attrsBefore(m.index);
        this.structs.set(name, {kind: 'struct', name, attrs, fields, line: this.lineOf(m.index), file: this});
      }
    }
  }

  private readEnums(): void {
    for (const m of this.code.matchAll(ENUM_HEAD)) {
      const name = m[1] ?? '';
      const open = m.index + m[0].length - 1;
      const close = closingIndex(this.code, open);
      const variants: Variant[] = [];
      let offset = open + 1;
      for (const piece of splitTopLevel(this.code.slice(open + 1, close))) {
        const {attrs, rest, restOffset} = leadingAttributes(piece);
        const variant = /^\s*(\w+)\s*(?:\((.*)\)|\{(.*)\})?\s*(?:=.*)?$/s.exec(rest);
        if (variant) {
          const at = offset + restOffset + variant[0].indexOf(variant[1] ?? '');
          variants.push({name: variant[1] ?? '', attrs, payload: squash(variant[2] ?? ''), line: this.lineOf(at)});
        }
        offset += piece.length + 1;
      }
      if (!this.enums.has(name)) {
        const attrs = this.attrsBefore(m.index);
        this.enums.set(name, {kind: 'enum', name, attrs, variants, line: this.lineOf(m.index), file: this});
      }
    }
  }

  private readImpls(): void {
    for (const m of this.code.matchAll(IMPL_HEAD)) {
      const open = m.index + m[0].length - 1;
      const first = m[1] ?? '';
      const forType = m[2];
      this.impls.push({
        trait: forType ? lastSegment(first) : null,
        target: lastSegment(forType ?? first),
        start: open,
        end: closingIndex(this.code, open),
      });
    }
  }

  /** The innermost-listed impl block whose braces hold the offset (the last one that does, as they are read). */
  private ownerAt(offset: number): ImplBlock | null {
    let owner: ImplBlock | null = null;
    for (const impl of this.impls) if (impl.start < offset && offset < impl.end) owner = impl;
    return owner;
  }

  private readFns(): void {
    for (const m of this.code.matchAll(FN_HEAD)) {
      const paramsOpen = m.index + m[0].length - 1;
      let k = closingIndex(this.code, paramsOpen) + 1;
      while (k < this.code.length && this.code[k] !== '{' && this.code[k] !== ';') k++;
      if (k >= this.code.length || this.code[k] === ';') continue;
      const name = m[1] ?? '';
      const fn: FnItem = {
        name,
        bodyStart: k,
        bodyEnd: closingIndex(this.code, k),
        line: this.lineOf(m.index),
        file: this,
        owner: this.ownerAt(m.index),
      };
      const list = this.fns.get(name) ?? [];
      list.push(fn);
      this.fns.set(name, list);
    }
  }

  private readConsts(): void {
    for (const m of this.code.matchAll(CONST_HEAD)) {
      const start = m.index + m[0].length;
      const name = m[1] ?? '';
      const constant: ConstItem = {
        name,
        type: squash(m[2] ?? ''),
        expr: squash(this.code.slice(start, statementEnd(this.code, start))),
        line: this.lineOf(m.index),
        file: this,
        owner: this.ownerAt(m.index)?.target ?? null,
      };
      const list = this.consts.get(name) ?? [];
      list.push(constant);
      this.consts.set(name, list);
    }
  }

  private readUses(): void {
    for (const m of this.code.matchAll(USE_DECL)) {
      const tree = squash(m[1] ?? '')
        .replace(/\s+as\s+/g, '\0')
        .replace(/ /g, '')
        .replace(/\0/g, ' as ');
      this.readUseTree(tree, '');
    }
  }

  private readUseTree(tree: string, prefix: string): void {
    const body = tree.startsWith('::') ? tree.slice(2) : tree;
    const brace = body.indexOf('{');
    if (brace >= 0) {
      const base = prefix + body.slice(0, brace);
      for (const part of splitTopLevel(body.slice(brace + 1, body.lastIndexOf('}')))) {
        this.readUseTree(part.trim(), base);
      }
      return;
    }
    const full = prefix + body;
    if (full.endsWith('::*')) {
      this.globs.push(full.slice(0, -3));
      return;
    }
    let [path = '', alias = ''] = full.includes(' as ') ? full.split(' as ') : [full, full.split('::').pop()];
    if (path.endsWith('::self')) {
      path = path.slice(0, -6);
      if (alias === 'self') alias = path.split('::').pop() ?? path;
    }
    this.uses.set(alias.trim(), path.trim());
  }

  /** The free (not in an impl block) function or const of that name, the first one in the file. */
  freeFn(name: string): FnItem | undefined {
    return this.fns.get(name)?.find((fn) => fn.owner === null);
  }

  freeConst(name: string): ConstItem | undefined {
    return this.consts.get(name)?.find((constant) => constant.owner === null);
  }

  typeItem(name: string): TypeItem | undefined {
    return this.structs.get(name) ?? this.enums.get(name);
  }
}
