import type {RouteKey} from './sourceFacts';

/**
 * What a developer whose code called the explorer API calls now: for each of
 * its routes, the routes mounted at v2026.9-venaco that serve the same data,
 * in part, or none, and in our words what carries over
 * and what does not. Traced in the record: where each explorer handler took
 * its data at v2025.7-tex (nym-api through the validator client, or the chain
 * itself), then the routes that serve those records at v2026.9-venaco.
 * `evidence` gives the lines read (`path:line@tag`), those at v2025.7-tex
 * for where the data came from. No route serves exactly what an explorer
 * route served, so every successor is a partial one.
 */
export interface ExplorerSuccessor {
  /**
   * Where the explorer took the route's data at v2025.7-tex: the nym-api routes it called (current or removed
   * since), and in words what they gave and what the explorer did with it. The text ends the sentence "Its data
   * came from …", after the routes when there are any.
   */
  cameFrom: {routes: readonly RouteKey[]; text: string};
  /** The routes that serve the data now, in part, each mounted at the recorded tag; none when nothing does. */
  now: readonly RouteKey[];
  /** What carries over and what does not; field and route names in backticks. */
  text: string;
  evidence: readonly string[];
}

/** The lines that show how the explorer filled its cache of legacy mixnodes, each with its set (v2025.7-tex). */
const LEGACY_MIXNODE_CACHE_EVIDENCE: readonly string[] = [
  'explorer-api/src/tasks.rs:69@nym-binaries-v2025.7-tex',
  'explorer-api/src/tasks.rs:111@nym-binaries-v2025.7-tex',
  'explorer-api/src/tasks.rs:117@nym-binaries-v2025.7-tex',
  'explorer-api/src/tasks.rs:145@nym-binaries-v2025.7-tex',
  'explorer-api/src/mix_nodes/models.rs:49@nym-binaries-v2025.7-tex',
  'explorer-api/src/mix_nodes/models.rs:178@nym-binaries-v2025.7-tex',
  'common/client-libs/validator-client/src/nym_api/mod.rs:143@nym-binaries-v2025.7-tex',
  'common/client-libs/validator-client/src/nym_api/mod.rs:469@nym-binaries-v2025.7-tex',
  'common/client-libs/validator-client/src/nym_api/mod.rs:571@nym-binaries-v2025.7-tex',
  'nym-api/src/node_status_api/helpers.rs:423@nym-binaries-v2025.7-tex',
];

/** The lines that show how the explorer sorted its legacy mixnodes by set, and what nym-api lists by set now. */
const LEGACY_SET_EVIDENCE: readonly string[] = [
  ...LEGACY_MIXNODE_CACHE_EVIDENCE,
  'nym-api/src/mixnet_contract_cache/handlers.rs:129@nym-binaries-v2026.9-venaco',
  'nym-api/src/epoch_operations/rewarded_set_assignment.rs:206@nym-binaries-v2026.9-venaco',
  'nym-api/src/nym_nodes/handlers/v1.rs:64@nym-binaries-v2026.9-venaco',
  'nym-api/nym-api-requests/src/models/mixnet.rs:154@nym-binaries-v2026.9-venaco',
];

/**
 * The three routes that listed legacy mixnodes by set (`kept`): each answered what `answered` says at v2025.7-tex,
 * and nothing lists legacy mixnodes by set now.
 */
function legacySetEntry(kept: string, answered: string, handler: string): ExplorerSuccessor {
  return {
    cameFrom: {
      routes: [
        'nym-api GET /v1/status/mixnodes/detailed-unfiltered',
        'nym-api GET /v1/status/mixnodes/active/detailed',
        'nym-api GET /v1/status/mixnodes/rewarded/detailed',
      ],
      text: `every legacy mixnode and each one's set, of which the explorer kept ${kept}.`,
    },
    now: [],
    text:
      'No route lists legacy mixnodes by set: `GET /v1/legacy/mixnodes` has their bonds but no status. At v2025.7-tex ' +
      `nym-api already chose the rewarded set among nym-nodes only, so this route already ${answered}. For ` +
      "nym-nodes, nym-api's `GET /v1/nym-nodes/rewarded-set` gives the ids in each layer, the entry and exit " +
      'gateways and the standby set.',
    evidence: [
      'nym-api/src/epoch_operations/mod.rs:123@nym-binaries-v2025.7-tex',
      handler,
      'explorer-api/src/mix_nodes/http.rs:82@nym-binaries-v2025.7-tex',
      ...LEGACY_SET_EVIDENCE,
    ],
  };
}

export const EXPLORER_SUCCESSORS: Readonly<Partial<Record<RouteKey, ExplorerSuccessor>>> = {
  'explorer-api GET /v1/openapi.json': {
    cameFrom: {routes: [], text: "the explorer's own routes, documented by rocket_okapi."},
    now: [],
    text: 'It described the explorer API itself. The services that took over its data each serve a document of their own: at `/api-docs/openapi.json` of the node status API and of nym-api, and at `/api/v1/api-docs/openapi.json` of each nym-node.',
    evidence: [
      'explorer-api/src/http/mod.rs:49@nym-binaries-v2025.7-tex',
      'explorer-api/src/http/mod.rs:77@nym-binaries-v2025.7-tex',
      'nym-node-status-api/nym-node-status-api/src/http/api/mod.rs:30@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/api_docs.rs:10@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/api/nym_nodes.rs:27@nym-binaries-v2026.9-venaco',
      'nym-api/src/support/http/router.rs:88@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/countries': {
    cameFrom: {
      routes: ['nym-api GET /v1/status/mixnodes/detailed-unfiltered', 'nym-api GET /v1/nym-nodes/bonded'],
      text: 'the legacy mixnodes and the bonded nym-nodes nym-api listed, which the explorer counted per country after placing each with its own GeoLite2 database.',
    },
    now: [],
    text: "No route counts nodes per country any more. Each node that the node status API's `GET /explorer/v3/nym-nodes` lists carries `geoip.country`, a two-letter code, once the node has been located (`geoip` is `null` until then), so a client can count nym-nodes itself; legacy mixnodes and the three-letter keys are gone.",
    evidence: [
      'explorer-api/src/country_statistics/http.rs:17@nym-binaries-v2025.7-tex',
      'explorer-api/src/country_statistics/country_nodes_distribution.rs:5@nym-binaries-v2025.7-tex',
      'explorer-api/src/country_statistics/distribution.rs:39@nym-binaries-v2025.7-tex',
      'explorer-api/src/country_statistics/geolocate.rs:64@nym-binaries-v2025.7-tex',
      'explorer-api/src/country_statistics/geolocate.rs:135@nym-binaries-v2025.7-tex',
      'explorer-api/src/geo_ip/location.rs:19@nym-binaries-v2025.7-tex',
      'nym-node-status-api/nym-node-status-api/src/http/api/dvpn/country.rs:74@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/models/mod.rs:670@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/state.rs:711@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/mod.rs:289@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/gateways': {
    cameFrom: {
      routes: ['nym-api GET /v1/status/gateways/detailed-unfiltered'],
      text: 'legacy gateways with their bonds, to which the explorer added a location from its GeoLite2 database.',
    },
    now: ['nym-api GET /v1/legacy/gateways'],
    text: 'The same legacy gateway bonds of the mixnet contract, since v2025.17-isabirra, the release that removed the nym-api route the explorer read them from: `pledge_amount`, `owner`, `block_height`, `gateway` and `proxy` keep their names, each bond gains `node_id`, and the list comes as `{count, nodes}`. There is no `location`.',
    evidence: [
      'explorer-api/src/gateways/http.rs:19@nym-binaries-v2025.7-tex',
      'explorer-api/src/gateways/models.rs:44@nym-binaries-v2025.7-tex',
      'explorer-api/src/gateways/models.rs:70@nym-binaries-v2025.7-tex',
      'explorer-api/src/tasks.rs:77@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/client.rs:263@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nym_api/mod.rs:126@nym-binaries-v2025.7-tex',
      'nym-api/src/node_status_api/handlers/network_monitor.rs:356@nym-binaries-v2025.7-tex',
      'nym-api/src/node_status_api/cache/node_sets.rs:235@nym-binaries-v2025.7-tex',
      'nym-api/src/nym_contract_cache/cache/refresher.rs:121@nym-binaries-v2025.7-tex',
      'nym-api/src/mixnet_contract_cache/handlers.rs:24@nym-binaries-v2026.9-venaco',
      'nym-api/src/mixnet_contract_cache/handlers.rs:156@nym-binaries-v2026.9-venaco',
      'nym-api/src/mixnet_contract_cache/cache/refresher.rs:40@nym-binaries-v2026.9-venaco',
      'nym-api/nym-api-requests/src/models/legacy.rs:10@nym-binaries-v2026.9-venaco',
      'nym-api/nym-api-requests/src/models/legacy.rs:23@nym-binaries-v2026.9-venaco',
      'common/cosmwasm-smart-contracts/mixnet-contract/src/gateway.rs:43@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/mix-node/{mix_id}': {
    cameFrom: {
      routes: [
        'nym-api GET /v1/status/mixnodes/detailed-unfiltered',
        'nym-api GET /v1/status/mixnodes/active/detailed',
        'nym-api GET /v1/status/mixnodes/rewarded/detailed',
      ],
      text: "every legacy mixnode, then each one's set (active, standby or inactive) from the other two, and a location from the explorer's GeoLite2 database.",
    },
    now: ['nym-api GET /v1/legacy/mixnodes'],
    text: "Every legacy mixnode's contract record (`MixNodeDetails`), with no lookup by id: `mix_id`, `owner` and `mix_node` are under `bond_information`; `pledge_amount` and `total_delegation` were `rewarding_details.operator` and `rewarding_details.delegates` truncated to whole coins, and those two are now decimal strings without `denom`; `operating_cost` is `rewarding_details.cost_params.interval_operating_cost` and `profit_margin_percent` is `rewarding_details.cost_params.profit_margin_percent`. The fields that nym-api's annotation and the explorer added to the contract record (`location`, `status`, `layer`, `stake_saturation`, `uncapped_saturation`, `avg_uptime`, `node_performance`, `estimated_operator_apy`, `estimated_delegators_apy`, `blacklisted`, `family_id`) have no successor. A mixnode that became a nym-node keeps its id, and the node status API's `GET /explorer/v3/nym-nodes` lists it.",
    evidence: [
      'explorer-api/src/mix_node/http.rs:48@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_nodes/models.rs:132@nym-binaries-v2025.7-tex',
      'explorer-api/src/tasks.rs:145@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/client.rs:223@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nym_api/mod.rs:143@nym-binaries-v2025.7-tex',
      'nym-api/src/node_status_api/helpers.rs:417@nym-binaries-v2025.7-tex',
      'nym-api/src/node_status_api/cache/node_sets.rs:163@nym-binaries-v2025.7-tex',
      'explorer-api/explorer-api-requests/src/lib.rs:18@nym-binaries-v2025.7-tex',
      'nym-api/src/mixnet_contract_cache/handlers.rs:129@nym-binaries-v2026.9-venaco',
      'nym-api/src/mixnet_contract_cache/cache/refresher.rs:39@nym-binaries-v2026.9-venaco',
      'nym-api/nym-api-requests/src/models/legacy.rs:17@nym-binaries-v2026.9-venaco',
      'common/cosmwasm-smart-contracts/mixnet-contract/src/mixnode.rs:27@nym-binaries-v2026.9-venaco',
      'common/cosmwasm-smart-contracts/mixnet-contract/src/mixnode.rs:512@nym-binaries-v2026.9-venaco',
      'contracts/mixnet/src/mixnodes/transactions.rs:201@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/mix-node/{mix_id}/delegations': {
    cameFrom: {
      routes: [],
      text: "the mixnet contract, which the explorer queried over the chain for the node's delegations.",
    },
    now: ['node-status-api GET /explorer/v3/nym-nodes/{node_id}/delegations'],
    text: 'The same query of the mixnet contract, kept for bonded nym-nodes only: each delegation keeps `amount`, `owner`, `proxy` and `cumulative_reward_ratio` (still a decimal string), `height` is now `block_height` and `node_id` is gone. An id that is not a bonded nym-node answers 404 where the explorer answered `[]`; a mixnode that became a nym-node keeps its id.',
    evidence: [
      'explorer-api/src/mix_node/http.rs:60@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_node/delegations.rs:10@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nyxd/contract_traits/mixnet_query_client.rs:626@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nyxd/contract_traits/mixnet_query_client.rs:387@nym-binaries-v2025.7-tex',
      'nym-node-status-api/nym-node-status-api/src/http/api/nym_nodes.rs:79@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/node_delegations.rs:29@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/mod.rs:151@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/mod.rs:220@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/models/mod.rs:725@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/error.rs:46@nym-binaries-v2026.9-venaco',
      'contracts/mixnet/src/mixnodes/transactions.rs:228@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/mix-node/{mix_id}/delegations/summed': {
    cameFrom: {
      routes: [],
      text: 'the mixnet contract, as for the delegations, which the explorer added up per delegator.',
    },
    now: ['node-status-api GET /explorer/v3/nym-nodes/{node_id}/delegations'],
    text: "No route adds delegations up per delegator any more: group that route's delegations by `owner` and add their `amount`s to rebuild `SummedDelegations`. Only bonded nym-nodes are served; other ids answer 404.",
    evidence: [
      'explorer-api/src/mix_node/http.rs:69@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_node/delegations.rs:28@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_node/models.rs:17@nym-binaries-v2025.7-tex',
      'nym-node-status-api/nym-node-status-api/src/http/api/nym_nodes.rs:79@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/node_delegations.rs:37@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/models/mod.rs:725@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/mix-node/{mix_id}/description': {
    cameFrom: {
      routes: ['nym-api GET /v1/status/mixnodes/detailed-unfiltered'],
      text: 'the host and HTTP port of the mixnode, whose own `/description` the explorer then read.',
    },
    now: ['node-status-api GET /explorer/v3/nym-nodes', 'nym-node GET /api/v1/description'],
    text: "The node status API reads each bonded nym-node's description and serves it as the `description` of the node's record in `GET /explorer/v3/nym-nodes`, which has no lookup by id, after cleaning it (empty fields become `N/A`, an empty `moniker` a generated name); the node's own `GET /api/v1/description` serves the record as the node states it. By meaning, `name` is now `moniker`, `link` is `website` and `description` is `details`. `location` has no counterpart in the description; the nearest is the two-letter `location` the operator may set in the node's `GET /api/v1/auxiliary-details` (in `GET /explorer/v3/nym-nodes`: `self_description.auxiliary_details.location`).",
    evidence: [
      'explorer-api/src/mix_node/http.rs:33@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_node/http.rs:78@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_node/models.rs:96@nym-binaries-v2025.7-tex',
      'mixnode/src/node/node_description.rs:11@nym-binaries-v2024.3-eclipse',
      'nym-node-status-api/nym-node-status-api/src/node_scraper/helpers.rs:27@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/node_scraper/helpers.rs:132@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/db/queries/nym_nodes.rs:234@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/state.rs:710@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/models/mod.rs:665@nym-binaries-v2026.9-venaco',
      'nym-node/nym-node-requests/src/api/v1/node/models.rs:352@nym-binaries-v2026.9-venaco',
      'nym-node/src/node/http/router/mod.rs:159@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/mix-node/{mix_id}/stats': {
    cameFrom: {
      routes: ['nym-api GET /v1/status/mixnodes/detailed-unfiltered'],
      text: 'the host and HTTP port of the mixnode, whose own `/stats` the explorer then read.',
    },
    now: ['nym-node GET /api/v1/metrics/mixing'],
    text: "Each nym-node serves the same counters on its own host, at `GET /api/v1/metrics/mixing` (deprecated; the node's legacy `/stats` path redirects there), under shorter names: `packets_received_since_startup` is `received_since_startup`, `packets_explicitly_dropped_since_startup` is `dropped_since_startup`, and likewise for the sent packets and the `*_since_last_update` counters. No central route serves one node's counters: the node status API's `GET /v2/mixnodes/stats` gives daily totals of the network.",
    evidence: [
      'explorer-api/src/mix_node/http.rs:40@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_node/http.rs:126@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_node/models.rs:104@nym-binaries-v2025.7-tex',
      'nym-node/src/node/http/router/mod.rs:163@nym-binaries-v2026.9-venaco',
      'nym-node/src/node/http/router/api/v1/metrics/legacy_mixing.rs:26@nym-binaries-v2026.9-venaco',
      'nym-node/nym-node-requests/src/api/v1/metrics/models.rs:73@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/node_scraper/helpers.rs:40@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/api/mixnodes.rs:37@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/mix-node/{mix_id}/economic-dynamics-stats': {
    cameFrom: {
      routes: [
        'nym-api GET /v1/status/mixnode/{mix_id}/stake-saturation',
        'nym-api GET /v1/status/mixnode/{mix_id}/inclusion-probability',
        'nym-api GET /v1/status/mixnode/{mix_id}/reward-estimation',
        'nym-api GET /v1/status/mixnode/{mix_id}/avg_uptime',
      ],
      text: 'four calls per mixnode, one to each.',
    },
    now: ['nym-api GET /v1/nym-nodes/stake-saturation/{node_id}', 'nym-api GET /v1/nym-nodes/performance/{node_id}'],
    text: "For nym-nodes only: `GET /v1/nym-nodes/stake-saturation/{node_id}` gives `saturation` and `uncapped_saturation`, worked out as before (a legacy mixnode's id answers 404), and `GET /v1/nym-nodes/performance/{node_id}` the node's performance, from 0 to 1, the nearest thing to `current_interval_uptime` (a legacy mixnode's id answers `performance: null`). Nothing serves the chances of joining the active or reserve set, or the estimated rewards, any more.",
    evidence: [
      'explorer-api/src/mix_node/http.rs:171@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_node/econ_stats.rs:14@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nym_api/mod.rs:675@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nym_api/mod.rs:715@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nym_api/mod.rs:735@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nym_api/mod.rs:786@nym-binaries-v2025.7-tex',
      'nym-api/src/node_status_api/handlers/without_monitor.rs:173@nym-binaries-v2025.7-tex',
      'nym-api/src/node_status_api/handlers/without_monitor.rs:199@nym-binaries-v2025.7-tex',
      'nym-api/src/node_status_api/handlers/network_monitor.rs:253@nym-binaries-v2025.7-tex',
      'nym-api/src/node_status_api/handlers/network_monitor.rs:308@nym-binaries-v2025.7-tex',
      'nym-api/src/nym_nodes/handlers/v1.rs:335@nym-binaries-v2026.9-venaco',
      'nym-api/src/nym_nodes/handlers/v1.rs:304@nym-binaries-v2026.9-venaco',
      'nym-api/src/node_status_api/helpers.rs:330@nym-binaries-v2025.7-tex',
    ],
  },
  'explorer-api GET /v1/mix-nodes': {
    cameFrom: {
      routes: [
        'nym-api GET /v1/status/mixnodes/detailed-unfiltered',
        'nym-api GET /v1/status/mixnodes/active/detailed',
        'nym-api GET /v1/status/mixnodes/rewarded/detailed',
      ],
      text: "every legacy mixnode, each one's set from the other two, and a location from the explorer's GeoLite2 database.",
    },
    now: ['nym-api GET /v1/legacy/mixnodes'],
    text: "The same legacy mixnodes, as their contract records (`MixNodeDetails`) in `{count, nodes}`, with the fields placed as for `/api/v1/mix-node/{mix_id}` above and none of the fields that nym-api's annotation or the explorer added.",
    evidence: [
      'explorer-api/src/mix_nodes/http.rs:21@nym-binaries-v2025.7-tex',
      ...LEGACY_MIXNODE_CACHE_EVIDENCE,
      'nym-api/src/mixnet_contract_cache/handlers.rs:129@nym-binaries-v2026.9-venaco',
      'nym-api/src/mixnet_contract_cache/cache/refresher.rs:39@nym-binaries-v2026.9-venaco',
      'nym-api/src/support/nyxd/mod.rs:230@nym-binaries-v2026.9-venaco',
      'nym-api/nym-api-requests/src/models/legacy.rs:17@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/mix-nodes/active-set/active': legacySetEntry(
    'the active ones',
    'answered `[]` then',
    'explorer-api/src/mix_nodes/http.rs:29@nym-binaries-v2025.7-tex',
  ),

  'explorer-api GET /v1/mix-nodes/active-set/inactive': legacySetEntry(
    'those in neither the active nor the rewarded set',
    'listed every legacy mixnode then, as `GET /v1/legacy/mixnodes` still does',
    'explorer-api/src/mix_nodes/http.rs:40@nym-binaries-v2025.7-tex',
  ),

  'explorer-api GET /v1/mix-nodes/active-set/standby': legacySetEntry(
    'those in the rewarded set but not the active one',
    'answered `[]` then',
    'explorer-api/src/mix_nodes/http.rs:51@nym-binaries-v2025.7-tex',
  ),

  'explorer-api GET /v1/mix-nodes/summary': {
    cameFrom: {
      routes: [
        'nym-api GET /v1/status/mixnodes/detailed-unfiltered',
        'nym-api GET /v1/status/mixnodes/active/detailed',
        'nym-api GET /v1/status/mixnodes/rewarded/detailed',
      ],
      text: "every legacy mixnode and each one's set, which the explorer counted.",
    },
    now: ['nym-api GET /v1/legacy/mixnodes'],
    text: "Only the total is left: the `count` of `GET /v1/legacy/mixnodes`. The split into active, standby and inactive has no successor; since nym-api already chose the rewarded set among nym-nodes only at v2025.7-tex, the explorer's split then read `active: 0`, `standby: 0` and `inactive` equal to `count`. The mixnode counts of the node status API's `GET /v2/summary` are of nym-nodes.",
    evidence: [
      'nym-api/src/epoch_operations/mod.rs:123@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_nodes/http.rs:62@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_nodes/models.rs:19@nym-binaries-v2025.7-tex',
      ...LEGACY_MIXNODE_CACHE_EVIDENCE,
      'nym-api/src/mixnet_contract_cache/handlers.rs:136@nym-binaries-v2026.9-venaco',
      'nym-api/nym-api-requests/src/models/legacy.rs:17@nym-binaries-v2026.9-venaco',
      'nym-api/src/epoch_operations/rewarded_set_assignment.rs:206@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/mod.rs:245@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/overview/summary': {
    cameFrom: {
      routes: [
        'nym-api GET /v1/status/mixnodes/detailed-unfiltered',
        'nym-api GET /v1/status/mixnodes/active/detailed',
        'nym-api GET /v1/status/mixnodes/rewarded/detailed',
        'nym-api GET /v1/status/gateways/detailed-unfiltered',
        'nym-api GET /v1/nym-nodes/described',
      ],
      text: "the explorer's counts of legacy mixnodes (in all and by set) and of gateways, the nym-nodes nym-api described, counted by the role each declared, and the validators of the chain at its current height.",
    },
    now: ['node-status-api GET /v2/summary'],
    text: "The node status API's `NetworkSummary` counts the network's nodes too, by other rules: its gateway count takes the nodes that declare the entry or the exit (`exit_ipr`) role together, its per-set counts follow the rewarded set rather than declared roles, and `total_nodes` counts bonded nym-nodes. Nothing counts validators any more; the legacy mixnode and gateway totals are the `count` of nym-api's `GET /v1/legacy/mixnodes` and `GET /v1/legacy/gateways`.",
    evidence: [
      'explorer-api/src/overview/http.rs:39@nym-binaries-v2025.7-tex',
      'explorer-api/src/overview/http.rs:16@nym-binaries-v2025.7-tex',
      'explorer-api/src/overview/models.rs:25@nym-binaries-v2025.7-tex',
      'explorer-api/src/gateways/models.rs:100@nym-binaries-v2025.7-tex',
      'explorer-api/src/validators/models.rs:74@nym-binaries-v2025.7-tex',
      'explorer-api/src/unstable/models.rs:73@nym-binaries-v2025.7-tex',
      'explorer-api/src/tasks.rs:57@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nym_api/mod.rs:215@nym-binaries-v2025.7-tex',
      'nym-node-status-api/nym-node-status-api/src/http/api/summary.rs:24@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/db/models.rs:235@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/mod.rs:138@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/mod.rs:197@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/mod.rs:243@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/ping/{mix_id}': {
    cameFrom: {
      routes: ['nym-api GET /v1/status/mixnodes/detailed-unfiltered'],
      text: 'the host and ports of the mixnode, to which the explorer opened TCP connections itself (HTTP, mix and verloc ports), keeping each answer for an hour.',
    },
    now: [],
    text: "No route checks a node's ports on demand any more. The gateway probes whose results the node status API gives (`last_probe_result` in `GET /v2/gateways`) test gateways only, by connecting to them as a client and routing traffic through them; they give no open or closed result per port like the explorer's.",
    evidence: [
      'explorer-api/src/ping/http.rs:24@nym-binaries-v2025.7-tex',
      'explorer-api/src/ping/http.rs:66@nym-binaries-v2025.7-tex',
      'explorer-api/src/ping/http.rs:111@nym-binaries-v2025.7-tex',
      'explorer-api/src/ping/models.rs:71@nym-binaries-v2025.7-tex',
      'nym-node-status-api/nym-node-status-api/src/http/models/mod.rs:44@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/models/mod.rs:168@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/validators': {
    cameFrom: {
      routes: [],
      text: "the Nyx chain's CometBFT RPC (`validators`, at the current block height), which the explorer queried itself.",
    },
    now: [],
    text: "No Nym API serves the chain's validator set: the explorer read it from the Nyx chain's CometBFT RPC (`validators`), which a Nyx node still answers. nym-api's `GET /v1/network/signers/status` is about the ecash signers, not the chain's validators.",
    evidence: [
      'explorer-api/src/validators/http.rs:19@nym-binaries-v2025.7-tex',
      'explorer-api/src/tasks.rs:89@nym-binaries-v2025.7-tex',
      'explorer-api/src/validators/models.rs:58@nym-binaries-v2025.7-tex',
      'nym-api/src/network/handlers.rs:76@nym-binaries-v2026.9-venaco',
      'nym-api/nym-api-requests/src/models/network.rs:197@nym-binaries-v2026.9-venaco',
      'nym-api/nym-api-requests/src/models/network.rs:203@nym-binaries-v2026.9-venaco',
      'nym-api/src/signers_cache/handlers.rs:36@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/service-providers': {
    cameFrom: {
      routes: [],
      text: "a curated list of service providers on nymtech.net, joined with Harbour Master's routing scores.",
    },
    now: ['node-status-api GET /v2/services'],
    text: "The node status API's `Service` records keep the field names of the Harbour Master records (`service_provider_client_id`, `gateway_identity_key`, `ip_address`, `last_successful_ping_utc`, `last_updated_utc`, `routing_score`), built from the network requester address each gateway describes rather than from a curated list. `service_provider_client_id` holds what `address` held; there is no `id`, `description` or `service_type`, and `routing_score` is always 1.",
    evidence: [
      'explorer-api/src/service_providers/http.rs:9@nym-binaries-v2025.7-tex',
      'explorer-api/src/service_providers/http.rs:40@nym-binaries-v2025.7-tex',
      'explorer-api/src/service_providers/models.rs:12@nym-binaries-v2025.7-tex',
      'explorer-api/src/service_providers/models.rs:28@nym-binaries-v2025.7-tex',
      'nym-node-status-api/nym-node-status-api/src/http/api/services/mod.rs:42@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/api/services/mod.rs:77@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/api/services/mod.rs:85@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/api/services/json_path.rs:16@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/models/mod.rs:692@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/tmp/unstable/gateways': {
    cameFrom: {
      routes: [
        'nym-api GET /v1/status/gateways/detailed-unfiltered',
        'nym-api GET /v1/nym-nodes/bonded',
        'nym-api GET /v1/nym-nodes/described',
      ],
      text: "the legacy gateways still bonded in the mixnet contract, and the nym-nodes that declared the entry role, with a location from the explorer's GeoLite2 database.",
    },
    now: ['node-status-api GET /v2/gateways', 'nym-api GET /v1/legacy/gateways'],
    text: "For nym-nodes, the node status API's `GET /v2/gateways` lists the described nodes that declare the entry or the exit (`exit_ipr`) role, more than the explorer's entry gateways, keyed by `gateway_identity_key`. `identity_key`, `owner`, `pledge_amount` and `location` (a two-letter country with city, coordinates and network details, without the three-letter code or the country's name) are inside `explorer_pretty_bond`, which is `null` for a node no longer bonded; host, ports, keys and version are inside `self_described`, and there is no `block_height` or `proxy`. The legacy bonds are in nym-api's `GET /v1/legacy/gateways`.",
    evidence: [
      'explorer-api/src/unstable/http.rs:25@nym-binaries-v2025.7-tex',
      'explorer-api/src/gateways/models.rs:85@nym-binaries-v2025.7-tex',
      'explorer-api/src/gateways/models.rs:152@nym-binaries-v2025.7-tex',
      'explorer-api/src/unstable/models.rs:151@nym-binaries-v2025.7-tex',
      'explorer-api/src/tasks.rs:47@nym-binaries-v2025.7-tex',
      'explorer-api/src/tasks.rs:123@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nym_api/mod.rs:242@nym-binaries-v2025.7-tex',
      'nym-node-status-api/nym-node-status-api/src/http/api/gateways.rs:33@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/models/mod.rs:37@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/mod.rs:138@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/mod.rs:349@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/geodata.rs:67@nym-binaries-v2026.9-venaco',
      'nym-api/src/mixnet_contract_cache/handlers.rs:156@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/tmp/unstable/legacy-gateway-bonds': {
    cameFrom: {
      routes: ['nym-api GET /v1/status/gateways/detailed-unfiltered'],
      text: 'legacy gateways, of which the explorer kept those still bonded in the mixnet contract, with a location from its GeoLite2 database.',
    },
    now: ['nym-api GET /v1/legacy/gateways'],
    text: 'The same contract records, read by the same query: `pledge_amount`, `owner`, `block_height`, `gateway` and `proxy` keep their names, `node_id` is added, `location` is gone, and the list comes as `{count, nodes}`.',
    evidence: [
      'explorer-api/src/unstable/http.rs:49@nym-binaries-v2025.7-tex',
      'explorer-api/src/gateways/models.rs:85@nym-binaries-v2025.7-tex',
      'explorer-api/src/gateways/models.rs:138@nym-binaries-v2025.7-tex',
      'explorer-api/src/tasks.rs:123@nym-binaries-v2025.7-tex',
      'explorer-api/src/tasks.rs:181@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nym_api/mod.rs:126@nym-binaries-v2025.7-tex',
      'nym-api/src/mixnet_contract_cache/handlers.rs:156@nym-binaries-v2026.9-venaco',
      'nym-api/src/mixnet_contract_cache/cache/refresher.rs:40@nym-binaries-v2026.9-venaco',
      'nym-api/src/support/nyxd/mod.rs:234@nym-binaries-v2026.9-venaco',
      'nym-api/nym-api-requests/src/models/legacy.rs:10@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/tmp/unstable/legacy-mixnode-bonds': {
    cameFrom: {
      routes: ['nym-api GET /v1/status/mixnodes/detailed-unfiltered'],
      text: 'legacy mixnodes, of which the explorer kept those still bonded in the mixnet contract, with a location from its GeoLite2 database; the `status` of each was always `inactive`.',
    },
    now: ['nym-api GET /v1/legacy/mixnodes'],
    text: 'The same legacy mixnodes from the same contract query, as `MixNodeDetails` in `{count, nodes}`, with the fields placed as for `/api/v1/mix-node/{mix_id}`; location, status, layer, saturation, uptime, performance, estimated APYs and blacklisted are not served.',
    evidence: [
      'explorer-api/src/unstable/http.rs:57@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_nodes/models.rs:192@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_nodes/models.rs:206@nym-binaries-v2025.7-tex',
      'explorer-api/src/tasks.rs:134@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_nodes/models.rs:49@nym-binaries-v2025.7-tex',
      'explorer-api/src/mix_nodes/models.rs:178@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nym_api/mod.rs:143@nym-binaries-v2025.7-tex',
      'nym-api/src/node_status_api/helpers.rs:423@nym-binaries-v2025.7-tex',
      'nym-api/src/mixnet_contract_cache/handlers.rs:129@nym-binaries-v2026.9-venaco',
      'nym-api/src/mixnet_contract_cache/cache/refresher.rs:39@nym-binaries-v2026.9-venaco',
      'nym-api/src/support/nyxd/mod.rs:230@nym-binaries-v2026.9-venaco',
      'common/cosmwasm-smart-contracts/mixnet-contract/src/mixnode.rs:27@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/tmp/unstable/nym-nodes': {
    cameFrom: {
      routes: ['nym-api GET /v1/nym-nodes/bonded', 'nym-api GET /v1/nym-nodes/described'],
      text: 'the bonded nym-nodes and their descriptions, which the explorer joined by `node_id` and gave a location from its GeoLite2 database.',
    },
    now: [
      'node-status-api GET /explorer/v3/nym-nodes',
      'nym-api GET /v1/nym-nodes/bonded',
      'nym-api GET /v1/nym-nodes/described',
      'nym-api GET /v2/nym-nodes/described',
    ],
    text: "The node status API builds `ExtendedNymNode` from nym-api's bonded nym-nodes and their descriptions in the v2 form (`GET /v2/nym-nodes/described`), page by page, and lists only the nodes that have a description. `node_id` and `rewarding_details` match; `contract_node_type` is `node_type`; `description` is `self_description`, in the v2 form (`host_information.keys` has `current_x25519_sphinx_key`, `pre_announced_x25519_sphinx_key` and `x25519_versioned_noise` in place of `x25519_noise`, `wireguard` gains `tunnel_port` and `metadata_port`, and `lewes_protocol` is new), while the key `description` now holds the node's `moniker`, `website`, `security_contact` and `details`; `location` is `geoip` (a two-letter country, without the three-letter code or the country's name). Of `bond_information` three values remain, at the top level: `identity_key` (was `bond_information.node.identity_key`), `original_pledge` (now the amount alone, a number without `denom`) and `bonding_address` (was `bond_information.owner`). nym-api's `GET /v1/nym-nodes/bonded` still serves the bonded record unchanged, and `GET /v1/nym-nodes/described` the description with the key and `wireguard` changes above, both without a location.",
    evidence: [
      'common/client-libs/validator-client/src/nym_api/mod.rs:166@nym-binaries-v2026.9-venaco',
      'explorer-api/src/unstable/http.rs:65@nym-binaries-v2025.7-tex',
      'explorer-api/src/unstable/models.rs:93@nym-binaries-v2025.7-tex',
      'explorer-api/src/tasks.rs:197@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/client.rs:295@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/client.rs:317@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nym_api/mod.rs:215@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nym_api/mod.rs:242@nym-binaries-v2025.7-tex',
      'explorer-api/explorer-api-requests/src/lib.rs:59@nym-binaries-v2025.7-tex',
      'nym-node-status-api/nym-node-status-api/src/http/api/nym_nodes.rs:39@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/state.rs:652@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/models/mod.rs:651@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/models/mod.rs:670@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/mod.rs:129@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/mod.rs:151@nym-binaries-v2026.9-venaco',
      'nym-api/src/nym_nodes/handlers/v1.rs:199@nym-binaries-v2026.9-venaco',
      'nym-api/src/nym_nodes/handlers/v1.rs:235@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/tmp/unstable/nym-nodes/{node_id}': {
    cameFrom: {
      routes: ['nym-api GET /v1/nym-nodes/bonded', 'nym-api GET /v1/nym-nodes/described'],
      text: 'the same joined record as the list, for one node, with its delegations from the mixnet contract.',
    },
    now: [
      'node-status-api GET /explorer/v3/nym-nodes',
      'node-status-api GET /explorer/v3/nym-nodes/{node_id}/delegations',
    ],
    text: 'No route returns one node by id: find it in `GET /explorer/v3/nym-nodes` (its fields as for `/api/v1/tmp/unstable/nym-nodes` above; a bonded node without a description is not listed) and take its delegations from `GET /explorer/v3/nym-nodes/{node_id}/delegations`, where `height` is now `block_height` and `node_id` is gone, and which answers 404 where the explorer gave `null`.',
    evidence: [
      'explorer-api/src/unstable/http.rs:78@nym-binaries-v2025.7-tex',
      'explorer-api/src/state.rs:55@nym-binaries-v2025.7-tex',
      'explorer-api/explorer-api-requests/src/lib.rs:69@nym-binaries-v2025.7-tex',
      'common/client-libs/validator-client/src/nyxd/contract_traits/mixnet_query_client.rs:626@nym-binaries-v2025.7-tex',
      'nym-node-status-api/nym-node-status-api/src/http/api/nym_nodes.rs:39@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/api/nym_nodes.rs:79@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/monitor/node_delegations.rs:38@nym-binaries-v2026.9-venaco',
      'nym-node-status-api/nym-node-status-api/src/http/models/mod.rs:725@nym-binaries-v2026.9-venaco',
    ],
  },
  'explorer-api GET /v1/tmp/unstable/account/{addr}': {
    cameFrom: {
      routes: [],
      text: "the chain, which the explorer queried itself: the account's bank balances, its delegations and pending rewards in the mixnet contract, and its vesting account.",
    },
    now: ['nym-api GET /v1/unstable/account/{address}'],
    text: "nym-api's `NyxAccountDetails` (since v2025.9-appenzeller) keeps `address`, `total_value`, `delegations`, `accumulated_rewards`, `total_delegations`, `claimable_rewards` and `operator_rewards`. `balances` (every denomination) is now `balance` (the base one only), `vesting_account` is gone, and each delegation gains `node_bonded`. Rewards come from nym-api's cached data on bonded nym-nodes, so delegations to any other node (unbonded nodes and legacy mixnodes alike, listed with `node_bonded: false`), and operator rewards other than a nym-node's, are not counted. An account whose `balance` is 0 is answered with no `delegations` or rewards, and at most one delegation per node is listed.",
    evidence: [
      'explorer-api/src/unstable/http.rs:135@nym-binaries-v2025.7-tex',
      'explorer-api/src/state.rs:71@nym-binaries-v2025.7-tex',
      'explorer-api/src/state.rs:81@nym-binaries-v2025.7-tex',
      'explorer-api/src/state.rs:149@nym-binaries-v2025.7-tex',
      'explorer-api/src/state.rs:165@nym-binaries-v2025.7-tex',
      'explorer-api/src/state.rs:183@nym-binaries-v2025.7-tex',
      'nym-api/src/unstable_routes/v1/account/mod.rs:45@nym-binaries-v2026.9-venaco',
      'nym-api/src/unstable_routes/v1/account/models.rs:37@nym-binaries-v2026.9-venaco',
      'nym-api/src/unstable_routes/v1/account/data_collector.rs:58@nym-binaries-v2026.9-venaco',
      'nym-api/src/unstable_routes/v1/account/data_collector.rs:115@nym-binaries-v2026.9-venaco',
      'nym-api/src/unstable_routes/v1/account/cache.rs:70@nym-binaries-v2026.9-venaco',
    ],
  },
};
