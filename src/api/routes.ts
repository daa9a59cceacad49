import {REGISTRY, type Registry} from './registry';
import type {Endpoint, PathlessEndpoint} from './schema';
import {
  SOURCE_RELEASE,
  SOURCE_ROUTES,
  parseRouteKey,
  routeKey,
  servicePresent,
  sourceRoute,
  type RouteKey,
  type Service,
  type SourceRoute,
} from './sourceFacts';
import type {ApiId} from './vocabulary';

/**
 * Routes as the code mounts them. The registry keeps each endpoint under the
 * name SPEC and the release notes give it (its anchor on the pages never
 * changes); this module says which route of the recorded source each entry
 * is, so that the OpenAPI document follows the code and the pages can show
 * both names.
 */

/** The registry's API pages and the services of the source are the same four, under two sets of names. */
export const SERVICE_OF: Record<ApiId, Service> = {
  'validator-rest-api': 'nym-api',
  'validator-sidecar-api': 'nym-node',
  'node-status-api': 'node-status-api',
  'explorer-api': 'explorer-api',
};
export const API_OF: Record<Service, ApiId> = {
  'nym-api': 'validator-rest-api',
  'nym-node': 'validator-sidecar-api',
  'node-status-api': 'node-status-api',
  'explorer-api': 'explorer-api',
};

/**
 * Where a registry entry is in the source:
 * - `source`: the routes of the recorded source it is (usually one; a
 *   pathless entry may stand for several, and SPEC's semi-skimmed names both
 *   the v1 route and the v2 one that works);
 * - `untyped`: a route the recorded source gives no response type for, at the
 *   path the notes give or under the service's mount prefix, with why;
 * - `none`: no route to document, with why.
 * A removed entry without a route of the source needs no line: it is out of
 * the document for being removed.
 */
export type Placement = {source: RouteKey[]} | {untyped: RouteKey; why?: string} | {none: string};

const same = (service: Service, path: string): Placement => ({source: [`${service} GET ${path}` as RouteKey]});
const nymApi = (path: string): Placement => same('nym-api', path);
const node = (path: string): Placement => same('nym-node', path);

export const PLACEMENTS: Record<string, Placement> = {
  // nym-api: routes whose name is the mounted path.
  'get-v1-nym-nodes-described': nymApi('/v1/nym-nodes/described'),
  'get-v1-nym-nodes-bonded': nymApi('/v1/nym-nodes/bonded'),
  'get-v1-nym-nodes-annotation-node-id': nymApi('/v1/nym-nodes/annotation/{node_id}'),
  'get-v1-nym-nodes-performance-node-id': nymApi('/v1/nym-nodes/performance/{node_id}'),
  'get-v1-nym-nodes-performance-history-node-id': nymApi('/v1/nym-nodes/performance-history/{node_id}'),
  'get-v1-nym-nodes-uptime-history-node-id': nymApi('/v1/nym-nodes/uptime-history/{node_id}'),
  'get-v1-nym-nodes-historical-performance-node-id': nymApi('/v1/nym-nodes/historical-performance/{node_id}'),
  'get-v1-nym-nodes-rewarded-set': nymApi('/v1/nym-nodes/rewarded-set'),
  'get-v1-unstable-nym-nodes-skimmed': nymApi('/v1/unstable/nym-nodes/skimmed'),
  'get-v1-unstable-nym-nodes-skimmed-active': nymApi('/v1/unstable/nym-nodes/skimmed/active'),
  'get-v1-unstable-nym-nodes-skimmed-mixnodes-active': nymApi('/v1/unstable/nym-nodes/skimmed/mixnodes/active'),
  'get-v1-unstable-nym-nodes-skimmed-mixnodes-all': nymApi('/v1/unstable/nym-nodes/skimmed/mixnodes/all'),
  'get-v1-unstable-nym-nodes-skimmed-entry-gateways-active': nymApi(
    '/v1/unstable/nym-nodes/skimmed/entry-gateways/active',
  ),
  'get-v1-unstable-nym-nodes-skimmed-entry-gateways-all': nymApi('/v1/unstable/nym-nodes/skimmed/entry-gateways/all'),
  'get-v1-unstable-nym-nodes-skimmed-exit-gateways-active': nymApi(
    '/v1/unstable/nym-nodes/skimmed/exit-gateways/active',
  ),
  'get-v1-unstable-nym-nodes-skimmed-exit-gateways-all': nymApi('/v1/unstable/nym-nodes/skimmed/exit-gateways/all'),
  'get-v1-ecash-aggregated-coin-indices-signatures': nymApi('/v1/ecash/aggregated-coin-indices-signatures'),
  'get-v1-network-chain-status': nymApi('/v1/network/chain-status'),
  'get-root': nymApi('/'),

  // nym-api: SPEC's name differs from the mounted path.
  'get-v1-unstable-nym-nodes-noise': nymApi('/v1/nym-nodes/noise'),
  'get-api-v1-unstable-nym-nodes-semi-skimmed': {
    source: ['nym-api GET /v1/unstable/nym-nodes/semi-skimmed', 'nym-api GET /v2/unstable/nym-nodes/semi-skimmed'],
  },
  'get-api-v1-network-nym-contracts-detailed': nymApi('/v1/network/nym-contracts-detailed'),
  'get-account-address': nymApi('/v1/unstable/account/{address}'),
  'get-health': nymApi('/v1/api-status/health'),
  'get-api-v1-gateways-described': nymApi('/v1/gateways/described'),
  'get-gateways-described': nymApi('/v1/gateways/described'),
  'get-v1-gateways-described': nymApi('/v1/gateways/described'),
  'get-mixnodes-described': nymApi('/v1/mixnodes/described'),
  'get-v1-mixnodes-described': nymApi('/v1/mixnodes/described'),
  'get-api-v1-status-gateway-identity-avg-uptime': nymApi('/v1/status/gateway/{identity}/avg_uptime'),
  'get-v1-status-gateway-identity-avg-uptime': nymApi('/v1/status/gateway/{identity}/avg_uptime'),
  'get-mixnodes-skimmed': nymApi('/v1/unstable/nym-nodes/mixnodes/skimmed'),
  'get-gateways-skimmed': nymApi('/v1/unstable/nym-nodes/gateways/skimmed'),
  'get-issued-ticketbooks-count': nymApi('/v1/ecash/issued-ticketbooks-count'),
  'get-issued-ticketbooks-for-count-expiration-date': nymApi(
    '/v1/ecash/issued-ticketbooks-for-count/{expiration_date}',
  ),
  'get-issued-ticketbooks-on-count-issuance-date': nymApi('/v1/ecash/issued-ticketbooks-on-count/{issuance_date}'),
  'get-issued-ticketbooks-challenge-commitment': {
    source: ['nym-api POST /v1/ecash/issued-ticketbooks-challenge-commitment'],
  },
  'get-issued-ticketbooks-data': {source: ['nym-api POST /v1/ecash/issued-ticketbooks-data']},
  'unstable-tested-nodes': {
    source: [
      'nym-api GET /v1/status/mixnodes/unstable/{mix_id}/test-results',
      'nym-api GET /v1/status/gateways/unstable/{gateway_identity}/test-results',
    ],
  },
  'unstable-network-monitor-runs': {
    source: [
      'nym-api GET /v1/status/network-monitor/unstable/run/{monitor_run_id}/details',
      'nym-api GET /v1/status/network-monitor/unstable/run/latest/details',
    ],
  },

  // Served by the node status API, though SPEC lists them with the directory.
  'get-v3-nym-nodes': same('node-status-api', '/explorer/v3/nym-nodes'),
  'get-mixnodes-stats': same('node-status-api', '/v2/mixnodes/stats'),

  // nym-api routes the recorded source gives no type for.
  'get-swagger': {
    untyped: 'nym-api GET /swagger',
    why: 'It is the interactive documentation, an HTML page; the facts record its path only.',
  },
  'get-v1-nym-nodes-stake-saturation-node-id': {untyped: 'nym-api GET /v1/nym-nodes/stake-saturation/{node_id}'},
  'get-v1-legacy-mixnodes': {untyped: 'nym-api GET /v1/legacy/mixnodes'},
  'get-v1-legacy-gateways': {untyped: 'nym-api GET /v1/legacy/gateways'},
  'get-v3-unstable-nym-nodes-semi-skimmed': {untyped: 'nym-api GET /v3/unstable/nym-nodes/semi-skimmed'},
  'get-v1-status': {
    none: 'It names a family of legacy status routes, not one route; the facts mark the family deprecated without listing its members.',
  },
  'node-reports': {none: 'The facts do not list the legacy report routes one by one.'},

  // nym-node.
  'get-api-v1-auxiliary-details': node('/api/v1/auxiliary-details'),
  'get-api-v1-metrics-mixing': node('/api/v1/metrics/mixing'),
  'get-metrics-mixing': node('/api/v1/metrics/mixing'),
  'get-api-v1-system-info': node('/api/v1/system-info'),
  'get-api-v1-description': node('/api/v1/description'),
  'get-api-v1-gateway-client-interfaces': node('/api/v1/gateway/client-interfaces'),
  'get-load': node('/api/v1/load'),
  'get-metrics-packet-stats': node('/api/v1/metrics/packets-stats'),
  'get-metrics-sessions': node('/api/v1/metrics/sessions'),
  'get-api-v1-metrics-wireguard-stats': node('/api/v1/metrics/wireguard-stats'),
  'get-api-v1-metrics-prometheus': node('/api/v1/metrics/prometheus'),
  'get-stats': node('/stats'),
  'get-hardware': node('/hardware'),
  'get-description': node('/description'),
  'get-verloc': node('/verloc'),
  // nym-node mounts its API routes under /api/v1 (facts: mount prefix), so the bridge route the notes also write
  // without /api is this one.
  'get-v1-bridges-client-params': {untyped: 'nym-node GET /api/v1/bridges/client-params'},
  'get-api-v1-bridges-client-params': {untyped: 'nym-node GET /api/v1/bridges/client-params'},

  // Node status API.
  'get-dvpn-v1-directory-gateways': {
    untyped: 'node-status-api GET /dvpn/v1/directory/gateways',
    why: 'The facts record the /dvpn/v1 prefix of the node status API but not this route.',
  },
  'node-status-agent-requests': {none: 'The facts record no route for the agents.'},
};

/** Routes of the source that stay out of the document, with why. */
const LEFT_OUT: Partial<Record<RouteKey, string>> = {
  'node-status-api GET /':
    'The root of the node status API redirects to its interactive documentation; a document of several services holds one GET / only, and that is nym-api’s.',
};

type Entry = Endpoint | PathlessEndpoint;

/**
 * A route of the OpenAPI document: the source's record of it when there is one, and the registry entries it stands for.
 */
export interface DocumentRoute {
  key: RouteKey;
  service: Service;
  method: 'GET' | 'POST';
  path: string;
  /** The facts' record of the route; absent for a route the recorded source gives no type for. */
  source?: SourceRoute;
  /** Why the route has no type from the source. */
  untyped?: string;
  /** Registry entries that name this route, in registry order. */
  entries: Entry[];
}

/** Where an entry is in the source, in words for the pages and the document. */
export interface EntryPlacement {
  /** Routes of the document the entry stands for. */
  routes: {
    key: RouteKey;
    method: string;
    path: string;
    service: Service;
    publicPath?: string;
    body?: string;
    answers?: string;
  }[];
  /** Set when the entry has no operation in the document. */
  without?: string;
}

/** A release as readers know it, from its anchor: v202517-isabirra → v2025.17-isabirra. */
export function releaseName(slug: string): string {
  return slug.replace(/^v(\d{4})(\d+)-/, 'v$1.$2-');
}

/** The first release that made the given change to an entry, by its name. */
function firstRelease(entry: Entry, change: string): string | undefined {
  const slug = entry.releases.find((ref) => ref.change === change)?.release;
  return slug ? releaseName(slug) : undefined;
}

function placementOf(entry: Entry): Placement | undefined {
  return PLACEMENTS[entry.id];
}

/** Why a route added after the recorded source has no type. */
function laterWhy(entry: Entry): string {
  const added = firstRelease(entry, 'introduced');
  return added
    ? `It came with ${added}, after the recorded source (${SOURCE_RELEASE}).`
    : `The recorded source (${SOURCE_RELEASE}) gives no type for it.`;
}

interface Placed {
  routes: DocumentRoute[];
  /** Routes of the source a release after it removed, with the removed entry that says so. */
  removed: Map<RouteKey, Entry>;
}

/**
 * The routes of the document: every route the source mounts in a service it
 * still has (but those a later release removed, and those left out above),
 * then the routes the recorded source gives no type for, each with the
 * registry entries placed on it.
 */
function place(registry: Registry): Placed {
  const entries: Entry[] = [...registry.endpoints, ...registry.pathlessEndpoints];
  const onRoute = new Map<RouteKey, Entry[]>();
  const untyped = new Map<RouteKey, string>();
  for (const entry of entries) {
    const placement = placementOf(entry);
    if (!placement) continue;
    const keys = 'source' in placement ? placement.source : 'untyped' in placement ? [placement.untyped] : [];
    for (const key of keys) onRoute.set(key, [...(onRoute.get(key) ?? []), entry]);
    if ('untyped' in placement && !untyped.has(placement.untyped))
      untyped.set(placement.untyped, placement.why ?? laterWhy(entry));
  }
  const removed = new Map<RouteKey, Entry>();
  for (const [key, list] of onRoute) {
    const gone = list.find((entry) => entry.status === 'removed');
    if (gone) removed.set(key, gone);
  }
  const routes: DocumentRoute[] = [];
  for (const source of SOURCE_ROUTES) {
    const key = routeKey(source);
    if (!servicePresent(source.api) || source.present_at_commit === false || key in LEFT_OUT || removed.has(key))
      continue;
    routes.push({
      key,
      service: source.api,
      method: source.method,
      path: source.path,
      source,
      entries: onRoute.get(key) ?? [],
    });
  }
  for (const [key, why] of untyped) {
    if (removed.has(key)) continue;
    const {api, method, path} = parseRouteKey(key);
    routes.push({key, service: api, method, path, untyped: why, entries: onRoute.get(key) ?? []});
  }
  return {routes, removed};
}

export function documentRoutes(registry: Registry = REGISTRY): DocumentRoute[] {
  return place(registry).routes;
}

/** What a route answers, from the facts: the Rust type of its body, or in words a redirect or a fixed status. */
function answersOf(route: DocumentRoute): {body?: string; answers?: string} {
  const response = route.source?.response;
  if (!response) return {};
  if (response.status === 200) {
    const body = (response.wrapper ?? response.type ?? undefined)?.split(' = ')[0];
    return body ? {body} : {};
  }
  const target = (route.source?.facts ?? [])
    .map((fact) => fact.match(/Redirect::(?:to|permanent)\("([^"]+)"\)/)?.[1])
    .find(Boolean);
  return {
    answers: target ? `with a redirect (${response.status}) to ${target}` : `with HTTP ${response.status} every time`,
  };
}

/** The public path of a route where the deployment adds a prefix (nym-api sits under /api). */
function publicPathOf(route: Pick<DocumentRoute, 'service' | 'path' | 'source'>): string | undefined {
  const path =
    route.source?.public_path ??
    (route.service === 'nym-api' ? `/api${route.path === '/' ? '/' : route.path}` : undefined);
  return path && path !== route.path ? path : undefined;
}

/** Where each registry entry is: the routes of the document it stands for, or why it has none. */
export function entryPlacements(registry: Registry = REGISTRY): Record<string, EntryPlacement> {
  const {routes, removed} = place(registry);
  const result: Record<string, EntryPlacement> = {};
  for (const entry of [...registry.endpoints, ...registry.pathlessEndpoints]) {
    const listed = routes
      .filter((route) => route.entries.includes(entry))
      .map((route) => {
        const publicPath = publicPathOf(route);
        return {
          key: route.key,
          method: route.method,
          path: route.path,
          service: route.service,
          ...(publicPath ? {publicPath} : {}),
          ...answersOf(route),
        };
      });
    if (listed.length > 0) {
      result[entry.id] = {routes: listed};
      continue;
    }
    const placement = placementOf(entry);
    let without: string;
    if (placement && 'none' in placement) without = placement.none;
    else if (placement && ('source' in placement || 'untyped' in placement)) {
      const key = 'source' in placement ? placement.source[0] : placement.untyped;
      const remover = removed.get(key);
      const release = remover ? firstRelease(remover, 'removed') : undefined;
      const {api: service, method, path} = parseRouteKey(key);
      const alias =
        remover && remover.id !== entry.id && 'path' in remover ? ` (the notes list it as ${remover.path})` : '';
      without = `${service} mounts it as ${method} ${path}, which ${release ?? 'a later release'} removed${alias}.`;
    } else if (entry.status === 'removed') {
      const release = firstRelease(entry, 'removed');
      without = `Removed${release ? ` in ${release}` : ''}, so not a route to call.`;
    } else without = 'The facts give no route for it.';
    result[entry.id] = {routes: [], without};
  }
  return result;
}

/**
 * The route keys the placements name as routes of the source that the facts do not record (a mistake the tests catch).
 */
export function unrecordedKeys(): RouteKey[] {
  return Object.values(PLACEMENTS).flatMap((placement) =>
    'source' in placement ? placement.source.filter((key) => !sourceRoute(key)) : [],
  );
}
