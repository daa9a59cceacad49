// What a config.toml's keys say against the dataset: which releases could have written them, and, for the release
// the operator moves to, the keys it does not know, dropped, renamed or gave a new default.
import {CONFIG_TAGS, NODE_CONFIG_SOURCE, defaultAt, keysAt, releaseOfTag, tagIndex, type ConfigKey} from '../source';
import {keyLink, releaseLink} from './links';
import {bestTags, neighbours, someNames, writtenBy} from './releases';
import type {Finding, WrittenBy} from './types';

const KEYS = new Map(NODE_CONFIG_SOURCE.config_keys.map((key) => [key.key, key]));

/** Whether a dotted path is a key nym-node read at some release. */
export function isKnownKey(path: string): boolean {
  return KEYS.has(path);
}

const presentAt = (key: ConfigKey, at: number) =>
  tagIndex(key.introduced) <= at && (key.removed === null || at < tagIndex(key.removed));

/** Keys nym-node writes into a new file: those with a default (an unset Option is left out). */
const writtenKeys = (tag: string) => keysAt(tag).filter((key) => key.default !== null);

/**
 * The releases whose keys best match the file's: fewest keys the release lacks; when the file holds most of what a
 * release writes, fewest keys of the release left out. Undefined when the file holds no key any release knows.
 */
export function configWrittenBy(present: ReadonlySet<string>): WrittenBy | undefined {
  const known = [...present].filter(isKnownKey);
  if (known.length === 0) return undefined;
  const tags = bestTags(
    (tag) => {
      const at = tagIndex(tag);
      return {
        missing: known.filter((key) => !presentAt(KEYS.get(key) as ConfigKey, at)).length,
        leftOut: writtenKeys(tag).filter((key) => !present.has(key.key)).length,
      };
    },
    (tag) => {
      const expected = writtenKeys(tag);
      return expected.filter((key) => present.has(key.key)).length * 2 >= expected.length;
    },
  );
  const from = tags[0];
  const to = tags.at(-1) as string;
  const {before, after} = neighbours(from, to);
  const evidence: string[] = [];
  if (before) {
    const arrived = known.filter((key) => KEYS.get(key)?.introduced === from);
    if (arrived.length > 0) evidence.push(`${someNames(arrived)}: first written by ${releaseOfTag(from)}`);
    const gone = writtenKeys(before)
      .filter((key) => key.removed === from && !present.has(key.key))
      .map((key) => key.key);
    if (arrived.length === 0 && gone.length > 0)
      evidence.push(`no ${someNames(gone)}, which ${releaseOfTag(before)} wrote and ${releaseOfTag(from)} dropped`);
  }
  if (after) {
    const dropped = known.filter((key) => KEYS.get(key)?.removed === after);
    if (dropped.length > 0) evidence.push(`${someNames(dropped)}: dropped by ${releaseOfTag(after)}`);
    const added = writtenKeys(after)
      .filter((key) => key.introduced === after && !present.has(key.key))
      .map((key) => key.key);
    if (dropped.length === 0 && added.length > 0)
      evidence.push(`no ${someNames(added)}, which ${releaseOfTag(after)} added`);
  }
  if (evidence.length === 0) evidence.push('the keys present exist in every release of the range');
  return writtenBy(tags, evidence);
}

/**
 * Whether a value in the file is the default text of the dataset: numbers and booleans by value, paths under
 * `{data_dir}` by their file name, lists by their items, anything else as the same text.
 */
function isDefaultValue(value: unknown, text: string | null): boolean {
  if (text === null) return false;
  if (typeof value === 'boolean') return String(value) === text;
  if (typeof value === 'number' || typeof value === 'bigint')
    return text.trim() !== '' && Number(text) === Number(value);
  if (typeof value === 'string') {
    if (text.startsWith('{data_dir}/')) return value.endsWith(text.slice('{data_dir}'.length));
    return value.trim() === text.trim();
  }
  if (Array.isArray(value)) {
    try {
      return JSON.stringify(value) === JSON.stringify(JSON.parse(text));
    } catch {
      return false;
    }
  }
  return false;
}

/** A key the target reads under another name: where it went, in which release, and whether the old name still works. */
interface KeyMove {
  key: string;
  kind: 'renamed' | 'removed';
  /** The release that made the change. */
  tag: string;
  replacement?: ConfigKey;
  /** The target still reads the old name (a serde alias). */
  stillRead: boolean;
  /** The link between the names is inferred by the dataset, not declared by nym-node. */
  inferred: boolean;
}

/** Where a key the target does not have went: renamed (following renames to the target), or dropped. */
function moveOf(key: ConfigKey, at: number, aliases: ReadonlyMap<string, ConfigKey>): KeyMove {
  const tag = key.removed as string;
  const alias = aliases.get(key.key);
  if (alias) return {key: key.key, kind: 'renamed', tag, replacement: alias, stillRead: true, inferred: false};
  let inferred = false;
  let next: ConfigKey | undefined = key;
  const seen = new Set<string>();
  while (next && !presentAt(next, at) && next.renamed_to && !seen.has(next.key)) {
    seen.add(next.key);
    const following = KEYS.get(next.renamed_to);
    if (following?.heuristic) inferred = true;
    next = following;
  }
  if (next && next !== key && presentAt(next, at))
    return {key: key.key, kind: 'renamed', tag, replacement: next, stillRead: false, inferred};
  return {key: key.key, kind: 'removed', tag: next?.removed ?? tag, stillRead: false, inferred: false};
}

/** The part of two dotted paths before the segments they share at the end: `entry_gateway.x` → `entry_gateway`. */
function renamedPrefix(from: string, to: string): [string, string] {
  const a = from.split('.');
  const b = to.split('.');
  while (a.length > 1 && b.length > 1 && a.at(-1) === b.at(-1)) {
    a.pop();
    b.pop();
  }
  return [a.join('.'), b.join('.')];
}

function moveFindings(moves: readonly KeyMove[], target: string): Finding[] {
  const groups = new Map<string, KeyMove[]>();
  for (const move of moves) {
    const pattern =
      move.kind === 'renamed'
        ? renamedPrefix(move.key, move.replacement?.key ?? '').join('→')
        : (move.key.split('.')[0] ?? '');
    const id = [move.kind, move.tag, move.stillRead, move.inferred, pattern].join('|');
    groups.set(id, [...(groups.get(id) ?? []), move]);
  }
  return [...groups.values()].map((group) => moveFinding(group, target));
}

function moveFinding(group: readonly KeyMove[], target: string): Finding {
  const first = group[0];
  const release = releaseOfTag(first.tag);
  const reader = releaseOfTag(target);
  const many = group.length > 1;
  const others = group.slice(1).map((move) => move.key);
  const base = {
    severity: 'warning' as const,
    subject: first.key,
    release: releaseLink(first.tag),
    reference: keyLink(first.key),
    ...(many ? {others} : {}),
  };
  if (first.kind === 'removed') {
    const which = many ? `these ${group.length} keys` : 'it';
    return {
      ...base,
      kind: 'removed',
      message: `Dropped in ${release}: ${reader} does not read ${which}, so delete ${many ? 'the lines' : 'the line'}.`,
    };
  }
  const replacement = first.replacement as ConfigKey;
  const [oldPrefix, newPrefix] = renamedPrefix(first.key, replacement.key);
  const name = many
    ? `\`${oldPrefix}.*\` (${group.length} keys) became \`${newPrefix}.*\` in ${release}.`
    : `Renamed in ${release}.`;
  const how = first.stillRead
    ? `${reader} still reads the old name, but a later release may not: write the new one.`
    : `${reader} reads only the new name.`;
  const inferred = first.inferred
    ? ' (The two names are paired by their place, type and default in the sources; nym-node declares no alias.)'
    : '';
  return {...base, kind: 'renamed', replacement: keyLink(replacement.key), message: `${name} ${how}${inferred}`};
}

/**
 * The value is the default of a release in the written range, and the target's default for the key (or for the key
 * that replaced it) is another one: the node keeps the file's value, so the reader decides.
 */
function defaultChange(
  path: string,
  value: unknown,
  key: ConfigKey,
  now: ConfigKey,
  written: readonly string[],
  target: string,
): Finding | undefined {
  const at = tagIndex(target);
  const newDefault = defaultAt(now, target);
  for (const tag of written) {
    if (tagIndex(tag) >= at || !presentAt(key, tagIndex(tag))) continue;
    const old = defaultAt(key, tag);
    if (old === null || old === newDefault || !isDefaultValue(value, old) || isDefaultValue(value, newDefault))
      continue;
    const change = now.default_changes.find((each) => tagIndex(each.tag) > tagIndex(tag) && tagIndex(each.tag) <= at);
    const changedIn = change?.tag ?? (now.removed === null ? now.introduced : target);
    return {
      severity: 'notice',
      kind: 'default-changed',
      subject: path,
      message: `\`${old}\` is what ${releaseOfTag(tag)} wrote by default; since ${releaseOfTag(changedIn)} the default is \`${newDefault ?? 'unset'}\`. The node keeps \`${old}\` because the file sets it: write \`${newDefault ?? ''}\` to follow the new default, or keep the old value on purpose.`,
      release: releaseLink(changedIn),
      reference: keyLink(now.key),
    };
  }
  return undefined;
}

/** The keys at the target that also answer to an old path (serde aliases), by that path. */
function aliasesAt(target: string): Map<string, ConfigKey> {
  const aliases = new Map<string, ConfigKey>();
  for (const key of keysAt(target)) for (const path of key.alias_paths) aliases.set(path, key);
  return aliases;
}

/** Keys at the target with the same last segment as an unknown key: what the reader may have meant. */
function lookalikes(path: string, target: string): string[] {
  const leaf = path.split('.').at(-1) ?? path;
  return keysAt(target)
    .filter((key) => key.key.split('.').at(-1) === leaf)
    .map((key) => key.key)
    .slice(0, 3);
}

/** Every finding about the file's keys for the target release, given the releases that could have written it. */
export function configKeyFindings(keys: ReadonlyMap<string, unknown>, target: string, written?: WrittenBy): Finding[] {
  const at = tagIndex(target);
  const aliases = aliasesAt(target);
  const range = written ? CONFIG_TAGS.slice(tagIndex(written.from), tagIndex(written.to) + 1) : [];
  const findings: Finding[] = [];
  const moves: KeyMove[] = [];
  const first = releaseOfTag(CONFIG_TAGS[0]);
  for (const [path, value] of keys) {
    const key = KEYS.get(path);
    if (!key) {
      const meant = lookalikes(path, target);
      findings.push({
        severity: 'error',
        kind: 'unknown',
        subject: path,
        message: `No release of nym-node since ${first} has this key: check its spelling and its section. nym-node refuses a key it does not know in most sections.${meant.length > 0 ? ` ${releaseOfTag(target)} has ${someNames(meant, 3)}.` : ''}`,
      });
      continue;
    }
    if (presentAt(key, at)) {
      const change = defaultChange(path, value, key, key, range, target);
      if (change) findings.push(change);
      continue;
    }
    if (tagIndex(key.introduced) > at) {
      findings.push({
        severity: 'error',
        kind: 'newer',
        subject: path,
        message: `This key came with ${releaseOfTag(key.introduced)}, after ${releaseOfTag(target)}: that release does not know it and refuses the file. Remove it, or move to ${releaseOfTag(key.introduced)} or later.`,
        release: releaseLink(key.introduced),
        reference: keyLink(path),
      });
      continue;
    }
    const move = moveOf(key, at, aliases);
    moves.push(move);
    if (move.replacement) {
      const change = defaultChange(path, value, key, move.replacement, range, target);
      if (change) findings.push(change);
    }
  }
  return [...findings, ...moveFindings(moves, target)];
}
