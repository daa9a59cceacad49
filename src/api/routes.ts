import {REGISTRY, type Registry} from './registry';
import type {Endpoint, PathlessEndpoint} from './schema';
import {
  REMOVED_ROUTES,
  SOURCE_ROUTES,
  releaseOfTag,
  removedRoute,
  routeKey,
  sourceRoute,
  type RouteKey,
  type Service,
  type SourceRoute,
} from './sourceFacts';
import {SERVICE_OF} from './services';

/**
 * Routes as the code mounts them, and the registry's entries on them. The
 * reference lists every route the services mount at the recorded tag and
 * every route a release removed since v2024.3-eclipse; the registry keeps
 * each endpoint under the name SPEC and the release notes give it (its
 * anchor never changes), and this module says which route each entry is, so
 * that a page shows both names on one entry.
 */

export {API_OF, SERVICE_OF} from './services';

type Entry = Endpoint | PathlessEndpoint;

/**
 * Entries whose route is not the one their name gives: SPEC and the notes
 * often drop the /v1 prefix or the public /api prefix, or name a route by
 * what it does. Each lists the routes (current or removed) it stands for, or
 * says why it has none. Every other entry with a path is the route of its
 * service with the same method and path.
 */
export const PLACEMENTS: Record<string, RouteKey[] | {none: string}> = {
  'get-v1-unstable-nym-nodes-noise': ['nym-api GET /v1/nym-nodes/noise'],
  'get-api-v1-unstable-nym-nodes-semi-skimmed': [
    'nym-api GET /v1/unstable/nym-nodes/semi-skimmed',
    'nym-api GET /v2/unstable/nym-nodes/semi-skimmed',
  ],
  'get-api-v1-network-nym-contracts-detailed': ['nym-api GET /v1/network/nym-contracts-detailed'],
  'get-account-address': ['nym-api GET /v1/unstable/account/{address}'],
  'get-health': ['nym-api GET /v1/api-status/health'],
  'get-api-v1-gateways-described': ['nym-api GET /v1/gateways/described'],
  'get-gateways-described': ['nym-api GET /v1/gateways/described'],
  'get-mixnodes-described': ['nym-api GET /v1/mixnodes/described'],
  'get-api-v1-status-gateway-identity-avg-uptime': ['nym-api GET /v1/status/gateway/{identity}/avg_uptime'],
  'get-mixnodes-skimmed': ['nym-api GET /v1/unstable/nym-nodes/mixnodes/skimmed'],
  'get-gateways-skimmed': ['nym-api GET /v1/unstable/nym-nodes/gateways/skimmed'],
  'get-issued-ticketbooks-count': ['nym-api GET /v1/ecash/issued-ticketbooks-count'],
  'get-issued-ticketbooks-for-count-expiration-date': [
    'nym-api GET /v1/ecash/issued-ticketbooks-for-count/{expiration_date}',
  ],
  'get-issued-ticketbooks-on-count-issuance-date': [
    'nym-api GET /v1/ecash/issued-ticketbooks-on-count/{issuance_date}',
  ],
  'get-issued-ticketbooks-challenge-commitment': ['nym-api POST /v1/ecash/issued-ticketbooks-challenge-commitment'],
  'get-issued-ticketbooks-data': ['nym-api POST /v1/ecash/issued-ticketbooks-data'],
  'get-issued-ticketbooks-challenge': ['nym-api POST /v1/ecash/issued-ticketbooks-challenge'],
  'get-v1-status-mixnode-mix-id-compute-reward-estimation': [
    'nym-api POST /v1/status/mixnode/{mix_id}/compute-reward-estimation',
  ],
  'unstable-tested-nodes': [
    'nym-api GET /v1/status/mixnodes/unstable/{mix_id}/test-results',
    'nym-api GET /v1/status/gateways/unstable/{gateway_identity}/test-results',
  ],
  'unstable-network-monitor-runs': [
    'nym-api GET /v1/status/network-monitor/unstable/run/{monitor_run_id}/details',
    'nym-api GET /v1/status/network-monitor/unstable/run/latest/details',
  ],
  // Served by the node status API, though SPEC lists them with the directory.
  'get-v3-nym-nodes': ['node-status-api GET /explorer/v3/nym-nodes'],
  'get-mixnodes-stats': ['node-status-api GET /v2/mixnodes/stats'],
  'get-v1-status': {
    none: 'It names a family of legacy status routes, not one route; each of them has its own entry under its mounted path.',
  },
  'node-reports': {
    none: 'It names the legacy report routes as a family; each has its own entry under its mounted path.',
  },
  // nym-node mounts its API under /api/v1; the notes sometimes leave the prefix out.
  'get-v1-bridges-client-params': ['nym-node GET /api/v1/bridges/client-params'],
  'get-load': ['nym-node GET /api/v1/load'],
  'get-metrics-packet-stats': ['nym-node GET /api/v1/metrics/packets-stats'],
  'get-metrics-sessions': ['nym-node GET /api/v1/metrics/sessions'],
  'get-metrics-mixing': ['nym-node GET /api/v1/metrics/mixing'],
  'node-status-agent-requests': ['node-status-api POST /internal/testruns/{testrun_id}/v2'],
  // The notes give the explorer API's entries no path; its source did (facts/explorer-api-source.json).
  'explorer-nym-nodes': ['explorer-api GET /v1/tmp/unstable/nym-nodes'],
  'explorer-nym-node-by-id': ['explorer-api GET /v1/tmp/unstable/nym-nodes/{node_id}'],
  'explorer-account': ['explorer-api GET /v1/tmp/unstable/account/{addr}'],
};

/** The routes an entry stands for, or why it has none; undefined when neither the table nor its path places it. */
function placementOf(entry: Entry): RouteKey[] | {none: string} | undefined {
  const listed = PLACEMENTS[entry.id];
  if (listed) return listed;
  if (!('path' in entry)) return undefined;
  const key = `${SERVICE_OF[entry.api]} ${entry.method} ${entry.path}` as RouteKey;
  return sourceRoute(key) || removedRoute(key) ? [key] : undefined;
}

/** A release as readers know it, from its anchor: v202517-isabirra → v2025.17-isabirra. */
export function releaseName(slug: string): string {
  return slug.replace(/^v(\d{4})(\d+)-/, 'v$1.$2-');
}

/** A route of the reference: as the source mounts it now, or as it was before a release removed it. */
export interface ReferenceRoute {
  key: RouteKey;
  service: Service;
  method: 'GET' | 'POST';
  path: string;
  source: SourceRoute;
  /** The release that removed it (v2025.17-isabirra); absent for a route mounted at the recorded tag. */
  removedIn?: string;
  /** Registry entries that name this route, in registry order. */
  entries: Entry[];
  /** Its entry's anchor on its API page: routeAnchor(), made unique (see referenceRoutes). */
  anchor: string;
}

/**
 * Anchors a route's entry had and has no more, kept beside its anchor so that links shared with them still land.
 * Until 2026-11-26 a route whose anchor words were the id of another API's entry (GET / is nym-api's get-root) was
 * given a "-removed-in-" anchor, though it is current and alone on its page.
 */
export const FORMER_ANCHORS: Readonly<Partial<Record<RouteKey, readonly string[]>>> = {
  ['nym-node GET /' as RouteKey]: ['get-root-removed-in-'],
  ['node-status-api GET /' as RouteKey]: ['get-root-removed-in-'],
  ['node-status-api GET /swagger' as RouteKey]: ['get-swagger-removed-in-'],
};

/** Ids of the routes' entries: the method and mounted path as anchor words, as the registry makes its ids. */
export function routeAnchor(route: Pick<ReferenceRoute, 'method' | 'path'>): string {
  const words = route.path
    .replace(/[{}*]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${route.method.toLowerCase()}-${words || 'root'}`;
}

/**
 * Every route of the reference, current ones first in the order the source
 * lists them, then the removed ones, each with the registry entries placed on
 * it. An entry that names a route the source does not hold is an error: the
 * table above or the entry is wrong.
 */
export function referenceRoutes(registry: Registry = REGISTRY): ReferenceRoute[] {
  const onRoute = new Map<RouteKey, Entry[]>();
  const problems: string[] = [];
  for (const entry of [...registry.endpoints, ...registry.pathlessEndpoints]) {
    const placement = placementOf(entry);
    if (placement === undefined) {
      problems.push(`${entry.id}: no route of the source; add it to PLACEMENTS`);
      continue;
    }
    if (!Array.isArray(placement)) continue;
    for (const key of placement) {
      if (!sourceRoute(key) && !removedRoute(key)) problems.push(`${entry.id}: ${key} is not a route of the source`);
      onRoute.set(key, [...(onRoute.get(key) ?? []), entry]);
    }
  }
  if (problems.length > 0) throw new Error(`routes: entries the source does not place:\n- ${problems.join('\n- ')}`);
  // Two paths of a service can read the same as anchor words (a removed inclusion_probability and the
  // inclusion-probability that replaced it): the later one in the list carries the release that removed it.
  // Anchors are unique per API page, so only the entries of the route's own service can hold one.
  const taken = new Set<string>();
  const ids = new Set(
    [...registry.endpoints, ...registry.pathlessEndpoints].map((entry) => `${SERVICE_OF[entry.api]} ${entry.id}`),
  );
  const of = (source: SourceRoute, removedIn?: string): ReferenceRoute => {
    const base = routeAnchor(source);
    const entries = onRoute.get(routeKey(source)) ?? [];
    // A registry entry's id is its anchor: only the route it stands on may have it.
    const ownedElsewhere = ids.has(`${source.api} ${base}`) && !entries.some((entry) => entry.id === base);
    const clash = taken.has(`${source.api} ${base}`) || ownedElsewhere;
    if (clash && !removedIn)
      problems.push(`${routeKey(source)}: its anchor ${base} is another route's on the same page`);
    const anchor = clash ? `${base}-removed-in-${(removedIn ?? '').replace(/[^a-z0-9]+/g, '')}` : base;
    taken.add(`${source.api} ${anchor}`);
    return {
      key: routeKey(source),
      service: source.api,
      method: source.method,
      path: source.path,
      source,
      ...(removedIn ? {removedIn} : {}),
      entries,
      anchor,
    };
  };
  const routes = [
    ...SOURCE_ROUTES.map((source) => of(source)),
    ...REMOVED_ROUTES.map((source) => of(source, releaseOfTag(source.removed_at ?? ''))),
  ];
  if (problems.length > 0) throw new Error(`routes: anchors that clash:\n- ${problems.join('\n- ')}`);
  return routes;
}

/** Where an entry is in the source, in words for the pages. */
export interface EntryPlacement {
  /** Routes the entry stands for: its anchor, and the release that removed it if one did. */
  routes: {key: RouteKey; method: string; path: string; service: Service; anchor: string; removedIn?: string}[];
  /** Set when the entry has no route. */
  without?: string;
}

/** Where each registry entry is: the routes it stands for, or why it has none. */
export function entryPlacements(registry: Registry = REGISTRY): Record<string, EntryPlacement> {
  const routes = referenceRoutes(registry);
  const result: Record<string, EntryPlacement> = {};
  for (const entry of [...registry.endpoints, ...registry.pathlessEndpoints]) {
    const placement = placementOf(entry);
    // referenceRoutes above refuses an entry with no placement, so each has routes or says why it has none.
    if (placement && !Array.isArray(placement)) {
      result[entry.id] = {routes: [], without: placement.none};
      continue;
    }
    result[entry.id] = {
      routes: routes
        .filter((route) => route.entries.includes(entry))
        .map((route) => ({
          key: route.key,
          method: route.method,
          path: route.path,
          service: route.service,
          anchor: route.anchor,
          ...(route.removedIn ? {removedIn: route.removedIn} : {}),
        })),
    };
  }
  return result;
}
