// The command line of nym-node at one tag: a walk from `struct Cli` (nym-node/src/cli/mod.rs) through clap's
// derive attributes — `#[clap(subcommand)]` enums, `#[clap(flatten)]` argument structs — recording every
// argument with its long and short names, env variable, default, value set and switches, and every subcommand.
import {clapItems, firstValue, isSet, kebab, valuesOf} from './attributes';
import {baseName, unwrapType} from './configKeys';
import type {EnumItem, RustFile, StructItem} from './rustFile';
import type {SourceTree} from './sourceTree';
import {SCALAR_TYPES} from './attributes';

const CLI_FILE = 'nym-node/src/cli/mod.rs';
const GLOBAL_COMMAND = '(global)';

export interface ArgumentFacts {
  command: string;
  /** `--long`, `<field>` for a positional argument, null for an argument with a short name only. */
  flag: string | null;
  short: string | null;
  env: string | null;
  type: string;
  default: string | null;
  multiple: boolean;
  hide: boolean;
  required: boolean;
  aliases: string[];
  conflicts_with: string[];
  requires: string[];
  group: string | null;
  value_delimiter: string | null;
  positional: boolean;
  field: string;
  defined_at: string;
  cfg?: string[];
  other_attrs?: string[];
}

export interface SubcommandFacts {
  hide: boolean;
  variant: string;
  defined_at: string;
  aliases: string[];
}

/** Attribute items given their own field of the record; the rest are kept raw in `other_attrs`. */
const MODELLED =
  /^(?:long|short|env|default_value|default_value_t|default_values_t|hide|alias|aliases|visible_alias|conflicts_with|conflicts_with_all|requires|group|value_delimiter|required)\b/;
const MAX_NESTING = 8;

interface Walk {
  readonly tree: SourceTree;
  readonly args: ArgumentFacts[];
  readonly subcommands: Map<string, SubcommandFacts>;
}

/** A constant's string value, or the name as written when it is not a constant the tree holds. */
function constantText(tree: SourceTree, from: RustFile, name: string): string {
  const value = name.trim();
  if (value.startsWith('"')) return value.replace(/^"+|"+$/g, '');
  const constant = tree.resolve(from, value, 'const');
  return constant ? constant.expr.replace(/^"+|"+$/g, '') : value;
}

/** A bracketed list attribute value `["a", "b"]` as its names. */
function listValues(values: readonly string[]): string[] {
  return values.flatMap((v) =>
    v
      .replace(/^\[+|\]+$/g, '')
      .split(',')
      .map((a) => a.replace(/^[ "]+|[ "]+$/g, '')),
  );
}

function valueNames(item: EnumItem): string[] {
  const names: string[] = [];
  for (const variant of item.variants) {
    const items = clapItems(variant.attrs);
    if (items.includes('skip')) continue;
    names.push(firstValue(items, 'name') ?? kebab(variant.name));
  }
  return names;
}

function enumDefaultVariant(tree: SourceTree, item: EnumItem): string | null {
  const marked = item.variants.find((v) => v.attrs.includes('default'));
  if (marked) return marked.name;
  for (const fn of tree.implItems(item).fns) {
    if (fn.owner?.trait !== 'Default' || fn.name !== 'default') continue;
    const m = new RegExp(`(?:Self|${item.name})::(\\w+)`).exec(fn.file.bodyOf(fn));
    if (m) return m[1] ?? null;
  }
  return null;
}

function walkArgs(walk: Walk, item: StructItem | undefined, command: string, nesting: number): void {
  if (!item || nesting > MAX_NESTING) return;
  const {tree} = walk;
  for (const field of item.fields) {
    const items = clapItems(field.attrs);
    const cfg = field.attrs.filter((a) => a.startsWith('cfg'));
    const [, innerType] = unwrapType(field.type);
    if (items.includes('subcommand')) {
      const subcommands = tree.resolve(item.file, baseName(innerType), 'enum');
      if (subcommands) walkSubcommands(walk, subcommands, command, nesting + 1);
      continue;
    }
    if (items.includes('flatten')) {
      const before = walk.args.length;
      walkArgs(walk, tree.resolve(item.file, baseName(innerType), 'struct'), command, nesting + 1);
      if (cfg.length > 0) for (const arg of walk.args.slice(before)) arg.cfg = [...(arg.cfg ?? []), ...cfg];
      continue;
    }
    if (items.includes('skip')) continue;
    walk.args.push(argument(tree, item, field.name, field.type, field.line, items, cfg, command));
  }
}

function argument(
  tree: SourceTree,
  item: StructItem,
  name: string,
  type: string,
  line: number,
  items: string[],
  cfg: string[],
  command: string,
): ArgumentFacts {
  const named = (key: string): boolean =>
    items.some((x) => x === key || x.startsWith(`${key} `) || x.startsWith(`${key}=`));
  const hasLong = named('long');
  const hasShort = named('short');
  const long = firstValue(items, 'long');
  const short = firstValue(items, 'short');
  const env = firstValue(items, 'env');
  const given = [
    ...valuesOf(items, 'default_value'),
    ...valuesOf(items, 'default_value_t'),
    ...valuesOf(items, 'default_values_t'),
  ][0];
  let value: string | null = null;
  if (given !== undefined) {
    value =
      !given.startsWith('"') && /^[A-Z][A-Z0-9_]+$/.test(given)
        ? (tree.resolve(item.file, given, 'const')?.expr.replace(/^"+|"+$/g, '') ?? given)
        : given;
  }
  let [wrapper, inner] = unwrapType(type);
  if (wrapper === 'Option') {
    const [innerWrapper, innermost] = unwrapType(inner);
    if (innerWrapper === 'Vec') [wrapper, inner] = ['Vec', innermost];
  }
  const typeName = baseName(inner);
  const values = SCALAR_TYPES.has(typeName) ? undefined : tree.resolve(item.file, typeName, 'enum');
  if (value !== null && values) {
    const variant = new RegExp(`^(?:[\\w:]*::)?${values.name}::(\\w+)(\\(\\))?$`).exec(value);
    if (variant) {
      const chosen = variant[1] === 'default' ? enumDefaultVariant(tree, values) : (variant[1] ?? null);
      if (chosen) {
        const found = values.variants.find((v) => v.name === chosen);
        value = (found ? firstValue(clapItems(found.attrs), 'name') : null) ?? kebab(chosen);
      }
    }
  }
  const facts: ArgumentFacts = {
    command,
    flag: hasLong ? `--${long ?? name.replace(/_/g, '-')}` : hasShort ? null : `<${name}>`,
    short: hasShort ? `-${short !== null ? short.replace(/^'+|'+$/g, '') : name[0]}` : null,
    env: env === null ? null : constantText(tree, item.file, env),
    type: values ? `${type} (values: ${valueNames(values).join(', ')})` : type,
    default: value,
    multiple: wrapper === 'Vec' || items.some((x) => x.startsWith('num_args')),
    hide: isSet(items, 'hide'),
    required: isSet(items, 'required'),
    aliases: [
      ...valuesOf(items, 'alias'),
      ...valuesOf(items, 'visible_alias'),
      ...listValues([...valuesOf(items, 'aliases'), ...valuesOf(items, 'visible_aliases')]),
    ],
    conflicts_with: [...valuesOf(items, 'conflicts_with'), ...listValues(valuesOf(items, 'conflicts_with_all'))],
    requires: valuesOf(items, 'requires'),
    group: firstValue(items, 'group'),
    value_delimiter: firstValue(items, 'value_delimiter'),
    positional: !hasLong && !hasShort,
    field: name,
    defined_at: `${item.file.path}:${line}`,
  };
  if (cfg.length > 0) facts.cfg = cfg;
  const other = items.filter((x) => !MODELLED.test(x));
  if (other.length > 0) facts.other_attrs = other;
  return facts;
}

function walkSubcommands(walk: Walk, item: EnumItem, parent: string, nesting: number): void {
  const {tree} = walk;
  for (const variant of item.variants) {
    const items = clapItems(variant.attrs);
    const command = `${parent} ${firstValue(items, 'name') ?? kebab(variant.name)}`.trim();
    walk.subcommands.set(command, {
      hide: isSet(items, 'hide'),
      variant: variant.name,
      defined_at: `${item.file.path}:${variant.line}`,
      aliases: valuesOf(items, 'alias'),
    });
    if (!variant.payload) continue;
    const payload = baseName(unwrapType(variant.payload)[1]);
    const args = tree.resolve(item.file, payload, 'struct');
    if (args) walkArgs(walk, args, command, nesting + 1);
    else {
      const nested = tree.resolve(item.file, payload, 'enum');
      if (nested) walkSubcommands(walk, nested, command, nesting + 1);
    }
  }
}

/** Every argument (by subcommand, `(global)` for nym-node's own) and every subcommand at the tag. */
export function cliAt(tree: SourceTree): {args: ArgumentFacts[]; subcommands: Map<string, SubcommandFacts>} {
  const cli = tree.file(CLI_FILE)?.structs.get('Cli');
  if (!cli) throw new Error(`${tree.tag}: ${CLI_FILE} has no struct Cli`);
  const walk: Walk = {tree, args: [], subcommands: new Map()};
  walkArgs(walk, cli, '', 0);
  for (const arg of walk.args) if (arg.command === '') arg.command = GLOBAL_COMMAND;
  return walk;
}
