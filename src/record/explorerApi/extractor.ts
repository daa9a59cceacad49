// The `explorer-api` extractor: the explorer API's routes as the record mounted them at every release tag from
// v2024.3-eclipse until its code left the tree, each with its parameters and answers as its last tag wrote them,
// its history, the types its routes answered with as that tag defined them, and the hosts the record named for the
// service then. The routes, handlers and types are read by the same readers as nym-api's (src/record/api/).
import type {RecordExtractor} from '../extractor';
import type {RecordRepository} from '../git';
import {stableJson} from '../json';
import {diffRouteFacts} from '../api/diff';
import {byRoute, historyOf, readRoutes, tagsUpTo, type HistoryFact, type RouteLife} from '../api/extractor';
import {followTypes, mergeTypes} from '../api/followTypes';
import {HandlerReader, type HandlerFacts} from '../api/handlerReader';
import {routeDetails} from '../api/routeDetails';
import {EXPLORER_API_SERVICE} from '../api/services';
import type {TypeUse} from '../api/typeNodes';
import {TypeReader, type TypeFact} from '../api/typeReader';
import {loadRustParser} from '../rust/parser';
import {Workspace} from '../rust/workspace';
import {explorerHosts, type ExplorerHost} from './hosts';

/** The file this extractor writes. */
export const EXPLORER_API_OUTPUT = 'src/api/facts/explorer-api-source.json';

const ENTRY = EXPLORER_API_SERVICE.entries[0]?.file ?? '';

interface ExplorerRoute extends Pick<HandlerFacts, 'params' | 'request_body' | 'response' | 'responses'> {
  api: 'explorer-api';
  method: string;
  path: string;
  public_path: string;
  kind: string;
  framework: 'rocket' | 'axum';
  handler?: string;
  handler_return?: string;
  tag?: string;
  deprecated: boolean;
  source: string;
  line: number;
  mounted_in: {source: string; line: number; prefix?: string};
  rocket_route?: string;
  note?: string;
  last_tag?: string;
  removed_at?: string;
}

export interface ExplorerFacts {
  _meta: {
    repository: string;
    service: 'explorer-api';
    crate: string;
    first_checked_tag: string;
    last_tag: string;
    last_commit: string;
    /** Absent while the record still has the crate at the tag read. */
    removed_at?: string;
    removed_at_commit?: string;
    tags_checked: string[];
    method: string;
    statuses_rule: string;
    public_path_rule: string;
    /** Types named beyond the depth the types are followed to, not described: "Name (file)". */
    beyond_depth: string[];
  };
  hosts: ExplorerHost[];
  removed_endpoints: ExplorerRoute[];
  history: HistoryFact[];
  /** The types the routes answered with, as the last tag that mounted them defined them (depth 0: a route's own). */
  types: TypeFact[];
}

/** A route as its last tag mounted it, and the types its answer names there. */
function routeOf(
  life: RouteLife,
  last: HistoryFact,
  reader: {workspace: Workspace; handlers: HandlerReader},
): {route: ExplorerRoute; roots: TypeUse[]} {
  const {fact, route} = life;
  const where = `${fact.source}:${fact.line}@${last.last_tag ?? ''}`;
  const {
    roots,
    facts: _facts,
    ...details
  } = routeDetails(route, fact.framework, reader.workspace, reader.handlers, where);
  return {
    route: {
      api: 'explorer-api',
      method: fact.method,
      path: fact.path,
      public_path: fact.public_path,
      kind: fact.kind,
      framework: fact.framework,
      handler: fact.handler,
      tag: fact.kind === 'docs' ? 'docs' : fact.tag,
      deprecated: fact.deprecated,
      ...details,
      ...(fact.kind === 'docs' ? {note: 'The merged OpenAPI document rocket_okapi mounts at the base path.'} : {}),
      source: fact.source,
      line: fact.line,
      mounted_in: route.mountedIn,
      last_tag: last.last_tag,
      removed_at: last.removed_at,
    },
    roots,
  };
}

/**
 * Reads the explorer API at every release tag from v2024.3 up to `tag`, stopping at the first tag without its
 * router (the tag that removed it). Its Swagger UI files under /swagger are left out, as the site lists API routes.
 */
export async function extractExplorerApi(repo: RecordRepository, tag: string): Promise<ExplorerFacts> {
  await loadRustParser();
  const covered = tagsUpTo(repo, tag);
  const lastWith = covered.findLastIndex((checked) => repo.show(checked.name, ENTRY) !== undefined);
  if (lastWith < 0) throw new Error(`${ENTRY}: in none of the release tags up to ${tag}`);
  const tags = covered.slice(0, lastWith + 2);
  const {lives, tagsChecked, unresolved} = readRoutes(repo, tags, [EXPLORER_API_SERVICE]);
  if (unresolved.length > 0) throw new Error(`explorer-api: could not follow ${unresolved.join('; ')}`);
  const lastTag = tags[lastWith];
  const removal = tags[lastWith + 1];
  if (!lastTag) throw new Error(`explorer-api: no tag read`);
  const routes = lives.filter((life) => !life.fact.path.startsWith('/swagger'));
  const history = routes.map((life) => historyOf(life, tags, tagsChecked));
  // Each route is read at the last tag that mounted it, with the types its answer names there.
  const readers = new Map<
    string,
    {workspace: Workspace; types: TypeReader; handlers: HandlerReader; roots: {use: TypeUse; api: string}[]}
  >();
  const removed: ExplorerRoute[] = [];
  routes.forEach((life, index) => {
    const entry = history[index];
    if (!entry || entry.status !== 'removed' || !entry.last_tag) return;
    let reader = readers.get(entry.last_tag);
    if (!reader) {
      const workspace = new Workspace(repo, entry.last_tag);
      const types = new TypeReader(workspace);
      reader = {workspace, types, handlers: new HandlerReader(workspace, types), roots: []};
      readers.set(entry.last_tag, reader);
    }
    const read = routeOf(life, entry, reader);
    removed.push(read.route);
    reader.roots.push(...read.roots.map((use) => ({use, api: 'explorer-api'})));
  });
  // The newest tag first: a type several tags name is kept as the last of them defined it.
  const order = (tag: string) => tags.findIndex((checked) => checked.name === tag);
  const followed = mergeTypes(
    [...readers.entries()]
      .sort(([a], [b]) => order(b) - order(a))
      .map(([, reader]) => followTypes(reader.types, reader.roots)),
  );
  return {
    _meta: {
      repository: 'nymtech/nym',
      service: 'explorer-api',
      crate: 'explorer-api',
      first_checked_tag: tags[0]?.name ?? '',
      last_tag: lastTag.name,
      last_commit: lastTag.commit,
      removed_at: removal?.name,
      removed_at_commit: removal?.commit,
      tags_checked: tags.map((checked) => checked.name),
      method:
        'npm run record:sync (src/record/explorerApi): at every release tag from v2024.3 until the one without the ' +
        "crate, explorer-api's Rocket router read from explorer-api/src/http/mod.rs (the groups of " +
        'mount_endpoints_and_merged_docs!, their openapi_get_routes_spec! lists, each handler’s #[get] path and ' +
        "#[openapi(tag)]); each route's parameters and answers from its handler at the last tag that mounted it, " +
        'and the types its answer names, resolved through the workspace from the module that names them and ' +
        'followed to depth 3. The Swagger UI files under /swagger are left out.',
      statuses_rule:
        '200 with the type inside Json<…> of the handler signature; 404 for an Option (None, answered with the text ' +
        "of the service's 404 catcher) and for a NotFound error the body builds; the status of each Status::… the " +
        'body answers with.',
      public_path_rule: 'The deployments served the API under /api (EXPLORER_API = https://explorer.nymtech.net/api/).',
      beyond_depth: followed.beyond,
    },
    hosts: explorerHosts(repo, lastTag.name),
    removed_endpoints: removed.sort(byRoute),
    history: history.sort(byRoute),
    types: followed.types,
  };
}

/** The removed routes in the place of the routes file's current ones, so that the routes' change report reads them. */
function asRouteFacts(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    const facts = JSON.parse(text) as {_meta?: {last_tag?: string}; removed_endpoints?: unknown; history?: unknown};
    return JSON.stringify({
      _meta: {tag: facts._meta?.last_tag},
      endpoints: facts.removed_endpoints,
      history: facts.history,
    });
  } catch {
    return undefined;
  }
}

export const explorerApiExtractor: RecordExtractor = {
  name: 'explorer-api',
  outputs: [EXPLORER_API_OUTPUT],
  async extract(repo, tag) {
    return {[EXPLORER_API_OUTPUT]: stableJson(await extractExplorerApi(repo, tag))};
  },
  diff(_outputPath, oldText, newText) {
    return diffRouteFacts(asRouteFacts(oldText), asRouteFacts(newText) ?? '{}');
  },
};
