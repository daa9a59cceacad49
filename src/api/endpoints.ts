/**
 * A first registry of the endpoints the release notes name, per API. Each
 * entry links to the release that introduced or changed it (its changelog
 * anchor). The API pages render it; nothing here is fetched at render time.
 */
export type ApiId = 'validator-rest-api' | 'validator-sidecar-api' | 'node-status-api' | 'explorer-api';
export type EndpointStatus = 'current' | 'unstable' | 'deprecated' | 'removed' | 'redirect';

export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  status: EndpointStatus;
  /** Changelog anchor of the release that introduced or last changed it. */
  release: string;
  note?: string;
}

export const APIS: Record<ApiId, {title: string; description: string; endpoints: Endpoint[]}> = {
  'validator-rest-api': {
    title: 'Directory API (nym-api)',
    description: 'The directory that validators run: nodes, roles, performance, ecash and chain status.',
    endpoints: [
      {method: 'GET', path: '/v1/nym-nodes/described', status: 'current', release: 'v202413-magura', note: 'largest response; see the sizes on the introduction'},
      {method: 'GET', path: '/v1/nym-nodes/bonded', status: 'current', release: 'v202413-magura'},
      {method: 'GET', path: '/v1/nym-nodes/annotation/{node_id}', status: 'current', release: 'v202413-magura'},
      {method: 'GET', path: '/v1/nym-nodes/performance/{node_id}', status: 'current', release: 'v202413-magura'},
      {method: 'GET', path: '/v1/nym-nodes/performance-history/{node_id}', status: 'current', release: 'v202413-magura', note: 'performance from 0 to 1'},
      {method: 'GET', path: '/v1/nym-nodes/uptime-history/{node_id}', status: 'current', release: 'v202413-magura', note: 'uptime from 0 to 100'},
      {method: 'GET', path: '/v1/nym-nodes/historical-performance/{node_id}', status: 'current', release: 'v202413-magura', note: 'performance on a given date'},
      {method: 'GET', path: '/v1/nym-nodes/rewarded-set', status: 'current', release: 'v202413-magura'},
      {method: 'GET', path: '/v3/nym-nodes', status: 'current', release: 'v20255-chokito', note: 'extended information from the local database, cached'},
      {method: 'GET', path: '/v1/unstable/nym-nodes/noise', status: 'unstable', release: 'v202413-magura'},
      {method: 'GET', path: '/v1/unstable/nym-nodes/skimmed', status: 'unstable', release: 'v202413-magura', note: '`exit` parameter, `no-legacy` flag'},
      {method: 'GET', path: '/v1/unstable/nym-nodes/skimmed/active', status: 'unstable', release: 'v202413-magura'},
      {method: 'GET', path: '/v1/unstable/nym-nodes/skimmed/mixnodes/active', status: 'unstable', release: 'v202413-magura'},
      {method: 'GET', path: '/v1/unstable/nym-nodes/skimmed/entry-gateways/all', status: 'unstable', release: 'v202413-magura'},
      {method: 'GET', path: '/v1/unstable/nym-nodes/skimmed/exit-gateways/all', status: 'unstable', release: 'v202413-magura'},
      {method: 'GET', path: '/api/v1/unstable/nym-nodes/semi-skimmed', status: 'unstable', release: 'v20254-dorina', note: 'optional epoch id; response may carry a status'},
      {method: 'GET', path: '/v1/ecash/aggregated-coin-indices-signatures', status: 'current', release: 'v202510-brie'},
      {method: 'GET', path: '/v1/network/chain-status', status: 'current', release: 'v20254-dorina', note: 'current block, cached'},
      {method: 'GET', path: '/api/v1/network/nym-contracts-detailed', status: 'current', release: 'v20246-chomp', note: 'build branch and Rust versions'},
      {method: 'GET', path: '/issued-ticketbooks-count', status: 'current', release: 'v20256-chuckles'},
      {method: 'GET', path: '/issued-ticketbooks-for-count/{expiration_date}', status: 'current', release: 'v20256-chuckles'},
      {method: 'GET', path: '/issued-ticketbooks-on-count/{issuance_date}', status: 'current', release: 'v20256-chuckles'},
      {method: 'GET', path: '/issued-ticketbooks-challenge-commitment', status: 'current', release: 'v20256-chuckles'},
      {method: 'GET', path: '/issued-ticketbooks-data', status: 'current', release: 'v20256-chuckles', note: 'may need several calls'},
      {method: 'GET', path: '/issued-ticketbooks-challenge', status: 'removed', release: 'v20256-chuckles'},
      {method: 'GET', path: '/v1/mixnodes', status: 'deprecated', release: 'v202413-magura', note: 'legacy data only'},
      {method: 'GET', path: '/v1/gateways', status: 'deprecated', release: 'v202413-magura', note: 'legacy data only'},
      {method: 'GET', path: '/mixnodes/skimmed', status: 'redirect', release: 'v202413-magura', note: 'to the active variant'},
      {method: 'GET', path: '/gateways/skimmed', status: 'redirect', release: 'v202413-magura', note: 'to entry-gateways/skimmed/all, unwrapped'},
      {method: 'GET', path: '/api/v1/status/gateway/{identity}/avg_uptime', status: 'current', release: 'v20245-ragusa', note: 'ignores the blacklist'},
      {method: 'GET', path: '/', status: 'redirect', release: 'v202413-magura', note: 'to /swagger'},
    ],
  },
  'validator-sidecar-api': {
    title: "The node's own HTTP API",
    description: 'What every nym-node serves on its HTTP port, read by the directory and by operators.',
    endpoints: [
      {method: 'GET', path: '/api/v1/description', status: 'current', release: 'v20243-eclipse', note: 'replaces /description'},
      {method: 'GET', path: '/api/v1/system-info', status: 'current', release: 'v20243-eclipse', note: 'replaces /hardware'},
      {method: 'GET', path: '/api/v1/metrics/mixing', status: 'current', release: 'v20243-eclipse', note: 'replaces /stats'},
      {method: 'GET', path: '/api/v1/auxiliary-details', status: 'current', release: 'v20245-ragusa', note: 'accepted_toc, location; ?output=json'},
      {method: 'GET', path: '/api/v1/gateway/client-interfaces', status: 'current', release: 'v202411-wedel', note: 'wireguard object above websocket details'},
      {method: 'GET', path: '/load', status: 'current', release: 'v20252-hu', note: 'total, machine, network tiers'},
      {method: 'GET', path: '/metrics/mixing', status: 'deprecated', release: 'v20251-reeses'},
      {method: 'GET', path: '/metrics/packet-stats', status: 'current', release: 'v20251-reeses'},
      {method: 'GET', path: '/metrics/sessions', status: 'current', release: 'v20251-reeses', note: 'scraped by the node status API; kept one year'},
      {method: 'GET', path: '/api/v1/metrics/wireguard-stats', status: 'current', release: 'v20251-reeses', note: 'total bytes sent and received'},
      {method: 'GET', path: '/api/v1/metrics/prometheus', status: 'current', release: 'v20251-reeses', note: '37 new data points'},
    ],
  },
  'node-status-api': {
    title: 'Node status API',
    description: "The service that tests and scrapes nodes and serves their status; its agents authenticate with a registered key and sign each request.",
    endpoints: [
      {method: 'GET', path: '/metrics/sessions', status: 'current', release: 'v20251-reeses', note: 'what it scrapes from each node'},
    ],
  },
  'explorer-api': {
    title: 'Explorer API',
    description: 'The data behind the network explorer.',
    endpoints: [
      {method: 'GET', path: 'nym-node list', status: 'current', release: 'v202414-crunch', note: 'exact path not given in the notes'},
      {method: 'GET', path: 'nym-node by id', status: 'current', release: 'v202414-crunch', note: 'with account balance, delegations, rewarding and vesting'},
    ],
  },
};
