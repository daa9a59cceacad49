import type {RouteKey} from './sourceFacts';

/**
 * One-sentence summaries, in our words, of every route that nym-api, nym-node and node-status-api mount at
 * v2026.9-venaco, and of every route they and the explorer API dropped since v2024.3-eclipse, written from the facts of
 * the source (response and request types, handler names, parameters, tags and notes). Each says what a client
 * gets back or what the call does; whether a route is deprecated or removed is shown elsewhere on the page.
 */
export const ROUTE_SUMMARIES: Record<RouteKey, string> = {
  'nym-api GET /': 'Redirects (303) to the Swagger UI at /swagger.',
  'nym-api GET /api-docs/openapi.json': 'Serves the OpenAPI document of nym-api as JSON.',
  'nym-api GET /swagger': 'Serves the Swagger UI page for browsing the nym-api OpenAPI document.',
  'nym-api GET /swagger/{*rest}':
    'Serves the scripts, styles and other static files that the nym-api Swagger UI page loads.',
  'nym-api GET /v1/api-status/build-information':
    'Build details of the running nym-api binary: version, commit, branch, build time and Rust toolchain.',
  'nym-api GET /v1/api-status/health':
    'Whether this nym-api is up, whether the chain looks synced or stalled, and how many seconds it has been running.',
  'nym-api GET /v1/api-status/signer-information':
    'This nym-api’s ecash signer details: cosmos address, identity, announced address and verification key, if any.',
  'nym-api GET /v1/circulating-supply':
    'Token supply breakdown: total supply, mixmining reserve, vesting tokens and circulating supply, each as a coin.',
  'nym-api GET /v1/circulating-supply/circulating-supply-value': 'The circulating supply alone, as one plain number.',
  'nym-api GET /v1/circulating-supply/total-supply-value': 'The total token supply alone, as one plain number.',
  'nym-api POST /v1/coconut/bandwidth/blind-sign':
    'Returns this signer’s partial blinded signature for a posted coconut bandwidth credential request.',
  'nym-api GET /v1/coconut/bandwidth/epoch-credentials/{epoch}':
    'Credential issuance figures this coconut signer holds for the given DKG epoch.',
  'nym-api POST /v1/coconut/bandwidth/free-pass':
    'Issues a blinded free-pass credential signature to an authorised requester; only signers serve it.',
  'nym-api GET /v1/coconut/bandwidth/free-pass-nonce':
    'The current nonce that a free-pass credential request has to sign.',
  'nym-api GET /v1/coconut/bandwidth/issued-credential/{id}':
    'One bandwidth credential this signer issued, looked up by its numeric id.',
  'nym-api POST /v1/coconut/bandwidth/issued-credentials':
    'The bandwidth credentials this signer issued for the ids listed in the request body.',
  'nym-api POST /v1/coconut/bandwidth/verify-bandwidth-credential':
    'Checks a spent bandwidth credential that a gateway posts and says whether it is valid.',
  'nym-api GET /v1/ecash/aggregated-coin-indices-signatures':
    'Aggregated coin index signatures of the ecash signer group for an epoch, needed to spend tickets.',
  'nym-api GET /v1/ecash/aggregated-expiration-date-signatures':
    'Aggregated expiration date signatures of the ecash signer group for a given date and epoch.',
  'nym-api POST /v1/ecash/batch-redeem-ecash-tickets':
    'Lets a gateway redeem a batch of spent ticket serial numbers under a proposal; says if it was accepted.',
  'nym-api POST /v1/ecash/blind-sign':
    'Returns this signer’s partial blinded signature for a ticketbook request backed by a deposit.',
  'nym-api GET /v1/ecash/double-spending-filter-v1':
    'Meant to return the ecash double-spending filter; the handler answers 410 Gone.',
  'nym-api GET /v1/ecash/epoch-credentials/{epoch}':
    'Credential issuance figures this ecash signer holds for the given DKG epoch.',
  'nym-api GET /v1/ecash/issued-credential/{id}':
    'One credential this ecash signer issued, looked up by its numeric id.',
  'nym-api POST /v1/ecash/issued-credentials':
    'The credentials this ecash signer issued for the ids listed in the request body.',
  'nym-api POST /v1/ecash/issued-ticketbooks-challenge':
    'Answers a challenge about the ticketbooks this signer issued for posted deposits and an expiration date.',
  'nym-api POST /v1/ecash/issued-ticketbooks-challenge-commitment':
    'For posted deposits and an expiration date, a signed commitment with a merkle proof over issued ticketbooks.',
  'nym-api GET /v1/ecash/issued-ticketbooks-count':
    'How many ticketbooks this signer issued per issuance and expiration date, page by page.',
  'nym-api POST /v1/ecash/issued-ticketbooks-data':
    'Signed partial ticketbooks this signer issued for the posted deposits and expiration date.',
  'nym-api GET /v1/ecash/issued-ticketbooks-for-count/{expiration_date}':
    'How many ticketbooks this signer issued that expire on the given date, with a total.',
  'nym-api GET /v1/ecash/issued-ticketbooks-for/{expiration_date}':
    'Signed list of deposits whose ticketbooks expire on the given date, with their merkle root.',
  'nym-api GET /v1/ecash/issued-ticketbooks-on-count/{issuance_date}':
    'How many ticketbooks this signer issued on the given date, with a total.',
  'nym-api GET /v1/ecash/master-verification-key':
    'The master ecash verification key of the signer group, for the current or a given epoch.',
  'nym-api GET /v1/ecash/partial-coin-indices-signatures':
    'This signer’s own partial coin index signatures for an epoch.',
  'nym-api GET /v1/ecash/partial-expiration-date-signatures':
    'This signer’s own partial expiration date signatures for a given date and epoch.',
  'nym-api GET /v1/ecash/signer-status':
    'Signed report of whether this nym-api acts as an ecash signer in the DKG epoch, holds keys, or is disabled.',
  'nym-api POST /v1/ecash/verify-ecash-ticket':
    'Lets a gateway check a spent ecash ticket; returns whether it verified or why it was rejected.',
  'nym-api GET /v1/epoch/current':
    'The current interval and epoch: their ids, when the epoch started, epoch length and epochs per interval.',
  'nym-api GET /v1/epoch/key-rotation-info':
    'Key rotation state and progress, with the current absolute epoch id, its start time and epoch duration.',
  'nym-api GET /v1/epoch/reward_params':
    'Rewarding parameters of the current interval together with the rewarded set size settings.',
  'nym-api GET /v1/gateways': 'Every bonded legacy gateway with its pledge, owner, block height and gateway details.',
  'nym-api GET /v1/gateways/blacklisted':
    'Identity keys of gateways that nym-api holds as blacklisted, or null when there are none.',
  'nym-api GET /v1/gateways/described':
    'Legacy gateways, each bond paired with the self-description the node published.',
  'nym-api GET /v1/legacy/gateways':
    'The count and bond details of legacy gateways still recorded in the mixnet contract, as nym-api caches them.',
  'nym-api GET /v1/legacy/mixnodes':
    'The count and details of legacy mixnodes still recorded in the mixnet contract, as nym-api caches them.',
  'nym-api GET /v1/mixnodes': 'Every bonded legacy mixnode with its bond, rewarding details and assigned layer.',
  'nym-api GET /v1/mixnodes/active': 'Legacy mixnodes in the active set of the current epoch, with their layer.',
  'nym-api GET /v1/mixnodes/active/detailed':
    'Active-set legacy mixnodes, each annotated with performance and stake saturation.',
  'nym-api GET /v1/mixnodes/blacklisted':
    'Ids of legacy mixnodes that nym-api holds as blacklisted, or null when there are none.',
  'nym-api GET /v1/mixnodes/described':
    'Legacy mixnodes, each bond paired with the self-description the node published.',
  'nym-api GET /v1/mixnodes/detailed': 'Every bonded legacy mixnode, annotated with performance and stake saturation.',
  'nym-api GET /v1/mixnodes/rewarded': 'Legacy mixnodes in the rewarded set, with their layer.',
  'nym-api GET /v1/mixnodes/rewarded/detailed':
    'Rewarded-set legacy mixnodes, each annotated with performance and stake saturation.',
  'nym-api GET /v1/names': 'Entries registered in the name service contract.',
  'nym-api GET /v1/network/chain-blocks-status':
    'Signed message with the current time, the newest block nym-api has cached and its view of chain health.',
  'nym-api GET /v1/network/chain-status':
    'Which nyxd endpoint this nym-api talks to, with a detailed status of that chain.',
  'nym-api GET /v1/network/details':
    'The network this nym-api serves: its nyxd endpoint, chain details, contract addresses and API URLs.',
  'nym-api GET /v1/network/nym-contracts': 'Each Nym contract by name, with its address and cw2 contract version.',
  'nym-api GET /v1/network/nym-contracts-detailed':
    'Each Nym contract by name, with its address and full build information.',
  'nym-api GET /v1/network/signers/status':
    'Signed check of all ecash signers as seen by this nym-api: an overview and one result per signer.',
  'nym-api GET /v1/network/signers/status-detailed':
    'Signed check of all ecash signers as seen by this nym-api, with full details for each signer.',
  'nym-api GET /v1/nym-nodes/annotation/{node_id}':
    'What nym-api has annotated for one node: last 24-hour performance, current role and detailed performance.',
  'nym-api GET /v1/nym-nodes/bonded':
    'Every bonded node with its bond information, rewarding details and pending changes, all returned in a single page.',
  'nym-api GET /v1/nym-nodes/described':
    'Self-descriptions of nodes as nym-api last fetched them, in the older V1 shape, all returned in a single page.',
  'nym-api GET /v1/nym-nodes/historical-performance/{node_id}':
    'Performance of one node on the given date, or null when nothing is stored for it.',
  'nym-api GET /v1/nym-nodes/noise':
    'For each node that publishes one, its versioned x25519 noise key with its IP addresses and mix port.',
  'nym-api GET /v1/nym-nodes/performance-history/{node_id}':
    'Daily performance scores of one node, from 0 to 1, with its whole stored history in a single page.',
  'nym-api GET /v1/nym-nodes/performance/{node_id}':
    'Current performance of one node, from 0 to 1, or null when nym-api has none.',
  'nym-api POST /v1/nym-nodes/refresh-described':
    'Lets a node, through a request signed with its identity key, ask nym-api to fetch its self-description again.',
  'nym-api GET /v1/nym-nodes/rewarded-set':
    'The rewarded set of the epoch: ids of entry gateways, exit gateways, the three mixing layers and standby nodes.',
  'nym-api GET /v1/nym-nodes/stake-saturation/{node_id}':
    'Stake saturation of one node, capped and uncapped, as of the last contract cache refresh (Unix time).',
  'nym-api GET /v1/nym-nodes/uptime-history/{node_id}':
    'Daily uptime of one node, from 0 to 100, with its whole stored history in a single page.',
  'nym-api GET /v1/openapi.json': 'Serves the OpenAPI document of the Rocket-based nym-api as JSON.',
  'nym-api GET /v1/services': 'Service providers registered in the service provider directory contract.',
  'nym-api GET /v1/status/config-score-details':
    'The parameters of the config score and the history of nym-node versions it weighs.',
  'nym-api GET /v1/status/gateway/{identity}/avg_uptime':
    'Average uptime and performance of one gateway, by identity key.',
  'nym-api GET /v1/status/gateway/{identity}/core-status-count':
    'How many network monitor test routes included this gateway since the given time, or in the last 30 days if none is given.',
  'nym-api GET /v1/status/gateway/{identity}/history':
    'Daily uptime history of one gateway, by identity key, from the network monitor.',
  'nym-api GET /v1/status/gateway/{identity}/report':
    'Status report of one gateway, by identity key, with its recent uptime figures.',
  'nym-api GET /v1/status/gateways/detailed':
    'Gateways annotated with performance and other status details from the network monitor.',
  'nym-api GET /v1/status/gateways/detailed-unfiltered':
    'Every gateway, blacklisted ones included, annotated with performance and other status details.',
  'nym-api GET /v1/status/gateways/unstable/{gateway_identity}/test-results':
    'Network monitor test results of one gateway, page by page.',
  'nym-api GET /v1/status/mixnode/{mix_id}/avg_uptime': 'Average uptime of one legacy mixnode, by mix_id.',
  'nym-api POST /v1/status/mixnode/{mix_id}/compute-reward-estimation':
    'Estimates the rewards of one legacy mixnode under parameters posted in the request body.',
  'nym-api GET /v1/status/mixnode/{mix_id}/core-status-count':
    'How many network monitor test routes included this node since the given time, or in the last 30 days if none is given.',
  'nym-api GET /v1/status/mixnode/{mix_id}/history':
    'Daily uptime history of one mixnode, by mix_id, from the network monitor.',
  'nym-api GET /v1/status/mixnode/{mix_id}/inclusion-probability':
    'The chances of one legacy mixnode being picked for the active and standby sets.',
  'nym-api GET /v1/status/mixnode/{mix_id}/report':
    'Status report of one legacy mixnode, with its recent uptime figures.',
  'nym-api GET /v1/status/mixnode/{mix_id}/reward-estimation':
    'Estimated rewards of one legacy mixnode for the current epoch.',
  'nym-api GET /v1/status/mixnode/{mix_id}/stake-saturation':
    'Stake saturation of one legacy mixnode, capped and uncapped.',
  'nym-api GET /v1/status/mixnode/{mix_id}/status':
    'Whether one legacy mixnode is in the active set, on standby or inactive.',
  'nym-api GET /v1/status/mixnodes/active/detailed':
    'Active-set legacy mixnodes with performance and stake annotations, under the status routes.',
  'nym-api GET /v1/status/mixnodes/detailed':
    'Every legacy mixnode with performance and stake annotations, under the status routes.',
  'nym-api GET /v1/status/mixnodes/detailed-unfiltered':
    'Every legacy mixnode, blacklisted ones included, with performance and stake annotations.',
  'nym-api GET /v1/status/mixnodes/inclusion-probability':
    'The chances of every legacy mixnode being picked for the active and standby sets.',
  'nym-api GET /v1/status/mixnodes/inclusion_probability':
    'The chances of every legacy mixnode being picked for the active and standby sets (underscore spelling).',
  'nym-api GET /v1/status/mixnodes/rewarded/detailed':
    'Rewarded-set legacy mixnodes with performance and stake annotations, under the status routes.',
  'nym-api GET /v1/status/mixnodes/unstable/{mix_id}/test-results':
    'Network monitor test results of one mixnode, page by page.',
  'nym-api GET /v1/status/network-monitor/unstable/run/latest/details':
    'Summary of the newest network monitor run: reliability, packets sent and received, and result spread.',
  'nym-api GET /v1/status/network-monitor/unstable/run/{monitor_run_id}/details':
    'Summary of one network monitor run: reliability, packets sent and received, and result spread.',
  'nym-api POST /v1/status/submit-gateway-monitoring-results':
    'Accepts a signed batch of gateway test results from an authorised network monitor.',
  'nym-api POST /v1/status/submit-node-monitoring-results':
    'Accepts a signed batch of node test results from an authorised network monitor.',
  'nym-api GET /v1/unstable/account/{address}':
    'Balance, delegations, accumulated and claimable rewards of one Nyx account.',
  'nym-api POST /v1/unstable/nym-nodes/by-addresses':
    'For each posted IP address, the node_id of the node using it, or null.',
  'nym-api GET /v1/unstable/nym-nodes/full-fat':
    'Meant to list full node details with a role filter; the handler answers 501 Not Implemented.',
  'nym-api GET /v1/unstable/nym-nodes/gateways/full-fat':
    'Full details of nodes acting as gateways, with the time the cache was refreshed.',
  'nym-api GET /v1/unstable/nym-nodes/gateways/semi-skimmed':
    'Semi-skimmed entries of nodes acting as gateways, with the time the cache was refreshed.',
  'nym-api GET /v1/unstable/nym-nodes/gateways/skimmed':
    'Skimmed entries of nodes able to act as entry gateways, with the cache refresh time, not paginated.',
  'nym-api GET /v1/unstable/nym-nodes/mixnodes/full-fat':
    'Full details of nodes acting as mixnodes, with the time the cache was refreshed.',
  'nym-api GET /v1/unstable/nym-nodes/mixnodes/semi-skimmed':
    'Semi-skimmed entries of nodes acting as mixnodes, with the time the cache was refreshed.',
  'nym-api GET /v1/unstable/nym-nodes/mixnodes/skimmed':
    'Skimmed entries of mixing-capable nym-nodes holding any role in the current rewarded set, with the cache refresh time, as a plain list.',
  'nym-api GET /v1/unstable/nym-nodes/semi-skimmed':
    'Meant to list semi-skimmed nodes with a role filter (v1); the handler answers 501 Not Implemented.',
  'nym-api GET /v1/unstable/nym-nodes/skimmed':
    'Skimmed entries (keys, IPs, ports, role, performance) of bonded nym-nodes, optionally only those supporting one role, all in a single page (v1).',
  'nym-api GET /v1/unstable/nym-nodes/skimmed/active':
    'Skimmed entries of the nym-nodes that hold any role in the current rewarded set, standby included, all in a single page.',
  'nym-api GET /v1/unstable/nym-nodes/skimmed/entry-gateways/active':
    'Skimmed entries of entry-capable nym-nodes that hold any role in the current rewarded set, all in a single page.',
  'nym-api GET /v1/unstable/nym-nodes/skimmed/entry-gateways/all':
    'Skimmed entries of every node able to act as an entry gateway, all in a single page (v1).',
  'nym-api GET /v1/unstable/nym-nodes/skimmed/exit-gateways/active':
    'Skimmed entries of exit-capable nym-nodes that hold any role in the current rewarded set, all in a single page.',
  'nym-api GET /v1/unstable/nym-nodes/skimmed/exit-gateways/all':
    'Skimmed entries of every node able to act as an exit gateway, all in a single page (v1).',
  'nym-api GET /v1/unstable/nym-nodes/skimmed/mixnodes/active':
    'Skimmed entries of mixing-capable nym-nodes that hold any role in the current rewarded set, standby included, all in a single page (v1).',
  'nym-api GET /v1/unstable/nym-nodes/skimmed/mixnodes/all':
    'Skimmed entries of every node able to mix, all in a single page (v1).',
  'nym-api GET /v1/utility/mixnet-cache-timestamp':
    'When nym-api last refreshed its mixnet contract cache; needs the bearer token.',
  'nym-api GET /v1/utility/node-annotations-cache-timestamp':
    'When nym-api last refreshed its cache of node annotations; needs the bearer token.',
  'nym-api POST /v1/utility/refresh-mixnet-cache':
    'Asks nym-api to refresh its mixnet contract cache soon, at most once every five minutes; needs the bearer token.',
  'nym-api POST /v1/utility/refresh-node-annotations-cache':
    'Asks nym-api to refresh its node annotation cache soon, at most once every five minutes; needs the bearer token.',
  'nym-api GET /v2/nym-nodes/described':
    'Self-descriptions of nodes as nym-api last fetched them, with host keys, roles and services, all returned in a single page.',
  'nym-api GET /v2/unstable/nym-nodes/semi-skimmed':
    'Semi-skimmed entries of all bonded nym-nodes, each skimmed entry with its versioned noise key, all in a single page (v2).',
  'nym-api GET /v2/unstable/nym-nodes/skimmed':
    'Skimmed entries of bonded nym-nodes, optionally only those supporting one role, all in a single page with epoch, key-rotation and refresh metadata (v2).',
  'nym-api GET /v2/unstable/nym-nodes/skimmed/entry-gateways':
    'Skimmed entries of every node able to act as an entry gateway, all in a single page (v2).',
  'nym-api GET /v2/unstable/nym-nodes/skimmed/exit-gateways':
    'Skimmed entries of every node able to act as an exit gateway, all in a single page (v2).',
  'nym-api GET /v2/unstable/nym-nodes/skimmed/mixnodes/active':
    'Skimmed entries of mixing-capable nym-nodes that hold any role in the current rewarded set, standby included, all in a single page (v2).',
  'nym-api GET /v2/unstable/nym-nodes/skimmed/mixnodes/all':
    'Skimmed entries of every node able to mix, all in a single page (v2).',
  'nym-api GET /v3/unstable/nym-nodes/semi-skimmed':
    'Semi-skimmed entries of all bonded nym-nodes with each node’s noise key, build version and Lewes Protocol details, all in a single page (v3).',
  'nym-node GET /':
    'Serves the default HTML landing page of the node, used when the operator configured no assets directory.',
  'nym-node GET /api/v1/api-docs/openapi.json': 'Serves the OpenAPI document of the node’s HTTP API as JSON.',
  'nym-node GET /api/v1/authenticator': 'Identity key, x25519 key and Nym address of the node’s authenticator service.',
  'nym-node GET /api/v1/auxiliary-details':
    'The node’s announced location, verloc and mix ports, and whether the operator accepted the terms and conditions.',
  'nym-node GET /api/v1/bridges/client-params':
    'Serves the bridge client parameters file that the operator configured, as stored on disk.',
  'nym-node GET /api/v1/build-information':
    'Build details of the nym-node binary: version, commit, branch, build time and Rust toolchain.',
  'nym-node GET /api/v1/description':
    'The operator’s description of the node: moniker, website, security contact and details.',
  'nym-node GET /api/v1/gateway':
    'Gateway settings of the node: whether it enforces zk-nyms, and its client interfaces.',
  'nym-node GET /api/v1/gateway/client-interfaces':
    'How clients reach this gateway: its WireGuard and mixnet websocket details.',
  'nym-node GET /api/v1/gateway/client-interfaces/mixnet-websockets':
    'The ws and optional wss ports on which this gateway accepts mixnet client connections.',
  'nym-node GET /api/v1/gateway/client-interfaces/wireguard':
    'WireGuard details of this gateway: port, tunnel and metadata ports, and public key.',
  'nym-node POST /api/v1/gateway/client-interfaces/wireguard/client':
    'Registers a WireGuard client with this gateway from a posted client message.',
  'nym-node GET /api/v1/gateway/client-interfaces/wireguard/client/{pub_key}':
    'WireGuard peers registered on this gateway under the given public key.',
  'nym-node GET /api/v1/gateway/client-interfaces/wireguard/clients':
    'Public keys of all WireGuard clients registered on this gateway.',
  'nym-node GET /api/v1/health': 'Whether the node is up and how many seconds it has been running.',
  'nym-node GET /api/v1/host-information':
    'The node’s IP addresses, hostname and public keys, signed with its identity key.',
  'nym-node GET /api/v1/ip-packet-router': 'Identity key, x25519 key and Nym address of the node’s IP packet router.',
  'nym-node GET /api/v1/lewes-protocol':
    'The node’s signed Lewes Protocol details: whether it is enabled, its control and data ports, its x25519 key and its KEM key digests.',
  'nym-node GET /api/v1/load':
    'Current load of the node, overall and for machine and network, from negligible up to at capacity.',
  'nym-node GET /api/v1/metrics/mixing':
    'Legacy mixing counters: packets received, sent and dropped since startup and since the last update.',
  'nym-node GET /api/v1/metrics/packets-stats':
    'Ingress and egress mixing packet counters of the node, including malformed, replayed and dropped packets.',
  'nym-node GET /api/v1/metrics/prometheus':
    'Node metrics in Prometheus text format; needs the bearer token the operator configured.',
  'nym-node GET /api/v1/metrics/sessions':
    'Client session statistics of the gateway: unique active users and sessions started and finished.',
  'nym-node GET /api/v1/metrics/verloc':
    'Verloc latency results the node measured to other nodes, in a previous and a current slot; at this release the current slot repeats the previous run.',
  'nym-node GET /api/v1/metrics/wireguard-stats': 'Bytes sent and received over the node’s WireGuard interface.',
  'nym-node GET /api/v1/mixnode': 'Mixnode role information of the node, an empty object at this release.',
  'nym-node GET /api/v1/network-requester': 'Identity key, x25519 key and Nym address of the node’s network requester.',
  'nym-node GET /api/v1/network-requester/exit-policy':
    'The exit policy the node applies: whether it is enabled, its upstream source, last update and rules.',
  'nym-node GET /api/v1/network/upgrade-mode-status':
    'Whether the node sees the network in upgrade mode, plus the attestation provider, attester key and attestation.',
  'nym-node GET /api/v1/roles':
    'Which roles the node has enabled: mixnode, gateway, network requester and IP packet router.',
  'nym-node GET /api/v1/swagger': 'Serves the Swagger UI page for the node’s HTTP API.',
  'nym-node GET /api/v1/swagger/{*rest}': 'Serves the static files that the node’s Swagger UI page loads.',
  'nym-node GET /api/v1/system-info':
    'The node’s host system: OS, kernel, CPU architecture and hardware, when the operator exposes it.',
  'nym-node GET /description': 'Redirects (303) the old mixnode path to /api/v1/description.',
  'nym-node GET /hardware': 'Redirects (303) the old mixnode path to /api/v1/system-info.',
  'nym-node GET /metrics': 'Redirects (303) the old mixnode path to /api/v1/metrics/prometheus.',
  'nym-node GET /stats': 'Redirects (303) the old mixnode path to /api/v1/metrics/mixing.',
  'nym-node GET /verloc': 'Redirects (303) the old mixnode path to /api/v1/metrics/verloc.',
  'nym-node GET /{*path}':
    'Serves files from the assets directory the operator configured, as the node’s landing site.',
  'node-status-api GET /': 'Redirects permanently (308) to the Swagger UI at /swagger.',
  'node-status-api GET /api-docs/openapi.json': 'Serves the OpenAPI document of the node status API as JSON.',
  'node-status-api GET /dvpn/v1/directory/gateways':
    'Bonded dVPN directory gateways with location, last probe, performance and service details, normally limited to node version 1.6.2 or newer.',
  'node-status-api GET /dvpn/v1/directory/gateways/countries':
    'Two-letter codes of the countries where dVPN directory gateways are located.',
  'node-status-api GET /dvpn/v1/directory/gateways/country/{two_letter_country_code}':
    'The dVPN directory gateways located in the given country.',
  'node-status-api GET /dvpn/v1/directory/gateways/entry': 'The dVPN directory gateways usable as entry gateways.',
  'node-status-api GET /dvpn/v1/directory/gateways/entry/countries':
    'Two-letter codes of the countries that have at least one entry gateway in the dVPN directory.',
  'node-status-api GET /dvpn/v1/directory/gateways/entry/country/{two_letter_country_code}':
    'The entry gateways of the dVPN directory located in the given country.',
  'node-status-api GET /dvpn/v1/directory/gateways/exit': 'The dVPN directory gateways usable as exit gateways.',
  'node-status-api GET /dvpn/v1/directory/gateways/exit/countries':
    'Two-letter codes of the countries that have at least one exit gateway in the dVPN directory.',
  'node-status-api GET /dvpn/v1/directory/gateways/exit/country/{two_letter_country_code}':
    'The exit gateways of the dVPN directory located in the given country.',
  'node-status-api GET /dvpn/v1/directory/gateways/exit/ips':
    'The IP addresses of the exit gateways in the dVPN directory, as a list of strings.',
  'node-status-api GET /dvpn/v1/directory/gateways/ips':
    'The IP addresses of all dVPN directory gateways, as a flat list of strings.',
  'node-status-api GET /explorer/v3/nym-nodes':
    'Bonded nodes with stake, uptime, self-description, rewarding and geolocation data for explorers, page by page.',
  'node-status-api GET /explorer/v3/nym-nodes/{node_id}/delegations':
    'The delegations on one node: amount, owner, block height and reward ratio of each.',
  'node-status-api GET /internal/testruns':
    'Hands a probe agent a gateway test-run assignment with ticket material; the request carries a JSON body.',
  'node-status-api POST /internal/testruns/{testrun_id}':
    'Takes a probe agent’s results for one assigned test run, in the first format.',
  'node-status-api POST /internal/testruns/{testrun_id}/v2':
    'Takes a probe agent’s signed results for a test run in the newer format, recording the run even if this API never assigned it.',
  'node-status-api GET /swagger': 'Serves the Swagger UI page of the node status API.',
  'node-status-api GET /swagger/{*rest}': 'Serves the static files that the node status API’s Swagger UI page loads.',
  'node-status-api GET /v2/gateways':
    'Gateways with bond state, performance, self-description, latest probe result and scores, page by page.',
  'node-status-api GET /v2/gateways/skinny':
    'Lighter records of bonded gateways: self-description, latest probe result, scores and performance, page by page.',
  'node-status-api GET /v2/gateways/{identity_key}': 'The full status record of one gateway, by identity key.',
  'node-status-api GET /v2/metrics/sessions':
    'Daily session statistics that gateways report, optionally for one node or one day, page by page.',
  'node-status-api GET /v2/mixnodes': 'Mixnode status records, page by page.',
  'node-status-api GET /v2/mixnodes/stats':
    'Daily totals of packets received, sent and dropped and of total stake for up to 30 days, moved back by an optional number of days.',
  'node-status-api GET /v2/mixnodes/{mix_id}': 'The status record of one mixnode, by mix_id.',
  'node-status-api GET /v2/services':
    'Service providers hosted on gateways, with address, hostname and websocket details, page by page.',
  'node-status-api GET /v2/status/build_information':
    'Build details of the node status API binary: version, commit, build time and Rust toolchain.',
  'node-status-api GET /v2/status/health': 'How many seconds the node status API has been running.',
  'node-status-api GET /v2/summary':
    'Network totals: the node count, with bonded and historical counts for mixnodes and gateways.',
  'node-status-api GET /v2/summary/history':
    'The network summary for each of the last 30 recorded days, newest first, with date and timestamp.',
  'node-status-api GET /v3/nym-nodes':
    'Bonded nodes with stake, uptime, self-description, rewarding and geolocation data, page by page.',
  // The explorer API, as it was at v2025.7-tex, the last release with its crate (facts/explorer-api-source.json).
  'explorer-api GET /v1/openapi.json': 'Served the OpenAPI document of the explorer API as JSON.',
  'explorer-api GET /v1/countries':
    'How many nodes the explorer had located in each country, mixnodes and bonded nym-nodes alike, keyed by three-letter ISO country code.',
  'explorer-api GET /v1/gateways':
    'The legacy gateways the explorer had cached from nym-api, each with its pledge, owner, bonding block height, gateway details and location when known.',
  'explorer-api GET /v1/mix-node/{mix_id}':
    'One mixnode’s bond with the explorer’s annotations; 404 when the explorer’s cache had no such node.',
  'explorer-api GET /v1/mix-node/{mix_id}/delegations': 'Each delegation made to one mixnode.',
  'explorer-api GET /v1/mix-node/{mix_id}/delegations/summed':
    'The delegations to one mixnode added up per delegating account: owner, node id and amount.',
  'explorer-api GET /v1/mix-node/{mix_id}/description':
    'The name, description, link and location one mixnode published about itself; 404 when none could be read.',
  'explorer-api GET /v1/mix-node/{mix_id}/stats':
    'Packets one mixnode received, sent and dropped, since it started and since the previous update, with both update times; 404 when none.',
  'explorer-api GET /v1/mix-node/{mix_id}/economic-dynamics-stats':
    'One mixnode’s saturation, chances of joining the active or reserve set, estimated rewards, and the average uptime nym-api reported for it.',
  'explorer-api GET /v1/mix-nodes': 'The legacy mixnodes the explorer had cached from nym-api, with its annotations.',
  'explorer-api GET /v1/mix-nodes/active-set/active': 'The mixnodes whose status was active.',
  'explorer-api GET /v1/mix-nodes/active-set/inactive': 'The mixnodes whose status was inactive.',
  'explorer-api GET /v1/mix-nodes/active-set/standby': 'The mixnodes whose status was standby.',
  'explorer-api GET /v1/mix-nodes/summary':
    'How many mixnodes there were, in all and per status: active, standby, inactive.',
  'explorer-api GET /v1/overview/summary':
    'Network totals in one object: the mixnode, gateway, validator and nym-node summaries.',
  'explorer-api GET /v1/ping/{mix_id}':
    'Whether the explorer could reach one mixnode on each of its ports, or that the check was still pending; 404 when the explorer’s cache had no such node.',
  'explorer-api GET /v1/validators':
    'The validators the explorer had cached from the chain: address, public key, voting power and name when known.',
  'explorer-api GET /v1/service-providers':
    'The network requesters of the service provider directory, each with id, description, address, a routing score from Harbour Master and its type; 500 when either could not be read.',
  'explorer-api GET /v1/tmp/unstable/gateways':
    'Every gateway: the legacy gateway bonds, then the nym-nodes serving as gateways that are not among them.',
  'explorer-api GET /v1/tmp/unstable/legacy-gateway-bonds':
    'The legacy gateway bonds of the mixnet contract that the explorer also had in its cache.',
  'explorer-api GET /v1/tmp/unstable/legacy-mixnode-bonds':
    'The legacy mixnode bonds of the mixnet contract that the explorer also had in its cache.',
  'explorer-api GET /v1/tmp/unstable/nym-nodes':
    'Every bonded nym-node with its node type, self-description, bond, rewarding details and location when known.',
  'explorer-api GET /v1/tmp/unstable/nym-nodes/{node_id}':
    'One bonded nym-node as in the list, with the delegations made to it; null when no node has that id.',
  'explorer-api GET /v1/tmp/unstable/account/{addr}':
    'One Nyx account: balances, total value, delegations with their accumulated rewards, claimable rewards, vesting account and operator rewards; 404 when the address is not valid or its balances or delegations could not be read (a part that fails otherwise is left out).',
};

/**
 * What each query or path parameter of these routes means, in our words, by the name the source gives it. One name
 * can serve several routes, so each sentence fits every route that uses it.
 */
export const PARAMETER_SUMMARIES: Record<string, string> = {
  address: 'A Nyx account address, in bech32 form.',
  date: 'The day to look up, as YYYY-MM-DD.',
  day: 'Only the statistics of this day, as YYYY-MM-DD.',
  entry: 'When true, also lists gateways without a network requester instead of only those with one.',
  epoch: 'The DKG epoch whose issued credentials to return.',
  epoch_id:
    'For ecash, the epoch whose keys or signatures to return (current if omitted); on role-specific skimmed node lists, an epoch number that, if it equals the current one, makes the list come back empty and marked as no updates.',
  expiration_date: 'The expiration date of the ticketbooks, as YYYY-MM-DD.',
  gateway_identity: 'The identity key of the gateway.',
  hostname: 'When true, only services whose gateway has a hostname.',
  id: 'The numeric id of an issued credential.',
  identity: 'The identity key of the gateway.',
  identity_key: 'The identity key of the gateway.',
  issuance_date: 'The day the ticketbooks were issued, as YYYY-MM-DD.',
  min_node_version:
    'A minimum node version as semver (default 1.6.2), applied only when the shared gateway cache is rebuilt.',
  mix_id: 'The mixnet-contract node id of a node tested by the network monitor as a mixnode.',
  monitor_run_id: 'The id of one network monitor run.',
  no_legacy: 'Accepted but has no effect, since these lists contain only nym-nodes at this release.',
  node_id: 'The node’s id in the mixnet contract; on the session statistics route, an optional filter given as text.',
  offset: 'How many of the most recent days to skip, moving the 30-day window back.',
  output: 'The response format: json (the default), yaml or bincode.',
  page: 'Which page to return, counted from 0; most nym-api node lists ignore it and return everything.',
  per_page: 'How many entries one page holds where paging is implemented; most nym-api node lists ignore it.',
  pub_key: 'The WireGuard public key of a client peer.',
  role: 'Only nodes that support this role: active-mixnode (every mixing-capable node), entry-gateway or exit-gateway, with entry, gateway and exit also accepted.',
  semver_compatibility: 'Accepted for compatibility.',
  since: 'Count only network monitor runs after this Unix time in seconds; without it, the last 30 days are counted.',
  size: 'How many entries one page holds.',
  testrun_id: 'The id of the test run the results belong to.',
  two_letter_country_code: 'A two-letter ISO 3166 country code, such as DE.',
  wss: 'When true, only services whose gateway offers secure websockets (wss).',
};
