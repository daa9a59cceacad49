import facts from './facts/api-facts.json';

/**
 * Typed access to what the public source of the network says about its HTTP
 * APIs at one tag (facts/api-facts.json): the hosts of each service, every
 * route as its router mounts it, and every response type's JSON fields. The
 * file is data recorded from the source; this module only reads it.
 */

/** The services as the source names them. */
export type Service = 'nym-api' | 'nym-node' | 'node-status-api' | 'explorer-api';

export interface SourceHost {
  api: Service;
  network: string;
  url: string;
  kind?: string;
  key?: string;
  facts?: string[];
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

export interface SourceRoute {
  api: Service;
  method: 'GET' | 'POST';
  /** The path as the service's router mounts it. */
  path: string;
  /** The path on the public deployment, where it differs (nym-api sits under /api). */
  public_path?: string | null;
  params?: SourceParam[];
  request_body?: {type: string; wrapper?: string | null; content_type: string};
  response: {status: number; type?: string | null; wrapper?: string | null; content_types?: string[] | null};
  deprecated?: boolean;
  source?: string;
  spec_ref?: string;
  in_spec?: boolean;
  present_at_commit?: boolean;
  facts?: string[];
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
  tuple?: {type: string; json_type: string; format?: string}[];
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
  format?: string;
  fields?: SourceField[];
  variants?: SourceVariant[];
  tuple?: {type: string; json_type: string; format?: string}[];
  source?: string;
  depth?: number;
  present_at_commit?: boolean;
}

interface SourceFacts {
  _meta: {
    tag: string;
    commit: string;
    repository: string;
    unmatched_spec_endpoints: {spec: string; found_as: string; status: string}[];
    service_facts: Record<Service, Record<string, unknown>>;
  };
  hosts: SourceHost[];
  endpoints: SourceRoute[];
  types: SourceType[];
}

const FACTS = facts as unknown as SourceFacts;

/** The tag of the source the facts come from, as the site names releases: v2025.13-emmental. */
export const SOURCE_RELEASE = FACTS._meta.tag.replace(/^nym-binaries-/, '');
export const SOURCE_REPOSITORY = FACTS._meta.repository;

export const SOURCE_HOSTS: readonly SourceHost[] = FACTS.hosts;
export const SOURCE_ROUTES: readonly SourceRoute[] = FACTS.endpoints;
export const SOURCE_TYPES: readonly SourceType[] = FACTS.types;
const SERVICE_FACTS = FACTS._meta.service_facts;

/** One route's key: service, method and mounted path, e.g. "nym-api GET /v1/api-status/health". */
export type RouteKey = `${Service} ${'GET' | 'POST'} /${string}`;

export function routeKey(route: Pick<SourceRoute, 'api' | 'method' | 'path'>): RouteKey {
  return `${route.api} ${route.method} ${route.path}` as RouteKey;
}

const BY_KEY = new Map(SOURCE_ROUTES.map((route) => [routeKey(route), route]));

export function sourceRoute(key: RouteKey): SourceRoute | undefined {
  return BY_KEY.get(key);
}

export function parseRouteKey(key: RouteKey): {api: Service; method: 'GET' | 'POST'; path: string} {
  const [api, method, path] = key.split(' ') as [Service, 'GET' | 'POST', string];
  return {api, method, path};
}

/** Whether the service's code is in the source at the recorded commit (the explorer API was removed before it). */
export function servicePresent(service: Service): boolean {
  return SERVICE_FACTS[service]?.present_at_commit !== false;
}
