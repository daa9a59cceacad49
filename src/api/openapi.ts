import {EXPLORER_SUCCESSORS} from './explorerSuccessors';
import {site, siteUrl} from '../site/site';
import {APIS, type Environment} from './apis';
import {apiPage} from './anchors';
import {REGISTRY, type Registry} from './registry';
import {ResponseSchemas, type JsonSchema} from './responseSchemas';
import {entryUrl, namedAs, operationOf, routeUrl, summaryOf} from './openapiOperation';
import type {OpenApiDocument, Operation, PathItem} from './openapiTypes';
import {API_OF, SERVICE_OF, referenceRoutes} from './routes';
import type {Entity} from './schema';
import {serversOf, type Server} from './servers';
import {SOURCE_RELEASE, SOURCE_REPOSITORY} from './sourceFacts';
import {API_IDS, type ApiId} from './vocabulary';

export {routeGroup} from './openapiOperation';
export type {OpenApiDocument, Operation, Response} from './openapiTypes';

/**
 * The OpenAPI 3.1 documents of the network's APIs, for one environment:
 * every route the source mounts at its newest release tag, typed from the
 * facts of that source (facts/api-routes.json and api-types.json), each
 * linked to its entry on the site and to the registry entries (SPEC's and
 * the notes' names) placed on it, with its history over the release tags.
 * Routes a release removed are not operations (a client generated from the
 * document would call them): the document lists them apart, with the
 * release that removed them. The operations are made in
 * openapiOperation.ts, and the documents' shape is in openapiTypes.ts.
 */

/** Security schemes by the name the source gives them. */
const SECURITY_SCHEMES: Record<string, {type: 'http'; scheme: 'bearer'; description: string}> = {
  auth_token: {
    type: 'http',
    scheme: 'bearer',
    description: 'The bearer token set in this nym-api’s configuration; the utility routes exist only when one is set.',
  },
  prometheus_token: {type: 'http', scheme: 'bearer', description: 'The metrics token set in the node’s configuration.'},
};

const GROUP_TEXT: Record<string, string> = {
  'Interactive documentation': 'The service’s own Swagger UI and OpenAPI document.',
  Redirects: 'Paths kept so that old links and tools still arrive: each redirects to the route that replaced it.',
  'Files and pages': 'What the service serves that is not JSON: its landing page and files.',
};

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
