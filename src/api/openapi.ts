import {APIS, NOTE_TEXT, type Environment} from './apis';
import {REGISTRY, type Registry} from './registry';
import {API_IDS, type ApiId} from './vocabulary';
import type {Endpoint, Entity, QueryParam} from './schema';

/** The words every unknown body gets, so readers (and tools) can tell a gap from an empty body. */
export const UNDOCUMENTED = 'Not documented in the release notes.';

/** The changelog's address as the built site serves it (baseUrl /docs/), for links that leave this document. */
const CHANGELOG = '/docs/operators/changelog';

type JsonSchema = {type?: string; enum?: string[]; default?: string; description?: string};

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

interface Response {
  description: string;
  content?: Record<string, {schema: {$ref: string}}>;
}

interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  deprecated?: true;
  externalDocs?: {url: string; description: string};
  parameters: Parameter[];
  responses: Record<string, Response>;
  'x-status': Endpoint['status'];
  'x-notes': string[];
  'x-releases': {release: string; change: string; url: string}[];
}

interface Server {
  url: string;
  description: string;
  variables: Record<string, {default: string; enum?: string[]; description: string}>;
}

interface PathItem {
  servers?: Server[];
  [method: string]: Operation | Server[] | undefined;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {title: string; version: string; description: string};
  servers: Server[];
  tags: {name: string; description: string}[];
  paths: Record<string, PathItem>;
  components: {schemas: Record<string, {type: 'object'; title: string; description: string; properties: Record<string, JsonSchema>; 'x-fields': object[]}>};
  'x-endpoints-without-path': object[];
  'x-contract-messages': object[];
}

const PRIMITIVES = new Set(['boolean', 'integer', 'number', 'string']);

function serverOf(api: ApiId, environment: Environment): Server {
  const {url, variables} = APIS[api].server[environment];
  return {
    url,
    description: `${APIS[api].title} (${environment})`,
    variables: Object.fromEntries(
      Object.entries(variables).map(([name, variable]) => [
        name,
        {default: variable.values?.[0] ?? variable.placeholder, ...(variable.values ? {enum: variable.values} : {}), description: variable.description},
      ]),
    ),
  };
}

/**
 * An entity as a schema. Only fields the notes name on the wire become
 * properties; fields described in words and the listed values (which are the
 * notes' wording, not necessarily the wire's) go into descriptions, so no
 * name or enum is made up.
 */
function schemaOf(entity: Entity): OpenApiDocument['components']['schemas'][string] {
  const worded = entity.fields.filter((field) => !field.literal).map((field) => field.name);
  return {
    type: 'object',
    title: entity.title,
    description: [
      entity.description,
      worded.length > 0 ? `The notes also describe, without giving their names: ${worded.join(', ')}.` : '',
      entity.undocumented ? `Other fields: ${UNDOCUMENTED.toLowerCase()}` : '',
    ]
      .filter(Boolean)
      .join(' '),
    properties: Object.fromEntries(
      entity.fields
        .filter((field) => field.literal)
        .map((field) => [
          field.name,
          {
            ...(PRIMITIVES.has(field.type) ? {type: field.type} : {}),
            description: [
              PRIMITIVES.has(field.type) ? '' : `Type: ${field.type}.`,
              field.values ? `Values: ${field.values.join(', ')}.` : '',
              field.default ? `Default: ${field.default}.` : '',
              field.release ? `Added or changed in ${field.release}.` : '',
              field.note ?? '',
            ]
              .filter(Boolean)
              .join(' '),
          },
        ]),
    ),
    'x-fields': entity.fields.map(({name, literal, type, values, default: fallback, release, note}) => ({name, literal, type, values, default: fallback, release, note})),
  };
}

function queryParameter(param: QueryParam): Parameter {
  const schema: JsonSchema = {};
  if (param.type !== 'unspecified') schema.type = param.type;
  if (param.values) schema.enum = param.values;
  if (param.default !== undefined) schema.default = param.default;
  const since = param.release ? ` Since ${param.release}.` : '';
  const untyped = param.type === 'unspecified' ? ' The notes do not give its type.' : '';
  return {name: param.name, in: 'query', required: false, description: `${param.description}${since}${untyped}`, schema};
}

function responsesOf(endpoint: Endpoint, registry: Registry): Record<string, Response> {
  if (endpoint.status === 'redirect') {
    const target = registry.endpoints.find((entry) => entry.id === endpoint.redirectTo);
    return {'3XX': {description: `Redirects to ${target?.path ?? endpoint.redirectTo}. The notes do not give the status code.`}};
  }
  if (endpoint.status === 'removed') {
    const when = endpoint.releases.find((ref) => ref.change === 'removed')?.release;
    return {default: {description: `Removed${when ? ` in ${when}` : ''}; the notes do not say what the API answers now.`}};
  }
  if (endpoint.response) {
    return {
      default: {
        description: `Partly documented: the notes name some of its fields (${endpoint.response}); the rest is not documented in the release notes.`,
        content: {'*/*': {schema: {$ref: `#/components/schemas/${endpoint.response}`}}},
      },
    };
  }
  return {default: {description: UNDOCUMENTED}};
}

function operationOf(endpoint: Endpoint, registry: Registry): Operation {
  const notes = endpoint.notes.map((note) => NOTE_TEXT[note] ?? note);
  const releases = endpoint.releases.map((ref) => `${ref.change} in ${ref.release}`);
  const first = endpoint.releases[0];
  return {
    operationId: endpoint.id,
    summary: endpoint.description,
    description: [notes.length > 0 ? `Notes: ${notes.join('; ')}.` : '', ...endpoint.remarks, `Releases: ${releases.join(', ')}.`].filter(Boolean).join(' '),
    tags: [APIS[endpoint.api].title],
    ...(endpoint.status === 'deprecated' || endpoint.status === 'removed' ? {deprecated: true as const} : {}),
    ...(first ? {externalDocs: {url: `${CHANGELOG}#${first.release}`, description: `Release notes of ${first.release}`}} : {}),
    parameters: [
      ...endpoint.pathParams.map((param): Parameter => ({name: param.name, in: 'path', required: true, description: param.description, schema: {type: param.type}})),
      ...endpoint.query.map(queryParameter),
    ],
    responses: responsesOf(endpoint, registry),
    'x-status': endpoint.status,
    'x-notes': endpoint.notes,
    'x-releases': endpoint.releases.map((ref) => ({...ref, url: `${CHANGELOG}#${ref.release}`})),
  };
}

/**
 * An OpenAPI 3.1 document of the registry, for one environment and, if given,
 * one API. Hosts are server variables whose defaults are placeholders: the
 * notes give no host. With several APIs, each path names its own server.
 */
export function buildOpenApi(environment: Environment, only?: ApiId, registry: Registry = REGISTRY): OpenApiDocument {
  const apis = only ? [only] : [...API_IDS];
  const paths: Record<string, PathItem> = {};
  for (const endpoint of registry.endpoints.filter((entry) => apis.includes(entry.api))) {
    const item = (paths[endpoint.path] ??= apis.length > 1 ? {servers: [serverOf(endpoint.api, environment)]} : {});
    item[endpoint.method.toLowerCase()] = operationOf(endpoint, registry);
  }
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: only ? `${APIS[only].title}, ${environment}` : `Nym network APIs, ${environment}`,
      version: '1.0.0',
      description: [
        `The endpoints the release notes name, with their status and the releases that changed them, for ${environment}.`,
        'Hosts are left as server variables: the notes give none.',
        `Where a body is unknown the response says: ${UNDOCUMENTED}`,
      ].join(' '),
    },
    servers: apis.map((api) => serverOf(api, environment)),
    tags: apis.map((api) => ({name: APIS[api].title, description: APIS[api].description})),
    paths,
    components: {schemas: Object.fromEntries(registry.entities.map((entity) => [entity.name, schemaOf(entity)]))},
    'x-endpoints-without-path': registry.pathlessEndpoints
      .filter((endpoint) => apis.includes(endpoint.api))
      .map(({id, api, label, status, releases, notes, remarks, description}) => ({id, api, label, status, releases, notes, remarks, description})),
    'x-contract-messages': registry.contractMessages.map(({name, group, contract, status, release, description}) => ({name, group, contract, status, release, description})),
  };
  // A JSON round trip drops the fields left undefined, so the object tests validate is the file the site serves.
  return JSON.parse(JSON.stringify(document)) as OpenApiDocument;
}
