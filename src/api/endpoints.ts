import type * as z from 'zod';
import type {ApiId, EndpointInput, queryParamSchema, releaseRefSchema} from './schema';

type QueryParam = z.input<typeof queryParamSchema>;
type ReleaseRef = z.input<typeof releaseRefSchema>;

/**
 * Every endpoint the release notes name (SPEC §7), per API, with the
 * releases that brought it in or changed it. Facts only: what the notes do
 * not say (request and response bodies, a release for some routes) stays out.
 */

const OUTPUT: QueryParam = {name: 'output', type: 'string', values: ['json', 'bincode', 'yaml'], default: 'json', description: 'Format of the response.'};
const MAGURA: ReleaseRef[] = [{release: 'v202413-magura', change: 'introduced'}];

type Spec = Omit<EndpointInput, 'id' | 'api' | 'method'> & {method?: EndpointInput['method']};

/** Ids are the method and path as anchor words: GET /v1/nym-nodes/{node_id} → get-v1-nym-nodes-node-id. */
export function endpointId(method: string, path: string): string {
  const words = path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
  return `${method.toLowerCase()}-${words || 'root'}`;
}

function api(id: ApiId, specs: Spec[]): EndpointInput[] {
  return specs.map(({method = 'GET', ...spec}) => ({id: endpointId(method, spec.path), api: id, method, ...spec}));
}

const directory = api('validator-rest-api', [
  {path: '/v1/nym-nodes/described', status: 'current', releases: [...MAGURA, {release: 'v202510-brie', change: 'changed'}], query: [OUTPUT], notes: ['paginated-wrapper', 'output-formats', 'gzip'], description: 'Self-described information of every nym-node; the largest response of the API.'},
  {path: '/v1/nym-nodes/bonded', status: 'current', releases: [...MAGURA], notes: ['paginated-wrapper'], description: 'Bonding information of every nym-node.'},
  {path: '/v1/nym-nodes/annotation/{node_id}', status: 'current', releases: [...MAGURA], description: "The directory's annotation of one node."},
  {path: '/v1/nym-nodes/performance/{node_id}', status: 'current', releases: [...MAGURA], description: 'Current performance of one node, from 0 to 1.'},
  {path: '/v1/nym-nodes/performance-history/{node_id}', status: 'current', releases: [...MAGURA], notes: ['paginated-wrapper'], description: 'Past performance of one node, from 0 to 1.'},
  {path: '/v1/nym-nodes/uptime-history/{node_id}', status: 'current', releases: [...MAGURA], notes: ['paginated-wrapper'], description: 'Past uptime of one node, from 0 to 100.'},
  {path: '/v1/nym-nodes/historical-performance/{node_id}', status: 'current', releases: [], description: 'Performance of one node on a given date.'},
  {path: '/v1/nym-nodes/rewarded-set', status: 'current', releases: [...MAGURA, {release: 'v202510-brie', change: 'changed'}], query: [OUTPUT], notes: ['output-formats', 'gzip'], description: 'The rewarded set, with explicit counts per role.'},
  {path: '/v3/nym-nodes', status: 'current', releases: [{release: 'v20255-chokito', change: 'introduced'}, {release: 'v20257-tex', change: 'changed'}], notes: ['cached'], description: "Extended node information from the directory's local database."},
  {path: '/v1/unstable/nym-nodes/noise', status: 'unstable', releases: [...MAGURA], description: 'Noise keys of the nodes.'},
  {path: '/v1/unstable/nym-nodes/skimmed', status: 'unstable', releases: [...MAGURA], query: [{name: 'exit', type: 'boolean', description: 'Only nodes able to act as exit gateways.'}, {name: 'no-legacy', type: 'boolean', description: 'Leave legacy nodes out.'}], notes: ['paginated-wrapper'], description: 'Basic information of every node.'},
  {path: '/v1/unstable/nym-nodes/skimmed/active', status: 'unstable', releases: [...MAGURA], notes: ['paginated-wrapper'], description: 'Basic information of the nodes active this epoch.'},
  {path: '/v1/unstable/nym-nodes/skimmed/mixnodes/active', status: 'unstable', releases: [...MAGURA, {release: 'v202510-brie', change: 'changed'}], query: [OUTPUT], notes: ['paginated-wrapper', 'output-formats'], description: 'Nodes mixing this epoch.'},
  {path: '/v1/unstable/nym-nodes/skimmed/mixnodes/all', status: 'unstable', releases: [...MAGURA], notes: ['paginated-wrapper'], description: 'Every node able to mix.'},
  {path: '/v1/unstable/nym-nodes/skimmed/entry-gateways/active', status: 'unstable', releases: [...MAGURA], notes: ['paginated-wrapper'], description: 'Entry gateways of this epoch.'},
  {path: '/v1/unstable/nym-nodes/skimmed/entry-gateways/all', status: 'unstable', releases: [...MAGURA, {release: 'v202510-brie', change: 'changed'}], query: [OUTPUT], notes: ['paginated-wrapper', 'output-formats'], description: 'Every node able to act as entry gateway.'},
  {path: '/v1/unstable/nym-nodes/skimmed/exit-gateways/active', status: 'unstable', releases: [...MAGURA], notes: ['paginated-wrapper'], description: 'Exit gateways of this epoch.'},
  {path: '/v1/unstable/nym-nodes/skimmed/exit-gateways/all', status: 'unstable', releases: [...MAGURA], notes: ['paginated-wrapper'], description: 'Every node able to act as exit gateway.'},
  {path: '/api/v1/unstable/nym-nodes/semi-skimmed', status: 'unstable', releases: [], query: [{name: 'epoch_id', type: 'integer', description: 'Epoch to describe; the current one when left out.'}], description: 'More than skimmed, less than described; the response may carry a status.'},
  {path: '/v1/ecash/aggregated-coin-indices-signatures', status: 'current', releases: [{release: 'v202510-brie', change: 'changed'}], query: [OUTPUT], notes: ['output-formats', 'gzip'], description: 'Aggregated signatures on coin indices, for ecash.'},
  {path: '/v1/network/chain-status', status: 'current', releases: [{release: 'v20254-dorina', change: 'introduced'}, {release: 'v202510-brie', change: 'changed'}], query: [OUTPUT], notes: ['cached', 'output-formats'], description: 'Information on the current block of the chain.'},
  {path: '/api/v1/network/nym-contracts-detailed', status: 'current', releases: [{release: 'v20246-chomp', change: 'changed'}], description: 'The contracts with their build information, branch and Rust version included.'},
  {path: '/account/{address}', status: 'current', releases: [{release: 'v20259-appenzeller', change: 'introduced'}], description: 'Balance and holdings of an account.'},
  {path: '/health', status: 'current', releases: [], description: 'Health of the API, with information on stalls.'},
  {path: '/mixnodes/stats', status: 'current', releases: [], description: 'Statistics of mixing nodes, nym-nodes included.'},
  {path: '/mixnodes/described', status: 'deprecated', releases: [{release: 'v20248-wispa', change: 'named'}], notes: ['legacy-only'], description: 'Self-described legacy mixnodes.'},
  {path: '/gateways/described', status: 'deprecated', releases: [{release: 'v20248-wispa', change: 'named'}, {release: 'v202411-wedel', change: 'changed'}], notes: ['legacy-only'], description: 'Self-described legacy gateways.'},
  {path: '/api/v1/gateways/described', status: 'current', releases: [{release: 'v202411-wedel', change: 'changed'}], description: 'Described gateways; the wireguard object (port and public key) comes before the websocket information.'},
  {path: '/api/v1/status/gateway/{identity}/avg_uptime', status: 'current', releases: [{release: 'v20245-ragusa', change: 'changed'}], notes: ['ignores-blacklist'], description: 'Average uptime of a gateway; report endpoints ignore the blacklist.'},
  {path: '/issued-ticketbooks-count', status: 'current', releases: [{release: 'v20256-chuckles', change: 'introduced'}], description: 'How many ticketbooks were issued.'},
  {path: '/issued-ticketbooks-for-count/{expiration_date}', status: 'current', releases: [{release: 'v20256-chuckles', change: 'introduced'}], description: 'How many ticketbooks expire on a date.'},
  {path: '/issued-ticketbooks-on-count/{issuance_date}', status: 'current', releases: [{release: 'v20256-chuckles', change: 'introduced'}], description: 'How many ticketbooks were issued on a date.'},
  {path: '/issued-ticketbooks-challenge-commitment', status: 'current', releases: [{release: 'v20256-chuckles', change: 'introduced'}], description: 'Commitment for the ticketbook challenge.'},
  {path: '/issued-ticketbooks-data', status: 'current', releases: [{release: 'v20256-chuckles', change: 'introduced'}], description: 'Data of issued ticketbooks; a maximum number of values per call may need several calls.'},
  {path: '/issued-ticketbooks-challenge', status: 'removed', replacedBy: 'get-issued-ticketbooks-challenge-commitment', releases: [{release: 'v20256-chuckles', change: 'removed'}], description: 'The former challenge route, replaced by the commitment and data routes.'},
  {path: '/v1/mixnodes', status: 'deprecated', replacedBy: 'get-v1-nym-nodes-described', releases: [{release: 'v202413-magura', change: 'deprecated'}], notes: ['legacy-only'], description: 'Legacy mixnodes; legacy data only.'},
  {path: '/v1/gateways', status: 'deprecated', replacedBy: 'get-v1-nym-nodes-described', releases: [{release: 'v202413-magura', change: 'deprecated'}], notes: ['legacy-only'], description: 'Legacy gateways; legacy data only.'},
  {path: '/v1/status', status: 'deprecated', releases: [{release: 'v202413-magura', change: 'deprecated'}], notes: ['legacy-only'], description: 'Legacy status routes (the whole /v1/status family); legacy data only.'},
  {path: '/mixnodes/skimmed', status: 'redirect', redirectTo: 'get-v1-unstable-nym-nodes-skimmed-mixnodes-active', releases: [{release: 'v202413-magura', change: 'redirected'}], description: 'Redirects to the active mixnodes variant.'},
  {path: '/gateways/skimmed', status: 'redirect', redirectTo: 'get-v1-unstable-nym-nodes-skimmed-entry-gateways-all', releases: [{release: 'v202413-magura', change: 'redirected'}], description: 'Redirects to entry-gateways/skimmed/all, unwrapped.'},
  {path: '/', status: 'redirect', redirectTo: 'get-swagger', releases: [{release: 'v202413-magura', change: 'redirected'}], description: 'The root redirects to the interactive API documentation.'},
  {path: '/swagger', status: 'current', releases: [{release: 'v20251-reeses', change: 'changed'}, {release: 'v20252-hu', change: 'changed'}], description: 'Interactive documentation of the API.'},
]);

const node = api('validator-sidecar-api', [
  {path: '/api/v1/auxiliary-details', status: 'current', releases: [{release: 'v20246-chomp', change: 'changed'}], query: [{...OUTPUT, values: ['json', 'yaml']}], description: 'Auxiliary details: whether the operator accepted the terms, later the location only.'},
  {path: '/api/v1/metrics/mixing', status: 'current', releases: [{release: 'v20243-eclipse', change: 'introduced'}], description: 'Mixing statistics of the node.'},
  {path: '/api/v1/system-info', status: 'current', releases: [{release: 'v20243-eclipse', change: 'introduced'}], description: 'System information (replaces /hardware).'},
  {path: '/api/v1/description', status: 'current', releases: [{release: 'v20243-eclipse', change: 'introduced'}], description: "The node's description (replaces /description)."},
  {path: '/stats', status: 'redirect', redirectTo: 'get-api-v1-metrics-mixing', releases: [{release: 'v20243-eclipse', change: 'redirected'}], description: 'Redirects once the node has migrated.'},
  {path: '/hardware', status: 'redirect', redirectTo: 'get-api-v1-system-info', releases: [{release: 'v20243-eclipse', change: 'redirected'}], description: 'Redirects once the node has migrated.'},
  {path: '/description', status: 'redirect', redirectTo: 'get-api-v1-description', releases: [{release: 'v20243-eclipse', change: 'redirected'}], description: 'Redirects once the node has migrated.'},
  {path: '/api/v1/gateway/client-interfaces', status: 'current', releases: [{release: 'v202411-wedel', change: 'changed'}], description: 'Client interfaces of a gateway; the wireguard object comes before the websocket information.'},
  {path: '/load', status: 'current', releases: [{release: 'v20252-hu', change: 'introduced'}], description: 'Self-reported load: total, machine and network, each a tier.'},
  {path: '/metrics/mixing', status: 'deprecated', releases: [{release: 'v20251-reeses', change: 'deprecated'}], description: 'Former mixing metrics route.'},
  {path: '/metrics/packet-stats', status: 'current', releases: [{release: 'v20251-reeses', change: 'introduced'}], description: 'Packet statistics.'},
  {path: '/metrics/sessions', status: 'current', releases: [{release: 'v202413-magura', change: 'named'}, {release: 'v20251-reeses', change: 'changed'}], description: 'Client sessions; scraped by the node status API, which keeps them one year.'},
  {path: '/api/v1/metrics/wireguard-stats', status: 'current', releases: [{release: 'v20251-reeses', change: 'introduced'}], description: 'WireGuard totals: bytes sent and received.'},
  {path: '/api/v1/metrics/prometheus', status: 'current', releases: [{release: 'v20251-reeses', change: 'introduced'}, {release: 'v202510-brie', change: 'changed'}], description: '37 data points for Prometheus: mixnet packet counters and rates, client sessions, wireguard bytes and peers, connections, queue sizes, latency histograms.'},
]);

/**
 * The explorer API: the notes name new nym-node list and by-id endpoints,
 * account balance, delegations, rewarding and vesting (v2024.14-crunch),
 * and the API's removal (v2025.8-tourist), but no path. With no path to
 * give, the registry holds none; the explorer page says so.
 */
const explorer: EndpointInput[] = [];

export const ENDPOINTS: EndpointInput[] = [...directory, ...node, ...explorer];
