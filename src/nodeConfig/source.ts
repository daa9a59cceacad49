// The nym-node settings of the public record, release by release: every config.toml key, command-line argument
// and subcommand at each release tag, with its history (facts/node-config-source.json, extracted from the Rust
// sources of nymtech/nym; its `_meta` says how). This module validates the file once and answers "what existed at
// this tag, with which default"; pages, the configuration reference and the config doctor read it from here.
import * as z from 'zod';
import raw from './facts/node-config-source.json';
import errata from './facts/errata.json';

// The config doctor parses the dataset in the browser too, under a Content-Security-Policy without 'unsafe-eval':
// zod's compiled parsers (and its `new Function` probe, reported as a violation even when caught) stay off.
z.config({jitless: true});

const tagName = z.string().regex(/^nym-binaries-v\d{4}\.\d+(?:\.\d+)?-[a-z0-9-]+$/);

const change = z.object({tag: tagName, from: z.unknown(), to: z.unknown()});

const configKeySchema = z.object({
  /** Dotted path of the leaf key as serde reads it, e.g. `wireguard.private_ipv4`. */
  key: z.string().min(1),
  /** The Rust type of the field at the newest tag that has the key. */
  type: z.string(),
  /** The default nym-node writes, rendered as text (durations in humantime form); null when it has none. */
  default: z.string().nullable(),
  default_expr: z.string().nullable(),
  /** Where the default comes from in the record: `file:line`, with the constants it goes through. */
  default_source: z.string().nullable(),
  serde: z.object({
    rename: z.string().nullable(),
    aliases: z.array(z.string()),
    skip: z.boolean(),
    default: z.boolean(),
    with: z.string().nullable(),
  }),
  alias_paths: z.array(z.string()),
  defined_at: z.string(),
  struct: z.string(),
  introduced: tagName,
  removed: tagName.nullable(),
  default_changes: z.array(change),
  type_changes: z.array(change),
  presence_changes: z.null(),
  renamed_from: z.string().nullable(),
  renamed_to: z.string().nullable(),
  last_seen: tagName,
  /** True when the rename was inferred (no serde alias backs it). */
  heuristic: z.boolean().optional(),
  rename_evidence: z.string().nullable().optional(),
  /** Keys that took over a removed key's role when it was not a plain rename (set by the errata). */
  replaced_by: z.array(z.string()).optional(),
});

const argumentSchema = z.object({
  /** The subcommand the argument belongs to; `(global)` for arguments of nym-node itself. */
  command: z.string(),
  flag: z.string().nullable(),
  short: z.string().nullable(),
  env: z.string().nullable(),
  type: z.string(),
  default: z.string().nullable(),
  multiple: z.boolean(),
  hide: z.boolean(),
  required: z.boolean(),
  aliases: z.array(z.string()),
  conflicts_with: z.array(z.string()),
  requires: z.array(z.string()),
  group: z.string().nullable(),
  value_delimiter: z.string().nullable(),
  positional: z.boolean(),
  field: z.string(),
  defined_at: z.string(),
  other_attrs: z.array(z.string()).optional(),
  cfg: z.array(z.string()).optional(),
  introduced: tagName,
  removed: tagName.nullable(),
  changes: z.array(z.object({tag: tagName, field: z.string(), from: z.unknown(), to: z.unknown()})),
});

const subcommandSchema = z.object({
  command: z.string(),
  variant: z.string(),
  hide: z.boolean(),
  aliases: z.array(z.string()),
  defined_at: z.string(),
  introduced: tagName,
  removed: tagName.nullable(),
  notes: z.string().nullable(),
});

const sourceSchema = z.object({
  _meta: z.object({repo: z.string(), binary: z.literal('nym-node'), commit_of_each_tag: z.record(tagName, z.string())}),
  /** Release tags, oldest first. */
  tags: z.array(tagName).min(1),
  config_keys: z.array(configKeySchema),
  cli: z.array(argumentSchema),
  subcommands: z.array(subcommandSchema),
  by_tag: z.record(tagName, z.object({nym_node_version: z.string(), commit: z.string()})),
});

export type ConfigKey = z.infer<typeof configKeySchema>;
export type NodeArgument = z.infer<typeof argumentSchema>;
export type Subcommand = z.infer<typeof subcommandSchema>;

const erratumSchema = z.object({
  set: z.record(z.string(), z.unknown()),
  record: z.string().min(1),
  why: z.string().min(1),
});
const errataSchema = z.object({
  config_keys: z.array(erratumSchema.extend({key: z.string()})),
  cli: z.array(erratumSchema.extend({command: z.string(), flag: z.string()})),
});

/** The corrections of facts/errata.json, as validated: each names its entry, the record that shows it, and why. */
export const CONFIG_ERRATA = errataSchema.parse(errata);

/**
 * The dataset with the errata applied: each erratum's `set` replaces fields of the one entry it names. An erratum
 * that names no entry of the dataset is an error (the file would then correct nothing).
 */
export function withErrata(data: typeof raw, corrections: typeof CONFIG_ERRATA): unknown {
  const apply = <T extends object>(
    entries: T[],
    erratum: {set: object},
    matches: (entry: T) => boolean,
    name: string,
  ) => {
    const index = entries.findIndex(matches);
    if (index < 0)
      throw new Error(`nym-node settings: facts/errata.json corrects ${name}, which the dataset does not hold`);
    entries[index] = {...entries[index], ...erratum.set};
  };
  const keys: Record<string, unknown>[] = data.config_keys.map((entry) => ({...entry}));
  const cli: Record<string, unknown>[] = data.cli.map((entry) => ({...entry}));
  for (const erratum of corrections.config_keys)
    apply(keys, erratum, (entry) => entry.key === erratum.key, `the key ${erratum.key}`);
  for (const erratum of corrections.cli)
    apply(
      cli,
      erratum,
      (entry) => entry.command === erratum.command && entry.flag === erratum.flag,
      `the argument ${erratum.command} ${erratum.flag}`,
    );
  return {...data, config_keys: keys, cli};
}

export const NODE_CONFIG_SOURCE = sourceSchema.parse(withErrata(raw, CONFIG_ERRATA));

/** The release tags of the dataset, oldest first. */
export const CONFIG_TAGS: readonly string[] = NODE_CONFIG_SOURCE.tags;

/** The tag's place in release order; throws for a tag the dataset does not hold. */
export function tagIndex(tag: string): number {
  const index = CONFIG_TAGS.indexOf(tag);
  if (index < 0) throw new Error(`nym-node settings: no release tag ${tag} in the dataset`);
  return index;
}

/** The newest release tag of the dataset. */
export const NEWEST_CONFIG_TAG: string = CONFIG_TAGS[CONFIG_TAGS.length - 1] ?? '';

/** The changelog's name of a release tag: `nym-binaries-v2026.9-venaco` → `v2026.9-venaco`. */
export function releaseOfTag(tag: string): string {
  return tag.replace(/^nym-binaries-/, '');
}

/** The nym-node version a release tag built. */
export function nodeVersionAt(tag: string): string {
  const entry = NODE_CONFIG_SOURCE.by_tag[tag];
  if (!entry) throw new Error(`nym-node settings: no release tag ${tag} in the dataset`);
  return entry.nym_node_version;
}

function presentAt(entry: {introduced: string; removed: string | null}, tag: string): boolean {
  const at = tagIndex(tag);
  return tagIndex(entry.introduced) <= at && (entry.removed === null || at < tagIndex(entry.removed));
}

/** The config.toml keys nym-node reads at the tag. */
export function keysAt(tag: string): ConfigKey[] {
  return NODE_CONFIG_SOURCE.config_keys.filter((key) => presentAt(key, tag));
}

/** The command-line arguments of every subcommand at the tag. */
export function argumentsAt(tag: string): NodeArgument[] {
  return NODE_CONFIG_SOURCE.cli.filter((argument) => presentAt(argument, tag));
}

/** The subcommands at the tag. */
export function subcommandsAt(tag: string): Subcommand[] {
  return NODE_CONFIG_SOURCE.subcommands.filter((subcommand) => presentAt(subcommand, tag));
}

/** The value a change list gives at the tag: the `to` of the last change at or before it, else the first `from`. */
function valueAt<T>(current: T, changes: readonly {tag: string; from: unknown; to: unknown}[], tag: string): T {
  const at = tagIndex(tag);
  let value: unknown = current;
  for (const change of [...changes].reverse()) {
    if (tagIndex(change.tag) > at) value = change.from;
  }
  return value as T;
}

/** The key's default as nym-node wrote it at the tag (the dataset keeps the newest default and its changes). */
export function defaultAt(key: ConfigKey, tag: string): string | null {
  return valueAt(key.default, key.default_changes, tag);
}

/** The key's Rust type at the tag. */
export function typeAt(key: ConfigKey, tag: string): string {
  return valueAt(key.type, key.type_changes, tag);
}

/** How an argument is named: its long flag, or the field of a positional argument (`migrate`'s `_args`). */
export function argumentName(argument: Pick<NodeArgument, 'flag' | 'field' | 'positional'>): string {
  return argument.positional || argument.flag === null ? argument.field : argument.flag;
}

/** The top-level table of config.toml a key sits in: its first segment (`wireguard` for `wireguard.private_ipv4`). */
export function tableOf(key: string): string {
  return key.split('.')[0] ?? key;
}

/** The table a key is written under in config.toml: its path without the last segment (empty for a top-level key). */
export function parentTableOf(key: string): string {
  return key.split('.').slice(0, -1).join('.');
}
