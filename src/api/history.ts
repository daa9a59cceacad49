import {releaseName, type ReferenceRoute} from './routes';
import {RELEASE_TAGS, releaseOfTag, routeHistory} from './sourceFacts';

/**
 * A route's history, release by release: when the source first mounted it,
 * when it went away and came back, when a release removed it (all from the
 * facts, which checked every release tag), and what the release notes say a
 * release changed, deprecated or redirected (from the registry entries
 * placed on it).
 */

type HistoryChange =
  'present' | 'introduced' | 'changed' | 'deprecated' | 'redirected' | 'absent' | 'restored' | 'removed';

export interface HistoryEvent {
  change: HistoryChange;
  /** The release as readers name it: v2025.17-isabirra. */
  release: string;
  /** Routes that took its place or that it took the place of, as METHOD /path. */
  replacedBy?: string[];
  replaces?: string[];
}

/** Where a release name falls among the release tags, for ordering; names the tags lack go last, in name order. */
function position(release: string): number {
  const index = RELEASE_TAGS.indexOf(release);
  return index === -1 ? RELEASE_TAGS.length : index;
}

const FROM_REGISTRY = new Set<HistoryChange>(['changed', 'deprecated', 'redirected']);

export function routeHistoryEvents(route: Pick<ReferenceRoute, 'key' | 'entries'>): HistoryEvent[] {
  const history = routeHistory(route.key);
  if (!history) throw new Error(`history: the facts have no history for ${route.key}`);
  const events: HistoryEvent[] = [];
  const first = releaseOfTag(history.first_tag);
  events.push({
    change: history.present_at_first_checked_tag ? 'present' : 'introduced',
    release: first,
    ...(history.replaces ? {replaces: history.replaces} : {}),
  });
  for (const gap of history.absent_between ?? []) {
    events.push({change: 'absent', release: releaseOfTag(gap.absent_from)});
    events.push({change: 'restored', release: releaseOfTag(gap.back_at)});
  }
  // An entry placed on several routes (SPEC's semi-skimmed stands on v1 and v2) may name a release from
  // before this route existed: that change was to another of its routes.
  const since = position(first);
  for (const entry of route.entries)
    for (const ref of entry.releases)
      if (FROM_REGISTRY.has(ref.change) && position(releaseName(ref.release)) >= since)
        events.push({change: ref.change, release: releaseName(ref.release)});
  if (history.removed_at)
    events.push({
      change: 'removed',
      release: releaseOfTag(history.removed_at),
      ...(history.replaced_by ? {replacedBy: history.replaced_by} : {}),
    });
  const seen = new Set<string>();
  return events
    .filter((event) => {
      const key = `${event.change} ${event.release}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((event, index) => ({event, index}))
    .sort((a, b) => position(a.event.release) - position(b.event.release) || a.index - b.index)
    .map(({event}) => event);
}
