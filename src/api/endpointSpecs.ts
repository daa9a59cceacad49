import type {ApiId, EndpointInput, PathParamInput, QueryParamInput, ReleaseRef} from './schema';

/**
 * The words endpoints.ts writes its table in: the releases it names most, a
 * release reference per kind of change, the path parameters several routes
 * share, and the helpers that turn a row into a registry entry (its id, the
 * defaults every nym-api route shares, a legacy route v2025.17-isabirra
 * removed). Kept apart so that endpoints.ts is the table alone.
 */

export const MAGURA = 'v202413-magura';
export const BRIE = 'v202510-brie';
export const DORINA = 'v20254-dorina';
export const CHUCKLES = 'v20256-chuckles';
export const REESES = 'v20251-reeses';
export const ECLIPSE = 'v20243-eclipse';
export const ISABIRRA = 'v202517-isabirra';
export const JARLSBERG = 'v202518-jarlsberg';
export const RACLETTE = 'v20265-raclette';
export const STILTON = 'v20266-stilton';

export const introduced = (release: string): ReleaseRef => ({release, change: 'introduced'});
export const changed = (release: string): ReleaseRef => ({release, change: 'changed'});
export const deprecated = (release: string): ReleaseRef => ({release, change: 'deprecated'});
export const removed = (release: string): ReleaseRef => ({release, change: 'removed'});
export const redirected = (release: string): ReleaseRef => ({release, change: 'redirected'});

export const NODE_ID: PathParamInput = {
  name: 'node_id',
  type: 'integer',
  description: 'The node_id the contract gave the node at bonding; it only ever increases.',
};
export const MIX_ID: PathParamInput = {
  name: 'mix_id',
  type: 'string',
  description: "The legacy mixnode's mix_id; the notes do not say what form it takes.",
};
const LEGACY_GATEWAY_IDENTITY: PathParamInput = {
  name: 'identity',
  type: 'string',
  description: "The legacy gateway's identity key.",
};

/** nym-api answers in any of three formats since v2025.10-brie (PR 5745), chosen per request. */
const OUTPUT: QueryParamInput = {
  name: 'output',
  type: 'string',
  values: ['json', 'bincode', 'yaml'],
  default: 'json',
  release: BRIE,
  description: 'Format of the response; leave it out for JSON.',
};

type Spec = Omit<EndpointInput, 'id' | 'api' | 'method'> & {
  method?: EndpointInput['method'];
  /** false for routes that are not data (the interactive docs): no output format, no compression note. */
  formats?: boolean;
};

/**
 * Ids are the method and path as anchor words: GET /v1/nym-nodes/{node_id} → get-v1-nym-nodes-node-id; the root path is
 * get-root.
 */
function endpointId(method: string, path: string): string {
  const words = path
    .replace(/[{}]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${method.toLowerCase()}-${words || 'root'}`;
}

export function entries(api: ApiId, specs: Spec[], decorate: (spec: Spec) => Spec = (spec) => spec): EndpointInput[] {
  return specs.map((raw) => {
    const {method = 'GET', formats: _formats, ...spec} = decorate(raw);
    return {id: endpointId(method, spec.path), api, method, ...spec};
  });
}

/**
 * Every nym-api route that returns data takes the output parameter (v2025.10-brie)
 * and compresses on request (v2025.4-dorina, PR 5451): the notes state both
 * for the API as a whole, so they are added here rather than retyped per route.
 */
export function nymApiDefaults(spec: Spec): Spec {
  const serves = spec.status !== 'redirect' && spec.status !== 'removed' && spec.formats !== false;
  if (!serves) return spec;
  return {...spec, query: [OUTPUT, ...(spec.query ?? [])], notes: [...(spec.notes ?? []), 'gzip']};
}

/**
 * Legacy nym-api routes that v2025.17-isabirra removed (PR 6021, "Nym API
 * Removed Routes"), each with the deprecation v2024.13-magura gave it when
 * that release lists it under the same path. The path parameter is declared
 * from the path.
 */
export function legacyRemoved(path: string, description: string, extra: Partial<Spec> = {}): Spec {
  const params: Record<string, PathParamInput> = {mix_id: MIX_ID, identity: LEGACY_GATEWAY_IDENTITY};
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => {
    const param = params[name];
    if (!param) throw new Error(`legacyRemoved: no declaration for {${name}} in ${path}`);
    return param;
  });
  return {
    path,
    pathParams,
    status: 'removed',
    releases: [deprecated(MAGURA), removed(ISABIRRA)],
    description,
    ...extra,
  };
}
