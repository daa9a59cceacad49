// The configuration reference as the page renders it: every key of config.toml and every argument of nym-node at
// the newest release, grouped by table and subcommand, with its description, default, source and history, and
// the settings that went away. Plain JSON, composed once at build time (src/plugins/node-config-reference.ts).
import {flagAnchor, keyAnchor} from './anchors';
import {argumentDescription, keyDescription, subcommandDescription, tableDescription} from './descriptions';
import {
  argumentHistory,
  argumentReplacement,
  keyHistory,
  keyReplacement,
  removedSettings,
  type HistoryEvent,
} from './history';
import {guideFlagRows, type GuideFlagRow} from './guideFlags';
import {withKeysLinked, type SentencePart} from './linkedKeys';
import {
  CONFIG_TAGS,
  NEWEST_CONFIG_TAG,
  argumentName,
  argumentsAt,
  keysAt,
  parentTableOf,
  subcommandsAt,
  tableOf,
  tagIndex,
  type ConfigKey,
  type NodeArgument,
} from './source';

/** Where a release tag links: its changelog entry, or its tag on GitHub when the site has no entry for it. */
export interface ReleaseLink {
  label: string;
  href: string;
  /** nym-node's version at the tag. */
  version: string;
}

/** A place in the record: a file and line at a tag, and the constant or function it names, if any. */
export interface SourcePlace {
  file: string;
  line: number;
  name?: string;
  href: string;
}

export type HistoryLine = HistoryEvent & {release: ReleaseLink};

/** A changelog item that names the setting. */
export interface ItemMention {
  title: string;
  href: string;
  release: string;
}

export interface KeyView {
  key: string;
  anchor: string;
  /** The table it is written under in config.toml (`wireguard.storage_paths`); empty for a top-level key. */
  table: string;
  type: string;
  default: string | null;
  /** Where the default comes from, first the line that sets it, then the constants it goes through. */
  defaultSource: SourcePlace[];
  /** One sentence of ours, with the other keys it names linked. */
  description: SentencePart[];
  history: HistoryLine[];
  mentions: ItemMention[];
}

export interface ArgumentView {
  command: string;
  name: string;
  anchor: string;
  short: string | null;
  env: string | null;
  type: string;
  default: string | null;
  hidden: boolean;
  /** Compiled only with a cargo feature (`cfg(feature = "otel")`). */
  cfg: string[];
  aliases: string[];
  /** One sentence of ours, with the keys it names (`Sets host.hostname.`) linked. */
  description: SentencePart[];
  history: HistoryLine[];
  mentions: ItemMention[];
}

export interface RemovedView {
  name: string;
  anchor: string;
  command?: string;
  lastRelease: ReleaseLink;
  removedIn: ReleaseLink;
  replacedBy: {label: string; anchor: string}[];
}

export interface ConfigReferenceView {
  tag: string;
  release: ReleaseLink;
  tables: {table: string; anchor: string; description: string; since: ReleaseLink; keys: KeyView[]}[];
  commands: {command: string; anchor: string; hidden: boolean; description: string; arguments: ArgumentView[]}[];
  removedKeys: RemovedView[];
  removedArguments: RemovedView[];
  /** The flags the guides use most, for the variables page. */
  guideFlags: (GuideFlagRow & {removedIn: ReleaseLink | null})[];
}

/** What the build gives the view: each tag's link, and the changelog items that name each anchor. */
export interface ReferenceInputs {
  releaseLink: (tag: string) => ReleaseLink;
  mentions: ReadonlyMap<string, ItemMention[]>;
}

const RECORD = 'https://github.com/nymtech/nym/blob';

/** `file:line; file:line (const NAME)` → places linked to the record at the tag. */
function sourcePlaces(source: string | null, tag: string): SourcePlace[] {
  if (source === null) return [];
  return source.split(/;\s*/).flatMap((part) => {
    const match = /^([^:\s]+):(\d+)(?:\s+\((?:const|fn|static)\s+([^)]+)\))?$/.exec(part.trim());
    if (!match) throw new Error(`nym-node settings: cannot read the source place "${part}" (tag ${tag})`);
    const [, file = '', line = '0', name] = match;
    return [{file, line: Number(line), ...(name ? {name} : {}), href: `${RECORD}/${tag}/${file}#L${line}`}];
  });
}

/** The anchor of a top-level table's section. */
function tableAnchor(table: string): string {
  return `table-${table}`;
}

/** The anchor of a subcommand's section. */
function commandAnchor(command: string): string {
  return `command-${command === '(global)' ? 'global' : command.replaceAll(' ', '-')}`;
}

function described(sentence: string | undefined, what: string): string {
  if (sentence === undefined)
    throw new Error(`nym-node settings: ${what} has no description (src/nodeConfig/descriptions/)`);
  return sentence;
}

function keyView(key: ConfigKey, inputs: ReferenceInputs, keys: ReadonlySet<string>): KeyView {
  const anchor = keyAnchor(key.key);
  return {
    key: key.key,
    anchor,
    table: parentTableOf(key.key),
    type: key.type,
    default: key.default,
    defaultSource: sourcePlaces(key.default_source, key.last_seen),
    description: withKeysLinked(described(keyDescription(key.key), `the key ${key.key}`), keys, key.key),
    history: keyHistory(key).map((event) => ({...event, release: inputs.releaseLink(event.tag)})),
    mentions: inputs.mentions.get(anchor) ?? [],
  };
}

function argumentView(argument: NodeArgument, inputs: ReferenceInputs, keys: ReadonlySet<string>): ArgumentView {
  const name = argumentName(argument);
  const anchor = flagAnchor(argument.command, name);
  return {
    command: argument.command,
    name,
    anchor,
    short: argument.short,
    env: argument.env,
    type: argument.type,
    default: argument.default,
    hidden: argument.hide,
    cfg: argument.cfg ?? [],
    aliases: argument.aliases,
    description: withKeysLinked(
      described(argumentDescription(argument.command, name), `the argument ${argument.command} ${name}`),
      keys,
    ),
    history: argumentHistory(argument).map((event) => ({...event, release: inputs.releaseLink(event.tag)})),
    mentions: inputs.mentions.get(anchor) ?? [],
  };
}

/** The tag before a tag: the last release that still had what the tag removed. */
function previousTag(tag: string): string {
  return CONFIG_TAGS[tagIndex(tag) - 1] ?? tag;
}

/** The reference at the newest release of the dataset. */
export function configReferenceView(inputs: ReferenceInputs): ConfigReferenceView {
  const tag = NEWEST_CONFIG_TAG;
  const keys = keysAt(tag);
  const keyNames = new Set(keys.map((key) => key.key));
  const tables = [...new Set(keys.map((key) => tableOf(key.key)))];
  const subcommands = subcommandsAt(tag);
  const args = argumentsAt(tag);
  const commands = ['(global)', ...subcommands.map((subcommand) => subcommand.command)];
  const removed = removedSettings();
  return {
    tag,
    release: inputs.releaseLink(tag),
    tables: tables.map((table) => {
      const own = keys.filter((key) => tableOf(key.key) === table);
      const since = own.map((key) => key.introduced).sort((a, b) => tagIndex(a) - tagIndex(b))[0] ?? tag;
      return {
        table,
        anchor: tableAnchor(table),
        description: described(tableDescription(table), `the table [${table}]`),
        since: inputs.releaseLink(since),
        keys: own.map((key) => keyView(key, inputs, keyNames)),
      };
    }),
    commands: commands.map((command) => ({
      command,
      anchor: commandAnchor(command),
      hidden: subcommands.find((subcommand) => subcommand.command === command)?.hide ?? false,
      description: described(subcommandDescription(command), `the subcommand ${command}`),
      arguments: args
        .filter((argument) => argument.command === command)
        .map((argument) => argumentView(argument, inputs, keyNames)),
    })),
    removedKeys: removed.keys.map((key) => ({
      name: key.key,
      anchor: keyAnchor(key.key),
      lastRelease: inputs.releaseLink(key.last_seen),
      removedIn: inputs.releaseLink(key.removed ?? tag),
      replacedBy: keyReplacement(key).map((path) => ({label: path, anchor: keyAnchor(path)})),
    })),
    removedArguments: removed.arguments.map((argument) => {
      const next = argumentReplacement(argument);
      return {
        name: argumentName(argument),
        command: argument.command,
        anchor: flagAnchor(argument.command, argumentName(argument)),
        lastRelease: inputs.releaseLink(argument.removed === null ? tag : previousTag(argument.removed)),
        removedIn: inputs.releaseLink(argument.removed ?? tag),
        replacedBy: next
          ? [{label: `${next.command} ${argumentName(next)}`, anchor: flagAnchor(next.command, argumentName(next))}]
          : [],
      };
    }),
    guideFlags: guideFlagRows().map((row) => ({
      ...row,
      removedIn: row.removed ? inputs.releaseLink(row.removed) : null,
    })),
  };
}
