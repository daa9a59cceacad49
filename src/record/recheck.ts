// What a new release changes on our pages: the facts of the record that changed between two release tags (a
// nym-node default, a flag, a config key, a route, the node version), the pages that state one of them, and the
// "Last checked against" markers older than the new tag. Pure: the command (scripts/record-recheck.mjs) reads
// the facts and the pages and hands them here.

/** A nym-node config key of the settings dataset (src/nodeConfig/facts/node-config-source.json). */
interface ConfigKeyFact {
  readonly key: string;
  readonly introduced: string | null;
  readonly removed: string | null;
  readonly default_changes: readonly {readonly tag: string; readonly from: unknown; readonly to: unknown}[];
}

/** A command-line argument of the same dataset. */
interface FlagFact {
  readonly command: string;
  readonly flag: string | null;
  readonly introduced: string | null;
  readonly removed: string | null;
  readonly changes: readonly {readonly tag: string; readonly [field: string]: unknown}[];
}

/** A route's history (src/api/facts/api-routes.json). */
interface RouteFact {
  readonly api: string;
  readonly method: string;
  readonly path: string;
  readonly first_tag: string | null;
  readonly removed_at?: string | null;
}

export interface RecheckFacts {
  /** Every release tag of the facts, oldest first. */
  readonly tags: readonly string[];
  readonly configKeys: readonly ConfigKeyFact[];
  readonly flags: readonly FlagFact[];
  readonly routes: readonly RouteFact[];
  /** The nym-node version each release tag shipped, where known. */
  readonly nodeVersions: Readonly<Record<string, string>>;
}

export interface ChangedFact {
  readonly kind: 'config key' | 'flag' | 'route' | 'node version';
  /** What a page would write: the key's last segment, the flag, the route's path, the old version. */
  readonly text: string;
  /** The change, in a few words. */
  readonly change: string;
}

export interface PageToRecheck {
  readonly page: string;
  readonly facts: readonly {readonly fact: ChangedFact; readonly line: number}[];
}

export interface LastCheckedBehind {
  readonly page: string;
  readonly line: number;
  readonly release: string;
}

/** A release tag as the site names releases: nym-binaries-v2026.9-venaco → v2026.9-venaco. */
export const bare = (tag: string) => tag.replace(/^nym-binaries-/, '');

/** A tag's place among the facts' tags (either form of the tag); throws on a tag the facts do not hold. */
function indexOf(tags: readonly string[], tag: string): number {
  const index = tags.findIndex((candidate) => bare(candidate) === bare(tag));
  if (index < 0)
    throw new Error(`${tag}: not a release tag of the record's facts (${bare(tags[0])} … ${bare(tags.at(-1)!)})`);
  return index;
}

/**
 * What happened to a key, flag or route in the range, `within` saying whether a tag is in it: added, removed, or both.
 * One that came and went in between is at neither end: a page that names it names what the new tag no longer has.
 */
function lifeChange(
  name: string,
  introduced: string | null | undefined,
  removed: string | null | undefined,
  within: (tag: string | null | undefined) => boolean,
): string | undefined {
  if (within(introduced) && within(removed))
    return `${name} added in ${bare(introduced!)} and removed in ${bare(removed!)}: at neither tag`;
  if (within(introduced)) return `${name} added in ${bare(introduced!)}`;
  if (within(removed)) return `${name} removed in ${bare(removed!)}`;
  return undefined;
}

/** The facts that changed after `from`, up to and including `to`, each with the release that changed it. */
export function changedFacts(facts: RecheckFacts, from: string, to: string): ChangedFact[] {
  const start = indexOf(facts.tags, from);
  const end = indexOf(facts.tags, to);
  const position = (tag: string | null | undefined) =>
    tag ? facts.tags.findIndex((candidate) => bare(candidate) === bare(tag)) : -1;
  const within = (tag: string | null | undefined) => position(tag) > start && position(tag) <= end;
  const changed: ChangedFact[] = [];
  const add = (kind: ChangedFact['kind'], text: string, change: string | undefined) => {
    if (change) changed.push({kind, text, change});
  };
  for (const key of facts.configKeys) {
    const text = key.key.split('.').at(-1)!;
    add('config key', text, lifeChange(key.key, key.introduced, key.removed, within));
    for (const change of key.default_changes.filter((entry) => within(entry.tag)))
      add(
        'config key',
        text,
        `${key.key} default ${JSON.stringify(change.from)} → ${JSON.stringify(change.to)} in ${bare(change.tag)}`,
      );
  }
  /** Another command takes the same flag before and after: a page's `--id` need not be this one. */
  const sharedFlag = (flag: FlagFact) =>
    facts.flags.some(
      (other) =>
        other !== flag &&
        other.flag === flag.flag &&
        position(other.introduced) <= start &&
        (other.removed === null || position(other.removed) > end),
    );
  for (const flag of facts.flags) {
    if (!flag.flag || sharedFlag(flag)) continue;
    const name = `${flag.command} ${flag.flag}`;
    add('flag', flag.flag, lifeChange(name, flag.introduced, flag.removed, within));
    const changedIn = flag.changes.filter((entry) => within(entry.tag)).map((entry) => bare(entry.tag));
    if (changedIn.length > 0) add('flag', flag.flag, `${name} changed in ${[...new Set(changedIn)].join(', ')}`);
  }
  for (const route of facts.routes)
    add(
      'route',
      route.path,
      lifeChange(`${route.api} ${route.method} ${route.path}`, route.first_tag, route.removed_at, within),
    );
  const before = facts.nodeVersions[bare(facts.tags[start])];
  const after = facts.nodeVersions[bare(facts.tags[end])];
  if (before && after && before !== after)
    changed.push({
      kind: 'node version',
      text: before,
      change: `nym-node ${before} in ${bare(facts.tags[start])} → ${after} in ${bare(facts.tags[end])}`,
    });
  return changed;
}

/** A fact's words as they stand in a page: in backticks, or a version or route as a whole word. */
function statedIn(line: string, fact: ChangedFact): boolean {
  if (line.includes(`\`${fact.text}\``)) return true;
  if (fact.kind === 'config key') return false;
  const escaped = fact.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w./-])${escaped}($|[^\\w/-])`).test(line);
}

/** The pages that state one of the changed facts, with the line of each. */
export function pagesToRecheck(
  changed: readonly ChangedFact[],
  pages: readonly {readonly path: string; readonly text: string}[],
): PageToRecheck[] {
  const result: PageToRecheck[] = [];
  for (const page of pages) {
    const found: {fact: ChangedFact; line: number}[] = [];
    const lines = page.text.split('\n');
    for (const fact of changed) {
      const index = lines.findIndex((line) => statedIn(line, fact));
      if (index >= 0) found.push({fact, line: index + 1});
    }
    if (found.length > 0) result.push({page: page.path, facts: found});
  }
  return result;
}

const LAST_CHECKED = /<LastChecked\s+release="([^"]+)"/g;

/** The `<LastChecked release="…" />` markers naming a release older than `to`. */
export function lastCheckedBehind(
  tags: readonly string[],
  to: string,
  pages: readonly {readonly path: string; readonly text: string}[],
): LastCheckedBehind[] {
  const end = indexOf(tags, to);
  const behind: LastCheckedBehind[] = [];
  for (const page of pages) {
    page.text.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(LAST_CHECKED)) {
        const at = tags.findIndex((candidate) => bare(candidate) === match[1]);
        if (at >= 0 && at < end) behind.push({page: page.path, line: index + 1, release: match[1]});
      }
    });
  }
  return behind;
}
