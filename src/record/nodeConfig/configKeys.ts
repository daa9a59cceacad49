// The config.toml keys of nym-node at one tag: a walk from `struct Config` (nym-node/src/config/mod.rs) through
// the types of its fields, as serde reads them (rename, rename_all, alias, flatten, skip, default, with), each
// leaf key with its type and the default nym-node writes, worked out from the constructor the parent uses.
import {applyRenameAll, derives, firstValue, hasItem, serdeItems, valuesOf} from './attributes';
import {substituteConstants} from './constants';
import {constructorOfExpr, defaultConstructor, shorthandValue, type Constructor} from './constructors';
import {arithmetic, renderDefault, urlAsSerialised} from './render';
import type {EnumItem, Field, StructItem, TypeItem} from './rustFile';
import type {SourceTree} from './sourceTree';
import {SCALAR_TYPES} from './attributes';

const CONFIG_FILE = 'nym-node/src/config/mod.rs';
const TEMPLATE_FILE = 'nym-node/src/config/template.rs';

export interface ConfigKeyFacts {
  key: string;
  type: string;
  default: string | null;
  default_expr: string | null;
  default_source: string | null;
  serde: {rename: string | null; aliases: string[]; skip: boolean; default: boolean; with: string | null};
  /** Every dotted path serde also accepts for the key, through aliases of the key or of its parent sections. */
  alias_paths: string[];
  defined_at: string;
  struct: string;
  cfg?: string[];
}

const INTEGERS = new Set(['u8', 'u16', 'u32', 'u64', 'usize', 'i8', 'i16', 'i32', 'i64', 'isize']);
const MAX_NESTING = 12;

/** `Option<T>` → `['Option', 'T']`; a type without a wrapper → `[null, type]`. */
export function unwrapType(type: string): [string | null, string] {
  const m = /^(?:std::option::)?(Option|Vec|Box|Arc)\s*<(.*)>$/s.exec(type.trim());
  return m ? [m[1] ?? null, (m[2] ?? '').trim()] : [null, type.trim()];
}

export function baseName(type: string): string {
  return type.replace(/<.*/s, '').trim();
}

/** The value serde gives a missing field of the type under `Default::default()`, when the type alone says it. */
function typeDefault(type: string): string | null {
  const [wrapper, inner] = unwrapType(type);
  if (wrapper === 'Option') return 'None';
  if (wrapper === 'Vec') return '[]';
  const base = baseName(inner);
  if (base === 'bool') return 'false';
  if (INTEGERS.has(base)) return '0';
  if (base === 'f32' || base === 'f64') return '0.0';
  if (base === 'String') return '""';
  if (['HashMap', 'BTreeMap'].includes(base)) return '{}';
  if (['HashSet', 'BTreeSet'].includes(base)) return '[]';
  return null;
}

function isConfigStruct(item: TypeItem | undefined): item is StructItem {
  return (
    item?.kind === 'struct' &&
    (derives(item.attrs).includes('Deserialize') || item.attrs.some((a) => a.includes('Deserialize')))
  );
}

/** The name serde reads for a variant. */
function variantName(item: EnumItem, variant: string): string {
  const rule = firstValue(serdeItems(item.attrs), 'rename_all');
  const found = item.variants.find((v) => v.name === variant);
  if (!found) return variant;
  return firstValue(serdeItems(found.attrs), 'rename') ?? (rule ? applyRenameAll(found.name, rule) : found.name);
}

function defaultVariant(tree: SourceTree, item: EnumItem): string | null {
  const marked = item.variants.find((v) => v.attrs.includes('default'));
  if (marked) return marked.name;
  for (const fn of tree.implItems(item).fns) {
    if (fn.owner?.trait !== 'Default' || fn.name !== 'default') continue;
    const m = new RegExp(`(?:Self|${item.name})::(\\w+)`).exec(fn.file.bodyOf(fn));
    if (m) return m[1] ?? null;
  }
  return null;
}

function enumDefault(tree: SourceTree, item: EnumItem, expr: string): string | null {
  const e = expr.trim();
  if (e === 'None' || e.startsWith('self.')) return null;
  const named = new RegExp(`^(?:Some\\()?(?:[\\w:]*::)?${item.name}::(\\w+)\\)?$`).exec(e);
  if (named && named[1] !== 'default') return variantName(item, named[1] ?? '');
  if (e === 'Default::default()' || e === `${item.name}::default()`) {
    const variant = defaultVariant(tree, item);
    return variant ? variantName(item, variant) : e;
  }
  return e;
}

/** `maximum_time_between_redemption`: its default is a const fn over the ticketbook validity, worked out here. */
function redemptionWindow(
  tree: SourceTree,
  owner: StructItem,
  sources: string[],
): {expr: string; value: string} | null {
  const fn = tree.implItems(owner).fns.find((f) => f.name === 'default_maximum_time_between_redemption');
  if (!fn) return null;
  const body = fn.file.bodyOf(fn);
  const days = tree.resolve(fn.file, 'TICKETBOOK_VALIDITY_DAYS', 'const');
  const count = days ? arithmetic(days.expr) : null;
  const shape = ['TICKETBOOK_VALIDITY_DAYS * (86400 * 4) / 5', '(TICKETBOOK_VALIDITY_DAYS - 1) * 86400'];
  if (!days || !count || !shape.every((part) => body.includes(part))) return null;
  sources.push(`${days.file.path}:${days.line} (const TICKETBOOK_VALIDITY_DAYS = ${days.expr})`);
  const seconds = Math.min(Math.floor((count.value * 86400 * 4) / 5), (count.value - 1) * 86400);
  return {
    expr: ' = min(TICKETBOOK_VALIDITY_DAYS*4/5 days, TICKETBOOK_VALIDITY_DAYS-1 days)',
    value: renderDefault(`Duration::from_secs(${seconds})`),
  };
}

function join(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}

interface Walk {
  readonly tree: SourceTree;
  readonly out: ConfigKeyFacts[];
}

function leaf(
  walk: Walk,
  item: StructItem,
  field: Field,
  full: string,
  init: {expr: string | null; line: number | null; from: Constructor | null},
  sub: TypeItem | undefined,
  aliasPaths: string[],
  containerDefault: boolean,
  constructor: Constructor | null,
): ConfigKeyFacts {
  const {tree} = walk;
  const items = serdeItems(field.attrs);
  const fieldDefault = hasItem(items, 'default');
  const defaultFn = firstValue(items, 'default');
  const {fns} = tree.implItems(item);
  let type = field.type;
  if (sub?.kind === 'enum') {
    const rule = firstValue(serdeItems(sub.attrs), 'rename_all');
    const values = sub.variants.map(
      (v) => firstValue(serdeItems(v.attrs), 'rename') ?? (rule ? applyRenameAll(v.name, rule) : v.name),
    );
    type = `${field.type} (values: ${values.join(', ')})`;
  }
  const sources: string[] = [];
  let expr: string | null = null;
  let computed: string | null = null;
  if (defaultFn !== null) {
    const fnName = defaultFn.split('::').pop() ?? defaultFn;
    const fn = fns.filter((f) => f.name === fnName).pop() ?? tree.resolve(item.file, defaultFn, 'fn');
    if (fn) {
      const body = fn.file.code.slice(fn.bodyStart + 1, fn.bodyEnd).trim();
      expr = (body.split(';').pop() || body).replace(/\s+/g, ' ').trim();
      sources.push(`${fn.file.path}:${fn.line} (fn ${fn.name})`);
    }
  }
  if (expr === null && init.expr !== null) {
    expr = init.expr;
    if (init.from?.file && init.line) sources.unshift(`${init.from.file.path}:${init.line}`);
  }
  if (expr === null && (fieldDefault || constructor?.kind === 'derive(Default)')) expr = 'Default::default()';
  if (expr !== null && /^Self::default_maximum_time_between_redemption\(\)$/.test(expr.trim())) {
    const window = redemptionWindow(tree, item, sources);
    if (window) {
      computed = window.value;
      expr += window.expr;
    }
  }
  for (const m of (expr ?? '').matchAll(/Self::(\w+)\s*\(/g)) {
    for (const fn of fns) if (fn.name === m[1]) sources.push(`${fn.file.path}:${fn.line} (fn ${fn.name})`);
  }
  let value: string | null = null;
  if (expr !== null) {
    if (sub?.kind === 'enum') value = enumDefault(tree, sub, expr);
    else if (expr.startsWith('self.')) value = null;
    else if (['Default::default()', 'Default::default', 'None'].includes(expr) || /^\w+::default\(\)$/.test(expr)) {
      const byType = typeDefault(field.type);
      value = byType === null ? expr : expr === 'None' ? 'None' : byType;
    } else if (computed !== null) value = computed;
    else value = renderDefault(substituteConstants(tree, init.from?.file ?? item.file, item, expr, sources));
  }
  if (value !== null) {
    value = value.trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"') && value.split('"').length === 3) {
      value = value.slice(1, -1);
    }
    if (value === 'None') value = null;
  }
  if (value !== null && baseName(unwrapType(unwrapType(field.type)[1])[1]) === 'Url') value = urlAsSerialised(value);
  const facts: ConfigKeyFacts = {
    key: full,
    type,
    default: value,
    default_expr: expr !== value ? expr : null,
    default_source: expr === null ? null : [...new Set(sources)].join('; ') || null,
    serde: {
      rename: firstValue(items, 'rename'),
      aliases: valuesOf(items, 'alias'),
      skip: false,
      default: fieldDefault || containerDefault,
      with: firstValue(items, 'with') ?? firstValue(items, 'deserialize_with'),
    },
    alias_paths: [...new Set(aliasPaths)].sort(),
    defined_at: `${item.file.path}:${field.line}`,
    struct: item.name,
  };
  const cfg = field.attrs.filter((a) => a.startsWith('cfg'));
  if (cfg.length > 0) facts.cfg = cfg;
  return facts;
}

function walkStruct(
  walk: Walk,
  item: StructItem,
  prefix: string,
  constructor: Constructor | null,
  aliasPrefixes: readonly string[],
  nesting: number,
): void {
  if (nesting > MAX_NESTING) return;
  const {tree, out} = walk;
  const containerItems = serdeItems(item.attrs);
  const renameAll = firstValue(containerItems, 'rename_all');
  const containerDefault = containerItems.some((x) => x.startsWith('default'));
  const base =
    constructor?.kind === 'inline literal' && constructor.rest !== null ? defaultConstructor(tree, item) : null;
  for (const field of item.fields) {
    const items = serdeItems(field.attrs);
    if (hasItem(items, 'skip') || hasItem(items, 'skip_deserializing')) continue;
    const key = firstValue(items, 'rename') ?? (renameAll ? applyRenameAll(field.name, renameAll) : field.name);
    const aliases = valuesOf(items, 'alias');
    let [wrapper, inner] = unwrapType(field.type);
    if (wrapper === 'Box') [wrapper, inner] = unwrapType(inner);
    const typeName = baseName(inner);
    const sub = SCALAR_TYPES.has(typeName.split('::').pop() ?? '')
      ? undefined
      : tree.resolve(item.file, typeName, 'type');

    let init: {expr: string | null; line: number | null; from: Constructor | null} = {
      expr: null,
      line: null,
      from: null,
    };
    const source = base && !constructor?.fields.has(field.name) ? base : constructor;
    const given = source?.fields.get(field.name);
    if (source && given) {
      init = {expr: given.expr ?? shorthandValue(source, field.name), line: given.line, from: source};
    } else if (constructor?.kind === 'derive(Default)' || constructor?.rest) {
      init = {expr: 'Default::default()', line: null, from: null};
    }
    const full = join(prefix, key);
    const sectionAliases = [...aliasPrefixes.map((p) => `${p}.${key}`), ...aliases.map((a) => join(prefix, a))];
    const context = init.from ? {file: init.from.file, fnBody: init.from.fnBody} : null;

    if (hasItem(items, 'flatten') && isConfigStruct(sub)) {
      const inlineWithout = constructor?.kind === 'inline literal' && !constructor.fields.has(field.name);
      const child = inlineWithout ? defaultConstructor(tree, sub) : constructorOfExpr(tree, sub, init.expr, context);
      walkStruct(walk, sub, prefix, child, aliasPrefixes, nesting + 1);
      continue;
    }
    if (isConfigStruct(sub) && (wrapper === null || wrapper === 'Option')) {
      if (sub.fields.length === 0) {
        out.push({
          key: full,
          type: `${sub.name} (empty table)`,
          default: '{}',
          default_expr: null,
          default_source: null,
          serde: {
            rename: firstValue(items, 'rename'),
            aliases,
            skip: false,
            default: hasItem(items, 'default') || containerDefault,
            with: null,
          },
          alias_paths: [],
          defined_at: `${item.file.path}:${field.line}`,
          struct: item.name,
        });
        continue;
      }
      const child = init.expr === 'None' ? null : constructorOfExpr(tree, sub, init.expr, context);
      walkStruct(walk, sub, full, child, sectionAliases, nesting + 1);
      continue;
    }
    if (isConfigStruct(sub) && wrapper === 'Vec') walkStruct(walk, sub, `${full}[]`, null, [], nesting + 1);
    const aliasPaths = [...sectionAliases, ...aliasPrefixes.flatMap((p) => aliases.map((a) => `${p}.${a}`))];
    out.push(leaf(walk, item, field, full, init, sub, aliasPaths, containerDefault, constructor));
  }
}

/** Every config.toml key nym-node reads at the tag (`#[serde(skip)]` fields left out), in declaration order. */
export function configKeysAt(tree: SourceTree): ConfigKeyFacts[] {
  const file = tree.file(CONFIG_FILE);
  const config = file?.structs.get('Config');
  if (!config) throw new Error(`${tree.tag}: ${CONFIG_FILE} has no struct Config`);
  const walk: Walk = {tree, out: []};
  walkStruct(walk, config, '', defaultConstructor(tree, config), [], 0);
  return walk.out;
}

/** The dotted keys the config template writes, or null when the tag has no template. */
export function templateKeysAt(tree: SourceTree): string[] | null {
  const text = tree.text(TEMPLATE_FILE);
  if (text === undefined) return null;
  const keys = new Set<string>();
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[\[?([\w.-]+)\]\]?$/.exec(line);
    if (header) {
      section = header[1] ?? '';
      continue;
    }
    const assignment = /^([\w-]+)\s*=/.exec(line);
    if (assignment) keys.add(join(section, assignment[1] ?? ''));
  }
  return [...keys].sort();
}
