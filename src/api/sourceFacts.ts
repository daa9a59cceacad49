import routeFacts from './facts/api-routes.json';
import typeFacts from './facts/api-types.json';
import explorerFacts from './facts/explorer-api-source.json';

/**
 * Typed access to what the public source of the network says about its HTTP
 * APIs at its newest release tag, all of it written by `npm run record:sync`
 * from the record (src/record/): every route the services mount with its
 * layers and deprecation targets, the routes removed since v2024.3-eclipse
 * with what they took and answered at their last tag, each route's history
 * over every release tag, and the list of those tags (facts/api-routes.json);
 * each current route's parameters, request body and responses, every type
 * they name with its JSON fields, and the hosts of each service
 * (facts/api-types.json); the explorer API's routes, types and hosts as its
 * last release had them (facts/explorer-api-source.json). The files are data
 * recorded from the source; this module only reads them.
 */

import type {ApiRouteFacts, HistoryFact, RouteFact} from '../record/api/extractor';
import type {HandlerFacts} from '../record/api/handlerReader';
import type {HostFact} from '../record/api/hosts';
import type {TypeFact} from '../record/api/typeReader';
import type {ApiTypeFacts} from '../record/api/typesExtractor';
import type {ExplorerFacts} from '../record/explorerApi/extractor';
import type {ExplorerHost} from '../record/explorerApi/hosts';
import type {Service} from './services';

// The facts files' shapes are the extractors' own types (src/record/): what the sync writes is what this module reads.
export type {Service};
export type {FieldFact, TypeFact} from '../record/api/typeReader';
export type {ParamFact, ResponseFact} from '../record/api/handlerReader';

/** A host the source names for a service, the explorer API's (at its last tag) included. */
export type ServiceHost = HostFact | ExplorerHost;

/** The methods the site documents and writes examples for; a route of any other stops the build (see below). */
type DocumentedMethod = 'GET' | 'POST';

/** A route's life over the release tags. */
export type SourceHistory = Omit<HistoryFact, 'method'> & {method: DocumentedMethod};

/**
 * A route as the site documents it: as its service mounts it, with what its handler takes and answers (a current
 * route's from api-types.json, a removed one's from its last tag). The explorer API's routes (ExplorerRoute) have
 * this shape too, with where the source mounted them beside it.
 */
export type SourceRoute = Omit<RouteFact, 'method' | keyof HandlerDetails> &
  HandlerDetails & {method: DocumentedMethod};

/** What a route's handler takes and answers, as the sync records it. */
type HandlerDetails = Pick<
  HandlerFacts,
  'params' | 'request_body' | 'response' | 'responses' | 'handler_return' | 'facts'
>;

/** A route the facts give, checked to be one of the methods the site documents. */
function documented<T extends {api: string; method: string; path: string}>(
  file: string,
  route: T,
): Omit<T, 'method'> & {method: DocumentedMethod} {
  if (route.method === 'GET' || route.method === 'POST') return route as Omit<T, 'method'> & {method: DocumentedMethod};
  throw new Error(
    `${file}: ${route.api} ${route.method} ${route.path}: the site documents GET and POST routes only; ` +
      'teach the API pages (their examples and try-it console) the new method',
  );
}

/** The files this module reads, as its errors name them. */
const ROUTES_FILE = 'src/api/facts/api-routes.json';
const TYPES_FILE = 'src/api/facts/api-types.json';
const EXPLORER_FILE = 'src/api/facts/explorer-api-source.json';

const TYPE_FACTS = typeFacts as unknown as ApiTypeFacts;

const ROUTE_FACTS = routeFacts as unknown as ApiRouteFacts;
// One sync writes both files: a different tag means one of them was written by hand or left behind.
if (TYPE_FACTS._meta.tag !== ROUTE_FACTS._meta.tag)
  throw new Error(
    `${TYPES_FILE}: _meta.tag is ${TYPE_FACTS._meta.tag}, api-routes.json's is ` +
      `${ROUTE_FACTS._meta.tag}; run npm run record:sync -- --repo PATH --tag ${ROUTE_FACTS._meta.tag}`,
  );

/**
 * The explorer API's routes, which api-routes.json does not hold: its crate was gone from the source before the
 * recorded tag. facts/explorer-api-source.json records them as the source mounted them at every release tag that
 * had the crate (its _meta says how), in the shape of api-routes.json's removed routes and history, with the types
 * they answered with and the hosts the source named for it at its last tag.
 */
const EXPLORER = explorerFacts as unknown as ExplorerFacts;
const EXPLORER_REMOVED_AT = EXPLORER._meta.removed_at;
// The site documents the explorer API as removed; a sync at a tag that still has its crate gives no removal.
if (!EXPLORER_REMOVED_AT)
  throw new Error(`${EXPLORER_FILE}: _meta.removed_at is missing; the explorer API is not removed`);

/** A release tag as the site names releases: nym-binaries-v2026.9-venaco → v2026.9-venaco. */
export function releaseOfTag(tag: string): string {
  return tag.replace(/^nym-binaries-/, '');
}

/** The tag of the source the facts come from, as the site names releases: v2026.9-venaco. */
export const SOURCE_RELEASE = releaseOfTag(ROUTE_FACTS._meta.tag);
export const SOURCE_REPOSITORY = ROUTE_FACTS._meta.repository;
export const SOURCE_COMMIT = ROUTE_FACTS._meta.commit;

/** Every release tag the facts checked, oldest first, as the site names releases. */
export const RELEASE_TAGS: readonly string[] = ROUTE_FACTS._meta.tags_checked.map((checked) =>
  releaseOfTag(checked.tag),
);

/** The hosts the source names for each service, and those it named for the explorer API before its code left. */
export const SOURCE_HOSTS: readonly ServiceHost[] = [...TYPE_FACTS.hosts, ...EXPLORER.hosts];

/**
 * Every route the services mount at the recorded tag: what the handler takes and answers from api-types.json, the
 * rest of the route from api-routes.json, and the facts of both. A route one file has and the other lacks is an
 * error: run the sync.
 */
export const SOURCE_ROUTES: readonly SourceRoute[] = (() => {
  const read = new Map(
    TYPE_FACTS.endpoints.map((endpoint) => [`${endpoint.api} ${endpoint.method} ${endpoint.path}`, endpoint]),
  );
  if (read.size !== ROUTE_FACTS.endpoints.length)
    throw new Error(
      `${TYPES_FILE} holds ${read.size} routes, api-routes.json ${ROUTE_FACTS.endpoints.length}; run npm run record:sync`,
    );
  return ROUTE_FACTS.endpoints.map((route) => {
    const key = `${route.api} ${route.method} ${route.path}`;
    const regenerated = read.get(key);
    if (!regenerated) throw new Error(`${TYPES_FILE}: no route ${key}; run npm run record:sync`);
    const {params, request_body, response, responses, handler_return, facts: handlerFacts} = regenerated;
    const {facts: routeFacts, ...kept} = documented(ROUTES_FILE, route);
    const facts = [...(handlerFacts ?? []), ...(routeFacts ?? [])];
    return {
      ...kept,
      params,
      response,
      responses,
      ...(request_body ? {request_body} : {}),
      ...(handler_return ? {handler_return} : {}),
      ...(facts.length > 0 ? {facts} : {}),
    };
  });
})();
/**
 * Every route a release since v2024.3-eclipse removed, as it was at its last tag, the explorer API's included: the
 * earliest removed first, then in the facts' order (by service and path).
 */
export const REMOVED_ROUTES: readonly SourceRoute[] = [
  ...ROUTE_FACTS.removed_endpoints.map((route) => documented(ROUTES_FILE, route)),
  ...EXPLORER.removed_endpoints.map((route) => documented(EXPLORER_FILE, route)),
]
  .map((route, index) => ({route, index, removal: RELEASE_TAGS.indexOf(releaseOfTag(route.removed_at ?? ''))}))
  .sort((a, b) => a.removal - b.removal || a.index - b.index)
  .map(({route}) => route);
/** The last release that had the explorer API and the one that removed it: v2025.7-tex, v2025.8-tourist. */
export const EXPLORER_REMOVAL = {
  lastRelease: releaseOfTag(EXPLORER._meta.last_tag),
  removedIn: releaseOfTag(EXPLORER_REMOVED_AT),
} as const;
/** Every type the current routes take or answer with, to depth 3 (api-types.json). */
export const SOURCE_TYPES: readonly TypeFact[] = TYPE_FACTS.types;
/** The types the explorer API's routes answered with, as their last release defined them (shaped as SOURCE_TYPES). */
export const EXPLORER_TYPES: readonly TypeFact[] = EXPLORER.types;

/** One route's key: service, method and mounted path, e.g. "nym-api GET /v1/api-status/health". */
export type RouteKey = `${Service} ${DocumentedMethod} /${string}`;

export function routeKey(route: Pick<SourceRoute, 'api' | 'method' | 'path'>): RouteKey {
  return `${route.api} ${route.method} ${route.path}` as RouteKey;
}

const BY_KEY = new Map(SOURCE_ROUTES.map((route) => [routeKey(route), route]));
const REMOVED_BY_KEY = new Map(REMOVED_ROUTES.map((route) => [routeKey(route), route]));
const HISTORY_BY_KEY = new Map<RouteKey, SourceHistory>(
  [
    ...ROUTE_FACTS.history.map((entry) => documented(ROUTES_FILE, entry)),
    ...EXPLORER.history.map((entry) => documented(EXPLORER_FILE, entry)),
  ].map((entry) => [routeKey(entry), entry]),
);

/** A route the services mount at the recorded tag. */
export function sourceRoute(key: RouteKey): SourceRoute | undefined {
  return BY_KEY.get(key);
}

/** A route a release since v2024.3-eclipse removed. */
export function removedRoute(key: RouteKey): SourceRoute | undefined {
  return REMOVED_BY_KEY.get(key);
}

/** The route's life over the release tags; every current and removed route has one. */
export function routeHistory(key: RouteKey): SourceHistory | undefined {
  return HISTORY_BY_KEY.get(key);
}

const FRAMEWORKS_AT_TAG = ROUTE_FACTS._meta.tags_checked.at(-1)?.frameworks ?? {};

/** Whether the service's code is in the source at the recorded tag (the explorer API was removed before it). */
export function servicePresent(service: Service): boolean {
  const framework = FRAMEWORKS_AT_TAG[service];
  return framework !== undefined && framework !== 'absent';
}
