// The history of a setting, release by release, as the dataset records it: when it appeared (under which earlier
// name), when its default or type changed, and, for one that went away, when and what took its place. Pure
// functions over source.ts; the reference page and its test both read them.
import {
  CONFIG_TAGS,
  NEWEST_CONFIG_TAG,
  NODE_CONFIG_SOURCE,
  argumentName,
  tagIndex,
  type ConfigKey,
  type NodeArgument,
} from './source';

/** One line of a setting's history. `tag` is the release tag it happened in. */
export type HistoryEvent =
  | {kind: 'present'; tag: string; as?: string}
  | {kind: 'introduced'; tag: string; as?: string}
  | {kind: 'renamed'; tag: string; from: string; inferred: boolean}
  | {kind: 'replaces'; tag: string; from: string; env: string}
  | {kind: 'default'; tag: string; from: string | null; to: string | null}
  | {kind: 'type'; tag: string; from: string; to: string}
  | {kind: 'changed'; tag: string; field: string; from: string; to: string};

const FIRST_TAG = CONFIG_TAGS[0] ?? '';
const keysByPath = new Map(NODE_CONFIG_SOURCE.config_keys.map((key) => [key.key, key]));

/** A value of the dataset as text (defaults are text or null; argument changes may be booleans or lists). */
function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function byTag(events: HistoryEvent[]): HistoryEvent[] {
  return events
    .map((event, order) => ({event, order}))
    .sort((a, b) => tagIndex(a.event.tag) - tagIndex(b.event.tag) || a.order - b.order)
    .map(({event}) => event);
}

/** The key's earlier names, oldest first, through `renamed_from`. */
function formerNames(key: ConfigKey): ConfigKey[] {
  const chain: ConfigKey[] = [];
  let current = key.renamed_from === null ? undefined : keysByPath.get(key.renamed_from);
  while (current && !chain.includes(current)) {
    chain.unshift(current);
    current = current.renamed_from === null ? undefined : keysByPath.get(current.renamed_from);
  }
  return chain;
}

/** Default and type changes of one entry of the chain. */
function changesOf(key: ConfigKey): HistoryEvent[] {
  return [
    ...key.default_changes.map((change): HistoryEvent => ({
      kind: 'default',
      tag: change.tag,
      from: change.from === null ? null : text(change.from),
      to: change.to === null ? null : text(change.to),
    })),
    ...key.type_changes.map((change): HistoryEvent => ({
      kind: 'type',
      tag: change.tag,
      from: text(change.from),
      to: text(change.to),
    })),
  ];
}

/** The history of a config.toml key, oldest first, through the names it had before. */
export function keyHistory(key: ConfigKey): HistoryEvent[] {
  const chain = [...formerNames(key), key];
  const [oldest] = chain;
  if (!oldest) return [];
  const events: HistoryEvent[] = [
    {
      kind: oldest.introduced === FIRST_TAG ? 'present' : 'introduced',
      tag: oldest.introduced,
      ...(oldest === key ? {} : {as: oldest.key}),
    },
  ];
  chain.forEach((entry, index) => {
    const before = chain[index - 1];
    if (before) {
      events.push({kind: 'renamed', tag: entry.introduced, from: before.key, inferred: entry.heuristic === true});
      const lastDefault = before.default;
      const firstDefault = entry.default_changes[0]?.from ?? entry.default;
      if (lastDefault !== firstDefault)
        events.push({
          kind: 'default',
          tag: entry.introduced,
          from: lastDefault,
          to: firstDefault === null ? null : text(firstDefault),
        });
    }
    events.push(...changesOf(entry));
  });
  return byTag(events);
}

/** The argument of the same subcommand that reads the same environment variable and went away when this one came. */
function replacedArgument(argument: NodeArgument): NodeArgument | undefined {
  if (argument.env === null) return undefined;
  return NODE_CONFIG_SOURCE.cli.find(
    (other) =>
      other !== argument &&
      other.command === argument.command &&
      other.env === argument.env &&
      other.removed === argument.introduced,
  );
}

/** The history of a command-line argument, oldest first. */
export function argumentHistory(argument: NodeArgument): HistoryEvent[] {
  const before = replacedArgument(argument);
  const events: HistoryEvent[] = [
    argument.introduced === FIRST_TAG
      ? {kind: 'present', tag: FIRST_TAG}
      : {kind: 'introduced', tag: argument.introduced},
  ];
  if (before && argument.env !== null)
    events.push({kind: 'replaces', tag: argument.introduced, from: argumentName(before), env: argument.env});
  for (const change of argument.changes)
    events.push({kind: 'changed', tag: change.tag, field: change.field, from: text(change.from), to: text(change.to)});
  return byTag(events);
}

/**
 * What took a removed key's place: the key it was renamed to, followed to one the newest release has, or the
 * errata's replacement.
 */
export function keyReplacement(key: ConfigKey): string[] {
  if (key.replaced_by) return key.replaced_by;
  let current = key;
  const seen = new Set<string>();
  while (current.renamed_to !== null && !seen.has(current.key)) {
    seen.add(current.key);
    const next = keysByPath.get(current.renamed_to);
    if (!next) return [current.renamed_to];
    current = next;
  }
  return current === key ? [] : [current.key];
}

/** What took a removed argument's place: the argument of the same subcommand that reads the same variable. */
export function argumentReplacement(argument: NodeArgument): NodeArgument | undefined {
  if (argument.env === null || argument.removed === null) return undefined;
  return NODE_CONFIG_SOURCE.cli.find(
    (other) =>
      other.command === argument.command &&
      other.env === argument.env &&
      other.introduced === argument.removed &&
      other.removed === null,
  );
}

/** The keys and arguments that went away before the newest release, in the dataset's order. */
export function removedSettings(): {keys: ConfigKey[]; arguments: NodeArgument[]} {
  const gone = (entry: {removed: string | null}) =>
    entry.removed !== null && tagIndex(entry.removed) <= tagIndex(NEWEST_CONFIG_TAG);
  return {keys: NODE_CONFIG_SOURCE.config_keys.filter(gone), arguments: NODE_CONFIG_SOURCE.cli.filter(gone)};
}
