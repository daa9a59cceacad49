import {siteUrl} from '../site/site';
import type {Environment} from './apis';
import {apiPage} from './anchors';
import {exampleOf} from './examples';
import {routeHistoryEvents} from './history';
import type {MediaType, Operation, Parameter, Response} from './openapiTypes';
import type {JsonSchema, ResponseSchemas} from './responseSchemas';
import {errorResponses, routeNotes} from './routeNotes';
import {PARAMETER_SUMMARIES, ROUTE_SUMMARIES} from './routeSummaries';
import {API_OF, type ReferenceRoute} from './routes';
import type {Endpoint, PathlessEndpoint} from './schema';
import {SOURCE_RELEASE, type ParamFact, type SourceRoute} from './sourceFacts';

/**
 * One route of the source as an OpenAPI operation: its parameters typed from the source's facts, its success
 * and error responses, its words, and its links to the site (its entry, the registry entries placed on it, the
 * changelog releases of its history). openapi.ts puts the operations together into documents.
 */

type Entry = Endpoint | PathlessEndpoint;

export /** The group a route belongs to: the source's tag, or what the route is when the source tags it with none. */
function routeGroup(source: Pick<SourceRoute, 'tag' | 'kind'>): string {
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

/**
 * The JSON type of a parameter's value: a value a crate outside the source reads from the URL (time's Date, celes'
 * Country, a key type) is text in the URL.
 */
export function parameterType(param: Pick<ParamFact, 'json_type'>): string {
  return param.json_type === 'external' ? 'string' : param.json_type;
}

function parameterSchema(param: ParamFact): JsonSchema {
  const format = param.format ?? param.type.match(/\b(u8|u16|u32|u64|i64|usize)\b/)?.[1] ?? undefined;
  const schema: JsonSchema = {type: parameterType(param)};
  if (param.json_type === 'integer') {
    if (format === 'i64') schema.format = 'int64';
    else if (/^u|usize/.test(format ?? '') || /usize/.test(param.type)) schema.minimum = 0;
    if (format === 'u32') schema.maximum = 4294967295;
  }
  if (param.json_type === 'string' && /date YYYY-MM-DD|ISO 8601 date|Date$/.test(`${param.format ?? ''} ${param.type}`))
    schema.format = 'date';
  if (param.enum) schema.enum = [...param.enum, ...Object.values(param.aliases ?? {}).flat()];
  if (param.default !== undefined) schema.default = param.default;
  return schema;
}

function parameters(route: SourceRoute): Parameter[] {
  return route.params.map((param) => {
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
export function entryUrl(entry: Pick<Entry, 'api' | 'id'>, environment: Environment): string {
  return `${siteUrl(apiPage(entry.api, environment))}#${entry.id}`;
}

/** Where a route's entry is on the site, as an absolute address. */
export function routeUrl(route: ReferenceRoute, environment: Environment): string {
  return `${siteUrl(apiPage(API_OF[route.service], environment))}#${route.anchor}`;
}

export function namedAs(entry: Entry): string {
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

export function summaryOf(route: ReferenceRoute): string {
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

export function operationOf(
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
