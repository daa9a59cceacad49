// The API types extractor: for every route the services mount at a tag (found by the route extractor's readers),
// what its handler takes and answers (parameters, request body, statuses and body types), and every type those
// name, described from its Rust definition to depth 3 with serde's attributes; plus the hosts the record gives
// each service.
import type {RecordExtractor} from '../extractor';
import type {RecordRepository} from '../git';
import {stableJson} from '../json';
import {loadRustParser} from '../rust/parser';
import {newWorkspaceCache, Workspace} from '../rust/workspace';
import {followTypes, TYPE_DEPTH} from './followTypes';
import {HandlerReader} from './handlerReader';
import {readHosts, type HostFact} from './hosts';
import {routeDetails, type RouteDetails} from './routeDetails';
import {SERVICES, serviceRoutes, type ApiService} from './services';
import type {TypeUse} from './typeNodes';
import {TypeReader, type TypeFact} from './typeReader';
import {diffTypeFacts} from './typesDiff';

/** The file this extractor writes. */
export const API_TYPES_OUTPUT = 'src/api/facts/api-types.json';

/** A route's handler facts as the file keeps them: keyed by the route, without the types' places. */
type EndpointTypeFacts = {api: ApiService; method: string; path: string} & Omit<RouteDetails, 'roots'>;

export interface ApiTypeFacts {
  _meta: {
    repository: string;
    tag: string;
    commit: string;
    method: string;
    type_depth: string;
    json_type_legend: string;
    optional_legend: string;
    response_rule: string;
    /** Types named at depth TYPE_DEPTH + 1, not described: "Name (file)". */
    beyond_depth: string[];
  };
  endpoints: EndpointTypeFacts[];
  types: TypeFact[];
  hosts: HostFact[];
}

const ORDER = new Map(SERVICES.map(({service}, index) => [service, index]));
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Reads the routes, handlers, types and hosts at `tag`. */
export async function extractApiTypes(repo: RecordRepository, tag: string): Promise<ApiTypeFacts> {
  await loadRustParser();
  const workspace = new Workspace(repo, tag, newWorkspaceCache());
  const types = new TypeReader(workspace);
  const handlers = new HandlerReader(workspace, types);
  const endpoints: EndpointTypeFacts[] = [];
  const roots: {use: TypeUse; api: ApiService}[] = [];
  for (const {service} of SERVICES) {
    const found = serviceRoutes(workspace, service, (file) => repo.show(tag, file));
    const seen = new Set<string>();
    for (const route of found.routes) {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key) || found.framework === 'absent') continue;
      seen.add(key);
      const where = `${route.source}:${route.line}@${tag}`;
      const {roots: named, ...facts} = routeDetails(route, found.framework, workspace, handlers, where);
      roots.push(...named.map((use) => ({use, api: service})));
      endpoints.push({api: service, method: route.method, path: route.path, ...facts});
    }
  }

  const followed = followTypes(types, roots);

  return {
    _meta: {
      repository: 'nymtech/nym',
      tag,
      commit: repo.commitOf(tag),
      method:
        'npm run record:sync (src/record/api/typesExtractor.ts): the routes the route extractor finds at this tag; ' +
        "each handler's #[utoipa::path] annotation, its signature's Path/Query/Json extractors and return type, and " +
        'the statuses its body names; the types they name, resolved through the workspace from the module that ' +
        'names them.',
      type_depth: `the types a route takes or answers with are depth 0; the types their fields, variants and aliases name are followed to depth ${TYPE_DEPTH}`,
      json_type_legend:
        "string|integer|number|boolean|object|array|any|null; '|null' appended for Option<T>; 'string|object' an " +
        "externally tagged enum with unit and data variants; 'generic T' a type parameter; 'external' a type from " +
        "outside the record; 'custom (serde with)' a newtype written by its own serde function",
      optional_legend: 'optional: Option<T>, #[serde(default)] or skip_serializing_if; nullable: Option<T> only',
      response_rule:
        "responses: the annotation's statuses, else the handler signature's; then the statuses the handler body " +
        'names that are not declared yet. response: the first below 400. type: the innermost type argument; ' +
        'wrapper: the whole type when it has arguments.',
      beyond_depth: followed.beyond,
    },
    endpoints: endpoints.sort(
      (a, b) =>
        (ORDER.get(a.api) ?? 0) - (ORDER.get(b.api) ?? 0) || compare(a.path, b.path) || compare(a.method, b.method),
    ),
    types: followed.types,
    hosts: readHosts(repo, tag),
  };
}

export const apiTypesExtractor: RecordExtractor = {
  name: 'api-types',
  outputs: [API_TYPES_OUTPUT],
  async extract(repo, tag) {
    return {[API_TYPES_OUTPUT]: stableJson(await extractApiTypes(repo, tag))};
  },
  diff(_outputPath, oldText, newText) {
    return diffTypeFacts(oldText, newText);
  },
};
