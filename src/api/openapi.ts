import {EXPLORER_SUCCESSORS} from './explorerSuccessors';
import {site, siteUrl} from '../site/site';
import {APIS, type Environment} from './apis';
import {apiPage} from './anchors';
import {exampleOf} from './examples';
import {REGISTRY, type Registry} from './registry';
import {ResponseSchemas, type JsonSchema} from './responseSchemas';
import {routeHistoryEvents, type HistoryEvent} from './history';
import {errorResponses, routeNotes} from './routeNotes';
import {PARAMETER_SUMMARIES, ROUTE_SUMMARIES} from './routeSummaries';
import {API_OF, SERVICE_OF, referenceRoutes, type ReferenceRoute} from './routes';
import type {Endpoint, Entity, PathlessEndpoint} from './schema';
import {serversOf, type Server} from './servers';
import {SOURCE_RELEASE, SOURCE_REPOSITORY, type SourceParam, type SourceRoute} from './sourceFacts';
import {API_IDS, type ApiId} from './vocabulary';

/**
 * The OpenAPI 3.1 documents of the network's APIs, for one environment:
 * every route the source mounts at its newest release tag, typed from the
 * facts of that source (facts/api-source.json), each linked to its entry on
 * the site and to the registry entries (SPEC's and the notes' names) placed
 * on it, with its history over the release tags. Routes a release removed
 * are not operations (a client generated from the document would call
 * them): the document lists them apart, with the release that removed them.
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

export interface Response {
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
  requestBody?: {required: true; description: string; content: Record<string, MediaType>};
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
  'x-registry-entries': {id: string; named: string; status: string; url: string}[];
  'x-source': {route: string; release: string; file?: string; line?: number; kind: string};
  'x-history': (HistoryEvent & {url?: string})[];
}

interface PathItem {
  servers?: Server[];
  get?: Operation;
  post?: Operation;
}

interface RemovedRoute {
  method: string;
  path: string;
  removedIn: string;
  summary: string;
  url: string;
  /** For a route of the explorer API: the routes that serve its data now, in part ("service METHOD path"), or none. */
  servedNowBy?: readonly string[];
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
  tags: {name: string; description: string}[];
  paths: Record<string, PathItem>;
  components: {schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, object>};
  'x-removed-routes': RemovedRoute[];
  'x-left-out'?: {route: string; service: string; why: string}[];
  'x-entries-without-operation': {id: string; api: ApiId; named: string; status: string; reason: string; url: string}[];
  'x-contract-messages': object[];
}

/** Security schemes by the name the source gives them. */
const SECURITY_SCHEMES: Record<string, {type: 'http'; scheme: 'bearer'; description: string}> = {
  auth_token: {
    type: 'http',
    scheme: 'bearer',
    description: 'The bearer token set in this nym-api’s configuration; the utility routes exist only when one is set.',
  },
  prometheus_token: {type: 'http', scheme: 'bearer', description: 'The metrics token set in the node’s configuration.'},
};

/** The group a route belongs to: the source's tag, or what the route is when the source tags it with none. */
export function routeGroup(source: Pick<SourceRoute, 'tag' | 'kind'>): string {
  if (source.tag) return source.tag;
  switch (source.kind) {
    case 'docs':
      return 'Interactive documentation';
    case 'redirect':
      return 'Redirects';
    default:
      return 'Files and pages';
  }
}

const GROUP_TEXT: Record<string, string> = {
  'Interactive documentation': 'The service’s own Swagger UI and OpenAPI document.',
  Redirects: 'Paths kept so that old links and tools still arrive: each redirects to the route that replaced it.',
  'Files and pages': 'What the service serves that is not JSON: its landing page and files.',
};

function parameterSchema(param: SourceParam): JsonSchema {
  const format = param.format ?? param.type.match(/\b(u8|u16|u32|u64|i64|usize)\b/)?.[1] ?? undefined;
  // A value a crate outside the source reads from the URL (time's Date, celes' Country) is text in the URL.
  const schema: JsonSchema = {type: param.json_type === 'external' ? 'string' : param.json_type};
  if (param.json_type === 'integer') {
    if (format === 'i64') schema.format = 'int64';
    else if (/^u|usize/.test(format ?? '') || /usize/.test(param.type)) schema.minimum = 0;
    if (format === 'u32') schema.maximum = 4294967295;
  }
  if (param.json_type === 'string' && /date YYYY-MM-DD|ISO 8601 date|Date$/.test(`${param.format ?? ''} ${param.type}`))
    schema.format = 'date';
  if (param.enum) schema.enum = [...param.enum, ...Object.values(param.aliases ?? {}).flat()];
  if (param.default !== undefined) schema.default = param.default;
  if (param.maximum !== undefined) schema.maximum = param.maximum;
  return schema;
}

function parameters(route: SourceRoute): Parameter[] {
  return (route.params ?? [])
    .filter((param): param is SourceParam & {in: 'path' | 'query'} => param.in === 'path' || param.in === 'query')
    .map((param) => {
      const words = PARAMETER_SUMMARIES[param.name];
      if (!words) throw new Error(`openapi: no words for the parameter ${param.name} (src/api/routeSummaries.ts)`);
      const unused = (param.facts ?? []).some((fact) => /allow\(dead_code\)/.test(fact))
        ? ' The handler does not use its value.'
        : '';
      return {
        name: param.name,
        in: param.in,
        required: param.in === 'path' ? true : param.required,
        description: `${words}${unused}`,
        schema: parameterSchema(param),
      };
    });
}

/** Where a registry entry is on the site, as an absolute address. */
function entryUrl(entry: Pick<Entry, 'api' | 'id'>, environment: Environment): string {
  return `${siteUrl(apiPage(entry.api, environment))}#${entry.id}`;
}

/** Where a route's entry is on the site, as an absolute address. */
function routeUrl(route: ReferenceRoute, environment: Environment): string {
  return `${siteUrl(apiPage(API_OF[route.service], environment))}#${route.anchor}`;
}

function namedAs(entry: Entry): string {
  return 'path' in entry ? entry.path : entry.label;
}

/** The media types of a body the facts type, each with the schema and, for JSON, text and YAML, an example. */
function contentOf(types: readonly string[], schema: JsonSchema, schemas: ResponseSchemas): Record<string, MediaType> {
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
    else if (type === 'file contents')
      content['application/octet-stream'] = {
        schema: {type: 'string', contentMediaType: 'application/octet-stream', description: 'A file, as stored.'},
      };
    else if (type === 'text/html') content[type] = {schema: {type: 'string', contentMediaType: 'text/html'}};
    else if (type === 'application/yaml') content[type] = {schema};
    else content[type] = {schema, example: exampleOf(schema, schemas.components)};
  }
  return content;
}

function successResponses(route: SourceRoute, schemas: ResponseSchemas): Record<string, Response> {
  const main = route.response;
  if (main.status === 303 || main.status === 308) {
    const target = main.location ?? route.redirect_to;
    return {
      [String(main.status)]: {
        description: `Redirects to ${target} (${main.status === 303 ? 'See Other' : 'Permanent Redirect'}).`,
        headers: {Location: {description: 'Where the redirect leads.', schema: {type: 'string', const: target}}},
      },
    };
  }
  if (main.status >= 400) return {};
  const types = main.content_types ?? ['application/json'];
  const schema = schemas.response(route);
  if (!schema) {
    if (route.kind === 'api') {
      // The handler answers with a status alone (`()`, `StatusCode`) or with JSON null (`Json<()>`).
      const jsonNull = /Json<\(\)>/.test(route.handler_return ?? '');
      return {
        [String(main.status)]: {
          description: `${main.status === 201 ? 'Created' : 'Success'}${jsonNull ? ': the JSON value null.' : ', with an empty body.'}`,
          ...(jsonNull ? {content: {'application/json': {schema: {type: 'null'}, example: null}}} : {}),
        },
      };
    }
    return {
      [String(main.status)]: {
        description: route.kind === 'docs' ? 'The interactive documentation, an HTML page.' : 'The file asked for.',
        content: contentOf(types, {type: 'string'}, schemas),
      },
    };
  }
  const what =
    main.type === 'String' || main.type === 'str'
      ? 'text'
      : `${main.type ?? 'the value'}${main.wrapper && main.wrapper !== main.type ? ` in ${main.wrapper.split(' = ')[0]}` : ''}`;
  return {
    [String(main.status)]: {
      description: `${main.status === 201 ? 'Created' : 'Success'}: ${what}.`,
      content: contentOf(types, schema, schemas),
    },
  };
}

function summaryOf(route: ReferenceRoute): string {
  const own = ROUTE_SUMMARIES[route.key];
  if (own) return own;
  const entry = route.entries[0];
  if (entry) return entry.description;
  throw new Error(`openapi: ${route.key} needs a summary (src/api/routeSummaries.ts)`);
}

function descriptionOf(route: ReferenceRoute): string {
  const lines: string[] = [];
  const named = [...new Set(route.entries.map(namedAs).filter((name) => name !== route.path))];
  if (named.length > 0)
    lines.push(
      `SPEC and the release notes name it ${named.map((name) => (name.startsWith('/') ? name : `“${name}”`)).join(', ')}.`,
    );
  lines.push(...routeNotes(route.source));
  const {source, line} = route.source;
  lines.push(`As the source mounts it at ${SOURCE_RELEASE}${source ? ` (${source}${line ? `:${line}` : ''})` : ''}.`);
  return lines.join('\n\n');
}

function changelogUrl(slug: string): string {
  return `${siteUrl('/operators/changelog')}#${slug}`;
}

function operationOf(
  route: ReferenceRoute,
  environment: Environment,
  schemas: ResponseSchemas,
  releaseSlugs: ReadonlyMap<string, string>,
): Operation {
  const source = route.source;
  const params = parameters(source);
  const request = schemas.request(source);
  const security = source.security ?? [];
  const first = route.entries[0];
  return {
    operationId: route.anchor,
    summary: summaryOf(route),
    description: descriptionOf(route),
    tags: [routeGroup(source)],
    ...(source.deprecated ? {deprecated: true as const} : {}),
    externalDocs: {
      url: routeUrl(route, environment),
      description: first ? `Its entry on the site (SPEC: ${namedAs(first)})` : 'Its entry on the site',
    },
    ...(params.length > 0 ? {parameters: params} : {}),
    ...(request && source.request_body
      ? {
          requestBody: {
            required: true as const,
            description: `The request: ${source.request_body.type}.`,
            content: {
              [source.request_body.content_type]: {schema: request, example: exampleOf(request, schemas.components)},
            },
          },
        }
      : {}),
    responses: {...successResponses(source, schemas), ...errorResponses(source)},
    ...(security.length > 0 ? {security: security.map((name) => ({[name]: []}))} : {}),
    'x-registry-entries': route.entries.map((entry) => ({
      id: entry.id,
      named: namedAs(entry),
      status: entry.status,
      url: entryUrl(entry, environment),
    })),
    'x-source': {
      route: `${route.method} ${route.path}`,
      release: SOURCE_RELEASE,
      ...(source.source ? {file: source.source} : {}),
      ...(source.line ? {line: source.line} : {}),
      kind: source.kind,
    },
    'x-history': routeHistoryEvents(route).map((event) => {
      const slug = releaseSlugs.get(event.release);
      return {...event, ...(slug ? {url: changelogUrl(slug)} : {})};
    }),
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

/**
 * The server of a document whose API the source gives no host on this
 * network: a variable the reader fills in, whose default is a name under
 * .invalid (reserved, RFC 2606), so nothing is ever sent to a host we made up.
 */
function hostlessServer(service: string, environment: Environment): Server {
  const description = `The source gives ${service} no public ${environment} host at ${SOURCE_RELEASE}: put the host of a deployment you know.`;
  return {
    url: 'https://{host}',
    description,
    variables: {host: {default: `${service}.${environment}.invalid`, description}},
  };
}

/** Options of a document: one API or all, the registry, and the changelog anchor of each release name. */
export interface OpenApiOptions {
  only?: ApiId;
  registry?: Registry;
  /** Release name (v2025.17-isabirra) → changelog anchor (v202517-isabirra), for history links. */
  releaseSlugs?: ReadonlyMap<string, string>;
}

/**
 * The document for one environment and, if given, one API. A document of
 * several APIs names the servers of each service on its paths; a path two
 * services mount (their roots and interactive documentation) is left out of
 * it, and listed with why: each API's own document has it.
 */
export function buildOpenApi(environment: Environment, options: OpenApiOptions = {}): OpenApiDocument {
  const {only, registry = REGISTRY, releaseSlugs = new Map<string, string>()} = options;
  const apis = only ? [only] : [...API_IDS];
  const schemas = new ResponseSchemas(entityDescriber(registry.entities));
  const routes = referenceRoutes(registry).filter((route) => apis.includes(API_OF[route.service]));
  const current = routes.filter((route) => !route.removedIn);
  const services = [...new Set(current.map((route) => route.service))];
  const shared = new Set(
    current.map((route) => `${route.method} ${route.path}`).filter((key, index, all) => all.indexOf(key) !== index),
  );
  const paths: Record<string, PathItem> = {};
  const leftOut: {route: string; service: string; why: string}[] = [];
  for (const route of current) {
    if (shared.has(`${route.method} ${route.path}`)) {
      leftOut.push({
        route: `${route.method} ${route.path}`,
        service: route.service,
        why: `Several services mount this path; the ${route.service} document (${siteUrl(apiPage(API_OF[route.service], environment))}) has it.`,
      });
      continue;
    }
    const item = (paths[route.path] ??= only ? {} : {servers: serversOf(route.service, environment)});
    const method = route.method.toLowerCase() as 'get' | 'post';
    item[method] = operationOf(route, environment, schemas, releaseSlugs);
  }
  const operations = Object.values(paths).flatMap((item) => [item.get, item.post].filter(Boolean) as Operation[]);
  const groups = [...new Set(operations.flatMap((operation) => operation.tags))];
  const usedSchemes = [...new Set(operations.flatMap((operation) => (operation.security ?? []).flatMap(Object.keys)))];
  const hostless = only ? serversOf(SERVICE_OF[only], environment).length === 0 : false;
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: only ? `${APIS[only].title}, ${environment}` : `Nym network APIs, ${environment}`,
      version: SOURCE_RELEASE,
      description: [
        `The HTTP API${only ? '' : 's'} of the Nym network on ${environment}, route by route as the source mounts them at ${SOURCE_RELEASE}, with the request and response types of that source.`,
        'Each operation links to its entry on the site, where SPEC’s and the release notes’ names stand beside the mounted path, and gives its history over the release tags.',
        'Routes a release removed are listed under x-removed-routes, with that release.',
        hostless ? `The source gives no public ${environment} host for this API, so the document names no server.` : '',
      ]
        .filter(Boolean)
        .join(' '),
      license: {name: site.licence.name, identifier: site.licence.identifier},
      contact: {name: 'Nym issue tracker', url: site.issues},
    },
    servers: hostless
      ? [hostlessServer(SERVICE_OF[only!], environment)]
      : (only ? [SERVICE_OF[only]] : services).flatMap((service) => serversOf(service, environment).slice(0, 1)),
    security: [],
    tags: groups.map((name) => ({
      name,
      description: GROUP_TEXT[name] ?? `Routes the source groups under “${name}”.`,
    })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas.components).sort(([a], [b]) => a.localeCompare(b))),
      ...(usedSchemes.length > 0
        ? {securitySchemes: Object.fromEntries(usedSchemes.map((name) => [name, SECURITY_SCHEMES[name]]))}
        : {}),
    },
    'x-removed-routes': routes
      .filter((route) => route.removedIn)
      .map((route) => ({
        method: route.method,
        path: route.path,
        removedIn: route.removedIn!,
        summary: summaryOf(route),
        url: routeUrl(route, environment),
        ...(EXPLORER_SUCCESSORS[route.key] ? {servedNowBy: EXPLORER_SUCCESSORS[route.key]?.now} : {}),
      })),
    ...(leftOut.length > 0 ? {'x-left-out': leftOut} : {}),
    'x-entries-without-operation': [...registry.endpoints, ...registry.pathlessEndpoints]
      .filter((entry) => apis.includes(entry.api))
      .filter((entry) => !routes.some((route) => !route.removedIn && route.entries.includes(entry)))
      .map((entry) => {
        const gone = routes.find((route) => route.entries.includes(entry));
        return {
          id: entry.id,
          api: entry.api,
          named: namedAs(entry),
          status: gone ? 'removed' : entry.status,
          reason: gone
            ? `${gone.method} ${gone.path}, which ${gone.removedIn} removed.`
            : 'No route of the source answers for it.',
          url: entryUrl(entry, environment),
        };
      }),
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
