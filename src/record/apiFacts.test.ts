import {describe, expect, it} from 'vitest';
import handFacts from '../api/facts/api-source.json';
import syncedFacts from '../api/facts/api-routes.json';

/**
 * What record:sync regenerates (facts/api-routes.json) against the facts extracted once by hand
 * (facts/api-source.json), field by field wherever both carry a field. The two differences found are listed with
 * their cause; any other difference fails.
 */
type Route = Record<string, unknown> & {api: string; method: string; path: string};
const key = (route: Route) => `${route.api} ${route.method} ${route.path}`;

const SHARED_ROUTE_FIELDS = [
  'public_path',
  'kind',
  'handler',
  'source',
  'line',
  'annotation_line',
  'tag',
  'operation_id',
  'deprecated',
  'security',
  'conditional',
  'condition',
  'redirect_to',
] as const;
const SHARED_HISTORY_FIELDS = [
  'status',
  'first_tag',
  'present_at_first_checked_tag',
  'framework_at_first_tag',
  'last_tag',
  'removed_at',
  'absent_between',
  'replaced_by',
  'replaces',
  'tags_present',
] as const;

/**
 * Differences explained. The hand-made file gives nym-api's network-monitor routes a second condition, the bearer
 * token of /v1/utility; in the source (router.rs, v1_routes) /v1/status is nested into `base` before that `if`, and
 * both branches return `base`, so those routes do not depend on the token: an error of the old data. For the coconut
 * routes of the Rocket era the old data says `conditional` without a condition; the sync names it (the `if` around
 * `rocket.attach(coconut::stage(..))` in nym-api/src/support/http/mod.rs).
 */
function explained(route: Route, field: string, hand: unknown, synced: unknown): boolean {
  if (field !== 'condition') return false;
  const tokenAdded =
    Array.isArray(hand) &&
    Array.isArray(synced) &&
    JSON.stringify(hand) === JSON.stringify([...synced, 'let Some(bearer_token) = bearer_token']) &&
    route.path.startsWith('/v1/status/');
  const named = hand === undefined && route.path.startsWith('/v1/coconut/') && Array.isArray(synced);
  return tokenAdded || named;
}

function differences(hand: Route[], synced: Route[], fields: readonly string[]): string[] {
  const byKey = new Map(synced.map((route) => [key(route), route]));
  const found: string[] = [];
  for (const route of hand) {
    const other = byKey.get(key(route));
    if (!other) {
      found.push(`${key(route)}: missing`);
      continue;
    }
    for (const field of fields) {
      const [a, b] = [route[field], other[field]];
      if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null) && !explained(route, field, a, b)) {
        found.push(`${key(route)} ${field}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`);
      }
    }
  }
  const handKeys = new Set(hand.map(key));
  for (const route of synced) if (!handKeys.has(key(route))) found.push(`${key(route)}: extra`);
  return found;
}

const HAND = handFacts as unknown as {endpoints: Route[]; removed_endpoints: Route[]; history: Route[]};
const SYNCED = syncedFacts as unknown as {endpoints: Route[]; removed_endpoints: Route[]; history: Route[]};

describe('the regenerated API facts against the hand-made ones', () => {
  it('mount the same routes with the same details', () => {
    expect(differences(HAND.endpoints, SYNCED.endpoints, SHARED_ROUTE_FIELDS)).toEqual([]);
  });

  it('remove the same routes at the same tags', () => {
    expect(differences(HAND.removed_endpoints, SYNCED.removed_endpoints, SHARED_ROUTE_FIELDS)).toEqual([]);
  });

  it('tell the same history of every route', () => {
    expect(differences(HAND.history, SYNCED.history, SHARED_HISTORY_FIELDS)).toEqual([]);
  });
});
