import type {ApiId, EndpointInput, PathlessEndpointInput, PathParamInput, QueryParamInput, ReleaseRef} from './schema';

/**
 * Every endpoint the release notes name (SPEC §7), per API, with the releases
 * that introduced, changed, deprecated, removed or redirected it. Facts only:
 * what the notes do not say (request and response bodies, a parameter's type)
 * stays out, and the remarks say so where a reader would look for it.
 * Descriptions are ours, written from the facts.
 */

const MAGURA = 'v202413-magura';
const BRIE = 'v202510-brie';
const DORINA = 'v20254-dorina';
const CHUCKLES = 'v20256-chuckles';
const REESES = 'v20251-reeses';
const ECLIPSE = 'v20243-eclipse';

const introduced = (release: string): ReleaseRef => ({release, change: 'introduced'});
const changed = (release: string): ReleaseRef => ({release, change: 'changed'});
const deprecated = (release: string): ReleaseRef => ({release, change: 'deprecated'});
const removed = (release: string): ReleaseRef => ({release, change: 'removed'});
const redirected = (release: string): ReleaseRef => ({release, change: 'redirected'});

const NODE_ID: PathParamInput = {name: 'node_id', type: 'integer', description: 'The node_id the contract gave the node at bonding; it only ever increases.'};

/** nym-api answers in any of three formats since v2025.10-brie (PR 5745), chosen per request. */
const OUTPUT: QueryParamInput = {
  name: 'output',
  type: 'string',
  values: ['json', 'bincode', 'yaml'],
  default: 'json',
  release: BRIE,
  description: 'Format of the response; leave it out for JSON.',
};

type Spec = Omit<EndpointInput, 'id' | 'api' | 'method'> & {
  method?: EndpointInput['method'];
  /** false for routes that are not data (the interactive docs): no output format, no compression note. */
  formats?: boolean;
};

/** Ids are the method and path as anchor words: GET /v1/nym-nodes/{node_id} → get-v1-nym-nodes-node-id; the root path is get-root. */
export function endpointId(method: string, path: string): string {
  const words = path
    .replace(/[{}]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${method.toLowerCase()}-${words || 'root'}`;
}

function entries(api: ApiId, specs: Spec[], decorate: (spec: Spec) => Spec = (spec) => spec): EndpointInput[] {
  return specs.map((raw) => {
    const {method = 'GET', formats: _formats, ...spec} = decorate(raw);
    return {id: endpointId(method, spec.path), api, method, ...spec};
  });
}

/**
 * Every nym-api route that returns data takes the output parameter (v2025.10-brie)
 * and compresses on request (v2025.4-dorina, PR 5451): the notes state both
 * for the API as a whole, so they are added here rather than retyped per route.
 */
function nymApiDefaults(spec: Spec): Spec {
  const serves = spec.status !== 'redirect' && spec.status !== 'removed' && spec.formats !== false;
  if (!serves) return spec;
  return {...spec, query: [OUTPUT, ...(spec.query ?? [])], notes: [...(spec.notes ?? []), 'gzip']};
}

const directory = entries(
  'validator-rest-api',
  [
    // nym-node routes of Directory Services v2.1 (v2024.13-magura), all GET.
    {path: '/v1/nym-nodes/described', pathParams: [], status: 'current', releases: [introduced(MAGURA), changed(BRIE)], notes: ['paginated-wrapper'], description: 'What every nym-node says about itself through its self-described API; the largest of the responses measured in v2025.10-brie.'},
    {path: '/v1/nym-nodes/bonded', status: 'current', releases: [introduced(MAGURA)], notes: ['paginated-wrapper'], description: 'The bond of every nym-node: identity key, host and optional HTTP port.'},
    {path: '/v1/nym-nodes/annotation/{node_id}', pathParams: [NODE_ID], status: 'current', releases: [introduced(MAGURA)], description: "The directory's annotation of one node."},
    {path: '/v1/nym-nodes/performance/{node_id}', pathParams: [NODE_ID], status: 'current', releases: [introduced(MAGURA)], description: 'Current performance of one node, a number from 0 to 1.'},
    {path: '/v1/nym-nodes/performance-history/{node_id}', pathParams: [NODE_ID], status: 'current', releases: [introduced(MAGURA)], notes: ['paginated-wrapper'], description: 'Past performance of one node, each value from 0 to 1.'},
    {path: '/v1/nym-nodes/uptime-history/{node_id}', pathParams: [NODE_ID], status: 'current', releases: [introduced(MAGURA)], notes: ['paginated-wrapper'], description: 'Past uptime of one node, each value from 0 to 100.'},
    {
      path: '/v1/nym-nodes/historical-performance/{node_id}',
      pathParams: [NODE_ID],
      status: 'current',
      releases: [introduced(MAGURA)],
      remarks: ['The notes say it gives the performance on a given date but not how the date is passed, so no parameter is listed for it.'],
      description: 'Performance of one node on a given date.',
    },
    {path: '/v1/nym-nodes/rewarded-set', status: 'current', response: 'RewardedSet', releases: [introduced(MAGURA), changed(BRIE)], description: 'The rewarded set of the epoch, with an explicit count per role.'},
    {path: '/v3/nym-nodes', status: 'current', releases: [introduced('v20255-chokito'), changed('v20257-tex')], notes: ['cached'], remarks: ['Since v2025.7-tex the nodes come with geographic data.'], description: "Extended information on the nodes, read from the directory's local database."},

    // Unstable routes of v2024.13-magura.
    {path: '/v1/unstable/nym-nodes/noise', status: 'unstable', releases: [introduced(MAGURA)], description: 'Noise details of the nodes.'},
    {
      path: '/v1/unstable/nym-nodes/skimmed',
      status: 'unstable',
      releases: [introduced(MAGURA)],
      query: [
        {name: 'exit', type: 'unspecified', description: 'Named in the notes without what it selects or what value it takes.'},
        {name: 'no-legacy', type: 'boolean', description: 'A flag to leave legacy (not migrated) nodes out.'},
      ],
      notes: ['paginated-wrapper'],
      remarks: ['Without either parameter it lists every node.'],
      description: 'A skimmed (short) description of each node.',
    },
    {path: '/v1/unstable/nym-nodes/skimmed/active', status: 'unstable', releases: [introduced(MAGURA), changed(BRIE)], notes: ['paginated-wrapper', 'expires-header'], description: 'Short descriptions of the nodes active this epoch.'},
    {path: '/v1/unstable/nym-nodes/skimmed/mixnodes/active', status: 'unstable', releases: [introduced(MAGURA), changed(BRIE)], notes: ['paginated-wrapper', 'expires-header'], description: 'Short descriptions of the nodes mixing this epoch.'},
    {path: '/v1/unstable/nym-nodes/skimmed/mixnodes/all', status: 'unstable', releases: [introduced(MAGURA)], notes: ['paginated-wrapper'], description: 'Short descriptions of every node able to mix.'},
    {path: '/v1/unstable/nym-nodes/skimmed/entry-gateways/active', status: 'unstable', releases: [introduced(MAGURA), changed(BRIE)], notes: ['paginated-wrapper', 'expires-header'], description: 'Short descriptions of the entry gateways of this epoch.'},
    {path: '/v1/unstable/nym-nodes/skimmed/entry-gateways/all', status: 'unstable', releases: [introduced(MAGURA), changed(BRIE)], notes: ['paginated-wrapper'], description: 'Short descriptions of every node able to act as an entry gateway.'},
    {path: '/v1/unstable/nym-nodes/skimmed/exit-gateways/active', status: 'unstable', releases: [introduced(MAGURA), changed(BRIE)], notes: ['paginated-wrapper', 'expires-header'], description: 'Short descriptions of the exit gateways of this epoch.'},
    {path: '/v1/unstable/nym-nodes/skimmed/exit-gateways/all', status: 'unstable', releases: [introduced(MAGURA)], notes: ['paginated-wrapper'], description: 'Short descriptions of every node able to act as an exit gateway.'},
    {
      path: '/api/v1/unstable/nym-nodes/semi-skimmed',
      status: 'unstable',
      releases: [changed(DORINA)],
      query: [{name: 'epoch_uid', type: 'unspecified', description: 'Optional: the epoch to describe the nodes for.'}],
      remarks: ['Since v2025.4-dorina the node descriptions carry the interval they belong to, and the response may carry a status.', 'The notes do not say which release added the route.'],
      description: 'Node descriptions with more detail than the skimmed routes.',
    },

    // Ecash, network and account routes.
    {path: '/v1/ecash/aggregated-coin-indices-signatures', status: 'current', releases: [changed(BRIE)], remarks: ['Its sizes in each format are in the response-size table of v2025.10-brie.'], description: 'The aggregated signatures on coin indices that ecash needs.'},
    {path: '/v1/network/chain-status', status: 'current', releases: [introduced(DORINA), changed(BRIE)], notes: ['cached'], description: 'Information on the current block of the chain.'},
    {path: '/api/v1/network/nym-contracts-detailed', status: 'current', releases: [changed('v20246-chomp')], remarks: ['Since v2024.6-chomp each contract comes with its build information, including the branch and the Rust version it was built with.'], description: 'The network contracts and how each was built.'},
    {path: '/account/{address}', pathParams: [{name: 'address', type: 'string', description: 'The account address to look up.'}], status: 'current', releases: [introduced('v20259-appenzeller')], description: 'Data about one account.'},
    {path: '/health', status: 'current', releases: [changed(DORINA)], remarks: ['Since v2025.4-dorina it also reports whether the API has stalled.'], description: 'Whether the API is healthy.'},
    {path: '/mixnodes/stats', status: 'current', releases: [changed(DORINA)], remarks: ['Since v2025.4-dorina the figures include nym-nodes, not only legacy mixnodes.'], description: 'Statistics of the mixing nodes.'},
    {path: '/api/v1/gateways/described', status: 'current', releases: [changed('v202411-wedel')], remarks: ['Since v2024.11-wedel each gateway shows a wireguard object (port and public key) above its websocket details.', 'See also /gateways/described, which v2024.13-magura deprecated; the notes do not say whether the two are one route.'], description: 'Gateways as they describe themselves.'},
    {
      path: '/api/v1/status/gateway/{identity}/avg_uptime',
      pathParams: [{name: 'identity', type: 'string', description: "The gateway's identity key."}],
      status: 'current',
      releases: [changed('v20245-ragusa')],
      notes: ['ignores-blacklist'],
      remarks: ['Since v2024.5-ragusa it answers for blacklisted gateways too.'],
      description: 'Average uptime of one gateway.',
    },

    // Ticketbook routes of v2025.6-chuckles (PR 5619).
    {path: '/issued-ticketbooks-count', status: 'current', releases: [introduced(CHUCKLES)], description: 'How many ticketbooks were issued.'},
    {path: '/issued-ticketbooks-for-count/{expiration_date}', pathParams: [{name: 'expiration_date', type: 'string', description: 'The expiration date to count for; the notes do not give its format.'}], status: 'current', releases: [introduced(CHUCKLES)], description: 'How many issued ticketbooks expire on a date.'},
    {path: '/issued-ticketbooks-on-count/{issuance_date}', pathParams: [{name: 'issuance_date', type: 'string', description: 'The issuance date to count for; the notes do not give its format.'}], status: 'current', releases: [introduced(CHUCKLES)], description: 'How many ticketbooks were issued on a date.'},
    {path: '/issued-ticketbooks-challenge-commitment', status: 'current', releases: [introduced(CHUCKLES)], description: 'The commitment for the challenge over issued ticketbooks.'},
    {path: '/issued-ticketbooks-data', status: 'current', releases: [introduced(CHUCKLES)], notes: ['several-calls'], description: 'The data of issued ticketbooks, a bounded number of values per reply.'},
    {
      path: '/issued-ticketbooks-challenge',
      status: 'removed',
      replacedBy: 'get-issued-ticketbooks-challenge-commitment',
      releases: [removed(CHUCKLES)],
      remarks: ['The count and data routes of the same release took over; read /issued-ticketbooks-data for the values themselves.'],
      description: 'The former one-call challenge over issued ticketbooks.',
    },

    // Legacy routes: deprecated or redirected when nodes became nym-nodes.
    {path: '/mixnodes/described', status: 'deprecated', releases: [changed('v20248-wispa'), deprecated(MAGURA)], notes: ['legacy-only'], remarks: ['Since v2024.8-wispa mixnodes are in the self-described cache.'], description: 'Legacy mixnodes as they describe themselves.'},
    {path: '/gateways/described', status: 'deprecated', releases: [changed(MAGURA), deprecated(MAGURA)], notes: ['legacy-only'], remarks: ['v2024.13-magura also fixed a break in its backwards compatibility (PR 5030).'], description: 'Legacy gateways as they describe themselves.'},
    {
      path: '/v1/mixnodes',
      status: 'deprecated',
      releases: [deprecated(MAGURA)],
      notes: ['legacy-only'],
      remarks: ['It stands for the whole family of legacy mixnode routes.', 'The notes name no one-to-one replacement; the /v1/nym-nodes routes of the same release describe nym-nodes.'],
      description: 'Legacy mixnodes.',
    },
    {
      path: '/v1/gateways',
      status: 'deprecated',
      releases: [changed(MAGURA), deprecated(MAGURA)],
      notes: ['legacy-only'],
      remarks: ['It stands for the whole family of legacy gateway routes; their responses gained the node_id.', 'v2024.13-magura also fixed the type it returns (PR 4965).'],
      description: 'Legacy gateways.',
    },
    {path: '/v1/status', status: 'deprecated', releases: [deprecated(MAGURA)], notes: ['legacy-only'], remarks: ['It stands for the whole family of legacy status routes.'], description: 'Legacy status reports.'},
    {path: '/mixnodes/skimmed', status: 'redirect', redirectTo: 'get-v1-unstable-nym-nodes-skimmed-mixnodes-active', releases: [redirected(MAGURA)], remarks: ['The notes give this route without a prefix.'], description: 'Leads to the skimmed list of active mixnodes.'},
    {path: '/gateways/skimmed', status: 'redirect', redirectTo: 'get-v1-unstable-nym-nodes-skimmed-entry-gateways-all', releases: [redirected(MAGURA)], remarks: ['The notes give this route without a prefix.', 'The target answers unwrapped.'], description: 'Leads to the skimmed list of every possible entry gateway.'},
    {path: '/', status: 'redirect', redirectTo: 'get-swagger', releases: [redirected(MAGURA)], description: 'The root of nym-api leads to its interactive documentation.'},
    {path: '/swagger', status: 'current', formats: false, releases: [changed(REESES), changed('v20252-hu')], description: 'Interactive documentation of the API.'},
  ],
  nymApiDefaults,
);

const node = entries('validator-sidecar-api', [
  {
    path: '/api/v1/auxiliary-details',
    status: 'current',
    response: 'AuxiliaryDetails',
    releases: [introduced('v20245-ragusa'), changed('v20246-chomp')],
    query: [{name: 'output', type: 'string', example: 'json', description: 'Format of the response; the notes show json.'}],
    remarks: ['Since v2024.6-chomp it says whether the operator accepted the terms and conditions (accepted_toc); later releases report the location only.'],
    description: 'Extra details the node feeds into its self-described API, such as its location.',
  },
  {path: '/api/v1/metrics/mixing', status: 'current', releases: [introduced(ECLIPSE)], description: 'Mixing statistics of the node; takes over from /stats.'},
  {path: '/api/v1/system-info', status: 'current', releases: [introduced(ECLIPSE)], description: 'System information of the node; takes over from /hardware.'},
  {path: '/api/v1/description', status: 'current', releases: [introduced(ECLIPSE)], description: "The node's description; takes over from /description."},
  {path: '/stats', status: 'redirect', redirectTo: 'get-api-v1-metrics-mixing', releases: [redirected(ECLIPSE)], remarks: ['It redirects once the node runs as nym-node.'], description: 'The former mixing statistics route.'},
  {path: '/hardware', status: 'redirect', redirectTo: 'get-api-v1-system-info', releases: [redirected(ECLIPSE)], remarks: ['It redirects once the node runs as nym-node.'], description: 'The former hardware route.'},
  {path: '/description', status: 'redirect', redirectTo: 'get-api-v1-description', releases: [redirected(ECLIPSE)], remarks: ['It redirects once the node runs as nym-node.'], description: 'The former description route.'},
  {path: '/api/v1/gateway/client-interfaces', status: 'current', releases: [changed('v202411-wedel')], remarks: ['Since v2024.11-wedel a wireguard object (port and public key) comes above the websocket details.'], description: 'The interfaces a gateway offers its clients.'},
  {path: '/load', status: 'current', response: 'NodeLoad', releases: [introduced('v20252-hu')], remarks: ['Each of the three values is a tier, from Negligible to AtCapacity; see the Node load entity.'], description: 'How busy the node says it is: a total, a machine and a network value.'},
  {
    path: '/metrics/mixing',
    status: 'deprecated',
    releases: [deprecated(REESES)],
    remarks: ['The notes write it without a prefix; they do not say whether it is the same route as /api/v1/metrics/mixing.'],
    description: 'Mixing metrics of the node; deprecated by the change that added /metrics/packet-stats.',
  },
  {path: '/metrics/packet-stats', status: 'current', releases: [introduced(REESES)], description: 'Packet statistics of the node.'},
  {
    path: '/metrics/sessions',
    status: 'current',
    releases: [introduced(MAGURA)],
    remarks: ["A day's session statistics appear the next UTC day.", 'Since v2025.1-reeses the node status API scrapes it and keeps what it gathers for one year.'],
    description: 'Client session statistics of a gateway.',
  },
  {path: '/api/v1/metrics/wireguard-stats', status: 'current', releases: [introduced(REESES)], description: 'WireGuard traffic: total bytes sent and received.'},
  {
    path: '/api/v1/metrics/prometheus',
    status: 'current',
    releases: [changed(REESES)],
    remarks: ['v2025.1-reeses added 37 data points: mixnet ingress and egress packet counters and rates, client sessions, WireGuard bytes and peers, connections, queue sizes and latency histograms.'],
    description: 'Metrics of the node for Prometheus to scrape.',
  },
]);

export const ENDPOINTS: EndpointInput[] = [...directory, ...node];

/**
 * Endpoints the notes describe without a path. They are listed for what they
 * do, under a label; no path is made up for them.
 */
export const PATHLESS_ENDPOINTS: PathlessEndpointInput[] = [
  {
    id: 'unstable-tested-nodes',
    api: 'validator-rest-api',
    label: 'Tested nodes (unstable)',
    status: 'unstable',
    releases: [introduced('v20245-ragusa')],
    remarks: ['Unlike the wrapped routes, these are paginated.'],
    description: 'Tested nodes with their test routes and partial results, page by page.',
  },
  {
    id: 'node-reports',
    api: 'validator-rest-api',
    label: 'Node reports',
    status: 'current',
    releases: [changed('v20245-ragusa')],
    notes: ['ignores-blacklist'],
    description: 'The report routes of nym-api, beside the average-uptime route; since v2024.5-ragusa they answer for blacklisted nodes too.',
  },
  {
    id: 'unstable-network-monitor-runs',
    api: 'validator-rest-api',
    label: 'Network monitor runs (unstable)',
    status: 'unstable',
    releases: [introduced('v202414-crunch')],
    description: 'Details of the runs of the network monitor.',
  },
  {
    id: 'node-status-agent-requests',
    api: 'node-status-api',
    label: 'Requests from agents',
    status: 'current',
    releases: [introduced('v202414-crunch')],
    remarks: ['The notes give neither the routes nor the bodies.'],
    description: 'What agents send to the node status API: each agent holds a key registered with the service and signs every request with it.',
  },
  ...(
    [
      ['explorer-nym-nodes', 'List of nym-nodes', 'Every nym-node, as the explorer shows them.'],
      ['explorer-nym-node-by-id', 'One nym-node by id', 'One nym-node, looked up by its node id.'],
      ['explorer-account', 'Account balance, delegations, rewarding and vesting', "An account's balance with its delegations, rewards and vesting; the notes do not say whether these are one route or several."],
    ] as const
  ).map(
    ([id, label, description]): PathlessEndpointInput => ({
      id,
      api: 'explorer-api',
      label,
      status: 'removed',
      releases: [introduced('v202414-crunch'), removed('v20258-tourist')],
      description,
    }),
  ),
];
