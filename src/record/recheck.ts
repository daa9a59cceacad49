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

/** The facts that changed after `from`, up to and including `to`. */
export function changedFacts(facts: RecheckFacts, from: string, to: string): ChangedFact[] {
  const start = indexOf(facts.tags, from);
  const end = indexOf(facts.tags, to);
  const within = (tag: string | null | undefined) => {
    if (!tag) return false;
    const index = facts.tags.findIndex((candidate) => bare(candidate) === bare(tag));
    return index > start && index <= end;
  };
  const changed: ChangedFact[] = [];
  for (const key of facts.configKeys) {
    const text = key.key.split('.').at(-1)!;
    if (within(key.introduced)) changed.push({kind: 'config key', text, change: `${key.key} added`});
    if (within(key.removed)) changed.push({kind: 'config key', text, change: `${key.key} removed`});
    for (const change of key.default_changes.filter((entry) => within(entry.tag)))
      changed.push({
        kind: 'config key',
        text,
        change: `${key.key} default ${JSON.stringify(change.from)} → ${JSON.stringify(change.to)}`,
      });
  }
  const position = (tag: string | null | undefined) =>
    tag ? facts.tags.findIndex((candidate) => bare(candidate) === bare(tag)) : -1;
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
    if (within(flag.introduced)) changed.push({kind: 'flag', text: flag.flag, change: `${name} added`});
    if (within(flag.removed)) changed.push({kind: 'flag', text: flag.flag, change: `${name} removed`});
    if (flag.changes.some((entry) => within(entry.tag)))
      changed.push({kind: 'flag', text: flag.flag, change: `${name} changed`});
  }
  for (const route of facts.routes) {
    const name = `${route.api} ${route.method} ${route.path}`;
    if (within(route.first_tag)) changed.push({kind: 'route', text: route.path, change: `${name} added`});
    if (within(route.removed_at)) changed.push({kind: 'route', text: route.path, change: `${name} removed`});
  }
  const before = facts.nodeVersions[bare(facts.tags[start])];
  const after = facts.nodeVersions[bare(facts.tags[end])];
  if (before && after && before !== after)
    changed.push({kind: 'node version', text: before, change: `nym-node ${before} → ${after}`});
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
