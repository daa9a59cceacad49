import fs from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {RecordRepository} from '../git';
import {makeRecordRepository} from '../testRepository';
import {API_TYPES_OUTPUT, apiTypesExtractor, extractApiTypes, type ApiTypeFacts} from './typesExtractor';

/**
 * The API types extractor on a record the test writes itself: a nym-api whose status route answers with a Health
 * type from a requests crate, at two release tags. At the second the type gains a field and the route a query
 * parameter. A second route, annotated as utoipa 4 wrote it, answers with a type whose fields serde writes in its
 * own ways, one of them a type of a dependency the manifest renames. Never the real repository, never the network.
 */
const ROUTER = `use axum::Router;
use axum::response::Redirect;
use axum::routing::get;
use crate::status;

pub(crate) struct RouterBuilder {
    unfinished_router: Router<AppState>,
}

impl RouterBuilder {
    pub(crate) fn with_default_routes() -> Self {
        let default_routes = Router::new()
            .route("/", get(|| async { Redirect::to("/swagger") }))
            .nest("/v1/status", status::routes());
        Self { unfinished_router: default_routes }
    }
}
`;

const STATUS = `use axum::Router;
use axum::extract::{Path, Query};
use axum::routing::get;
use nym_api_requests::models::{Health, HealthParams, NodeId, Uptime};
use crate::errors::{AxumErrorResponse, AxumResult};

pub(crate) fn routes() -> Router<AppState> {
    Router::new()
        .route("/health/{node_id}", get(health))
        .route("/uptime", get(uptime))
}

#[utoipa::path(
    tag = "status",
    get,
    path = "/v1/status/uptime",
    responses(
        (status = 200, content(
            ("application/json" = Uptime),
            ("application/yaml" = Uptime)
        ))
    )
)]
async fn uptime() -> Json<Uptime> {
    todo!()
}

#[utoipa::path(
    tag = "status",
    get,
    path = "/v1/status/health/{node_id}",
    responses(
        // (status = 200, body = OldHealth)
        (status = 200, content(
            (Health = "application/json"),
            (Health = "application/yaml")
        )),
        (status = 400, body = String, description = "bad input")
    ),
    params(HealthParams)
)]
async fn health(
    Path(node_id): Path<NodeId>,
    Query(params): Query<HealthParams>,
) -> AxumResult<Json<Health>> {
    if node_id == 0 {
        return Err(AxumErrorResponse::not_found("no such node"));
    }
    todo!()
}
`;

const ERRORS = `pub type AxumResult<T> = Result<T, AxumErrorResponse>;
pub struct AxumErrorResponse;
impl AxumErrorResponse {
    pub fn not_found(message: &str) -> Self {
        let _ = StatusCode::NOT_FOUND;
        AxumErrorResponse
    }
}
`;

const models = (extraField: string, extraParam: string) => `use serde::{Deserialize, Serialize};

pub type NodeId = u32;

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Health {
    pub node_id: NodeId,
    pub status: Status,
    #[serde(default)]
    pub last_seen: Option<String>,
${extraField}}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Up,
    Down,
}

#[derive(Deserialize)]
pub struct HealthParams {
    pub output: Option<Output>,
${extraParam}}

#[derive(Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Output {
    #[default]
    Json,
    #[serde(alias = "yml")]
    Yaml,
}

#[derive(Serialize)]
pub struct Uptime {
    #[serde(with = "humantime_serde")]
    pub since: SystemTime,
    #[serde(with = "humantime_serde")]
    pub window: Duration,
    pub layer: Layer,
    pub node: common::NodeRef,
}

#[derive(Serialize_repr)]
#[repr(u8)]
pub enum Layer {
    One = 1,
    Two = 2,
}
`;

const ENV = `NETWORK_NAME=mainnet
NYM_API=https://api.example.org/api/
NYM_APIS=[{"url":"https://api.example.org/api/","front_hosts":null},{"url":"https://front.example.net/api/","front_hosts":["example.net"]}]
`;

const FIRST = 'nym-binaries-v2025.1-alpha';
const SECOND = 'nym-binaries-v2025.2-beta';

let dir: string;
let repo: RecordRepository;

beforeAll(() => {
  dir = makeRecordRepository([
    {
      tag: FIRST,
      date: '2025-01-01T12:00:00Z',
      files: {
        'nym-api/Cargo.toml': '[package]\nname = "nym-api"\n',
        'nym-api/src/main.rs': 'mod errors;\nmod status;\nmod support;\n',
        'nym-api/src/errors.rs': ERRORS,
        'nym-api/src/support/mod.rs': 'pub(crate) mod http;\n',
        'nym-api/src/support/http/mod.rs': 'pub(crate) mod router;\n',
        'nym-api/src/support/http/router.rs': ROUTER,
        'nym-api/src/status.rs': STATUS,
        'nym-api/nym-api-requests/Cargo.toml':
          '[package]\nname = "nym-api-requests"\n\n[dependencies]\ncommon = { path = "../../common", package = "nym-common" }\n',
        'nym-api/nym-api-requests/src/lib.rs': 'pub mod models;\n',
        'nym-api/nym-api-requests/src/models.rs': models('', ''),
        'common/Cargo.toml': '[package]\nname = "nym-common"\n',
        'common/src/lib.rs': 'pub type NodeRef = u32;\n',
        'envs/mainnet.env': ENV,
      },
    },
    {
      tag: SECOND,
      date: '2025-02-01T12:00:00Z',
      files: {
        'nym-api/nym-api-requests/src/models.rs': models(
          '    #[serde(with = "time::serde::rfc3339")]\n    pub checked_at: OffsetDateTime,\n',
          '    #[allow(dead_code)]\n    pub verbose: Option<bool>,\n',
        ),
      },
    },
  ]);
  repo = new RecordRepository(dir);
}, 30_000);

afterAll(() => {
  fs.rmSync(dir, {recursive: true, force: true});
});

const route = (facts: ApiTypeFacts, path: string) => facts.endpoints.find((endpoint) => endpoint.path === path)!;
const type = (facts: ApiTypeFacts, name: string) => facts.types.find((each) => each.type === name)!;

describe('the API types extractor', () => {
  it("reads a route's parameters from its handler's extractors, path and query, with an enum's values", async () => {
    const facts = await extractApiTypes(repo, FIRST);
    expect(route(facts, '/v1/status/health/{node_id}').params).toEqual([
      {name: 'node_id', in: 'path', type: 'NodeId', json_type: 'integer', format: 'u32', required: true},
      {
        name: 'output',
        in: 'query',
        type: 'Option<Output>',
        json_type: 'string',
        enum: ['json', 'yaml'],
        aliases: {yaml: ['yml']},
        default: 'json',
        required: false,
      },
    ]);
  });

  it('reads the statuses of the annotation, leaving out what a comment holds, then those the body names', async () => {
    const health = route(await extractApiTypes(repo, FIRST), '/v1/status/health/{node_id}');
    expect(health.responses).toEqual([
      {
        status: 200,
        type: 'Health',
        wrapper: null,
        content_types: ['application/json', 'application/yaml'],
        declared_in: 'annotation',
      },
      {status: 400, type: 'String', wrapper: null, content_types: ['text/plain'], declared_in: 'annotation'},
      {status: 404, type: null, wrapper: null, declared_in: 'handler body (AxumErrorResponse::not_found)'},
    ]);
    expect(health.response).toEqual({
      status: 200,
      type: 'Health',
      wrapper: null,
      content_types: ['application/json', 'application/yaml'],
    });
    expect(health.handler_return).toBe('AxumResult<Json<Health>>');
    expect(health.facts).toBeUndefined();
  });

  it('reads the content choices of a response as utoipa 4 wrote them, the content type first', async () => {
    const uptime = route(await extractApiTypes(repo, FIRST), '/v1/status/uptime');
    expect(uptime.responses).toEqual([
      {
        status: 200,
        type: 'Uptime',
        wrapper: null,
        content_types: ['application/json', 'application/yaml'],
        declared_in: 'annotation',
      },
    ]);
    expect(uptime.facts).toBeUndefined();
  });

  it('describes what serde writes: humantime’s times and durations, serde_repr’s numbers, a renamed crate’s type', async () => {
    const facts = await extractApiTypes(repo, FIRST);
    const fields = new Map(type(facts, 'Uptime').fields?.map((field) => [field.name, field]));
    expect(fields.get('since')).toMatchObject({json_type: 'string', format: 'RFC 3339 datetime string'});
    expect(fields.get('window')).toMatchObject({json_type: 'string', format: 'humantime duration string'});
    expect(fields.get('node')).toMatchObject({json_type: 'integer', format: 'u32'});
    expect(type(facts, 'NodeRef')).toMatchObject({crate: 'nym_common', source: 'common/src/lib.rs', depth: 1});
    expect(type(facts, 'Layer')).toMatchObject({json_shape: 'integer'});
    expect(type(facts, 'Layer').variants?.map((variant) => variant.json_name)).toEqual(['1', '2']);
  });

  it('answers a redirect with its status and target', async () => {
    const root = route(await extractApiTypes(repo, FIRST), '/');
    expect(root.response).toEqual({status: 303, type: null, wrapper: null, location: '/swagger'});
  });

  it('describes the types a route answers with from another crate, with serde renames, defaults and enums', async () => {
    const facts = await extractApiTypes(repo, FIRST);
    expect(type(facts, 'Health')).toMatchObject({
      kind: 'struct',
      crate: 'nym_api_requests',
      source: 'nym-api/nym-api-requests/src/models.rs',
      depth: 0,
      apis: ['nym-api'],
      serde: {rename_all: 'camelCase'},
      fields: [
        {name: 'nodeId', rust_name: 'node_id', type: 'NodeId', json_type: 'integer', format: 'u32', optional: false},
        {name: 'status', type: 'Status', json_type: 'string', optional: false, nullable: false},
        {name: 'lastSeen', type: 'Option<String>', json_type: 'string|null', optional: true, nullable: true},
      ],
    });
    expect(type(facts, 'Status')).toMatchObject({kind: 'enum', json_shape: 'string', depth: 1});
    expect(type(facts, 'Status').variants?.map((variant) => variant.json_name)).toEqual(['up', 'down']);
    expect(type(facts, 'NodeId')).toMatchObject({kind: 'alias', alias_of: 'u32', json_type: 'integer', depth: 1});
  });

  it('gives the hosts of the network files, fallbacks by their index with their front hosts', async () => {
    const facts = await extractApiTypes(repo, FIRST);
    expect(facts.hosts).toEqual([
      {
        api: 'nym-api',
        network: 'mainnet',
        url: 'https://api.example.org/api/',
        source: 'envs/mainnet.env',
        line: 2,
        key: 'NYM_API',
      },
      {
        api: 'nym-api',
        network: 'mainnet',
        url: 'https://front.example.net/api/',
        source: 'envs/mainnet.env',
        line: 3,
        key: 'NYM_APIS[1]',
        facts: ['front_hosts example.net'],
      },
    ]);
  });

  it('sees a field the response type gains and a query parameter the route gains at the next tag', async () => {
    const facts = await extractApiTypes(repo, SECOND);
    expect(type(facts, 'Health').fields?.at(-1)).toEqual({
      name: 'checkedAt',
      rust_name: 'checked_at',
      type: 'OffsetDateTime',
      json_type: 'string',
      format: 'RFC 3339 datetime string',
      optional: false,
      nullable: false,
      serde: {with: 'time::serde::rfc3339'},
    });
    expect(route(facts, '/v1/status/health/{node_id}').params.at(-1)).toEqual({
      name: 'verbose',
      in: 'query',
      type: 'Option<bool>',
      json_type: 'boolean',
      required: false,
      facts: ['field marked allow(dead_code) in the params struct'],
    });
  });

  it('writes the same bytes on every run and reports the change as types changed', async () => {
    const first = (await apiTypesExtractor.extract(repo, FIRST))[API_TYPES_OUTPUT];
    expect((await apiTypesExtractor.extract(repo, FIRST))[API_TYPES_OUTPUT]).toBe(first);
    const second = (await apiTypesExtractor.extract(repo, SECOND))[API_TYPES_OUTPUT];
    const report = apiTypesExtractor.diff(API_TYPES_OUTPUT, first, second);
    expect(report).toContain(`tag: ${FIRST} → ${SECOND}`);
    expect(report).toContain('endpoint changed: nym-api GET /v1/status/health/{node_id} (params)');
    // The query struct is no type of the facts: its change shows in the route's parameters.
    expect(report).toContain('types changed: 1');
    expect(report).toContain('  type changed: Health (nym-api/nym-api-requests/src/models.rs) (+checkedAt)');
    expect(apiTypesExtractor.diff(API_TYPES_OUTPUT, second, second)).toEqual([]);
  });
});
