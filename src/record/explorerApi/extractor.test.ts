import {rmSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {RecordRepository} from '../git';
import {makeRecordRepository} from '../testRepository';
import {explorerApiExtractor, EXPLORER_API_OUTPUT, extractExplorerApi, type ExplorerFacts} from './extractor';

/**
 * The explorer API extractor on a record the test writes itself: the explorer's Rocket router at two release tags
 * (a route removed and one added between them; the removed route's answer type gains a field after it), then a
 * release without the crate, then one more. Never the real repository, never the network.
 */
const MOUNT = (groups: string) => `use crate::mix_node::http::mix_node_make_default_routes;
use crate::ping::http::ping_make_default_routes;
use crate::overview::http::overview_make_default_routes;

pub(crate) fn setup() -> Rocket<Build> {
    let mut building_rocket = rocket::build();
    let custom_route_spec = (vec![], custom_openapi_spec());
    mount_endpoints_and_merged_docs! {
        building_rocket,
        "/v1".to_owned(),
        openapi_settings,
        "/" => custom_route_spec,
${groups}
    };
    building_rocket.mount("/swagger", make_swagger_ui(&get_docs()))
}
`;
const MIX_NODE_GROUP = '        "/mix-node" => mix_node_make_default_routes(&openapi_settings),';
const PING_GROUP = '        "/ping" => ping_make_default_routes(&openapi_settings),';
const OVERVIEW_GROUP = '        "/overview" => overview_make_default_routes(&openapi_settings),';

const MIX_NODE = `use crate::ids::NodeId;

pub fn mix_node_make_default_routes(settings: &OpenApiSettings) -> (Vec<Route>, OpenApi) {
    openapi_get_routes_spec![settings: get_by_id]
}

#[openapi(tag = "mix_node")]
#[get("/<mix_id>")]
pub(crate) async fn get_by_id(
    mix_id: NodeId,
    state: &State<Context>,
) -> Result<Json<Bond>, NotFound<String>> {
    match state.find(mix_id) {
        Some(bond) => Ok(Json(bond)),
        None => Err(NotFound("no such node".to_string())),
    }
}

#[derive(Serialize)]
pub struct Bond {
    pub mix_id: NodeId,
    pub owner: String,
}
`;
const PING = (fields: string) => `pub fn ping_make_default_routes(settings: &OpenApiSettings) -> (Vec<Route>, OpenApi) {
    openapi_get_routes_spec![settings: index]
}

#[openapi(tag = "ping")]
#[get("/<mix_id>?<port>")]
pub(crate) async fn index(mix_id: u32, port: Option<u16>) -> Option<Json<PingResponse>> {
    None
}

#[derive(Serialize)]
pub struct PingResponse {
${fields}}
`;
const OVERVIEW = (
  answer: string,
) => `pub fn overview_make_default_routes(settings: &OpenApiSettings) -> (Vec<Route>, OpenApi) {
    openapi_get_routes_spec![settings: summary]
}

#[openapi(tag = "overview")]
#[get("/summary")]
pub(crate) async fn summary() -> ${answer} {
    match load().await {
        Ok(summary) => Ok(Json(summary)),
        Err(_) => Err(Status::ServiceUnavailable),
    }
}
`;
const CRATE = {
  'explorer-api/Cargo.toml': '[package]\nname = "explorer-api"\n',
  'explorer-api/src/main.rs': 'mod http;\nmod ids;\nmod mix_node;\nmod ping;\nmod overview;\n',
  'explorer-api/src/ids.rs': 'pub type NodeId = Id;\npub type Id = u32;\n',
  'explorer-api/src/mix_node/mod.rs': 'pub(crate) mod http;\n',
  'explorer-api/src/mix_node/http.rs': MIX_NODE,
  'explorer-api/src/ping/mod.rs': 'pub(crate) mod http;\n',
  'explorer-api/src/ping/http.rs': PING('    pub pending: bool,\n'),
  'explorer-api/src/overview/mod.rs': 'pub(crate) mod http;\n',
  'explorer-api/src/overview/http.rs': OVERVIEW('Result<Json<OverviewSummary>, Status>'),
};
const HOSTS = {
  'common/network-defaults/src/mainnet.rs':
    'pub const NYM_API: &str = "https://validator.example/api/";\npub const EXPLORER_API: &str = "https://explorer.example/api/";\n',
  'envs/sandbox.env': 'NETWORK_NAME=sandbox\nEXPLORER_API=https://sandbox-explorer.example/api/\n',
};

const FIRST = 'nym-binaries-v2024.3-first';
const SECOND = 'nym-binaries-v2024.4-second';
const REMOVAL = 'nym-binaries-v2024.5-removal';
const AFTER = 'nym-binaries-v2024.6-after';
const EXPLORER_FILES = Object.keys(CRATE);

let dir: string;
let repo: RecordRepository;

beforeAll(() => {
  dir = makeRecordRepository([
    {
      tag: FIRST,
      date: '2024-03-01T12:00:00Z',
      files: {...CRATE, ...HOSTS, 'explorer-api/src/http/mod.rs': MOUNT(`${MIX_NODE_GROUP}\n${PING_GROUP}`)},
    },
    {
      tag: SECOND,
      date: '2024-04-01T12:00:00Z',
      files: {
        'explorer-api/src/http/mod.rs': MOUNT(`${MIX_NODE_GROUP}\n${OVERVIEW_GROUP}`),
        'explorer-api/src/ping/http.rs': PING('    pub pending: bool,\n    pub ports: Vec<u16>,\n'),
      },
    },
    {
      tag: REMOVAL,
      date: '2024-05-01T12:00:00Z',
      files: {},
      remove: [...EXPLORER_FILES, 'explorer-api/src/http/mod.rs'],
    },
    {tag: AFTER, date: '2024-06-01T12:00:00Z', files: {'README.md': 'later\n'}},
  ]);
  repo = new RecordRepository(dir);
}, 30_000);

afterAll(() => rmSync(dir, {recursive: true, force: true}));

const keyed = (facts: ExplorerFacts) =>
  new Map(facts.removed_endpoints.map((route) => [`${route.method} ${route.path}`, route]));

describe('the explorer API extractor', () => {
  it('reads the tags up to the first without the router, and dates the removal of each route', async () => {
    const facts = await extractExplorerApi(repo, AFTER);
    expect(facts._meta).toMatchObject({tags_checked: [FIRST, SECOND, REMOVAL], last_tag: SECOND, removed_at: REMOVAL});
    const history = new Map(facts.history.map((entry) => [entry.path, entry]));
    expect(history.get('/v1/ping/{mix_id}')).toMatchObject({
      first_tag: FIRST,
      last_tag: FIRST,
      removed_at: SECOND,
      tags_present: 1,
    });
    expect(history.get('/v1/overview/summary')).toMatchObject({
      first_tag: SECOND,
      present_at_first_checked_tag: false,
      removed_at: REMOVAL,
    });
    expect(history.get('/v1/mix-node/{mix_id}')).toMatchObject({
      first_tag: FIRST,
      removed_at: REMOVAL,
      tags_present: 2,
    });
  });

  it('keeps each route as its last tag mounted it, under the public /api prefix, without the Swagger UI files', async () => {
    const facts = await extractExplorerApi(repo, AFTER);
    expect([...keyed(facts).keys()]).toEqual([
      'GET /v1/mix-node/{mix_id}',
      'GET /v1/openapi.json',
      'GET /v1/overview/summary',
      'GET /v1/ping/{mix_id}',
    ]);
    expect(keyed(facts).get('GET /v1/mix-node/{mix_id}')).toMatchObject({
      public_path: '/api/v1/mix-node/{mix_id}',
      handler: 'get_by_id',
      tag: 'mix_node',
      rocket_route: '/<mix_id>',
      source: 'explorer-api/src/mix_node/http.rs',
      mounted_in: {source: 'explorer-api/src/http/mod.rs', prefix: '/v1/mix-node'},
      last_tag: SECOND,
    });
    expect(keyed(facts).get('GET /v1/openapi.json')).toMatchObject({kind: 'docs', tag: 'docs', params: []});
  });

  it('types path and query parameters by the handler’s arguments, following type aliases to a scalar', async () => {
    const routes = keyed(await extractExplorerApi(repo, AFTER));
    expect(routes.get('GET /v1/mix-node/{mix_id}')?.params).toEqual([
      {name: 'mix_id', in: 'path', type: 'NodeId', json_type: 'integer', format: 'uint32', required: true},
    ]);
    expect(routes.get('GET /v1/ping/{mix_id}')?.params).toEqual([
      {name: 'mix_id', in: 'path', type: 'u32', json_type: 'integer', format: 'uint32', required: true},
      {name: 'port', in: 'query', type: 'u16', json_type: 'integer', format: 'uint16', required: false},
    ]);
  });

  it('gives the statuses of the signature and of the errors the body builds', async () => {
    const routes = keyed(await extractExplorerApi(repo, AFTER));
    const statuses = (key: string) => routes.get(key)?.responses.map((answer) => [answer.status, answer.type]);
    expect(statuses('GET /v1/mix-node/{mix_id}')).toEqual([
      [200, 'Bond'],
      [404, 'String'],
    ]);
    expect(statuses('GET /v1/ping/{mix_id}')).toEqual([
      [200, 'PingResponse'],
      [404, 'String'],
    ]);
    expect(statuses('GET /v1/overview/summary')).toEqual([
      [200, 'OverviewSummary'],
      [503, null],
    ]);
    expect(routes.get('GET /v1/overview/summary')?.response).toEqual({
      status: 200,
      type: 'OverviewSummary',
      wrapper: 'Json',
      content_types: ['application/json'],
    });
  });

  it('describes the types each route answered with as the last tag that mounted it defined them', async () => {
    const facts = await extractExplorerApi(repo, AFTER);
    const types = new Map(facts.types.map((type) => [type.type, type]));
    expect(types.get('Bond')).toMatchObject({
      kind: 'struct',
      depth: 0,
      apis: ['explorer-api'],
      source: 'explorer-api/src/mix_node/http.rs',
      fields: [
        {name: 'mix_id', type: 'NodeId', json_type: 'integer', format: 'u32', optional: false, nullable: false},
        {name: 'owner', type: 'String', json_type: 'string', optional: false, nullable: false},
      ],
    });
    expect(types.get('NodeId')).toMatchObject({kind: 'alias', alias_of: 'Id', depth: 1});
    // The ping route was last mounted at the first tag: its type is read there, before it gained a field.
    expect(types.get('PingResponse')?.fields?.map((field) => field.name)).toEqual(['pending']);
  });

  it('names the hosts the record gave the service at its last tag, with their lines', async () => {
    const facts = await extractExplorerApi(repo, AFTER);
    expect(facts.hosts).toEqual([
      {
        api: 'explorer-api',
        network: 'mainnet',
        url: 'https://explorer.example/api',
        key: 'EXPLORER_API',
        source: 'common/network-defaults/src/mainnet.rs',
        line: 2,
        tag: SECOND,
      },
      {
        api: 'explorer-api',
        network: 'sandbox',
        url: 'https://sandbox-explorer.example/api',
        key: 'EXPLORER_API',
        source: 'envs/sandbox.env',
        line: 2,
        tag: SECOND,
      },
    ]);
  });

  it('writes the same bytes on every run, and reports the routes that changed', async () => {
    const first = (await explorerApiExtractor.extract(repo, AFTER))[EXPLORER_API_OUTPUT] ?? '';
    const again = (await explorerApiExtractor.extract(repo, AFTER))[EXPLORER_API_OUTPUT] ?? '';
    expect(again).toBe(first);
    const moved = first.replace('"rocket_route": "/<mix_id>"', '"rocket_route": "/<id>"');
    expect(explorerApiExtractor.diff(EXPLORER_API_OUTPUT, moved, first)).toEqual([
      'route changed: explorer-api GET /v1/mix-node/{mix_id} (rocket_route)',
    ]);
  });

  it('refuses a handler whose answer it cannot read, naming its file, line and tag', async () => {
    const broken = makeRecordRepository([
      {
        tag: FIRST,
        date: '2024-03-01T12:00:00Z',
        files: {
          ...CRATE,
          ...HOSTS,
          'explorer-api/src/http/mod.rs': MOUNT(OVERVIEW_GROUP),
          'explorer-api/src/overview/http.rs': OVERVIEW('Html<String>'),
        },
      },
      {tag: SECOND, date: '2024-04-01T12:00:00Z', files: {}, remove: ['explorer-api/src/http/mod.rs']},
    ]);
    try {
      await expect(extractExplorerApi(new RecordRepository(broken), SECOND)).rejects.toThrow(
        `explorer-api/src/overview/http.rs:7@${FIRST}: the return type Html<String> is none the Rocket handlers used`,
      );
    } finally {
      rmSync(broken, {recursive: true, force: true});
    }
  });
});
