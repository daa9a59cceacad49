// The `node-config` extractor of `npm run record:sync`: nym-node's config.toml keys, command-line arguments and
// subcommands at every release tag from eclipse up to the tag asked for, with their history, written as
// src/nodeConfig/facts/node-config-source.json (the shape src/nodeConfig/source.ts reads). Same record, same
// bytes: nothing depends on the clock, the machine or the order git happens to list things in.
import type {RecordRepository} from '../git';
import {
  argumentId,
  argumentHistory,
  configKeyHistory,
  subcommandHistory,
  tagSummary,
  type TagSettings,
} from './history';
import {cliAt} from './cliArgs';
import {configKeysAt, templateKeysAt} from './configKeys';
import type {RecordExtractor} from '../extractor';
import {SourceTree} from './sourceTree';

export const OUTPUT = 'src/nodeConfig/facts/node-config-source.json';
/** The first release with nym-node (1.1.0); the dataset starts here. */
const FIRST_TAG = 'nym-binaries-v2024.3-eclipse';
const TAG_PREFIX = 'nym-binaries-v20';
/** A release tag: year, release number, name, and `-patched` for a re-tag of the same release. */
const RELEASE_TAG = /^nym-binaries-v(\d{4})\.(\d+)-([a-z]+)(-patched)?$/;

const NOTES = [
  'config_keys: leaf keys only; a section without fields is one entry typed "X (empty table)"; fields serde skips are left out',
  'modes.* and id are written at init from --mode/--id (ConfigBuilder); modes.* carry the derive(Default) value, false',
  'default_changes compare the rendered defaults; default_source lines are those of the newest tag holding the key',
  'the migration code in nym-node/src/config/old_configs/ is not read; renamed_from is backed by a serde alias (rename_evidence "serde alias") or inferred (heuristic: true)',
];

const METHOD =
  'TypeScript walk of the Rust sources at each tag (src/record/nodeConfig/, run by npm run record:sync), nothing compiled. ' +
  'Config: from struct Config in nym-node/src/config/mod.rs through the types of its fields across crates (use, pub use and glob imports followed), ' +
  'as serde reads them (rename, rename_all, alias, flatten, skip, default); each default from the constructor the parent calls ' +
  '(ConfigBuilder::build, new_default, Default impls, derive(Default)), constants substituted. ' +
  'CLI: from struct Cli in nym-node/src/cli/mod.rs through #[clap(subcommand)] and #[clap(flatten)]. ' +
  '{data_dir} = $HOME/.nym/nym-nodes/<id>/data. Durations in humantime form; URLs as the url crate writes them back. ' +
  'Renames: backed by a serde alias, or heuristic (removed and added at the same tag, same type, same leaf name or same parent), ' +
  'except the pairs the release migration code refutes (src/record/nodeConfig/refutedRenames.ts).';

/** Release tags from eclipse to `last`, oldest first, and the tags of the prefix that are not releases. */
function releaseTags(repo: RecordRepository, last: string): {tags: string[]; excluded: string[]} {
  const all = repo.tags(TAG_PREFIX).map((t) => t.name);
  const order = (tag: string): number[] => {
    const m = RELEASE_TAG.exec(tag);
    return m ? [Number(m[1]), Number(m[2]), m[4] ? 1 : 0] : [];
  };
  const releases = all
    .filter((t) => RELEASE_TAG.test(t))
    .sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
      return a < b ? -1 : a > b ? 1 : 0;
    });
  const first = releases.indexOf(FIRST_TAG);
  const end = releases.indexOf(last);
  if (first < 0) throw new Error(`node-config: the record has no tag ${FIRST_TAG}`);
  if (end < first) throw new Error(`node-config: ${last} is not a release tag at or after ${FIRST_TAG}`);
  const excluded = all.filter((t) => !RELEASE_TAG.test(t)).sort();
  return {tags: releases.slice(first, end + 1), excluded};
}

function settingsAt(repo: RecordRepository, tag: string): TagSettings {
  const tree = new SourceTree(repo, tag);
  const cargo = tree.text('nym-node/Cargo.toml') ?? '';
  const version = /^version\s*=\s*"([^"]+)"/m.exec(cargo)?.[1];
  if (!version) throw new Error(`${tag}: nym-node/Cargo.toml: no package version`);
  const keys = new Map(configKeysAt(tree).map((k) => [k.key, k]));
  const {args, subcommands} = cliAt(tree);
  return {
    version,
    commit: repo.commitOf(tag),
    keys,
    args: new Map(args.map((a) => [argumentId(a.command, a.flag), a])),
    subcommands,
    templateKeys: templateKeysAt(tree),
  };
}

/** The dataset from eclipse to `last`, as its JSON text. */
export function extractNodeConfig(repo: RecordRepository, last: string): string {
  const {tags, excluded} = releaseTags(repo, last);
  const settings = new Map(tags.map((tag) => [tag, settingsAt(repo, tag)]));
  const subcommands = subcommandHistory(tags, settings);
  const newest = repo.tags(last).find((t) => t.name === last);
  const result = {
    _meta: {
      repo: 'nymtech/nym',
      binary: 'nym-node',
      commit_of_each_tag: Object.fromEntries(tags.map((tag) => [tag, settings.get(tag)?.commit ?? ''])),
      excluded_tags: excluded,
      method: METHOD,
      generated: newest?.date.slice(0, 10) ?? '',
      notes: NOTES,
    },
    tags,
    config_keys: configKeyHistory(tags, settings),
    cli: argumentHistory(tags, settings),
    subcommands,
    by_tag: Object.fromEntries(
      [...settings].map(([tag, s]): [string, ReturnType<typeof tagSummary>] => [tag, tagSummary(s)]),
    ),
  };
  return JSON.stringify(result, null, 1);
}

interface Current {
  readonly default: string | null;
}

/** What the newest tag of a dataset text holds: keys, arguments and subcommands not removed. */
function currentFacts(outputPath: string, text: string): Map<string, Current> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${outputPath}: not JSON (${(error as Error).message})`, {cause: error});
  }
  const facts = new Map<string, Current>();
  const list = (field: string): Record<string, unknown>[] => {
    const value = (data as Record<string, unknown> | null)?.[field];
    if (!Array.isArray(value)) throw new Error(`${outputPath}: field ${field}: expected a list`);
    return value as Record<string, unknown>[];
  };
  const current = (e: Record<string, unknown>): boolean => e.removed === null;
  const text_ = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  for (const e of list('config_keys'))
    if (current(e)) facts.set(`config key ${String(e.key)}`, {default: text_(e.default)});
  for (const e of list('cli')) {
    if (current(e)) facts.set(`argument ${String(e.command)} ${String(e.flag)}`, {default: text_(e.default)});
  }
  for (const e of list('subcommands')) if (current(e)) facts.set(`subcommand ${String(e.command)}`, {default: null});
  return facts;
}

const shown = (value: string | null): string => (value === null ? 'none' : JSON.stringify(value));

/** The changes at the newest tag between two dataset texts: what was added, removed, or got another default. */
export function diffNodeConfig(outputPath: string, oldText: string | undefined, newText: string): string[] {
  const after = currentFacts(outputPath, newText);
  const before = oldText === undefined ? new Map<string, Current>() : currentFacts(outputPath, oldText);
  const lines: string[] = [];
  for (const [name, fact] of after) {
    const old = before.get(name);
    if (!old) lines.push(`added: ${name}`);
    else if (old.default !== fact.default)
      lines.push(`default changed: ${name}: ${shown(old.default)} → ${shown(fact.default)}`);
  }
  for (const name of before.keys()) if (!after.has(name)) lines.push(`removed: ${name}`);
  return lines;
}

export const nodeConfigExtractor: RecordExtractor = {
  name: 'node-config',
  outputs: [OUTPUT],
  extract: (repo, tag) => ({[OUTPUT]: extractNodeConfig(repo, tag)}),
  diff: diffNodeConfig,
};
