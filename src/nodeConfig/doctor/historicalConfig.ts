// config.toml as nym-node wrote it at a release: every key the release writes, with that release's default, in
// nested tables. The doctor's tests, its browser test and the screenshots read these files.
import {stringify} from 'smol-toml';
import type {PlanNode} from '../../features/upgradePlan/model/profile';
import {defaultAt, keysAt, typeAt, type ConfigKey} from '../source';

/** Where nym-node keeps a node's data by default, for the `{data_dir}` of path defaults. */
const DATA_DIR = '/root/.nym/nym-nodes/default-nym-node/data';

const NUMBER = /^(u8|u16|u32|u64|usize|i32|i64|f32|f64)$/;

/** The value nym-node writes for a key at a tag, or undefined when it writes none (an unset Option). */
function writtenValue(key: ConfigKey, tag: string): unknown {
  const text = defaultAt(key, tag);
  if (text === null) return undefined;
  const type = typeAt(key, tag);
  if (type.endsWith('(empty table)')) return {};
  if (type === 'bool') return text === 'true';
  if (NUMBER.test(type)) return Number(text);
  if (type.startsWith('Vec<')) return JSON.parse(text) as unknown;
  return text.replace('{data_dir}', DATA_DIR);
}

/** What the operator gave `nym-node run --init-only`: the node's kind and public address. */
export interface InitChoices {
  node: Extract<PlanNode, 'mixnode' | 'entry-gateway' | 'exit-gateway'>;
  publicIp: string;
}

/** The keys and values of the file nym-node wrote at the tag for those choices, as dotted paths. */
export function historicalKeys(tag: string, choices: InitChoices): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const key of keysAt(tag)) {
    const value = writtenValue(key, tag);
    if (value !== undefined) values.set(key.key, value);
  }
  const has = (path: string) => keysAt(tag).some((key) => key.key === path);
  if (has('id')) values.set('id', 'default-nym-node');
  if (has('host.public_ips')) values.set('host.public_ips', [choices.publicIp]);
  if (has('mode')) values.set('mode', choices.node.replace('-', '_'));
  if (has('modes.mixnode')) {
    values.set('modes.mixnode', choices.node === 'mixnode');
    values.set('modes.entry', choices.node !== 'mixnode');
    values.set('modes.exit', choices.node === 'exit-gateway');
  }
  return values;
}

/** The same keys written as config.toml, in nested tables. */
export function historicalConfig(tag: string, choices: InitChoices): string {
  const root: Record<string, unknown> = {};
  for (const [path, value] of historicalKeys(tag, choices)) {
    const names = path.split('.');
    let table = root;
    for (const name of names.slice(0, -1)) {
      table[name] ??= {};
      table = table[name] as Record<string, unknown>;
    }
    table[names.at(-1) as string] = value;
  }
  return stringify(root);
}
