import {routeSourceUrl} from './routeSourceUrl';
import {apiPage} from './anchors';
import {APIS, NOTE_TEXT, type Environment} from './apis';
import {codeSamples, requestUrl, type CodeSample} from './codeSamples';
import {routeHistoryEvents, type HistoryEvent} from './history';
import {EXPLORER_SUCCESSORS, type ExplorerSuccessor} from './explorerSuccessors';
import {buildOpenApi, routeGroup, type Operation, type Response} from './openapi';
import {parameterType} from './openapiOperation';
import {ResponseSchemas, type JsonSchema} from './responseSchemas';
import {errorResponses} from './routeNotes';
import {ROUTE_SUMMARIES} from './routeSummaries';
import {API_OF, FORMER_ANCHORS, SERVICE_OF, referenceRoutes, type ReferenceRoute} from './routes';
import {serversOf, type Server} from './servers';
import {
  EXPLORER_REMOVAL,
  EXPLORER_TYPES,
  SOURCE_COMMIT,
  SOURCE_REPOSITORY,
  releaseOfTag,
  type RouteKey,
  type SourceRoute,
  type TypeFact,
} from './sourceFacts';
import type {ApiId} from './vocabulary';

/**
 * What an API page shows for one environment, as plain data made at build
 * time from that API's OpenAPI document: every route grouped as the source
 * tags it, each with its names, notes, history, parameters, request and
 * response schemas with examples, code to copy and whether the try-it
 * console may call it; then the removed routes; then the types the schemas
 * name. Pages render it; nothing here runs in the browser.
 */

interface ParameterView {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

interface ResponseView {
  status: string;
  description: string;
  /** The media types it answers with; the first one with a schema is the one shown. */
  contentTypes: string[];
  schema?: JsonSchema;
  example?: unknown;
  headers?: Response['headers'];
}

/** A route linked to its entry on its API's page for the page's network. */
export interface RouteLink {
  method: string;
  path: string;
  /** Its API, as words that follow "in the": "node status API", "node's own HTTP API". */
  apiName: string;
  href: string;
  removedIn?: string;
}

/** A removed route's successors: where its data came from, and each route to call now. */
interface SuccessorView {
  cameFrom: {routes: RouteLink[]; text: string};
  match: 'partial' | 'none';
  now: RouteLink[];
  text: string;
}

interface HistoryView extends HistoryEvent {
  /** The release's anchor in the changelog, when the changelog has the release. */
  slug?: string;
}

export interface RouteView {
  anchor: string;
  /** Anchors of registry entries placed here whose id is not the route's own (SPEC's names). */
  aliases: string[];
  method: 'GET' | 'POST';
  path: string;
  /** The path on the public host, where the deployment adds a prefix. */
  publicPath?: string;
  group: string;
  summary: string;
  /** Names SPEC and the release notes give it, where they differ from the path. */
  named: string[];
  /** Registry entry paths, for the changelog items that name them. */
  entryPaths: string[];
  status: 'current' | 'deprecated' | 'removed';
  removedIn?: string;
  /** A removed route's handler's return type, as its source wrote it at the last release that had it. */
  returned?: string;
  /** For a route of the explorer API: what serves its data now (explorerSuccessors.ts). */
  successor?: SuccessorView;
  notes: string[];
  /** Where the source mounts it; for a removed route, at the last release that had it (lastRelease). */
  source: {file: string; line?: number; url: string; lastRelease?: string};
  history: HistoryView[];
  parameters: ParameterView[];
  requestBody?: {contentType: string; schema: JsonSchema; example?: unknown};
  responses: ResponseView[];
  security: string[];
  /** Code to copy; none for a removed route. */
  samples: CodeSample[];
  /** The URL the try-it console starts from (placeholders in braces); set for GET routes it may call. */
  tryIt?: string;
}

export interface ReferenceView {
  api: ApiId;
  environment: Environment;
  servers: Server[];
  /** The base URL the samples use. */
  base: string;
  /** The route groups, as the source tags them. */
  groups: RouteGroup[];
  removed: RouteView[];
  /** Every named type the page's schemas refer to. */
  types: {name: string; anchor: string; schema: JsonSchema}[];
  /** How many routes, removed routes, typed success bodies and examples the page holds. */
  counts: {routes: number; removed: number; typedResponses: number; examples: number};
}

interface RouteGroup {
  name: string;
  /** Its heading's anchor on the API page, with `group-` before it. */
  slug: string;
  description: string;
  routes: RouteView[];
}

/** The APIs whose GET routes the try-it console may call: public services with a host of their own. */
export const TRY_IT_APIS: readonly ApiId[] = ['validator-rest-api', 'node-status-api'];

/** The anchor of a named type on its API page. */
export function typeAnchor(name: string): string {
  return `type-${name
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}`;
}

/**
 * Where a route is mounted in the source: at the recorded commit for a route mounted there, at the last release
 * tag that had it for a removed one (its file may be gone, or its line moved, since).
 */
export function sourceLink(source: SourceRoute): {file: string; line?: number; url: string; lastRelease?: string} {
  const line = source.line;
  return {
    file: source.source ?? '',
    ...(line ? {line} : {}),
    ...(source.last_tag ? {lastRelease: releaseOfTag(source.last_tag)} : {}),
    url: routeSourceUrl(SOURCE_REPOSITORY, SOURCE_COMMIT, source),
  };
}

function responsesOf(operation: Operation): ResponseView[] {
  return Object.entries(operation.responses).map(([status, response]) => {
    const contentTypes = Object.keys(response.content ?? {});
    const shown =
      Object.values(response.content ?? {}).find((media) => 'example' in media) ??
      Object.values(response.content ?? {})[0];
    return {
      status,
      description: response.description,
      contentTypes,
      ...(shown ? {schema: shown.schema} : {}),
      ...(shown && 'example' in shown ? {example: shown.example} : {}),
      ...(response.headers ? {headers: response.headers} : {}),
    };
  });
}

/** What the release notes say of the entries placed on a route: their fixed notes in words, then our remarks. */
function entryNotes(route: ReferenceRoute): string[] {
  return [
    ...new Set(
      route.entries.flatMap((entry) => [
        ...entry.notes
          // The route's own notes already say it compresses, from the source's layers.
          .filter((note) => !(note === 'gzip' && route.source.layers?.some((layer) => layer.startsWith('Compression'))))
          .map((note) => `${(NOTE_TEXT[note] ?? note).replace(/^./, (first) => first.toUpperCase())}.`),
        ...entry.remarks,
      ]),
    ),
  ];
}

function baseView(route: ReferenceRoute, slugs: ReadonlyMap<string, string>) {
  const anchor = route.anchor;
  return {
    anchor,
    // Only entries of this route's own API page: an entry SPEC lists under another API stays on that page.
    aliases: [
      ...new Set([
        ...route.entries
          .filter((entry) => entry.api === API_OF[route.service])
          .map((entry) => entry.id)
          .filter((id) => id !== anchor),
        ...(FORMER_ANCHORS[route.key] ?? []),
      ]),
    ],
    method: route.method,
    path: route.path,
    ...(route.source.public_path && route.source.public_path !== route.path
      ? {publicPath: route.source.public_path}
      : {}),
    group: routeGroup(route.source),
    summary: ROUTE_SUMMARIES[route.key] ?? route.entries[0]?.description ?? '',
    named: [
      ...new Set(
        route.entries
          .map((entry) => ('path' in entry ? entry.path : entry.label))
          .filter((name) => name !== route.path && name !== route.source.public_path),
      ),
    ],
    entryPaths: route.entries.flatMap((entry) => ('path' in entry ? [entry.path] : [])),
    source: sourceLink(route.source),
    history: routeHistoryEvents(route).map((event) => {
      const slug = slugs.get(event.release);
      return {...event, ...(slug ? {slug} : {})};
    }),
  };
}

/** A removed route's successors, each route linked to its entry on its API's page for `environment`. */
function successorView(
  key: RouteKey,
  successor: ExplorerSuccessor,
  environment: Environment,
  byKey: ReadonlyMap<RouteKey, ReferenceRoute>,
): SuccessorView {
  const link = (target: RouteKey): RouteLink => {
    const route = byKey.get(target);
    if (!route) throw new Error(`explorerSuccessors: ${key} names ${target}, which is no route of the reference`);
    const api = API_OF[route.service];
    return {
      method: route.method,
      path: route.source.public_path ?? route.path,
      apiName: APIS[api].title.replace(/^The /, '').replace(/^./, (first) => first.toLowerCase()),
      href: `${apiPage(api, environment)}#${route.anchor}`,
      ...(route.removedIn ? {removedIn: route.removedIn} : {}),
    };
  };
  const now = successor.now.map(link);
  const gone = now.filter((route) => route.removedIn);
  if (gone.length > 0)
    throw new Error(
      `explorerSuccessors: ${key} names as its successor ${gone[0].path}, removed in ${gone[0].removedIn}`,
    );
  return {
    cameFrom: {routes: successor.cameFrom.routes.map(link), text: successor.cameFrom.text},
    match: now.length > 0 ? 'partial' : 'none',
    now,
    text: successor.text,
  };
}

/** How the explorer API's types describe themselves: where its last release defined each. */
function describeExplorerType(name: string, type: TypeFact | undefined, schema: JsonSchema): JsonSchema {
  if (!type) return schema;
  const where = `${type.source}${type.line ? `:${type.line}` : ''}`;
  const said = `${type.type} as the explorer API serialised it at ${EXPLORER_REMOVAL.lastRelease}, the last release that had it; defined in ${where}.`;
  return {...schema, description: [said, schema.description].filter(Boolean).join(' ')};
}

/**
 * What a route of the explorer API answered at its last release: its success body, made from the types that
 * release defined (a handler's; the OpenAPI document rocket_okapi wrote, a `docs` route, is no type of the source),
 * and the errors its handler declared.
 */
function explorerResponses(route: SourceRoute, schemas: ResponseSchemas): ResponseView[] {
  const schema = route.kind === 'api' ? schemas.body(route.response.type, null, route.api) : undefined;
  const errors = Object.entries(errorResponses(route)).map(([status, error]): ResponseView => ({
    status,
    description: error.description,
    contentTypes: Object.keys(error.content ?? {}),
  }));
  return [
    {
      status: String(route.response.status),
      description: `Success: what it answered at ${EXPLORER_REMOVAL.lastRelease}.`,
      contentTypes: route.response.content_types ?? [],
      ...(schema ? {schema} : {}),
    },
    ...errors,
  ];
}

/**
 * The view of one API page. `slugs` maps a release name (v2025.17-isabirra)
 * to its changelog anchor; an alias already used by an earlier route (an
 * entry placed on two routes) stays on the first.
 */
export function referenceView(
  api: ApiId,
  environment: Environment,
  slugs: ReadonlyMap<string, string> = new Map(),
): ReferenceView {
  const document = buildOpenApi(environment, {only: api, releaseSlugs: slugs});
  const servers = serversOf(SERVICE_OF[api], environment);
  // A variable with fixed choices (the node's port) takes its default; one the reader must fill in (the node's
  // address) stays a placeholder in angle brackets.
  const first = servers[0];
  const base =
    first?.url.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const variable = first.variables?.[name];
      return variable?.enum ? variable.default : `<${name.toUpperCase()}>`;
    }) ?? '';
  const tryIt = TRY_IT_APIS.includes(api) && servers.length > 0;
  const allRoutes = referenceRoutes();
  const routesByKey = new Map(allRoutes.map((route) => [route.key, route]));
  const routes = allRoutes.filter((route) => API_OF[route.service] === api);
  const usedAliases = new Set<string>();
  // The explorer API's removed routes answer with the types its last release defined; other removed routes show
  // only the type their handler returned.
  const explorerSchemas =
    api === 'explorer-api' ? new ResponseSchemas(describeExplorerType, EXPLORER_TYPES) : undefined;
  const views: RouteView[] = routes.map((route) => {
    const common = baseView(route, slugs);
    const aliases = common.aliases.filter((alias) => !usedAliases.has(alias));
    for (const alias of aliases) usedAliases.add(alias);
    if (route.removedIn) {
      const successor = EXPLORER_SUCCESSORS[route.key];
      return {
        ...common,
        aliases,
        status: 'removed',
        removedIn: route.removedIn,
        ...(route.source.handler_return ? {returned: route.source.handler_return} : {}),
        ...(successor ? {successor: successorView(route.key, successor, environment, routesByKey)} : {}),
        notes: entryNotes(route),
        parameters: route.source.params.map((param) => ({
          name: param.name,
          in: param.in,
          required: param.required,
          description: '',
          schema: {type: parameterType(param)},
        })),
        responses: explorerSchemas ? explorerResponses(route.source, explorerSchemas) : [],
        security: [],
        samples: [],
      };
    }
    const item = document.paths[route.path];
    const operation = item?.[route.method.toLowerCase() as 'get' | 'post'];
    if (!operation) throw new Error(`referenceView: ${route.key} has no operation in the ${api} document`);
    const url = requestUrl(base, route.path, operation);
    const json = operation.requestBody ? Object.entries(operation.requestBody.content)[0] : undefined;
    return {
      ...common,
      aliases,
      status: operation.deprecated ? 'deprecated' : 'current',
      notes: [
        ...operation.description
          .split('\n\n')
          .filter((line) => !line.startsWith('SPEC and the release notes') && !line.startsWith('As the source mounts')),
        ...entryNotes(route),
      ],
      parameters: operation.parameters ?? [],
      ...(json ? {requestBody: {contentType: json[0], schema: json[1].schema, example: json[1].example}} : {}),
      responses: responsesOf(operation),
      security: (operation.security ?? []).flatMap(Object.keys),
      samples: base ? codeSamples(route.method, url, operation, document.components.schemas) : [],
      ...(tryIt && route.method === 'GET' && route.source.kind === 'api'
        ? {tryIt: `${servers[0].url}${route.path}`}
        : {}),
    };
  });
  const current = views.filter((view) => view.status !== 'removed');
  // The source has tags that differ in case only (status, Status): each group's slug is made unique.
  const groupSlugs = new Set<string>();
  const groups = document.tags.map((tag): RouteGroup => {
    const base = typeAnchor(tag.name).replace(/^type-/, '');
    let slug = base;
    for (let count = 2; groupSlugs.has(slug); count += 1) slug = `${base}-${count}`;
    groupSlugs.add(slug);
    return {
      name: tag.name,
      slug,
      description: tag.description,
      routes: current.filter((view) => view.group === tag.name),
    };
  });
  const types = Object.entries({
    ...document.components.schemas,
    ...Object.fromEntries(Object.entries(explorerSchemas?.components ?? {}).sort(([a], [b]) => a.localeCompare(b))),
  }).map(([name, schema]) => ({
    name,
    anchor: typeAnchor(name),
    schema,
  }));
  const responses = current.flatMap((view) => view.responses);
  return {
    api,
    environment,
    servers,
    base,
    groups,
    removed: views.filter((view) => view.status === 'removed'),
    types,
    counts: {
      routes: current.length,
      removed: views.length - current.length,
      typedResponses: current.filter((view) =>
        view.responses.some((response) => response.status.startsWith('2') && response.schema),
      ).length,
      examples: responses.filter((response) => 'example' in response).length,
    },
  };
}
