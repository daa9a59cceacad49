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

import type {Service} from './services';

export type {Service};

export interface SourceHost {
  api: Service;
  network: string;
  /** null where the source gives the service no host on that network (node-status-api on sandbox). */
  url: string | null;
  kind?: string;
  key?: string;
  facts?: string[];
  /** Set on a host the source named at an earlier tag than the recorded one (the explorer API's): that tag. */
  tag?: string;
}

export interface SourceParam {
  name: string;
  in: 'path' | 'query' | 'header';
  type: string;
  json_type: string;
  format?: string;
  enum?: string[];
  aliases?: Record<string, string[]>;
  default?: string | number;
  maximum?: number;
  required: boolean;
  facts?: string[];
}

/** One status a route answers with, and where the source declares it. */
export interface SourceResponse {
  status: number;
  type?: string | null;
  wrapper?: string | null;
  content_types?: string[] | null;
  location?: string;
  /** "annotation", "handler signature" or "handler body (…)": where the status comes from. */
  declared_in?: string;
}

/** What a route is: an API route, a redirect, its interactive documentation, static files or a file it serves. */
type RouteKind = 'api' | 'redirect' | 'docs' | 'static' | 'service';

export interface SourceRoute {
  api: Service;
  method: 'GET' | 'POST';
  /** The path as the service's router mounts it. */
  path: string;
  /** The path on the public deployment, where it differs (nym-api sits under /api). */
  public_path?: string | null;
  kind: RouteKind;
  params?: SourceParam[];
  request_body?: {type: string; wrapper?: string | null; content_type: string};
  response: SourceResponse;
  responses: SourceResponse[];
  deprecated?: boolean;
  deprecated_points_to?: string[];
  tag?: string;
  security?: string[];
  handler?: string;
  /** The handler's return type as written, e.g. AxumResult<Json<()>>. */
  handler_return?: string;
  source?: string;
  line?: number;
  layers?: string[];
  conditional?: boolean;
  condition?: string[];
  redirect_to?: string;
  facts?: string[];
  /** The web framework that serves it: the explorer API ran on Rocket, the services of the recorded tag on axum. */
  framework?: 'axum' | 'rocket';
  /** Set on removed routes: the last tag that mounted it and the tag that no longer does. */
  last_tag?: string;
  removed_at?: string;
}

/** A route's life over the release tags. */
export interface SourceHistory {
  api: Service;
  method: 'GET' | 'POST';
  path: string;
  status: 'current' | 'removed';
  first_tag: string;
  /** Set when the first tag is a patch tag: the main release that first carried the route. */
  first_main_release_tag?: string;
  /** True when the route was already mounted at the first tag checked (v2024.3-eclipse). */
  present_at_first_checked_tag: boolean;
  last_tag?: string;
  removed_at?: string;
  absent_between?: {absent_from: string; back_at: string}[];
  replaced_by?: string[];
  replaces?: string[];
  tags_present: number;
}

export interface SourceField {
  name: string;
  type: string;
  json_type: string;
  optional: boolean;
  nullable: boolean;
  format?: string;
  rust_name?: string;
  schema_value_type?: string;
  serde?: Record<string, unknown>;
}

interface SourceVariant {
  name: string;
  json_name: string;
  aliases?: string[];
  discriminant?: string;
  fields?: SourceField[];
  tuple?: {type: string; json_type: string; format?: string; serde?: {with?: string}}[];
}

export interface SourceType {
  type: string;
  generics?: string;
  kind: 'struct' | 'enum' | 'alias';
  crate?: string | null;
  apis: Service[];
  alias_of?: string;
  json_type?: string;
  json_shape?: string;
  /** The type's serde attributes: into, tag, content, untagged, rename_all. */
  serde?: {into?: string; tag?: string; content?: string; untagged?: boolean; rename_all?: string} | null;
  format?: string;
  fields?: SourceField[];
  variants?: SourceVariant[];
  tuple?: {type: string; json_type: string; format?: string; serde?: {with?: string}}[];
  source?: string;
  line?: number;
  depth?: number;
  present_at_commit?: boolean;
}

/** The part of facts/api-types.json this module reads. */
interface TypeFacts {
  _meta: {tag: string; commit: string};
  endpoints: (Pick<SourceRoute, 'api' | 'method' | 'path' | 'params' | 'request_body' | 'handler_return' | 'facts'> &
    Pick<SourceRoute, 'response' | 'responses'>)[];
  types: SourceType[];
  hosts: SourceHost[];
}
const TYPE_FACTS = typeFacts as unknown as TypeFacts;

/** The part of facts/api-routes.json this module reads. */
interface RouteFacts {
  _meta: {
    tag: string;
    commit: string;
    repository: string;
    tags_checked: {tag: string; frameworks: Partial<Record<Service, 'axum' | 'rocket' | 'absent'>>}[];
  };
  /** The current routes without what api-types.json holds (parameters, bodies, responses, the handler's facts). */
  endpoints: Omit<SourceRoute, 'params' | 'request_body' | 'response' | 'responses' | 'handler_return'>[];
  removed_endpoints: SourceRoute[];
  history: SourceHistory[];
}
const ROUTE_FACTS = routeFacts as unknown as RouteFacts;
// One sync writes both files: a different tag means one of them was written by hand or left behind.
if (TYPE_FACTS._meta.tag !== ROUTE_FACTS._meta.tag)
  throw new Error(
    `src/api/facts/api-types.json: _meta.tag is ${TYPE_FACTS._meta.tag}, api-routes.json's is ` +
      `${ROUTE_FACTS._meta.tag}; run npm run record:sync -- --repo PATH --tag ${ROUTE_FACTS._meta.tag}`,
  );

/**
 * The explorer API's routes, which api-routes.json does not hold: its crate was gone from the source before the
 * recorded tag. facts/explorer-api-source.json records them as the source mounted them at every release tag that
 * had the crate (its _meta says how), in the shape of api-routes.json's removed routes and history, with the types
 * they answered with and the hosts the source named for it at its last tag.
 */
interface ExplorerFacts {
  _meta: {last_tag: string; removed_at: string};
  hosts: (SourceHost & {source: string; line: number})[];
  removed_endpoints: SourceRoute[];
  history: SourceHistory[];
  types: SourceType[];
}
const EXPLORER = explorerFacts as unknown as ExplorerFacts;

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
export const SOURCE_HOSTS: readonly SourceHost[] = [...TYPE_FACTS.hosts, ...EXPLORER.hosts];

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
      `src/api/facts/api-types.json holds ${read.size} routes, api-routes.json ${ROUTE_FACTS.endpoints.length}; run npm run record:sync`,
    );
  return ROUTE_FACTS.endpoints.map((route) => {
    const key = `${route.api} ${route.method} ${route.path}`;
    const regenerated = read.get(key);
    if (!regenerated) throw new Error(`src/api/facts/api-types.json: no route ${key}; run npm run record:sync`);
    const {params, request_body, response, responses, handler_return, facts: handlerFacts} = regenerated;
    const {facts: routeFacts, ...kept} = route;
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
export const REMOVED_ROUTES: readonly SourceRoute[] = [...ROUTE_FACTS.removed_endpoints, ...EXPLORER.removed_endpoints]
  .map((route, index) => ({route, index, removal: RELEASE_TAGS.indexOf(releaseOfTag(route.removed_at ?? ''))}))
  .sort((a, b) => a.removal - b.removal || a.index - b.index)
  .map(({route}) => route);
/** The last release that had the explorer API and the one that removed it: v2025.7-tex, v2025.8-tourist. */
export const EXPLORER_REMOVAL = {
  lastRelease: releaseOfTag(EXPLORER._meta.last_tag),
  removedIn: releaseOfTag(EXPLORER._meta.removed_at),
} as const;
/** Every type the current routes take or answer with, to depth 3 (api-types.json). */
export const SOURCE_TYPES: readonly SourceType[] = TYPE_FACTS.types;
/** The types the explorer API's routes answered with, as their last release defined them (shaped as SOURCE_TYPES). */
export const EXPLORER_TYPES: readonly SourceType[] = EXPLORER.types;

/** One route's key: service, method and mounted path, e.g. "nym-api GET /v1/api-status/health". */
export type RouteKey = `${Service} ${'GET' | 'POST'} /${string}`;

export function routeKey(route: Pick<SourceRoute, 'api' | 'method' | 'path'>): RouteKey {
  return `${route.api} ${route.method} ${route.path}` as RouteKey;
}

const BY_KEY = new Map(SOURCE_ROUTES.map((route) => [routeKey(route), route]));
const REMOVED_BY_KEY = new Map(REMOVED_ROUTES.map((route) => [routeKey(route), route]));
const HISTORY_BY_KEY = new Map([...ROUTE_FACTS.history, ...EXPLORER.history].map((entry) => [routeKey(entry), entry]));

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
