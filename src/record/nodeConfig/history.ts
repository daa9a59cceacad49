// From the settings at each tag to their history: when each key, argument and subcommand appeared and went,
// how its default and type changed, and which removed key a new one replaces — backed by a serde alias, or
// inferred (`heuristic`) from a key removed and one added at the same tag that look alike.
import type {ArgumentFacts, SubcommandFacts} from './cliArgs';
import type {ConfigKeyFacts} from './configKeys';
import {isRefutedRename} from './refutedRenames';
import {subcommandNote} from './subcommandNotes';

export interface TagSettings {
  readonly version: string;
  readonly commit: string;
  readonly keys: ReadonlyMap<string, ConfigKeyFacts>;
  /** Arguments by `argumentId(command, flag)`. */
  readonly args: ReadonlyMap<string, ArgumentFacts>;
  readonly subcommands: ReadonlyMap<string, SubcommandFacts>;
  readonly templateKeys: readonly string[] | null;
}

interface Change<T> {
  tag: string;
  from: T;
  to: T;
}

export interface ConfigKeyHistory extends Omit<ConfigKeyFacts, 'cfg'> {
  introduced: string;
  removed: string | null;
  default_changes: Change<string | null>[];
  type_changes: Change<string>[];
  presence_changes: ({reintroduced: string} | {removed: string})[] | null;
  renamed_from: string | null;
  renamed_to: string | null;
  last_seen: string;
  cfg?: string[];
  heuristic?: boolean;
  rename_evidence?: string;
}

export type ArgumentHistory = ArgumentFacts & {
  introduced: string;
  removed: string | null;
  changes: {tag: string; field: string; from: unknown; to: unknown}[];
};

export type SubcommandHistory = SubcommandFacts & {
  command: string;
  introduced: string;
  removed: string | null;
  notes: string | null;
};

export interface TagSummary {
  nym_node_version: string;
  commit: string;
  config_keys: number;
  cli_flags: number;
  cli_flags_visible: number;
  subcommands: string[];
  template_keys_not_in_structs: string[] | null;
  struct_keys_not_in_template: number | null;
}

/** The map key of an argument: its subcommand and flag. */
export function argumentId(command: string, flag: string | null): string {
  return JSON.stringify([command, flag]);
}

/** Argument fields whose change between two tags is recorded. */
const TRACKED_ARGUMENT_FIELDS = [
  'short',
  'env',
  'type',
  'default',
  'multiple',
  'hide',
  'aliases',
  'conflicts_with',
  'requires',
  'group',
  'required',
] as const;

/** Every name that occurs at any tag, in order of first appearance. */
function allNames(tags: readonly string[], pick: (tag: string) => Iterable<string>): string[] {
  const names = new Set<string>();
  for (const tag of tags) for (const name of pick(tag)) names.add(name);
  return [...names];
}

/** The tag after the last one holding the name, or null when the newest tag still holds it. */
function removedAt(tags: readonly string[], holds: (tag: string) => boolean): string | null {
  if (holds(tags[tags.length - 1] ?? '')) return null;
  for (let i = tags.length - 1; i >= 0; i--) if (holds(tags[i] ?? '')) return tags[i + 1] ?? null;
  return null;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function keyHistory(
  tags: readonly string[],
  settings: ReadonlyMap<string, TagSettings>,
  key: string,
): ConfigKeyHistory {
  const at = (tag: string): ConfigKeyFacts | undefined => settings.get(tag)?.keys.get(key);
  let newest: ConfigKeyFacts | undefined;
  let previous: ConfigKeyFacts | undefined;
  let introduced: string | null = null;
  let lastSeen = '';
  const defaultChanges: Change<string | null>[] = [];
  const typeChanges: Change<string>[] = [];
  const gaps: ({reintroduced: string} | {removed: string})[] = [];
  for (const tag of tags) {
    const current = at(tag);
    if (current) {
      if (introduced === null) introduced = tag;
      else if (!previous) gaps.push({reintroduced: tag});
      if (previous && current.default !== previous.default) {
        defaultChanges.push({tag, from: previous.default, to: current.default});
      }
      if (previous && current.type !== previous.type) typeChanges.push({tag, from: previous.type, to: current.type});
      newest = current;
      lastSeen = tag;
    } else if (previous) gaps.push({removed: tag});
    previous = current;
  }
  if (!newest || introduced === null) throw new Error(`config key ${key}: present at no tag`);
  const removed = removedAt(tags, (tag) => at(tag) !== undefined);
  const {cfg, ...facts} = newest;
  const presence = gaps.filter((g) => 'reintroduced' in g || g.removed !== removed);
  const entry: ConfigKeyHistory = {
    ...facts,
    introduced,
    removed,
    default_changes: defaultChanges,
    type_changes: typeChanges,
    presence_changes: presence.length > 0 ? presence : null,
    renamed_from: null,
    renamed_to: null,
    last_seen: lastSeen,
  };
  if (cfg) entry.cfg = cfg;
  return entry;
}

/** The longest common block of a[aLo:aHi] and b[bLo:bHi]: earliest in a, then earliest in b. */
function longestMatch(
  a: string,
  b: string,
  aLo: number,
  aHi: number,
  bLo: number,
  bHi: number,
): [number, number, number] {
  let best: [number, number, number] = [aLo, bLo, 0];
  for (let i = aLo; i < aHi; i++) {
    for (let j = bLo; j < bHi; j++) {
      let k = 0;
      while (i + k < aHi && j + k < bHi && a[i + k] === b[j + k]) k++;
      if (k > best[2]) best = [i, j, k];
    }
  }
  return best;
}

/** The number of characters two strings share in matching blocks, found longest-block first. */
function matchingCharacters(a: string, b: string, aLo = 0, aHi = a.length, bLo = 0, bHi = b.length): number {
  const [i, j, k] = longestMatch(a, b, aLo, aHi, bLo, bHi);
  if (k === 0) return 0;
  return k + matchingCharacters(a, b, aLo, i, bLo, j) + matchingCharacters(a, b, i + k, aHi, j + k, bHi);
}

/** The similarity of two names, 0..1: twice the matching characters over the total length. */
export function similarity(a: string, b: string): number {
  const total = a.length + b.length;
  return total === 0 ? 1 : (2 * matchingCharacters(a, b)) / total;
}

function trailingCommon(a: readonly string[], b: readonly string[]): number {
  let common = 0;
  while (common < Math.min(a.length, b.length) && a[a.length - 1 - common] === b[b.length - 1 - common]) common++;
  return common;
}

interface Candidate {
  score: number;
  added: ConfigKeyHistory;
  gone: ConfigKeyHistory;
  sameDefault: boolean;
  common: number;
  sameParent: boolean;
}

/** Renames a serde alias proves: the new key, at the tag it appeared, still accepts the removed key's path. */
function aliasRenames(
  tags: readonly string[],
  settings: ReadonlyMap<string, TagSettings>,
  keys: ConfigKeyHistory[],
): void {
  for (const entry of keys) {
    if (entry.introduced === tags[0]) continue;
    const current = settings.get(entry.introduced)?.keys.get(entry.key);
    for (const old of keys) {
      if (old.removed !== entry.introduced || !current?.alias_paths.includes(old.key)) continue;
      entry.renamed_from = old.key;
      old.renamed_to = entry.key;
      entry.rename_evidence = 'serde alias';
    }
  }
}

/** Renames inferred at one tag from the keys added and removed there, the best-scoring pairs first. */
function heuristicRenames(
  tag: string,
  previousTag: string,
  settings: ReadonlyMap<string, TagSettings>,
  keys: ConfigKeyHistory[],
): void {
  const added = keys.filter((e) => e.introduced === tag && !e.renamed_from);
  const gone = keys.filter((e) => e.removed === tag && !e.renamed_to);
  const candidates: Candidate[] = [];
  const facts = (at: string, key: string): ConfigKeyFacts | undefined => settings.get(at)?.keys.get(key);
  for (const a of added) {
    const now = facts(tag, a.key);
    for (const g of gone) {
      const before = facts(previousTag, g.key);
      if (!now || !before || before.type !== now.type || isRefutedRename(tag, g.key, a.key)) continue;
      const newPath = a.key.split('.');
      const oldPath = g.key.split('.');
      const common = trailingCommon(newPath, oldPath);
      const sameParent = sameValue(newPath.slice(0, -1), oldPath.slice(0, -1));
      const sameDefault = before.default === now.default;
      const newLeaf = newPath[newPath.length - 1] ?? '';
      const oldLeaf = oldPath[oldPath.length - 1] ?? '';
      const alike =
        sameParent && (newLeaf.includes(oldLeaf) || oldLeaf.includes(newLeaf) || similarity(newLeaf, oldLeaf) >= 0.7);
      if (common >= 1 || (sameParent && sameDefault) || alike) {
        const score = common + (sameDefault ? 0.5 : 0) + (sameParent ? 0.25 : 0);
        candidates.push({score, added: a, gone: g, sameDefault, common, sameParent});
      }
    }
  }
  for (const a of added) {
    const now = facts(tag, a.key);
    for (const g of gone) {
      const before = facts(previousTag, g.key);
      if (!now || !before || before.type === now.type || isRefutedRename(tag, g.key, a.key)) continue;
      const newPath = a.key.split('.');
      const oldPath = g.key.split('.');
      const newLeaf = newPath[newPath.length - 1] ?? '';
      const oldLeaf = oldPath[oldPath.length - 1] ?? '';
      const sameParent = sameValue(newPath.slice(0, -1), oldPath.slice(0, -1));
      if (
        sameParent &&
        before.default === now.default &&
        (newLeaf.startsWith(oldLeaf) || oldLeaf.startsWith(newLeaf))
      ) {
        candidates.push({score: -1, added: a, gone: g, sameDefault: true, common: 0, sameParent: true});
      }
    }
  }
  candidates.sort((x, y) => y.score - x.score);
  for (const c of candidates) {
    if (c.added.renamed_from || c.gone.renamed_to) continue;
    c.added.renamed_from = c.gone.key;
    c.gone.renamed_to = c.added.key;
    c.added.heuristic = true;
    c.added.rename_evidence = [
      'removed+added at same tag',
      c.score === -1 ? 'type changed' : 'same type',
      c.sameDefault ? 'same default' : 'default differs',
      ...(c.common ? [`${c.common} trailing path segment(s) equal`] : []),
      ...(c.sameParent ? ['same parent'] : []),
    ].join(', ');
  }
}

export function configKeyHistory(
  tags: readonly string[],
  settings: ReadonlyMap<string, TagSettings>,
): ConfigKeyHistory[] {
  const names = allNames(tags, (tag) => settings.get(tag)?.keys.keys() ?? []);
  const keys = names.map((key) => keyHistory(tags, settings, key));
  aliasRenames(tags, settings, keys);
  for (let i = 1; i < tags.length; i++) heuristicRenames(tags[i] ?? '', tags[i - 1] ?? '', settings, keys);
  return keys;
}

export function argumentHistory(
  tags: readonly string[],
  settings: ReadonlyMap<string, TagSettings>,
): ArgumentHistory[] {
  const ids = allNames(tags, (tag) => settings.get(tag)?.args.keys() ?? []);
  return ids.map((id) => {
    const at = (tag: string): ArgumentFacts | undefined => settings.get(tag)?.args.get(id);
    let newest: ArgumentFacts | undefined;
    let previous: ArgumentFacts | undefined;
    let introduced: string | null = null;
    const changes: ArgumentHistory['changes'] = [];
    for (const tag of tags) {
      const current = at(tag);
      if (current) {
        introduced ??= tag;
        if (previous) {
          for (const field of TRACKED_ARGUMENT_FIELDS) {
            if (!sameValue(current[field], previous[field])) {
              changes.push({tag, field, from: previous[field], to: current[field]});
            }
          }
        }
        newest = current;
      }
      previous = current;
    }
    if (!newest || introduced === null) throw new Error(`argument ${id}: present at no tag`);
    return {...newest, introduced, removed: removedAt(tags, (tag) => at(tag) !== undefined), changes};
  });
}

export function subcommandHistory(
  tags: readonly string[],
  settings: ReadonlyMap<string, TagSettings>,
): SubcommandHistory[] {
  const commands = allNames(tags, (tag) => settings.get(tag)?.subcommands.keys() ?? []);
  return commands.map((command) => {
    const holding = tags.filter((tag) => settings.get(tag)?.subcommands.has(command));
    const newest = settings.get(holding[holding.length - 1] ?? '')?.subcommands.get(command);
    if (!newest) throw new Error(`subcommand ${command}: present at no tag`);
    return {
      ...newest,
      command,
      introduced: holding[0] ?? '',
      removed: removedAt(tags, (tag) => settings.get(tag)?.subcommands.has(command) ?? false),
      notes: subcommandNote(command),
    };
  });
}

export function tagSummary(settings: TagSettings): TagSummary {
  const walked = new Set(settings.keys.keys());
  const template = settings.templateKeys;
  const args = [...settings.args.values()];
  return {
    nym_node_version: settings.version,
    commit: settings.commit,
    config_keys: walked.size,
    cli_flags: args.length,
    cli_flags_visible: args.filter((a) => !a.hide).length,
    subcommands: [...settings.subcommands.keys()].sort(),
    template_keys_not_in_structs: template === null ? null : template.filter((k) => !walked.has(k)).sort(),
    struct_keys_not_in_template: template === null ? null : [...walked].filter((k) => !template.includes(k)).length,
  };
}
