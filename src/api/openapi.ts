import {site, siteUrl} from '../site/site';
import {APIS, type Environment} from './apis';
import {apiPage} from './anchors';
import {endpointId} from './endpoints';
import {errorResponses} from './errorResponses';
import {exampleOf} from './examples';
import {REGISTRY, type Registry} from './registry';
import {ResponseSchemas, type JsonSchema} from './responseSchemas';
import {API_OF, SERVICE_OF, documentRoutes, entryPlacements, releaseName, type DocumentRoute} from './routes';
import type {Endpoint, Entity, PathlessEndpoint} from './schema';
import {serversOf, type Server} from './servers';
import {SOURCE_RELEASE, SOURCE_REPOSITORY, type RouteKey, type SourceParam, type SourceRoute} from './sourceFacts';
import {pageLimits, sourceNotes} from './sourceNotes';
import {API_IDS, type ApiId} from './vocabulary';

/**
 * The OpenAPI 3.1 document of the network's APIs, for one environment: every
 * route as the source mounts it, typed from the facts of the recorded source
 * (facts/api-facts.json), each linked back to the registry entries that
 * name it on the pages. Routes the recorded source has no type for are kept,
 * say so, and are counted by untypedOperations().
 */

type Entry = Endpoint | PathlessEndpoint;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

interface MediaType {
  schema: JsonSchema;
  example?: unknown;
}

interface Response {
  description: string;
  headers?: Record<string, {description: string; schema: JsonSchema}>;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  deprecated?: true;
  externalDocs: {url: string; description: string};
  parameters?: Parameter[];
  requestBody?: {required: true; description: string; content: Record<string, {schema: JsonSchema}>};
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
  'x-registry-entries': {id: string; named: string; status: string; url: string}[];
  'x-source': {route: string; release: string; file?: string; typed: boolean};
  'x-releases': {release: string; change: string; url: string}[];
}

interface PathItem {
  servers?: Server[];
  get?: Operation;
  post?: Operation;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    license: {name: string; identifier: string};
    contact: {name: string; url: string};
  };
  servers: Server[];
  security: Record<string, string[]>[];
  tags: {name: string; description: string; externalDocs: {url: string; description: string}}[];
  paths: Record<string, PathItem>;
  components: {schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, object>};
  'x-entries-without-operation': {id: string; api: ApiId; named: string; status: string; reason: string; url: string}[];
  'x-contract-messages': object[];
}

/** Summaries, in our words, of the routes of the source that no registry entry names. */
const SUMMARIES: Partial<Record<RouteKey, string>> = {
  'nym-api GET /v2/unstable/nym-nodes/skimmed': 'Short descriptions of the nodes, with the metadata of the epoch (v2).',
  'nym-api GET /v2/unstable/nym-nodes/skimmed/mixnodes/active':
    'Short descriptions of the nodes mixing this epoch (v2).',
  'nym-api GET /v2/unstable/nym-nodes/skimmed/mixnodes/all': 'Short descriptions of every node able to mix (v2).',
  'nym-api GET /v2/unstable/nym-nodes/skimmed/entry-gateways':
    'Short descriptions of every node able to act as an entry gateway (v2).',
  'nym-api GET /v2/unstable/nym-nodes/skimmed/exit-gateways':
    'Short descriptions of every node able to act as an exit gateway (v2).',
  'nym-api GET /v1/status/mixnodes/unstable/{mix_id}/test-results': 'Test results of one legacy mixnode, page by page.',
  'nym-api GET /v1/status/gateways/unstable/{gateway_identity}/test-results':
    'Test results of one gateway, page by page.',
  'nym-api GET /v1/status/network-monitor/unstable/run/{monitor_run_id}/details':
    'Details of one run of the network monitor.',
  'nym-api GET /v1/status/network-monitor/unstable/run/latest/details':
    'Details of the latest run of the network monitor.',
  'nym-api GET /v2/unstable/nym-nodes/semi-skimmed':
    'Semi-skimmed node descriptions: each skimmed node with its noise key (v2, the route that works).',
  'node-status-api GET /v2/metrics/sessions':
    'Session statistics the node status API gathered from the gateways, page by page.',
  'nym-node GET /metrics': 'The former metrics route; it leads to /api/v1/metrics/prometheus.',
};

/** Query and path parameters in our words, by the name the source gives them. */
const PARAMETER_TEXT: Record<string, string> = {
  output: 'Format of the response: json (the default), yaml or bincode.',
  page: 'The page to return, counted from 0.',
  per_page: 'How many entries a page holds.',
  size: 'How many entries a page holds.',
  role: 'Only nodes able to hold this role; entry and gateway stand for entry-gateway, exit for exit-gateway.',
  semver_compatibility: 'Accepted for compatibility; the source does not use its value.',
  no_legacy: 'Leave out legacy nodes, those not migrated to nym-node.',
  epoch_id:
    'The epoch the caller already holds: when it is the current one, the answer says no-updates and carries no nodes.',
  node_id: 'The node_id the mixnet contract gave the node when it bonded.',
  date: 'The day, as YYYY-MM-DD.',
  address: 'The account address, in bech32.',
  identity: 'The identity key of the gateway.',
  gateway_identity: 'The identity key of the gateway.',
  mix_id: 'The mix_id of the legacy mixnode.',
  monitor_run_id: 'The id of a run of the network monitor.',
  expiration_date: 'The expiration date, as YYYY-MM-DD.',
  issuance_date: 'The issuance date, as YYYY-MM-DD.',
  offset: 'How far to shift the window of daily statistics; a negative value is refused.',
  day: 'Only the statistics of this day (an ISO 8601 date).',
};
const PARAMETER_TEXT_BY_ROUTE: Partial<Record<RouteKey, Record<string, string>>> = {
  'nym-api GET /v1/ecash/aggregated-coin-indices-signatures': {epoch_id: 'The epoch whose signatures to return.'},
  'node-status-api GET /v2/metrics/sessions': {
    node_id: 'Only the sessions of this node (its node_id, read as a whole number).',
  },
};

function parameterSchema(param: SourceParam, route: SourceRoute): JsonSchema {
  const limits = pageLimits(route);
  const format = param.format ?? param.type.match(/\b(u8|u16|u32|u64|i64|usize)\b/)?.[1] ?? undefined;
  let schema: JsonSchema = {type: param.json_type};
  if (param.json_type === 'integer') {
    if (format === 'i64') schema.format = 'int64';
    else if (/^u|usize/.test(format ?? '') || /usize/.test(param.type)) schema.minimum = 0;
    if (format === 'u32') schema.maximum = 4294967295;
  }
  if (param.json_type === 'string' && /date YYYY-MM-DD|ISO 8601 date/.test(param.format ?? '')) schema.format = 'date';
  if (param.enum) schema.enum = [...param.enum, ...Object.values(param.aliases ?? {}).flat()];
  if (param.default !== undefined) schema.default = param.default;
  if (param.maximum !== undefined) schema.maximum = param.maximum;
  if (param.name === 'per_page' && limits.perPageDefault !== undefined)
    schema = {...schema, default: limits.perPageDefault, maximum: limits.perPageMaximum};
  if (param.name === 'page' && limits.pageDefault !== undefined) schema = {...schema, default: limits.pageDefault};
  return schema;
}

function sourceParameters(key: RouteKey, route: SourceRoute): Parameter[] {
  const ignoresPaging = (route.facts ?? []).some((fact) => /handler ignores page\/per_page/.test(fact));
  return (route.params ?? [])
    .filter((param): param is SourceParam & {in: 'path' | 'query'} => param.in !== 'header')
    .map((param) => {
      const words =
        PARAMETER_TEXT_BY_ROUTE[key]?.[param.name] ?? PARAMETER_TEXT[param.name] ?? `The ${param.name} parameter.`;
      const ignored =
        ignoresPaging && (param.name === 'page' || param.name === 'per_page') ? ' The handler ignores it.' : '';
      return {
        name: param.name,
        in: param.in,
        required: param.required,
        description: `${words}${ignored}`,
        schema: parameterSchema(param, route),
      };
    });
}

/** Parameters of a route the recorded source has no record of, from the registry entry (what the notes give). */
function registryParameters(entries: Entry[]): Parameter[] {
  const endpoint = entries.find((entry): entry is Endpoint => 'path' in entry);
  if (!endpoint) return [];
  return [
    ...endpoint.pathParams.map((param): Parameter => ({
      name: param.name,
      in: 'path',
      required: true,
      description: param.description,
      schema: {type: param.type},
    })),
    ...endpoint.query.map((param): Parameter => ({
      name: param.name,
      in: 'query',
      required: false,
      description: param.description,
      schema: {
        ...(param.type !== 'unspecified' ? {type: param.type} : {}),
        ...(param.values ? {enum: param.values} : {}),
        ...(param.default !== undefined ? {default: param.default} : {}),
      },
    })),
  ];
}

/** Where a registry entry is on the site, as an absolute address. */
function entryUrl(entry: Pick<Entry, 'api' | 'id'>, environment: Environment): string {
  return `${siteUrl(apiPage(entry.api, environment))}#${entry.id}`;
}

function changelogUrl(release: string): string {
  return `${siteUrl('/operators/changelog')}#${release}`;
}

function namedAs(entry: Entry): string {
  return 'path' in entry ? entry.path : entry.label;
}

/** The target of a redirect, from the fact line that records it. */
function redirectTarget(route: SourceRoute): string | undefined {
  return (route.facts ?? []).map((fact) => fact.match(/Redirect::(?:to|permanent)\("([^"]+)"\)/)?.[1]).find(Boolean);
}

function successResponses(route: DocumentRoute, schemas: ResponseSchemas): Record<string, Response> {
  const source = route.source;
  if (!source) {
    const html = route.path === '/swagger';
    const schema: JsonSchema = html
      ? {type: 'string'}
      : {description: `Not typed: the recorded source (${SOURCE_RELEASE}) gives no type for this route.`};
    return {
      '200': {
        description: html
          ? 'The interactive documentation, an HTML page.'
          : `Success. The body is not described: the recorded source (${SOURCE_RELEASE}) has no type for this route.`,
        // No example: the source gives nothing to make one from.
        content: {[html ? 'text/html' : 'application/json']: {schema}},
      },
    };
  }
  const {status} = source.response;
  if (status === 303 || status === 308) {
    const target = redirectTarget(source);
    return {
      [String(status)]: {
        description: `Redirects to ${target ?? 'another route'} (${status === 303 ? 'See Other' : 'Permanent Redirect'}).`,
        headers: {
          Location: {
            description: 'Where the redirect leads.',
            schema: {type: 'string', ...(target ? {const: target} : {})},
          },
        },
      },
    };
  }
  if (status === 501)
    return {'501': {description: 'Not Implemented: the handler answers with this status every time.'}};
  const schema = schemas.response(source);
  if (!schema) throw new Error(`openapi: ${route.key} answers ${status} without a type in the facts`);
  const types = source.response.content_types ?? ['application/json'];
  const content: Record<string, MediaType> = {};
  for (const type of types) {
    if (type === 'application/bincode')
      content[type] = {
        schema: {
          type: 'string',
          contentMediaType: 'application/bincode',
          description: 'The same value in bincode (little-endian, variable-length integers).',
        },
      };
    else if (type === 'application/json' || type === 'text/plain')
      content[type] = {schema, example: exampleOf(schema, schemas.components)};
    else content[type] = {schema};
  }
  const what =
    source.response.type === 'String'
      ? 'plain text'
      : `${source.response.type ?? 'the value'}${source.response.wrapper && source.response.wrapper !== source.response.type ? ` in ${source.response.wrapper.split(' = ')[0]}` : ''}`;
  return {'200': {description: `Success: ${what}.`, content}};
}

/**
 * A nym-api route the recorded source does not type still reads its
 * parameters the way every nym-api route does, so a value it cannot read is
 * refused; nothing else is known of its errors.
 */
function untypedErrors(route: DocumentRoute, parameters: Parameter[]): Record<string, Response> {
  if (route.service !== 'nym-api' || parameters.length === 0) return {};
  return {
    '400': {
      description:
        'Bad request: a parameter could not be read as its type (for example an output other than json, yaml or bincode).',
    },
  };
}

function summaryOf(route: DocumentRoute): string {
  const own = SUMMARIES[route.key];
  if (own) return own;
  const entry = route.entries[0];
  if (entry) return entry.description;
  throw new Error(`openapi: ${route.key} needs a summary (no registry entry names it)`);
}

function descriptionOf(route: DocumentRoute): string {
  const lines: string[] = [];
  const named = route.entries.map(namedAs).filter((name) => name !== route.path);
  if (named.length > 0)
    lines.push(
      `SPEC and the release notes name it ${named.map((name) => (name.startsWith('/') ? name : `“${name}”`)).join(', ')}.`,
    );
  if (route.source) lines.push(...sourceNotes(route.key, route.source));
  if (route.untyped) lines.push(`Not typed. ${route.untyped}`);
  const releases = [
    ...new Set(
      route.entries.flatMap((entry) => entry.releases.map((ref) => `${ref.change} in ${releaseName(ref.release)}`)),
    ),
  ];
  if (releases.length > 0) lines.push(`Releases: ${releases.join(', ')}.`);
  lines.push(
    route.source
      ? `As the source mounts it at ${SOURCE_RELEASE}${route.source.source ? ` (${route.source.source})` : ''}.`
      : '',
  );
  return lines.filter(Boolean).join('\n\n');
}

function operationOf(route: DocumentRoute, environment: Environment, schemas: ResponseSchemas): Operation {
  const api = API_OF[route.service];
  const first = route.entries[0];
  const deprecated = Boolean(route.source?.deprecated) || route.entries.some((entry) => entry.status === 'deprecated');
  const parameters = route.source ? sourceParameters(route.key, route.source) : registryParameters(route.entries);
  const request = route.source ? schemas.request(route.source) : undefined;
  const bearer = (route.source?.params ?? []).some((param) => param.in === 'header' && param.name === 'Authorization');
  return {
    operationId: endpointId(route.method, route.path),
    summary: summaryOf(route),
    description: descriptionOf(route),
    tags: [APIS[api].title],
    ...(deprecated ? {deprecated: true as const} : {}),
    externalDocs: first
      ? {url: entryUrl(first, environment), description: `Its entry on the site: ${namedAs(first)}`}
      : {url: siteUrl(apiPage(api, environment)), description: `The ${APIS[api].title} page of the site`},
    ...(parameters.length > 0 ? {parameters} : {}),
    ...(request && route.source?.request_body
      ? {
          requestBody: {
            required: true as const,
            description: `The request: ${route.source.request_body.type}, a message signed with its sender’s key.`,
            content: {[route.source.request_body.content_type]: {schema: request}},
          },
        }
      : {}),
    responses: {
      ...successResponses(route, schemas),
      ...(route.source ? errorResponses(route.source) : untypedErrors(route, parameters)),
    },
    ...(bearer ? {security: [{prometheus_token: []}]} : {}),
    'x-registry-entries': route.entries.map((entry) => ({
      id: entry.id,
      named: namedAs(entry),
      status: entry.status,
      url: entryUrl(entry, environment),
    })),
    'x-source': {
      route: `${route.method} ${route.path}`,
      release: SOURCE_RELEASE,
      ...(route.source?.source ? {file: route.source.source} : {}),
      typed: !route.untyped,
    },
    'x-releases': route.entries.flatMap((entry) =>
      entry.releases.map((ref) => ({...ref, url: changelogUrl(ref.release)})),
    ),
  };
}

/**
 * Entities of the pages that are response types of the source: their words describe the component, and the component's
 * fields fill their table.
 */
function entityDescriber(entities: Entity[]) {
  const byComponent = new Map(
    entities.flatMap((entity) => (entity.schemas ?? []).map((name) => [name, entity] as const)),
  );
  return (
    name: string,
    type: {source?: string; crate?: string | null; type: string} | undefined,
    schema: JsonSchema,
  ): JsonSchema => {
    const entity = byComponent.get(name);
    const from = type
      ? `${type.type} as the source serialises it (${type.source ?? type.crate ?? SOURCE_REPOSITORY}, ${SOURCE_RELEASE}).`
      : '';
    const description = [
      entity ? `${entity.title}: ${entity.description}` : '',
      from,
      typeof schema.description === 'string' ? schema.description : '',
    ]
      .filter(Boolean)
      .join(' ');
    return {
      ...schema,
      ...(description ? {description} : {}),
      ...(entity
        ? {
            externalDocs: {
              url: `${siteUrl('/apis/introduction')}#entity-${entity.name.toLowerCase()}`,
              description: `The ${entity.title} entity on the site`,
            },
          }
        : {}),
    };
  };
}

/** The routes the document holds for the given APIs, and a schema builder that has typed them. */
function operationsFor(environment: Environment, apis: ApiId[], registry: Registry) {
  const schemas = new ResponseSchemas(entityDescriber(registry.entities));
  const routes = documentRoutes(registry).filter((route) => apis.includes(API_OF[route.service]));
  const operations = routes.map((route) => ({route, operation: operationOf(route, environment, schemas)}));
  return {schemas, operations};
}

/**
 * The document for one environment and, if given, one API. With several
 * APIs each path names the servers of its own service.
 */
export function buildOpenApi(environment: Environment, only?: ApiId, registry: Registry = REGISTRY): OpenApiDocument {
  const apis = only ? [only] : [...API_IDS];
  const {schemas, operations} = operationsFor(environment, apis, registry);
  const services = [...new Set(operations.map(({route}) => route.service))];
  const paths: Record<string, PathItem> = {};
  for (const {route, operation} of operations) {
    const item = (paths[route.path] ??= only ? {} : {servers: serversOf(route.service, environment)});
    if (item.servers && JSON.stringify(item.servers) !== JSON.stringify(serversOf(route.service, environment)))
      throw new Error(`openapi: ${route.path} is served by two services`);
    const method = route.method.toLowerCase() as 'get' | 'post';
    if (item[method]) throw new Error(`openapi: ${route.method} ${route.path} twice`);
    item[method] = operation;
  }
  const placements = entryPlacements(registry);
  const bearer = operations.some(({operation}) => operation.security);
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: only ? `${APIS[only].title}, ${environment}` : `Nym network APIs, ${environment}`,
      version: SOURCE_RELEASE,
      description: [
        `The HTTP APIs of the Nym network on ${environment}, route by route as the source mounts them, with the response types of the source at ${SOURCE_RELEASE}.`,
        'Each operation links to its entry on the site, where SPEC’s and the release notes’ name for it stands beside the mounted path.',
        `Routes added after ${SOURCE_RELEASE} are listed with an untyped body, and say so.`,
      ].join(' '),
      license: {name: site.licence.name, identifier: site.licence.identifier},
      contact: {name: 'Nym issue tracker', url: site.issues},
    },
    servers: (only ? [SERVICE_OF[only]] : services).flatMap((service) => serversOf(service, environment).slice(0, 1)),
    security: [],
    tags: apis
      .filter((api) => only || operations.some(({route}) => API_OF[route.service] === api))
      .map((api) => ({
        name: APIS[api].title,
        description: APIS[api].description,
        externalDocs: {url: siteUrl(apiPage(api, environment)), description: `The ${APIS[api].title} page`},
      })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas.components).sort(([a], [b]) => a.localeCompare(b))),
      ...(bearer
        ? {
            securitySchemes: {
              prometheus_token: {
                type: 'http',
                scheme: 'bearer',
                description: 'The metrics token set in the node’s configuration.',
              },
            },
          }
        : {}),
    },
    'x-entries-without-operation': [...registry.endpoints, ...registry.pathlessEndpoints]
      .filter((entry) => apis.includes(entry.api) && placements[entry.id]?.without)
      .map((entry) => ({
        id: entry.id,
        api: entry.api,
        named: namedAs(entry),
        status: entry.status,
        reason: placements[entry.id].without!,
        url: entryUrl(entry, environment),
      })),
    'x-contract-messages': registry.contractMessages.map(({name, group, contract, status, release, description}) => ({
      name,
      group,
      contract,
      status,
      release,
      description,
    })),
  };
  // A JSON round trip drops the fields left undefined, so the object tests validate is the file the site serves.
  return JSON.parse(JSON.stringify(document)) as OpenApiDocument;
}

/**
 * The operations whose success body the recorded source gives no type for, with why: the count the tests and notes
 * report.
 */
export function untypedOperations(registry: Registry = REGISTRY): {operationId: string; route: string; why: string}[] {
  return documentRoutes(registry)
    .filter((route) => route.untyped)
    .map((route) => ({
      operationId: endpointId(route.method, route.path),
      route: `${route.method} ${route.path}`,
      why: route.untyped!,
    }));
}
