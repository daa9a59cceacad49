// Reading Rust attributes: the items of `#[serde(…)]` and `#[clap(…)]`/`#[arg(…)]`, the traits a type derives,
// and the name rules serde (`rename_all`) and clap (kebab-case) apply.
import {splitTopLevel, squash} from './lexer';

/** The comma-separated items of every attribute named one of `names`: `serde(default, rename = "x")` → 2 items. */
function attributeItems(attrs: readonly string[], names: readonly string[]): string[] {
  const items: string[] = [];
  for (const attr of attrs) {
    const m = /^(\w+)\s*\((.*)\)\s*$/s.exec(attr);
    if (m && names.includes(m[1] ?? '')) items.push(...splitTopLevel(m[2] ?? '').map(squash));
  }
  return items;
}

export const serdeItems = (attrs: readonly string[]): string[] => attributeItems(attrs, ['serde']);
export const clapItems = (attrs: readonly string[]): string[] =>
  attributeItems(attrs, ['clap', 'arg', 'command', 'value']);

/** The values of `key = value` items, a quoted value unquoted: `rename = "x"` → `x`. */
export function valuesOf(items: readonly string[], key: string): string[] {
  const values: string[] = [];
  for (const item of items) {
    if (!item.startsWith(key)) continue;
    const m = /^\s*=\s*(.*)$/s.exec(item.slice(key.length));
    if (!m) continue;
    const value = (m[1] ?? '').trim();
    values.push(value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);
  }
  return values;
}

export function firstValue(items: readonly string[], key: string): string | null {
  return valuesOf(items, key)[0] ?? null;
}

export function hasItem(items: readonly string[], key: string): boolean {
  return items.includes(key);
}

/** `hide`, `hide = true`: a boolean switch given bare or as `= true`. */
export function isSet(items: readonly string[], key: string): boolean {
  return items.some((item) => item === key || new RegExp(`^${key}\\s*=\\s*true$`).test(item));
}

/** The traits named in the item's `#[derive(…)]`, last path segment only. */
export function derives(attrs: readonly string[]): string[] {
  const out: string[] = [];
  for (const attr of attrs) {
    const m = /^derive\s*\((.*)\)/s.exec(attr);
    if (m) out.push(...(m[1] ?? '').split(',').map((t) => t.trim().split('::').pop() ?? ''));
  }
  return out;
}

/** Python's str.title on one word: a letter after a non-letter is upper case, every other letter lower. */
function titled(word: string): string {
  let out = '';
  let previousLetter = false;
  for (const c of word) {
    const letter = c.toLowerCase() !== c.toUpperCase();
    out += letter ? (previousLetter ? c.toLowerCase() : c.toUpperCase()) : c;
    previousLetter = letter;
  }
  return out;
}

/** The name serde gives a field or variant under `rename_all = rule`; an unknown rule leaves it as it is. */
export function applyRenameAll(name: string, rule: string | null): string {
  if (!rule) return name;
  const words = name.includes('_') ? name.split('_') : (name.match(/[A-Z][a-z0-9]*|[a-z0-9]+/g) ?? []);
  const low = words.map((w) => w.toLowerCase());
  switch (rule) {
    case 'snake_case':
      return low.join('_');
    case 'kebab-case':
      return low.join('-');
    case 'lowercase':
      return low.join('');
    case 'UPPERCASE':
      return low.join('').toUpperCase();
    case 'camelCase':
      return (low[0] ?? '') + low.slice(1).map(titled).join('');
    case 'SCREAMING_SNAKE_CASE':
      return low.join('_').toUpperCase();
    case 'PascalCase':
      return low.map(titled).join('');
    default:
      return name;
  }
}

/** clap's default name for a variant or field: `UnsafeResetSphinxKeys` → `unsafe-reset-sphinx-keys`. */
export function kebab(name: string): string {
  return (name.match(/[A-Z]+(?=[A-Z][a-z]|$)|[A-Z]?[a-z0-9]+|[A-Z]+/g) ?? []).map((w) => w.toLowerCase()).join('-');
}

/**
 * The Rust types nym-node's config and command line read as one value: the config walk never descends into them,
 * and clap parses them itself (any other argument type may be a `ValueEnum`).
 */
export const SCALAR_TYPES: ReadonlySet<string> = new Set([
  'bool',
  'u8',
  'u16',
  'u32',
  'u64',
  'u128',
  'usize',
  'i8',
  'i16',
  'i32',
  'i64',
  'isize',
  'f32',
  'f64',
  'String',
  'PathBuf',
  'Url',
  'SocketAddr',
  'IpAddr',
  'Ipv4Addr',
  'Ipv6Addr',
  'Duration',
  'Country',
  'str',
]);
