import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {publicBaseUrl} from '../../src/api/servers';
import {baseUrl} from '../../src/api/apis';
import {
  contractMessageSchema,
  endpointAnchor,
  endpointSchema,
  entitySchema,
  pathlessEndpointSchema,
  releasesNamed,
  REGISTRY,
  RegistryError,
  validateRegistry,
  type Endpoint,
  type RegistryInput,
} from '../../src/api';
import {ENDPOINTS, PATHLESS_ENDPOINTS} from '../../src/api/endpoints';
import {SOURCE_HOSTS} from '../../src/api/sourceFacts';
import {CONTRACT_MESSAGES} from '../../src/api/contracts';
import {ENTITIES} from '../../src/api/entities';
import {loadReleases} from '../../src/features/changelog/model/load';

/**
 * Every endpoint path SPEC §7 names, written out as SPEC gives them (the /v1/nym-nodes and /skimmed shorthands spelled
 * in full).
 */
const SPEC_PATHS = [
  // Directory API: nym-node routes.
  '/v1/nym-nodes/described',
  '/v1/nym-nodes/bonded',
  '/v1/nym-nodes/annotation/{node_id}',
  '/v1/nym-nodes/performance/{node_id}',
  '/v1/nym-nodes/performance-history/{node_id}',
  '/v1/nym-nodes/uptime-history/{node_id}',
  '/v1/nym-nodes/historical-performance/{node_id}',
  '/v1/nym-nodes/rewarded-set',
  '/v3/nym-nodes',
  // Unstable routes.
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
  // Ecash, network, account, health, legacy described and status routes.
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
  // Ticketbook routes, added and removed.
  '/issued-ticketbooks-count',
  '/issued-ticketbooks-for-count/{expiration_date}',
  '/issued-ticketbooks-on-count/{issuance_date}',
  '/issued-ticketbooks-challenge-commitment',
  '/issued-ticketbooks-data',
  '/issued-ticketbooks-challenge',
  // Legacy, redirects and the root.
  '/v1/mixnodes',
  '/v1/gateways',
  '/v1/status',
  '/mixnodes/skimmed',
  '/gateways/skimmed',
  '/',
  '/swagger',
  // The node's own HTTP API.
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

/**
 * A route fact (kind api_route) of the entries the public record added after v2025.13-emmental, with its entry and
 * section.
 */
interface RouteFact {
  value: string;
  change?: string;
  replaces?: string;
  component?: string;
  release: string;
  section: string;
}
const newer: {slug: string; sections: {heading: string; facts: {kind: string; value?: unknown}[]}[]}[] = JSON.parse(
  readFileSync(path.join(__dirname, '../fixtures/releases-after-emmental.json'), 'utf8'),
);
const NEWER_ROUTES: RouteFact[] = newer.flatMap((entry) =>
  entry.sections.flatMap((section) =>
    section.facts
      .filter((fact) => fact.kind === 'api_route')
      .map((fact) => ({
        ...(fact as Omit<RouteFact, 'release' | 'section'>),
        release: entry.slug,
        section: section.heading,
      })),
  ),
);
/** Routes the newer entries name that have no entry under that path, and why. */
const NOT_PLACED: Record<string, string> = {
  '/described':
    'the nodes of /v1/nym-nodes/described that the ping script of PR 6074 reads: no route of its own, and the release does not change it',
};
const PLACED_ROUTES = NEWER_ROUTES.filter((fact) => !(fact.value in NOT_PLACED));

const releases = loadReleases(path.join(__dirname, '../../releases'), path.join(__dirname, '../..'));
const releaseSlugs = new Set(releases.map((release) => release.slug));
const byPath = (value: string) => REGISTRY.endpoints.find((endpoint) => endpoint.path === value)!;

describe('the API registry', () => {
  it('holds every endpoint path SPEC §7 and the newer releases name, and nothing else', () => {
    const paths = REGISTRY.endpoints.map((endpoint) => endpoint.path);
    const expected = [...new Set([...SPEC_PATHS, ...PLACED_ROUTES.map((fact) => fact.value)])];
    expect(PLACED_ROUTES.length).toBeGreaterThan(0);
    expect(expected.filter((value) => !paths.includes(value))).toEqual([]);
    expect(paths.filter((value) => !expected.includes(value))).toEqual([]);
    expect(Object.keys(NOT_PLACED).filter((value) => paths.includes(value))).toEqual([]);
  });

  it('records what the newer releases did to each route they name', () => {
    for (const fact of PLACED_ROUTES) {
      const endpoint = byPath(fact.value);
      const where = `${fact.value} (${fact.release}, ${fact.section})`;
      expect(
        endpoint.releases.map((ref) => ref.release),
        where,
      ).toContain(fact.release);
      if (fact.change === 'removed') {
        expect(endpoint.status, where).toBe('removed');
        expect(endpoint.releases, where).toContainEqual({release: fact.release, change: 'removed'});
      }
      if (fact.change === 'added')
        expect(endpoint.releases, where).toContainEqual({release: fact.release, change: 'introduced'});
      if (fact.replaces) expect(byPath(fact.replaces).replacedBy, where).toBe(endpoint.id);
      if (fact.component === 'Node Status API') expect(endpoint.api, where).toBe('node-status-api');
    }
  });

  it('lists what SPEC §7 names without a path (explorer, node status agents, tested nodes, monitor runs), never with a made-up path', () => {
    const labelled = (api: string) =>
      REGISTRY.pathlessEndpoints.filter((entry) => entry.api === api).map((entry) => entry.id);
    expect(labelled('explorer-api')).toEqual(['explorer-nym-nodes', 'explorer-nym-node-by-id', 'explorer-account']);
    expect(labelled('node-status-api')).toEqual(['node-status-agent-requests']);
    expect(labelled('validator-rest-api')).toEqual(
      expect.arrayContaining(['unstable-tested-nodes', 'unstable-network-monitor-runs']),
    );
    expect(REGISTRY.endpoints.filter((endpoint) => endpoint.api === 'explorer-api')).toEqual([]);
    // The node status API's paths come from the newer releases only; SPEC §7 gives it none.
    const statusPaths = REGISTRY.endpoints
      .filter((endpoint) => endpoint.api === 'node-status-api')
      .map((endpoint) => endpoint.path);
    expect(
      statusPaths.filter((value) => SPEC_PATHS.includes(value) || !PLACED_ROUTES.some((fact) => fact.value === value)),
    ).toEqual([]);
    for (const entry of REGISTRY.pathlessEndpoints.filter((each) => each.api === 'explorer-api')) {
      expect(entry.status).toBe('removed');
      expect(entry.releases).toEqual([
        {release: 'v202414-crunch', change: 'introduced'},
        {release: 'v20258-tourist', change: 'removed'},
      ]);
    }
  });

  it('holds the contract messages added and removed', () => {
    const byStatus = (status: string) =>
      REGISTRY.contractMessages.filter((message) => message.status === status).map((message) => message.name);
    expect(byStatus('added')).toEqual([
      'BondNymNode',
      'UnbondNymNode',
      'UpdateNodeConfig',
      'MigrateMixnode',
      'MigrateGateway',
      'AssignRoles',
    ]);
    expect(byStatus('removed')).toEqual([
      'family messages',
      'UpdateActiveSetSize',
      'AssignNodeLayer',
      'AdvanceCurrentEpoch',
    ]);
    expect(REGISTRY.contractMessages.filter((message) => message.group).map((message) => message.name)).toEqual([
      'family messages',
    ]);
  });

  it('holds the entities of SPEC §3 with the fields it names', () => {
    const fields = (name: string) =>
      REGISTRY.entities.find((entity) => entity.name === name)?.fields.map((field) => field.name);
    expect(fields('Node')).toEqual([
      'node_id',
      'identity key',
      'host',
      'custom HTTP API port',
      'role',
      'config_score',
      'performance',
      'uptime',
    ]);
    expect(fields('Delegation')).toEqual(['node_bonded']);
    expect(fields('NodeLoad')).toEqual(['total', 'machine', 'network']);
    expect(fields('WireguardSettings')).toEqual(['enabled', 'bind_address', 'private_ip']);
    expect(fields('WireguardPeer')).toEqual(['public_key']);
    expect(fields('AuxiliaryDetails')).toEqual(['accepted_toc', 'location']);
    expect(fields('ClientStatsReport')).toEqual(['kind', 'api_version']);
    expect(fields('NymNodesTable')).toEqual(['bond_info', 'self_described', 'active']);
    expect(fields('PruningOptions')).toEqual(['keep_recent', 'interval', 'strategy']);
    expect(fields('ConfigScoreFactors')).toEqual([
      'terms accepted',
      'self-described API exposed',
      'nym-node binary',
      'versions behind',
    ]);
    expect(REGISTRY.entities.find((entity) => entity.name === 'NodeLoad')?.fields[0]?.values).toEqual([
      'Negligible (0–0.1)',
      'Low (0.1–0.3)',
      'Medium (0.3–0.6)',
      'High (0.6–0.8)',
      'VeryHigh (0.8–0.95)',
      'AtCapacity (0.95 and above)',
    ]);
  });

  it('points every redirect at an entry of the same API that serves, and every replacement at an entry that exists', () => {
    const byId = new Map<string, {api: string; status: string}>(
      [...REGISTRY.endpoints, ...REGISTRY.pathlessEndpoints].map((entry) => [entry.id, entry]),
    );
    const redirects = REGISTRY.endpoints.filter((endpoint) => endpoint.status === 'redirect');
    expect(redirects.map((endpoint) => endpoint.path).sort()).toEqual([
      '/',
      '/description',
      '/gateways/skimmed',
      '/hardware',
      '/mixnodes/skimmed',
      '/stats',
    ]);
    for (const endpoint of redirects) {
      const target = byId.get(endpoint.redirectTo!);
      expect(target?.api, endpoint.id).toBe(endpoint.api);
      expect(['current', 'unstable'], endpoint.id).toContain(target?.status);
    }
    for (const endpoint of [...REGISTRY.endpoints, ...REGISTRY.pathlessEndpoints].filter((entry) => entry.replacedBy)) {
      expect(byId.has(endpoint.replacedBy!), endpoint.id).toBe(true);
    }
    expect(byPath('/').redirectTo).toBe('get-swagger');
    expect(byPath('/issued-ticketbooks-challenge').replacedBy).toBe('get-issued-ticketbooks-challenge-commitment');
  });

  it('names only releases that are release files, and each endpoint has the release that retired it', () => {
    expect(releasesNamed(REGISTRY).filter((named) => !releaseSlugs.has(named.release))).toEqual([]);
    for (const endpoint of [...REGISTRY.endpoints, ...REGISTRY.pathlessEndpoints]) {
      expect(endpoint.releases.length, endpoint.id).toBeGreaterThan(0);
      const changes = endpoint.releases.map((ref) => ref.change);
      if (endpoint.status === 'removed') expect(changes, endpoint.id).toContain('removed');
      if (endpoint.status === 'deprecated') expect(changes, endpoint.id).toContain('deprecated');
      if (endpoint.status === 'redirect') expect(changes, endpoint.id).toContain('redirected');
    }
  });

  it('knows every path a changelog item names, so the links both ways resolve', () => {
    const named = releases.flatMap((release) =>
      release.items.flatMap((item) => item.endpoints.map((endpoint) => `${release.slug} ${item.anchor} ${endpoint}`)),
    );
    expect(named.length).toBeGreaterThan(15);
    expect(named.filter((entry) => !endpointAnchor(entry.split(' ')[2]))).toEqual([]);
  });

  it('gives each entry a unique id that is its anchor, and endpointAnchor finds it from the changelog', () => {
    const ids = [...REGISTRY.endpoints, ...REGISTRY.pathlessEndpoints].map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(endpointAnchor('/v1/nym-nodes/described')).toBe(
      '/apis/validator-rest-api/mainnet#get-v1-nym-nodes-described',
    );
    expect(endpointAnchor('/load')).toBe('/apis/validator-sidecar-api/mainnet#get-load');
    expect(endpointAnchor('/')).toBe('/apis/validator-rest-api/mainnet#get-root');
    // As the notes may write them: a query string, a placeholder in angle brackets.
    expect(endpointAnchor('/api/v1/auxiliary-details?output=json')).toBe(
      '/apis/validator-sidecar-api/mainnet#get-api-v1-auxiliary-details',
    );
    expect(endpointAnchor('/api/v1/status/gateway/<IDENTITY>/avg_uptime')).toBe(
      '/apis/validator-rest-api/mainnet#get-api-v1-status-gateway-identity-avg-uptime',
    );
    expect(endpointAnchor('/no/such/path')).toBeUndefined();
  });
});

/**
 * The slugs the release files give in their front matter (releases/*.mdx), read here rather than through the site's own
 * loader.
 */
const RELEASES_DIR = path.join(__dirname, '../../releases');
const RELEASE_FILE_SLUGS: ReadonlySet<string> = new Set(
  readdirSync(RELEASES_DIR)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(RELEASES_DIR, name), 'utf8'))?.[1];
      const slug = frontMatter === undefined ? undefined : (yaml.load(frontMatter) as {slug?: unknown}).slug;
      if (typeof slug !== 'string' || slug === '') throw new Error(`releases/${name}: no slug in its front matter`);
      return slug;
    }),
);

/** A deep copy of the registry's source lists, to check as they are or to break on purpose. */
const registryInput = () =>
  structuredClone({
    endpoints: ENDPOINTS,
    pathlessEndpoints: PATHLESS_ENDPOINTS,
    contractMessages: CONTRACT_MESSAGES,
    entities: ENTITIES,
  }) as Required<RegistryInput>;

/**
 * Every problem of a registry, by a check written apart from validateRegistry:
 * each entry against its zod schema, ids unique across endpoints with and
 * without a path, every release slug named by a release file, every
 * replacedBy and redirectTo naming an entry that exists; then whatever
 * validateRegistry itself reports. Empty when the registry is sound.
 */
function registryProblems(input: Required<RegistryInput>, releaseSlugs: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const parse = <T>(
    kind: string,
    schema: {
      safeParse(
        raw: unknown,
      ): {success: true; data: T} | {success: false; error: {issues: {path: PropertyKey[]; message: string}[]}};
    },
    raws: unknown[],
  ): T[] =>
    raws.flatMap((raw, index) => {
      const result = schema.safeParse(raw);
      if (result.success) return [result.data];
      for (const issue of result.error.issues)
        problems.push(
          `schema: ${kind} #${index + 1}, field ${issue.path.map(String).join('.') || '(entry)'}: ${issue.message}`,
        );
      return [];
    });
  const endpoints = parse('endpoint', endpointSchema, input.endpoints);
  const pathlessEndpoints = parse('pathless endpoint', pathlessEndpointSchema, input.pathlessEndpoints);
  const contractMessages = parse('contract message', contractMessageSchema, input.contractMessages);
  const entities = parse('entity', entitySchema, input.entities);

  const all = [...endpoints, ...pathlessEndpoints];
  const uses = new Map<string, number>();
  for (const entry of all) uses.set(entry.id, (uses.get(entry.id) ?? 0) + 1);
  for (const [id, count] of uses) if (count > 1) problems.push(`id "${id}" is used ${count} times`);

  for (const named of releasesNamed({endpoints, pathlessEndpoints, contractMessages, entities})) {
    if (!releaseSlugs.has(named.release))
      problems.push(`${named.where}: no release file has the slug "${named.release}"`);
  }
  for (const entry of all) {
    if (entry.replacedBy !== undefined && !uses.has(entry.replacedBy))
      problems.push(`endpoint "${entry.id}": replacedBy points at "${entry.replacedBy}", which no entry has`);
  }
  for (const entry of endpoints) {
    if (entry.redirectTo !== undefined && !uses.has(entry.redirectTo))
      problems.push(`endpoint "${entry.id}": redirectTo points at "${entry.redirectTo}", which no entry has`);
  }
  try {
    validateRegistry(input);
  } catch (error) {
    if (!(error instanceof RegistryError)) throw error;
    problems.push(...error.problems.map((problem) => `validateRegistry: ${problem}`));
  }
  return problems;
}

describe('validation of a malformed registry', () => {
  const valid = ENDPOINTS[0] as Endpoint;
  const check =
    (
      endpoints: unknown[],
      extra: {pathlessEndpoints?: unknown[]; contractMessages?: unknown[]; entities?: unknown[]} = {},
    ) =>
    () =>
      validateRegistry({
        endpoints,
        pathlessEndpoints: extra.pathlessEndpoints ?? [],
        contractMessages: extra.contractMessages ?? [],
        entities: extra.entities ?? ENTITIES,
      });

  it('accepts the registry as it is: every entry parses, ids are unique, every release and target it names exists', () => {
    const input = registryInput();
    expect(registryProblems(input, RELEASE_FILE_SLUGS)).toEqual([]);
    // The checks above had something to check: every release file gave a slug, and the registry names releases,
    // redirects and replacements.
    const files = readdirSync(RELEASES_DIR).filter((name) => name.endsWith('.mdx'));
    expect(RELEASE_FILE_SLUGS.size).toBe(files.length);
    expect(releasesNamed(validateRegistry(input)).length).toBeGreaterThanOrEqual(input.endpoints.length);
    expect(input.endpoints.some((entry) => (entry as {redirectTo?: string}).redirectTo)).toBe(true);
    expect(
      [...input.endpoints, ...input.pathlessEndpoints].some((entry) => (entry as {replacedBy?: string}).replacedBy),
    ).toBe(true);
    // validateRegistry keeps every entry: nothing was dropped on the way to REGISTRY.
    expect(REGISTRY.endpoints.map((endpoint) => endpoint.id)).toEqual(
      input.endpoints.map((entry) => (entry as {id: string}).id),
    );
    expect(REGISTRY.pathlessEndpoints).toHaveLength(input.pathlessEndpoints.length);
  });

  it('rejects a broken copy of the registry with the same check, one problem per breakage', () => {
    const withOne = (change: (copy: Required<RegistryInput>) => void) => {
      const copy = registryInput();
      change(copy);
      return registryProblems(copy, RELEASE_FILE_SLUGS);
    };
    type Entry = Record<string, unknown> & {id: string};
    const entries = (copy: Required<RegistryInput>) => copy.endpoints as Entry[];
    const firstWith = (copy: Required<RegistryInput>, key: string) =>
      [...entries(copy), ...(copy.pathlessEndpoints as Entry[])].find((entry) => entry[key])!;
    // An id used twice.
    expect(withOne((copy) => copy.pathlessEndpoints.push({...(copy.pathlessEndpoints[0] as Entry)}))).toEqual(
      expect.arrayContaining([`id "${(PATHLESS_ENDPOINTS[0] as Entry).id}" is used 2 times`]),
    );
    // A release that no release file has.
    expect(
      withOne((copy) => (entries(copy)[0].releases = [{release: 'v209901-nowhere', change: 'introduced'}])),
    ).toEqual([
      `endpoint "${(ENDPOINTS[0] as Entry).id}", field releases: no release file has the slug "v209901-nowhere"`,
    ]);
    expect(withOne((copy) => ((copy.contractMessages[0] as Entry).release = 'v209901-nowhere'))).toEqual([
      `contract message "${CONTRACT_MESSAGES[0].name}", field release: no release file has the slug "v209901-nowhere"`,
    ]);
    // A replacement and a redirect that point at nothing.
    expect(withOne((copy) => (firstWith(copy, 'replacedBy').replacedBy = 'get-nothing'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/replacedBy points at "get-nothing", which no entry has/)]),
    );
    expect(withOne((copy) => (firstWith(copy, 'redirectTo').redirectTo = 'get-nothing'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/redirectTo points at "get-nothing", which no entry has/)]),
    );
    // An entry its schema refuses.
    expect(withOne((copy) => (entries(copy)[0].status = 'gone'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^schema: endpoint #1, field status: /)]),
    );
    // And the unbroken copy still passes, so each problem above came from its one change.
    expect(withOne(() => undefined)).toEqual([]);
  });

  it('names the id, the field and the reason', () => {
    expect(check([{...valid, id: 'Bad Id', status: 'redirect'}])).toThrow(
      /endpoint "Bad Id", field id: lower-case words[\s\S]*endpoint "Bad Id", field redirectTo: a redirect needs the id of its target/,
    );
    expect(check([{...valid, status: 'gone'}])).toThrow(/endpoint "get-v1-nym-nodes-described", field status:/);
    expect(check([{...valid, path: '/v1/nym-nodes/{node_id}'}])).toThrow(
      /endpoint "get-v1-nym-nodes-described", field pathParams: the path has \{node_id\} but pathParams declares \[\]/,
    );
    expect(
      check([
        {...valid, query: [{name: 'output', type: 'string', values: ['json'], default: 'xml', description: 'Format.'}]},
      ]),
    ).toThrow(/field query\.0\.default: "xml" is not one of the values/);
    expect(check([{...valid, notes: ['fast']}])).toThrow(/endpoint "get-v1-nym-nodes-described", field notes\.0:/);
    expect(check([{...valid, replacedBy: 'get-v1-nym-nodes-bonded'}])).toThrow(
      /field replacedBy: only a deprecated or removed endpoint has a replacement/,
    );
    expect(check([{...valid, releases: []}])).toThrow(/field releases: name at least one release/);
    expect(check([{...valid, status: 'removed'}])).toThrow(
      /field releases: a removed endpoint needs the release that removed it/,
    );
    expect(check([{...valid, description: ' padded '}])).toThrow(/field description: no spaces at either end/);
    expect(check([{...valid, response: 'Nothing'}])).toThrow(/field response: no entity is named "Nothing"/);
    expect(check([{...valid, colour: 'red'}])).toThrow(
      /endpoint "get-v1-nym-nodes-described", field \(entry\):.*colour/,
    );
    expect(check([{path: '/x'}])).toThrow(/endpoint "#1", field id:/);
  });

  it('checks what one entry cannot: unique ids and routes, targets that exist and serve', () => {
    expect(check([valid, valid])).toThrow(
      /field id: used twice[\s\S]*field path: GET \/v1\/nym-nodes\/described is listed twice/,
    );
    expect(check([{...valid, status: 'redirect', redirectTo: 'get-nothing'}])).toThrow(
      /field redirectTo: no entry with a path has the id "get-nothing"/,
    );
    const other = {...ENDPOINTS.find((endpoint) => endpoint.path === '/load')!};
    expect(check([other, {...valid, status: 'redirect', redirectTo: 'get-load'}])).toThrow(
      /field redirectTo: "get-load" belongs to another API \(validator-sidecar-api\)/,
    );
    const gone = {
      ...valid,
      id: 'get-gone',
      path: '/gone',
      status: 'removed',
      releases: [{release: 'v20256-chuckles', change: 'removed'}],
    };
    expect(
      check([
        gone,
        {
          ...valid,
          status: 'deprecated',
          replacedBy: 'get-gone',
          releases: [{release: 'v202413-magura', change: 'deprecated'}],
        },
      ]),
    ).toThrow(/field replacedBy: "get-gone" is removed too/);
    expect(check([], {pathlessEndpoints: [{...PATHLESS_ENDPOINTS[0], status: 'redirect'}]})).toThrow(
      /endpoint "unstable-tested-nodes", field status:/,
    );
  });

  it('checks contract messages and entities the same way', () => {
    expect(
      check([], {
        contractMessages: [
          {name: 'bond', contract: 'mixnet', status: 'added', release: 'v202413-magura', description: 'Bonds.'},
        ],
      }),
    ).toThrow(/contract message "bond", field name: a single message is named in PascalCase/);
    expect(
      check([], {
        contractMessages: [
          {name: 'Bond', contract: 'vesting', status: 'added', release: 'v202413-magura', description: 'Bonds.'},
        ],
      }),
    ).toThrow(/contract message "Bond", field contract:/);
    expect(check([], {entities: [{name: 'Node', title: 'Node', description: 'A node.', fields: []}]})).toThrow(
      /entity "Node", field fields: an entity lists at least one field/,
    );
    expect(
      check([], {
        entities: [
          {
            name: 'Node',
            title: 'Node',
            description: 'A node.',
            fields: [
              {name: 'a', type: 'string'},
              {name: 'a', type: 'string'},
            ],
          },
        ],
      }),
    ).toThrow(/entity "Node", field fields\.1\.name: "a" is listed twice/);
  });

  it('throws a RegistryError that lists every problem', () => {
    try {
      check([
        {...valid, id: 'X'},
        {...valid, description: ''},
      ])();
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RegistryError);
      expect((error as RegistryError).problems.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('the base URLs the API pages print', () => {
  it("are the source's default address per network where it gives one, the placeholder form elsewhere", () => {
    const defaultOf = (service: string, network: string) =>
      SOURCE_HOSTS.find(
        (host) => host.api === service && host.network === network && host.key === 'NYM_API',
      )?.url?.replace(/\/$/, '');
    expect(publicBaseUrl('validator-rest-api', 'mainnet')).toBe(defaultOf('nym-api', 'mainnet'));
    expect(publicBaseUrl('validator-rest-api', 'sandbox')).toBe(defaultOf('nym-api', 'sandbox'));
    expect(publicBaseUrl('validator-rest-api', 'mainnet')).toMatch(/^https:\/\/[^<>]+$/);
    // A node's own API has no public host: it is the node's address.
    expect(publicBaseUrl('validator-sidecar-api', 'mainnet')).toBe(baseUrl('validator-sidecar-api', 'mainnet'));
  });
});
