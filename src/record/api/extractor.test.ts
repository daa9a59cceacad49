import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {RecordRepository} from '../git';
import {runSync} from '../sync';
import {apiRoutesExtractor, API_ROUTES_OUTPUT, extractApiRoutes, type ApiRouteFacts} from './extractor';

/**
 * The API routes extractor on a record the test writes itself: a nym-api at four release tags. At the first it
 * mounts its status module with Rocket; from the second its axum router nests it, and a Rocket route that took a
 * JSON body is gone. Between the second and third a route is removed and one added, and layers wrap the routes; at
 * the fourth two handlers are marked deprecated in favour of other paths. Never the real repository, never the
 * network.
 */
const ROUTER = `use axum::Router;
use axum::response::Redirect;
use axum::routing::get;
use crate::status;

pub(crate) struct RouterBuilder {
    unfinished_router: Router<AppState>,
}

impl RouterBuilder {
    fn v1_routes() -> Router<AppState> {
        Router::new().nest(status::PREFIX, status::routes())
    }

    pub(crate) fn with_default_routes() -> Self {
        let default_routes = Router::new()
            .route("/", get(|| async { Redirect::to("/swagger") }))
            .nest("/v1", Self::v1_routes());
        Self { unfinished_router: default_routes }
    }
}
`;

function status(routes: string, handlers: string): string {
  return `use axum::Router;
use axum::routing::{get, post};

pub(crate) const PREFIX: &str = "/status";

pub(crate) fn routes() -> Router<AppState> {
    Router::new()
${routes}
}

${handlers}
`;
}

const HEALTH = `#[utoipa::path(tag = "status", get, path = "/v1/status/health")]
async fn health() -> Json<Health> {
    todo!()
}`;
const OLD = `#[utoipa::path(tag = "status", get, path = "/v1/status/old/{id}")]
async fn old_report(Path(id): Path<u32>) -> Json<OldReport> {
    todo!()
}`;
const SUBMIT = `#[utoipa::path(tag = "status", post, path = "/v1/status/submit")]
async fn submit() -> Json<Health> {
    todo!()
}`;
/** The routes of the third and fourth tags: the first wrapped in a layer, the second's handler in a route layer. */
const LAYERED = `        .route("/health", get(health))
        .layer(CompressionLayer::new())
        .route("/submit", post(submit).route_layer(auth_middleware))`;

const ROCKET_MOUNT = `use crate::status::status_routes;

pub(crate) async fn setup_rocket() {
    let rocket = rocket::build();
    mount_endpoints_and_merged_docs! {
        rocket,
        "/v1".to_owned(),
        openapi_settings,
        "/status" => status_routes(&openapi_settings),
    };
}
`;
const ROCKET_STATUS = `pub(crate) fn status_routes(settings: &OpenApiSettings) -> (Vec<Route>, OpenApi) {
    openapi_get_routes_spec![settings: health, old_report, post_report]
}

#[openapi(tag = "status")]
#[get("/health")]
pub async fn health() -> Json<Health> {
    todo!()
}

#[openapi(tag = "status")]
#[get("/old/<id>?<since>")]
pub async fn old_report(id: u32, since: Option<u64>) -> Json<Health> {
    todo!()
}

#[openapi(tag = "status")]
#[post("/report", data = "<report>")]
pub async fn post_report(
    report: Json<Report>,
    state: &RocketState<AppState>,
) -> Result<Json<Ack>, RocketErrorResponse> {
    todo!()
}
`;

const RELEASES: {tag: string; files: Record<string, string>}[] = [
  {
    // nym-api on Rocket, as before v2024.13-magura.
    tag: 'nym-binaries-v2024.9-rocket',
    files: {
      'nym-api/Cargo.toml': '[package]\nname = "nym-api"\n',
      'nym-api/src/main.rs': 'mod status;\nmod support;\n',
      'nym-api/src/support/mod.rs': 'pub(crate) mod http;\n',
      'nym-api/src/support/http/mod.rs': ROCKET_MOUNT,
      'nym-api/src/status.rs': ROCKET_STATUS,
    },
  },
  {
    tag: 'nym-binaries-v2025.1-alpha',
    files: {
      'nym-api/src/support/http/mod.rs': 'pub(crate) mod router;\n',
      'nym-api/src/support/http/router.rs': ROUTER,
      'nym-api/src/status.rs': status(
        '        .route("/health", get(health))\n        .route("/old/:id", get(old_report))',
        `${HEALTH}\n\n${OLD}`,
      ),
    },
  },
  {
    tag: 'nym-binaries-v2025.2-beta',
    files: {'nym-api/src/status.rs': status(LAYERED, `${HEALTH}\n\n${SUBMIT}`)},
  },
  {
    tag: 'nym-binaries-v2025.3-gamma',
    files: {
      'nym-api/src/status.rs': status(
        LAYERED,
        `#[deprecated = "use '/v1/status/submit' instead"]\n${HEALTH}\n\n` +
          `#[deprecated(note = "use '/v2/status/submit' instead")]\n${SUBMIT}`,
      ),
    },
  },
];
const [ROCKET, ALPHA, BETA, GAMMA] = RELEASES.map((release) => release.tag) as [string, string, string, string];
/** How many of the releases, from the given one on, there are. */
const releasesFrom = (tag: string) => RELEASES.length - RELEASES.findIndex((release) => release.tag === tag);

let dir: string;
let repo: RecordRepository;

/** Runs git in the test's repository, with a fixed date so that the tags' order is the releases' order. */
function git(args: string[], date = '2025-01-01T12:00:00Z'): void {
  execFileSync('git', ['-c', 'user.name=record', '-c', 'user.email=record@example.invalid', ...args], {
    cwd: dir,
    stdio: 'ignore',
    env: {...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date},
  });
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'record-api-'));
  git(['init', '-q']);
  RELEASES.forEach(({tag, files}, index) => {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.join(dir, path.dirname(file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), text);
    }
    const date = `2025-0${index + 1}-01T12:00:00Z`;
    git(['add', '-A'], date);
    git(['commit', '-q', '-m', tag], date);
    git(['tag', tag], date);
  });
  repo = new RecordRepository(dir);
}, 30_000);

afterAll(() => {
  fs.rmSync(dir, {recursive: true, force: true});
});

const keys = (routes: {api: string; method: string; path: string}[]) =>
  routes.map((route) => `${route.api} ${route.method} ${route.path}`);

describe('the API routes extractor', () => {
  it('lists the routes mounted at the tag, through nested functions, modules and path constants', async () => {
    const facts = await extractApiRoutes(repo, BETA);
    expect(keys(facts.endpoints)).toEqual([
      'nym-api GET /',
      'nym-api GET /v1/status/health',
      'nym-api POST /v1/status/submit',
    ]);
    const health = facts.endpoints.find((route) => route.path === '/v1/status/health');
    expect(health).toMatchObject({
      handler: 'health',
      source: 'nym-api/src/status.rs',
      public_path: '/api/v1/status/health',
      tag: 'status',
      kind: 'api',
      framework: 'axum',
      deprecated: false,
    });
    expect(facts.endpoints[0]).toMatchObject({kind: 'redirect', redirect_to: '/swagger'});
  });

  it('keeps a removed route as it was at its last tag, its path parameters in braces', async () => {
    const facts = await extractApiRoutes(repo, BETA);
    const old = facts.removed_endpoints.find((route) => route.handler === 'old_report');
    expect(old).toMatchObject({path: '/v1/status/old/{id}', framework: 'axum', last_tag: ALPHA, removed_at: BETA});
  });

  it("reads a removed route's parameters and answer from its handler at its last tag, not at an earlier one", async () => {
    const facts = await extractApiRoutes(repo, BETA);
    const old = facts.removed_endpoints.find((route) => route.handler === 'old_report');
    // Under Rocket (the first tag) the handler answered Health; at its last tag, on axum, OldReport.
    expect(old).toMatchObject({
      params: [{name: 'id', in: 'path', type: 'u32', json_type: 'integer', format: 'u32', required: true}],
      response: {status: 200, type: 'OldReport', wrapper: null, content_types: ['application/json']},
      handler_return: 'Json<OldReport>',
    });
  });

  it("reads a removed Rocket route's JSON body and answer from its handler, the error type's statuses unread", async () => {
    const facts = await extractApiRoutes(repo, BETA);
    expect(facts.removed_endpoints.find((route) => route.path === '/v1/status/report')).toMatchObject({
      method: 'POST',
      framework: 'rocket',
      last_tag: ROCKET,
      removed_at: ALPHA,
      params: [],
      request_body: {type: 'Report', wrapper: null, content_type: 'application/json'},
      responses: [
        {
          status: 200,
          type: 'Ack',
          wrapper: 'Json',
          content_types: ['application/json'],
          declared_in: 'handler signature',
        },
      ],
      handler_return: 'Result<Json<Ack>, RocketErrorResponse>',
      rocket_route: '/report',
    });
  });

  it('gives each route the layers around it: a layer wraps the routes before it, a route layer its handler', async () => {
    const facts = await extractApiRoutes(repo, BETA);
    const layers = (path: string) => facts.endpoints.find((route) => route.path === path)?.layers;
    expect(layers('/v1/status/health')).toEqual(['CompressionLayer::new()']);
    expect(layers('/v1/status/submit')).toEqual(['auth_middleware']);
    expect(layers('/')).toBeUndefined();
  });

  it('names the paths a deprecation note points to, written either way, and notes one the service does not mount', async () => {
    const facts = await extractApiRoutes(repo, GAMMA);
    const route = (path: string) => facts.endpoints.find((endpoint) => endpoint.path === path);
    expect(route('/v1/status/health')).toMatchObject({deprecated_points_to: ['/v1/status/submit']});
    expect(route('/v1/status/health')?.facts).toBeUndefined();
    expect(route('/v1/status/submit')).toMatchObject({
      deprecated_points_to: ['/v2/status/submit'],
      facts: ['deprecation attribute names /v2/status/submit, which is not mounted at this tag'],
    });
  });

  it("gives each route's first tag, last tag and the number of tags that mounted it", async () => {
    const facts = await extractApiRoutes(repo, GAMMA);
    const history = new Map(facts.history.map((entry) => [`${entry.method} ${entry.path}`, entry]));
    expect(history.get('GET /v1/status/health')).toMatchObject({
      status: 'current',
      first_tag: ROCKET,
      framework_at_first_tag: 'rocket',
      present_at_first_checked_tag: true,
      tags_present: RELEASES.length,
    });
    expect(history.get('POST /v1/status/submit')).toMatchObject({
      first_tag: BETA,
      framework_at_first_tag: 'axum',
      present_at_first_checked_tag: false,
      tags_present: releasesFrom(BETA),
    });
    expect(history.get('GET /v1/status/old/{id}')).toMatchObject({
      status: 'removed',
      last_tag: ALPHA,
      removed_at: BETA,
    });
    expect(facts._meta.tags_checked.map((checked) => checked.tag)).toEqual([ROCKET, ALPHA, BETA, GAMMA]);
  });

  it("reads nym-api's Rocket mounts: the group prefix, each handler's attribute path and its OpenAPI tag", async () => {
    const facts = await extractApiRoutes(repo, ROCKET);
    expect(facts._meta.tags_checked[0]?.frameworks['nym-api']).toBe('rocket');
    expect(facts.endpoints.map((route) => `${route.method} ${route.path} ${route.kind}`)).toEqual([
      'GET /v1/openapi.json docs',
      'GET /v1/status/health api',
      'GET /v1/status/old/{id} api',
      'POST /v1/status/report api',
    ]);
    expect(facts.endpoints[1]).toMatchObject({handler: 'health', tag: 'status', framework: 'rocket'});
  });

  it('reads #[deprecated] above the annotation', async () => {
    const facts = await extractApiRoutes(repo, GAMMA);
    expect(facts.endpoints.find((route) => route.handler === 'health')?.deprecated).toBe(true);
  });

  it('writes byte-identical text from the same input', async () => {
    const first = await apiRoutesExtractor.extract(repo, GAMMA);
    const second = await apiRoutesExtractor.extract(repo, GAMMA);
    expect(second[API_ROUTES_OUTPUT]).toBe(first[API_ROUTES_OUTPUT]);
    expect(first[API_ROUTES_OUTPUT]?.endsWith('}\n')).toBe(true);
  });

  it('names a tag the record does not have, and a path that is not a repository', async () => {
    await expect(extractApiRoutes(repo, 'nym-binaries-v2099.1-none')).rejects.toThrow(
      /no tag or commit nym-binaries-v2099\.1-none/,
    );
    expect(() => new RecordRepository(os.tmpdir())).toThrow(/not a git repository/);
  });
});

describe('record:sync with the API routes extractor', () => {
  it('writes the file, then reports routes added, removed and changed at the next tag', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'record-sync-'));
    try {
      const first = await runSync({repo: dir, tag: ALPHA, root, extractors: [apiRoutesExtractor]});
      expect(first.files).toEqual([expect.objectContaining({file: API_ROUTES_OUTPUT, status: 'written'})]);

      const checked = await runSync({repo: dir, tag: BETA, root, check: true, extractors: [apiRoutesExtractor]});
      expect(checked.changed).toBe(true);
      expect(checked.files[0]?.status).toBe('would change');
      const written = JSON.parse(fs.readFileSync(path.join(root, API_ROUTES_OUTPUT), 'utf8')) as ApiRouteFacts;
      expect(written._meta.tag).toBe(ALPHA);

      const second = await runSync({repo: dir, tag: BETA, root, extractors: [apiRoutesExtractor]});
      expect(second.files[0]?.changes).toEqual(
        expect.arrayContaining([
          'route added: nym-api POST /v1/status/submit',
          'route removed: nym-api GET /v1/status/old/{id}',
        ]),
      );

      const third = await runSync({repo: dir, tag: GAMMA, root, extractors: [apiRoutesExtractor]});
      const health = third.files[0]?.changes.find((line) =>
        line.startsWith('route changed: nym-api GET /v1/status/health'),
      );
      expect(health).toMatch(/[(, ]deprecated[,)]/);

      const again = await runSync({repo: dir, tag: GAMMA, root, extractors: [apiRoutesExtractor]});
      expect(again.files[0]?.status).toBe('unchanged');
      expect(again.changed).toBe(false);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  }, 60_000);

  it('defaults to the newest release tag and names a missing one', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'record-sync-'));
    try {
      const result = await runSync({repo: dir, root, check: true, extractors: [apiRoutesExtractor]});
      expect(result.tag).toBe(GAMMA);
      await expect(runSync({repo: dir, tag: 'no-such-tag', root, extractors: []})).rejects.toThrow(/no-such-tag/);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});
