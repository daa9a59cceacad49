import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {Validator} from '@seriousme/openapi-schema-validator';
import {buildOpenApi, endpointAnchor, REGISTRY, validateRegistry} from '../../src/api';
import {ENDPOINTS} from '../../src/api/endpoints';
import {CONTRACT_MESSAGES} from '../../src/api/contracts';
import {ENTITIES} from '../../src/api/entities';

/** Every endpoint path SPEC §7 names, written out as SPEC gives them. */
const SPEC_PATHS = [
  '/v1/nym-nodes/described',
  '/v1/nym-nodes/bonded',
  '/v1/nym-nodes/annotation/{node_id}',
  '/v1/nym-nodes/performance/{node_id}',
  '/v1/nym-nodes/performance-history/{node_id}',
  '/v1/nym-nodes/uptime-history/{node_id}',
  '/v1/nym-nodes/historical-performance/{node_id}',
  '/v1/nym-nodes/rewarded-set',
  '/v3/nym-nodes',
  '/v1/unstable/nym-nodes/noise',
  '/v1/unstable/nym-nodes/skimmed',
  '/v1/unstable/nym-nodes/skimmed/active',
  '/v1/unstable/nym-nodes/skimmed/mixnodes/active',
  '/v1/unstable/nym-nodes/skimmed/mixnodes/all',
  '/v1/unstable/nym-nodes/skimmed/entry-gateways/active',
  '/v1/unstable/nym-nodes/skimmed/entry-gateways/all',
  '/v1/unstable/nym-nodes/skimmed/exit-gateways/active',
  '/v1/unstable/nym-nodes/skimmed/exit-gateways/all',
  '/api/v1/unstable/nym-nodes/semi-skimmed',
  '/v1/ecash/aggregated-coin-indices-signatures',
  '/v1/network/chain-status',
  '/api/v1/network/nym-contracts-detailed',
  '/account/{address}',
  '/health',
  '/mixnodes/stats',
  '/mixnodes/described',
  '/gateways/described',
  '/api/v1/gateways/described',
  '/api/v1/status/gateway/{identity}/avg_uptime',
  '/issued-ticketbooks-count',
  '/issued-ticketbooks-for-count/{expiration_date}',
  '/issued-ticketbooks-on-count/{issuance_date}',
  '/issued-ticketbooks-challenge-commitment',
  '/issued-ticketbooks-data',
  '/issued-ticketbooks-challenge',
  '/v1/mixnodes',
  '/v1/gateways',
  '/v1/status',
  '/mixnodes/skimmed',
  '/gateways/skimmed',
  '/',
  '/swagger',
  '/api/v1/auxiliary-details',
  '/api/v1/metrics/mixing',
  '/api/v1/system-info',
  '/api/v1/description',
  '/stats',
  '/hardware',
  '/description',
  '/api/v1/gateway/client-interfaces',
  '/load',
  '/metrics/mixing',
  '/metrics/packet-stats',
  '/metrics/sessions',
  '/api/v1/metrics/wireguard-stats',
  '/api/v1/metrics/prometheus',
];

const releaseSlugs = new Set(
  readdirSync(path.join(__dirname, '../../releases'))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => /^slug: (\S+)$/m.exec(readFileSync(path.join(__dirname, '../../releases', file), 'utf8'))![1]!),
);

describe('the API registry', () => {
  it('holds every endpoint path SPEC §7 names', () => {
    const paths = new Set(REGISTRY.endpoints.map((endpoint) => endpoint.path));
    expect(SPEC_PATHS.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('holds the contract messages added and removed', () => {
    const byStatus = (status: string) => REGISTRY.contractMessages.filter((message) => message.status === status).map((message) => message.name);
    expect(byStatus('added')).toEqual(['BondNymNode', 'UnbondNymNode', 'UpdateNodeConfig', 'MigrateMixnode', 'MigrateGateway', 'AssignRoles']);
    expect(byStatus('removed')).toEqual(['FamilyMessages', 'UpdateActiveSetSize', 'AssignNodeLayer', 'AdvanceCurrentEpoch']);
  });

  it('every redirect and replacement points at an existing entry, of the same API', () => {
    const byId = new Map(REGISTRY.endpoints.map((endpoint) => [endpoint.id, endpoint]));
    for (const endpoint of REGISTRY.endpoints) {
      if (endpoint.status === 'redirect') expect(byId.get(endpoint.redirectTo!)?.api, endpoint.id).toBe(endpoint.api);
      if (endpoint.replacedBy) expect(byId.has(endpoint.replacedBy), endpoint.id).toBe(true);
    }
    expect(REGISTRY.endpoints.filter((endpoint) => endpoint.status === 'redirect').length).toBeGreaterThanOrEqual(5);
  });

  it('every release it names is a release file', () => {
    const named = [...REGISTRY.endpoints.flatMap((endpoint) => endpoint.releases.map((ref) => ref.release)), ...REGISTRY.contractMessages.map((message) => message.release), ...REGISTRY.entities.flatMap((entity) => entity.fields.flatMap((field) => (field.release ? [field.release] : [])))];
    expect(named.filter((slug) => !releaseSlugs.has(slug))).toEqual([]);
  });

  it('gives each endpoint a unique id that is its anchor', () => {
    const ids = REGISTRY.endpoints.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(endpointAnchor('/v1/nym-nodes/described')).toBe('/apis/validator-rest-api/mainnet#get-v1-nym-nodes-described');
    expect(endpointAnchor('/load')).toBe('/apis/validator-sidecar-api/mainnet#get-load');
    expect(endpointAnchor('/no/such/path')).toBeUndefined();
  });

  it('rejects a malformed entry, naming its id, the field and the reason', () => {
    const broken = {...ENDPOINTS[0]!, id: 'Bad Id', status: 'redirect'};
    expect(() => validateRegistry({endpoints: [broken], contractMessages: CONTRACT_MESSAGES, entities: ENTITIES})).toThrow(/endpoint "Bad Id", field id: lower-case words[\s\S]*endpoint "Bad Id", field redirectTo: a redirect needs the id of its target/);
    const dangling = {...ENDPOINTS[0]!, replacedBy: 'get-nothing'};
    expect(() => validateRegistry({endpoints: [dangling], contractMessages: [], entities: []})).toThrow(/field replacedBy: no entry "get-nothing"/);
    expect(() => validateRegistry({endpoints: [ENDPOINTS[0], ENDPOINTS[0]], contractMessages: [], entities: []})).toThrow(/field id: used twice/);
    expect(() => validateRegistry({endpoints: [], contractMessages: [{name: 'bond', contract: 'mixnet', status: 'added', release: 'x', description: 'd'}], entities: []})).toThrow(/contract message "bond", field name/);
    expect(() => validateRegistry({endpoints: [], contractMessages: [], entities: [{name: 'Node', title: 'Node', description: 'd', fields: []}]})).toThrow(/entity "Node", field fields/);
  });
});

describe('the OpenAPI documents', () => {
  it.each(['mainnet', 'sandbox'] as const)('%s validates as OpenAPI 3.1', async (environment) => {
    const document = buildOpenApi(environment);
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('marks deprecated and removed operations, and says when a body is not documented', () => {
    const document = buildOpenApi('mainnet') as {paths: Record<string, Record<string, {deprecated?: boolean; 'x-status': string; responses: Record<string, {description: string}>}>>};
    expect(document.paths['/v1/mixnodes']!.get!.deprecated).toBe(true);
    expect(document.paths['/issued-ticketbooks-challenge']!.get!.responses['404']).toBeDefined();
    expect(document.paths['/mixnodes/skimmed']!.get!.responses['308']!.description).toContain('/v1/unstable/nym-nodes/skimmed/mixnodes/active');
    expect(document.paths['/load']!.get!.responses['200']!.description).toMatch(/Not documented/);
    expect(document.paths['/v1/nym-nodes/described']!.get!['x-status']).toBe('current');
  });

  it('one API alone gives a document with its own paths only', () => {
    const document = buildOpenApi('mainnet', 'validator-sidecar-api') as {paths: Record<string, unknown>; servers: {url: string}[]};
    expect(Object.keys(document.paths)).toContain('/load');
    expect(Object.keys(document.paths)).not.toContain('/v1/nym-nodes/described');
    expect(document.servers).toHaveLength(1);
  });
});
