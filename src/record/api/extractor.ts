// The API routes extractor: every route nym-api, nym-node and node-status-api mount at a tag, the routes removed
// since the first release the site covers, and each route's life over every release tag in between, rebuilt from
// the Rust source at each tag (axum routers; nym-api's Rocket mounts before v2024.13-magura).
import type {RecordExtractor} from '../extractor';
import type {RecordRepository, RecordTag} from '../git';
import {stableJson} from '../json';
import {loadRustParser} from '../rust/parser';
import {newWorkspaceCache, Workspace, type WorkspaceCache} from '../rust/workspace';
import {annotationOf, pathsNamedIn} from './annotations';
import type {MountedRoute} from './axumRouter';
import {diffRouteFacts} from './diff';
import {lastTagReader, type LastTagDetails} from './lastTagDetails';
import {
  SERVICES,
  serviceRoutes,
  type ApiService,
  type Framework,
  type FormerService,
  type ServiceSpec,
} from './services';

/** The file this extractor writes. */
export const API_ROUTES_OUTPUT = 'src/api/facts/api-routes.json';

/** Release tags are `nym-binaries-vYYYY.N-name` (patch tags add a suffix); the site covers releases from 2024.3. */
const TAG_PREFIX = 'nym-binaries-v';
const FIRST_RELEASE: readonly [number, number] = [2024, 3];

type Service = ApiService | FormerService;

/** A route as one tag mounts it. */
export interface RouteFact {
  api: Service;
  method: string;
  path: string;
  public_path: string;
  kind: string;
  framework: 'axum' | 'rocket';
  handler?: string;
  source: string;
  line: number;
  annotation_line?: number;
  tag?: string;
  operation_id?: string;
  deprecated: boolean;
  /** The routes the handler's `#[deprecated]` note names, as "use '/v2/nym-nodes/described' instead" does. */
  deprecated_points_to?: string[];
  security?: string[];
  conditional?: boolean;
  condition?: string[];
  redirect_to?: string;
  /** The layers the router wraps the route in, as written, innermost first. */
  layers?: string[];
  /**
   * What the sync notes about the route: a deprecation note naming a path the service does not mount; for a removed
   * route, also what its handler's reader notes.
   */
  facts?: string[];
  last_tag?: string;
  removed_at?: string;
}

/** A removed route: as its last tag mounted it, with what its handler took and answered there. */
type RemovedRouteFact = RouteFact & LastTagDetails;

export interface HistoryFact {
  api: Service;
  method: string;
  path: string;
  status: 'current' | 'removed';
  first_tag: string;
  present_at_first_checked_tag: boolean;
  framework_at_first_tag: 'axum' | 'rocket';
  last_tag?: string;
  removed_at?: string;
  absent_between?: {absent_from: string; back_at: string}[];
  /** The routes that took a removed route's place (see `replacements`), as "METHOD /path". */
  replaced_by?: string[];
  replaces?: string[];
  tags_present: number;
}

/** One tag read: its commit and date, and each service's framework and count of routes there. */
export interface TagChecked {
  tag: string;
  commit: string;
  date: string;
  frameworks: Partial<Record<Service, Framework>>;
  routes: Partial<Record<Service, number>>;
}

export interface ApiRouteFacts {
  _meta: {
    repository: string;
    tag: string;
    commit: string;
    commit_date: string;
    method: string;
    tags_checked: TagChecked[];
    unresolved: string[];
  };
  endpoints: RouteFact[];
  removed_endpoints: RemovedRouteFact[];
  history: HistoryFact[];
}

function releaseOf(tag: string): [number, number] | undefined {
  const match = /^nym-binaries-v(\d{4})\.(\d+)/.exec(tag);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/**
 * The release tags from the first the site covers up to `ref` (by commit date), oldest first. `ref` is a release tag,
 * or any commit (e.g. the site's pinned record commit), which then closes the list; throws when the record has neither.
 */
export function tagsUpTo(repo: RecordRepository, ref: string): RecordTag[] {
  const all = repo.tags(TAG_PREFIX);
  let target = all.find((candidate) => candidate.name === ref);
  if (!target) {
    try {
      target = {name: ref, commit: repo.commitOf(ref), date: repo.commitDate(ref)};
    } catch {
      throw new Error(`${repo.gitDir}: the record has no tag or commit ${ref}`);
    }
  }
  const end = target;
  const covered = all.filter((candidate) => {
    const release = releaseOf(candidate.name);
    const inRange =
      release !== undefined &&
      (release[0] > FIRST_RELEASE[0] || (release[0] === FIRST_RELEASE[0] && release[1] >= FIRST_RELEASE[1]));
    return inRange && candidate.name !== ref && Date.parse(candidate.date) <= Date.parse(end.date);
  });
  return [...covered, end];
}

const ORDER = new Map<Service, number>(SERVICES.map(({service}, index) => [service, index]));
const keyOf = (route: {api: string; method: string; path: string}) => `${route.api} ${route.method} ${route.path}`;
/** Routes in the order the site lists them: by service, then path, then method. */
export function byRoute(
  a: {api: Service; method: string; path: string},
  b: {api: Service; method: string; path: string},
): number {
  return (ORDER.get(a.api) ?? 0) - (ORDER.get(b.api) ?? 0) || compare(a.path, b.path) || compare(a.method, b.method);
}
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function factOf(spec: ServiceSpec, framework: 'axum' | 'rocket', route: MountedRoute): RouteFact {
  const annotation = route.handlerNode ? annotationOf(route.handlerNode) : undefined;
  const pointsTo = annotation?.deprecationNote ? pathsNamedIn(annotation.deprecationNote) : [];
  return {
    api: spec.service,
    method: route.method,
    path: route.path,
    public_path: `${spec.publicPrefix}${route.path}`,
    kind: route.kind,
    framework,
    handler: route.handler,
    source: route.source,
    line: route.line,
    annotation_line: annotation?.line,
    tag: annotation?.tag,
    operation_id: annotation?.operationId,
    deprecated: annotation?.deprecated ?? false,
    deprecated_points_to: pointsTo.length > 0 ? pointsTo : undefined,
    security: annotation && annotation.security.length > 0 ? annotation.security : undefined,
    conditional: route.conditions.length > 0 || undefined,
    condition: route.conditions.length > 0 ? route.conditions : undefined,
    redirect_to: route.redirectTo,
    layers: route.layers,
  };
}

/**
 * A route whose deprecation note names a path its service does not mount at the route's last tag, noted as
 * "deprecation attribute names /v1/…, which is not mounted at this tag".
 */
function withUnmountedTargets(life: RouteLife, lives: readonly RouteLife[]): RouteFact {
  const {fact, present} = life;
  const last = present.lastIndexOf(true);
  const mounted = new Set(
    lives.filter((other) => other.fact.api === fact.api && other.present[last]).map((other) => other.fact.path),
  );
  const missing = (fact.deprecated_points_to ?? []).filter((path) => !mounted.has(path));
  if (missing.length === 0) return fact;
  return {
    ...fact,
    facts: missing.map((path) => `deprecation attribute names ${path}, which is not mounted at this tag`),
  };
}

/** A route over the tags read: its facts and mounted route at the last tag that had it, and where it was present. */
export interface RouteLife {
  fact: RouteFact;
  route: MountedRoute;
  present: boolean[];
}

/** What reading the services at each tag gives: every route's life, the tags with their counts, what was unresolved. */
export interface RouteReading {
  lives: RouteLife[];
  tagsChecked: TagChecked[];
  /** What the readers could not follow at the last tag read. */
  unresolved: string[];
}

/** Reads each service's routes at every tag (oldest first); `cache` shares the syntax trees with later readings. */
export function readRoutes(
  repo: RecordRepository,
  tags: readonly RecordTag[],
  specs: readonly ServiceSpec[],
  cache: WorkspaceCache = newWorkspaceCache(),
): RouteReading {
  const seen = new Map<string, RouteLife>();
  const tagsChecked: TagChecked[] = [];
  let unresolved: string[] = [];
  tags.forEach((checked, index) => {
    const workspace = new Workspace(repo, checked.name, cache);
    const frameworks: TagChecked['frameworks'] = {};
    const counts: TagChecked['routes'] = {};
    for (const spec of specs) {
      const found = serviceRoutes(workspace, spec, (file) => repo.show(checked.name, file));
      frameworks[spec.service] = found.framework;
      const keys = new Set<string>();
      for (const route of found.routes) {
        if (found.framework === 'absent') break;
        const fact = factOf(spec, found.framework, route);
        const key = keyOf(fact);
        if (keys.has(key)) continue;
        keys.add(key);
        const entry = seen.get(key) ?? {fact, route, present: tags.map(() => false)};
        entry.fact = fact;
        entry.route = route;
        entry.present[index] = true;
        seen.set(key, entry);
      }
      counts[spec.service] = keys.size;
      if (index === tags.length - 1) unresolved = [...unresolved, ...found.unresolved];
    }
    tagsChecked.push({tag: checked.name, commit: checked.commit, date: checked.date, frameworks, routes: counts});
  });
  return {lives: [...seen.values()], tagsChecked, unresolved: [...new Set(unresolved)].sort()};
}

/** A route's life as the history facts give it: first and last tag, the tag that removed it, its gaps. */
export function historyOf(
  life: RouteLife,
  tags: readonly RecordTag[],
  tagsChecked: readonly TagChecked[],
): HistoryFact {
  const {fact, present} = life;
  const first = present.indexOf(true);
  const lastSeen = present.lastIndexOf(true);
  const current = lastSeen === tags.length - 1;
  const gaps: {absent_from: string; back_at: string}[] = [];
  for (let index = first + 1; index <= lastSeen; index += 1) {
    if (present[index] || !present[index - 1]) continue;
    const back = present.indexOf(true, index);
    gaps.push({absent_from: tags[index]?.name ?? '', back_at: tags[back]?.name ?? ''});
  }
  const firstFramework = tagsChecked[first]?.frameworks[fact.api];
  return {
    api: fact.api,
    method: fact.method,
    path: fact.path,
    status: current ? 'current' : 'removed',
    first_tag: tags[first]?.name ?? '',
    present_at_first_checked_tag: first === 0,
    framework_at_first_tag: firstFramework === 'rocket' ? 'rocket' : 'axum',
    last_tag: current ? undefined : tags[lastSeen]?.name,
    removed_at: current ? undefined : tags[lastSeen + 1]?.name,
    absent_between: gaps.length > 0 ? gaps : undefined,
    tags_present: present.filter(Boolean).length,
  };
}

/** Reads every service's routes at every covered tag up to `tag` and derives the route facts. */
export async function extractApiRoutes(repo: RecordRepository, tag: string): Promise<ApiRouteFacts> {
  await loadRustParser();
  const tags = tagsUpTo(repo, tag);
  const cache = newWorkspaceCache();
  const {lives, tagsChecked, unresolved} = readRoutes(repo, tags, SERVICES, cache);
  const readAtLastTag = lastTagReader(repo, cache);
  const endpoints: RouteFact[] = [];
  const removed: RemovedRouteFact[] = [];
  const history: HistoryFact[] = [];
  for (const life of lives) {
    const entry = historyOf(life, tags, tagsChecked);
    history.push(entry);
    const fact = withUnmountedTargets(life, lives);
    if (entry.status === 'current') {
      endpoints.push(fact);
      continue;
    }
    const {facts: read, ...details} = readAtLastTag(life.route, fact.framework, entry.last_tag ?? '');
    const facts = [...(read ?? []), ...(fact.facts ?? [])];
    removed.push({
      ...fact,
      ...details,
      facts: facts.length > 0 ? facts : undefined,
      last_tag: entry.last_tag,
      removed_at: entry.removed_at,
    });
  }
  const handlers = new Map(lives.map(({fact}) => [keyOf(fact), fact.handler]));
  linkReplacements(history, (entry) => handlers.get(keyOf(entry)));
  const target = tags.at(-1);
  return {
    _meta: {
      repository: 'nymtech/nym',
      tag,
      commit: target?.commit ?? '',
      commit_date: target?.date ?? '',
      method:
        'npm run record:sync (src/record/api): each service router rebuilt from the Rust source at every release tag ' +
        'from v2024.3 to this tag (axum .route/.nest/.merge/.route_service/.nest_service and Swagger UI mounts, ' +
        "followed across functions, modules and crates, with the .layer/.route_layer around each route; nym-api's " +
        'Rocket mounts before v2024.13-magura); handler details from #[utoipa::path] and #[deprecated] (the paths ' +
        "its note names); a removed route's parameters, body and statuses from its handler at its last tag.",
      tags_checked: tagsChecked,
      unresolved,
    },
    endpoints: endpoints.sort(byRoute),
    removed_endpoints: removed.sort(byRoute),
    history: history.sort(byRoute),
  };
}

const lastSegment = (path: string) => (path.split('/').at(-1) ?? '').replace(/_/g, '-');

/**
 * Links a removed route to the route that took its place: same service and method, first mounted at the tag that
 * removed it, the same handler name and the same last path segment (`_` and `-` alike), as
 * `/v1/coconut/bandwidth/blind-sign` → `/v1/ecash/blind-sign` or `inclusion_probability` → `inclusion-probability`.
 */
function linkReplacements(history: HistoryFact[], handlerOf: (entry: HistoryFact) => string | undefined): void {
  for (const gone of history) {
    if (gone.status !== 'removed') continue;
    const successors = history.filter(
      (entry) =>
        entry.api === gone.api &&
        entry.method === gone.method &&
        entry.first_tag === gone.removed_at &&
        lastSegment(entry.path) === lastSegment(gone.path) &&
        handlerOf(entry) !== undefined &&
        handlerOf(entry) === handlerOf(gone),
    );
    if (successors.length === 0) continue;
    gone.replaced_by = successors.map((entry) => `${entry.method} ${entry.path}`);
    for (const entry of successors) entry.replaces = [...(entry.replaces ?? []), `${gone.method} ${gone.path}`];
  }
}

export const apiRoutesExtractor: RecordExtractor = {
  name: 'api-routes',
  outputs: [API_ROUTES_OUTPUT],
  async extract(repo, tag) {
    return {[API_ROUTES_OUTPUT]: stableJson(await extractApiRoutes(repo, tag))};
  },
  diff(_outputPath, oldText, newText) {
    return diffRouteFacts(oldText, newText);
  },
};
