// The `explorer-api` extractor: the explorer API's routes as the record mounted them at every release tag from
// v2024.3-eclipse until its code left the tree, each with its parameters and answers as its last tag wrote them,
// its history, and the hosts the record named for the service then. The routes are read by the same Rocket reader
// as nym-api's before v2024.13-magura (src/record/api/).
import type {RecordExtractor} from '../extractor';
import type {RecordRepository} from '../git';
import {stableJson} from '../json';
import {diffRouteFacts} from '../api/diff';
import {byRoute, historyOf, readRoutes, tagsUpTo, type HistoryFact, type RouteLife} from '../api/extractor';
import {EXPLORER_API_SERVICE} from '../api/services';
import {loadRustParser} from '../rust/parser';
import {Workspace} from '../rust/workspace';
import {paramsOf, responsesOf, returnTypeOf, type HandlerParam, type HandlerResponse} from './handler';
import {explorerHosts, type ExplorerHost} from './hosts';

/** The file this extractor writes. */
export const EXPLORER_API_OUTPUT = 'src/api/facts/explorer-api-source.json';

const ENTRY = EXPLORER_API_SERVICE.entries[0]?.file ?? '';

interface ExplorerRoute {
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
  params: HandlerParam[];
  response: Omit<HandlerResponse, 'declared_in'>;
  responses: HandlerResponse[];
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
  };
  hosts: ExplorerHost[];
  removed_endpoints: ExplorerRoute[];
  history: HistoryFact[];
}

/** The merged OpenAPI document rocket_okapi serves at the base path. */
const OPENAPI_DOCUMENT: HandlerResponse = {
  status: 200,
  type: 'OpenApi',
  wrapper: null,
  content_types: ['application/json'],
  declared_in: 'rocket_okapi mount_endpoints_and_merged_docs!',
};

function routeOf(life: RouteLife, workspace: Workspace, last: HistoryFact): ExplorerRoute {
  const {fact, route} = life;
  const where = `${fact.source}:${fact.line}@${last.last_tag ?? ''}`;
  const fn = route.handlerNode;
  const scope = workspace.fileScope(fact.source);
  let details: Pick<ExplorerRoute, 'params' | 'responses' | 'handler_return' | 'rocket_route' | 'note'>;
  if (fact.kind === 'docs') {
    details = {
      params: [],
      responses: [OPENAPI_DOCUMENT],
      rocket_route: '/openapi.json',
      note: 'The merged OpenAPI document rocket_okapi mounts at the base path.',
    };
  } else {
    if (!fn || !scope || route.rocketPath === undefined) throw new Error(`${where}: no handler to read`);
    details = {
      params: paramsOf(fn, route.rocketPath, scope, workspace, where),
      responses: responsesOf(fn, where),
      handler_return: returnTypeOf(fn),
      rocket_route: route.rocketPath,
    };
  }
  const [first] = details.responses;
  if (!first) throw new Error(`${where}: no answer`);
  const {declared_in: _declared, ...response} = first;
  return {
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
    response,
    source: fact.source,
    line: fact.line,
    mounted_in: route.mountedIn,
    last_tag: last.last_tag,
    removed_at: last.removed_at,
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
  const removed: ExplorerRoute[] = [];
  const workspaces = new Map<string, Workspace>();
  routes.forEach((life, index) => {
    const entry = history[index];
    if (!entry || entry.status !== 'removed' || !entry.last_tag) return;
    const at = entry.last_tag;
    const workspace = workspaces.get(at) ?? new Workspace(repo, at);
    workspaces.set(at, workspace);
    removed.push(routeOf(life, workspace, entry));
  });
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
        "#[openapi(tag)]); each route's parameters and answers from its handler at the last tag that mounted it. " +
        'The Swagger UI files under /swagger are left out.',
      statuses_rule:
        '200 with the type inside Json<…> of the handler signature; 404 for an Option (None, answered with the text ' +
        "of the service's 404 catcher) and for a NotFound error the body builds; the status of each Status::… the " +
        'body answers with.',
      public_path_rule: 'The deployments served the API under /api (EXPLORER_API = https://explorer.nymtech.net/api/).',
    },
    hosts: explorerHosts(repo, lastTag.name),
    removed_endpoints: removed.sort(byRoute),
    history: history.sort(byRoute),
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
