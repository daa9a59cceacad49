import type {EndpointInput, PathlessEndpointInput} from './schema';
import {
  MAGURA,
  BRIE,
  DORINA,
  CHUCKLES,
  REESES,
  ECLIPSE,
  ISABIRRA,
  JARLSBERG,
  RACLETTE,
  STILTON,
  introduced,
  changed,
  deprecated,
  removed,
  redirected,
  NODE_ID,
  MIX_ID,
  entries,
  nymApiDefaults,
  legacyRemoved,
} from './endpointSpecs';

/**
 * Every endpoint the release notes name (SPEC §7), per API, with the releases
 * that introduced, changed, deprecated, removed or redirected it. Facts only:
 * what the notes do not say (request and response bodies, a parameter's type)
 * stays out, and the remarks say so where a reader would look for it.
 * Descriptions are ours, written from the facts.
 */

const directory = entries(
  'validator-rest-api',
  [
    // nym-node routes of Directory Services v2.1 (v2024.13-magura), all GET.
    {
      path: '/v1/nym-nodes/described',
      pathParams: [],
      status: 'current',
      releases: [introduced(MAGURA), changed(BRIE)],
      notes: ['paginated-wrapper'],
      description:
        'What every nym-node says about itself through its self-described API; the largest of the responses measured in v2025.10-brie.',
    },
    {
      path: '/v1/nym-nodes/bonded',
      status: 'current',
      releases: [introduced(MAGURA)],
      notes: ['paginated-wrapper'],
      description: 'The bond of every nym-node: identity key, host and optional HTTP port.',
    },
    {
      path: '/v1/nym-nodes/annotation/{node_id}',
      pathParams: [NODE_ID],
      status: 'current',
      releases: [introduced(MAGURA)],
      description: "The directory's annotation of one node.",
    },
    {
      path: '/v1/nym-nodes/performance/{node_id}',
      pathParams: [NODE_ID],
      status: 'current',
      releases: [introduced(MAGURA)],
      description: 'Current performance of one node, a number from 0 to 1.',
    },
    {
      path: '/v1/nym-nodes/performance-history/{node_id}',
      pathParams: [NODE_ID],
      status: 'current',
      releases: [introduced(MAGURA)],
      notes: ['paginated-wrapper'],
      description: 'Past performance of one node, each value from 0 to 1.',
    },
    {
      path: '/v1/nym-nodes/uptime-history/{node_id}',
      pathParams: [NODE_ID],
      status: 'current',
      releases: [introduced(MAGURA)],
      notes: ['paginated-wrapper'],
      description: 'Past uptime of one node, each value from 0 to 100.',
    },
    {
      path: '/v1/nym-nodes/historical-performance/{node_id}',
      pathParams: [NODE_ID],
      status: 'current',
      releases: [introduced(MAGURA)],
      remarks: [
        'The notes say it gives the performance on a given date but not how the date is passed, so no parameter is listed for it.',
      ],
      description: 'Performance of one node on a given date.',
    },
    {
      path: '/v1/nym-nodes/rewarded-set',
      status: 'current',
      response: 'RewardedSet',
      releases: [introduced(MAGURA), changed(BRIE)],
      description: 'The rewarded set of the epoch, with an explicit count per role.',
    },
    {
      path: '/v3/nym-nodes',
      status: 'current',
      releases: [introduced('v20255-chokito'), changed('v20257-tex')],
      notes: ['cached'],
      remarks: ['Since v2025.7-tex the nodes come with geographic data.'],
      description: "Extended information on the nodes, read from the directory's local database.",
    },

    // Routes added by v2025.17-isabirra (PR 6021, "New Routes Added").
    {
      path: '/v1/nym-nodes/stake-saturation/{node_id}',
      pathParams: [NODE_ID],
      status: 'current',
      releases: [introduced(ISABIRRA)],
      remarks: ['It takes over from /v1/status/mixnode/{mix_id}/stake-saturation, which the same release removed.'],
      description: 'Stake saturation of one node, looked up by its node_id.',
    },
    {
      path: '/v1/legacy/mixnodes',
      status: 'current',
      releases: [introduced(ISABIRRA)],
      notes: ['legacy-only'],
      description: 'Legacy mixnodes that are still bonded and have not been migrated to nym-node.',
    },
    {
      path: '/v1/legacy/gateways',
      status: 'current',
      releases: [introduced(ISABIRRA)],
      notes: ['legacy-only'],
      description: 'Legacy gateways that are still bonded and have not been migrated to nym-node.',
    },

    // Unstable routes of v2024.13-magura.
    {
      path: '/v1/unstable/nym-nodes/noise',
      status: 'unstable',
      releases: [introduced(MAGURA)],
      description: 'Noise details of the nodes.',
    },
    {
      path: '/v1/unstable/nym-nodes/skimmed',
      status: 'unstable',
      releases: [introduced(MAGURA)],
      query: [
        {
          name: 'exit',
          type: 'unspecified',
          description: 'Named in the notes without what it selects or what value it takes.',
        },
        {name: 'no-legacy', type: 'boolean', description: 'A flag to leave legacy (not migrated) nodes out.'},
      ],
      notes: ['paginated-wrapper'],
      remarks: ['Without either parameter it lists every node.'],
      description: 'A skimmed (short) description of each node.',
    },
    {
      path: '/v1/unstable/nym-nodes/skimmed/active',
      status: 'unstable',
      releases: [introduced(MAGURA), changed(BRIE)],
      notes: ['paginated-wrapper', 'expires-header'],
      description: 'Short descriptions of the nodes active this epoch.',
    },
    {
      path: '/v1/unstable/nym-nodes/skimmed/mixnodes/active',
      status: 'unstable',
      releases: [introduced(MAGURA), changed(BRIE)],
      notes: ['paginated-wrapper', 'expires-header'],
      description: 'Short descriptions of the nodes mixing this epoch.',
    },
    {
      path: '/v1/unstable/nym-nodes/skimmed/mixnodes/all',
      status: 'unstable',
      releases: [introduced(MAGURA)],
      notes: ['paginated-wrapper'],
      description: 'Short descriptions of every node able to mix.',
    },
    {
      path: '/v1/unstable/nym-nodes/skimmed/entry-gateways/active',
      status: 'unstable',
      releases: [introduced(MAGURA), changed(BRIE)],
      notes: ['paginated-wrapper', 'expires-header'],
      description: 'Short descriptions of the entry gateways of this epoch.',
    },
    {
      path: '/v1/unstable/nym-nodes/skimmed/entry-gateways/all',
      status: 'unstable',
      releases: [introduced(MAGURA), changed(BRIE)],
      notes: ['paginated-wrapper'],
      description: 'Short descriptions of every node able to act as an entry gateway.',
    },
    {
      path: '/v1/unstable/nym-nodes/skimmed/exit-gateways/active',
      status: 'unstable',
      releases: [introduced(MAGURA), changed(BRIE)],
      notes: ['paginated-wrapper', 'expires-header'],
      description: 'Short descriptions of the exit gateways of this epoch.',
    },
    {
      path: '/v1/unstable/nym-nodes/skimmed/exit-gateways/all',
      status: 'unstable',
      releases: [introduced(MAGURA)],
      notes: ['paginated-wrapper'],
      description: 'Short descriptions of every node able to act as an exit gateway.',
    },
    {
      path: '/api/v1/unstable/nym-nodes/semi-skimmed',
      status: 'unstable',
      releases: [changed(DORINA)],
      query: [{name: 'epoch_uid', type: 'unspecified', description: 'Optional: the epoch to describe the nodes for.'}],
      remarks: [
        'Since v2025.4-dorina the node descriptions carry the interval they belong to, and the response may carry a status.',
        'The notes do not say which release added the route.',
      ],
      description: 'Node descriptions with more detail than the skimmed routes.',
    },
    {
      path: '/v3/unstable/nym-nodes/semi-skimmed',
      status: 'unstable',
      releases: [introduced(STILTON)],
      description: 'Semi-skimmed node descriptions that include Lewes Protocol (LP) data.',
    },

    // Ecash, network and account routes.
    {
      path: '/v1/ecash/aggregated-coin-indices-signatures',
      status: 'current',
      releases: [changed(BRIE)],
      remarks: ['Its sizes in each format are in the response-size table of v2025.10-brie.'],
      description: 'The aggregated signatures on coin indices that ecash needs.',
    },
    {
      path: '/v1/network/chain-status',
      status: 'current',
      releases: [introduced(DORINA), changed(BRIE)],
      notes: ['cached'],
      description: 'Information on the current block of the chain.',
    },
    {
      path: '/api/v1/network/nym-contracts-detailed',
      status: 'current',
      releases: [changed('v20246-chomp')],
      remarks: [
        'Since v2024.6-chomp each contract comes with its build information, including the branch and the Rust version it was built with.',
      ],
      description: 'The network contracts and how each was built.',
    },
    {
      path: '/account/{address}',
      pathParams: [{name: 'address', type: 'string', description: 'The account address to look up.'}],
      status: 'current',
      releases: [introduced('v20259-appenzeller')],
      description: 'Data about one account.',
    },
    {
      path: '/health',
      status: 'current',
      releases: [changed(DORINA)],
      remarks: ['Since v2025.4-dorina it also reports whether the API has stalled.'],
      description: 'Whether the API is healthy.',
    },
    {
      path: '/mixnodes/stats',
      status: 'current',
      releases: [changed(DORINA)],
      remarks: ['Since v2025.4-dorina the figures include nym-nodes, not only legacy mixnodes.'],
      description: 'Statistics of the mixing nodes.',
    },
    {
      path: '/api/v1/gateways/described',
      status: 'removed',
      releases: [changed('v202411-wedel'), removed(ISABIRRA)],
      remarks: [
        'Since v2024.11-wedel each gateway shows a wireguard object (port and public key) above its websocket details.',
        'nym-api mounted it as /v1/gateways/described under the public /api prefix; v2025.17-isabirra removed that route.',
      ],
      description: 'Gateways as they describe themselves.',
    },
    {
      path: '/api/v1/status/gateway/{identity}/avg_uptime',
      pathParams: [{name: 'identity', type: 'string', description: "The gateway's identity key."}],
      status: 'removed',
      releases: [changed('v20245-ragusa'), removed(ISABIRRA)],
      notes: ['ignores-blacklist'],
      remarks: [
        'Since v2024.5-ragusa it answers for blacklisted gateways too.',
        'nym-api mounted it as /v1/status/gateway/{identity}/avg_uptime under the public /api prefix; v2025.17-isabirra removed that route.',
      ],
      description: 'Average uptime of one gateway.',
    },

    // Ticketbook routes of v2025.6-chuckles (PR 5619).
    {
      path: '/issued-ticketbooks-count',
      status: 'current',
      releases: [introduced(CHUCKLES)],
      description: 'How many ticketbooks were issued.',
    },
    {
      path: '/issued-ticketbooks-for-count/{expiration_date}',
      pathParams: [
        {
          name: 'expiration_date',
          type: 'string',
          description: 'The expiration date to count for; the notes do not give its format.',
        },
      ],
      status: 'current',
      releases: [introduced(CHUCKLES)],
      description: 'How many issued ticketbooks expire on a date.',
    },
    {
      path: '/issued-ticketbooks-on-count/{issuance_date}',
      pathParams: [
        {
          name: 'issuance_date',
          type: 'string',
          description: 'The issuance date to count for; the notes do not give its format.',
        },
      ],
      status: 'current',
      releases: [introduced(CHUCKLES)],
      description: 'How many ticketbooks were issued on a date.',
    },
    {
      path: '/issued-ticketbooks-challenge-commitment',
      status: 'current',
      releases: [introduced(CHUCKLES)],
      description: 'The commitment for the challenge over issued ticketbooks.',
    },
    {
      path: '/issued-ticketbooks-data',
      status: 'current',
      releases: [introduced(CHUCKLES)],
      notes: ['several-calls'],
      description: 'The data of issued ticketbooks, a bounded number of values per reply.',
    },
    {
      path: '/issued-ticketbooks-challenge',
      status: 'removed',
      replacedBy: 'get-issued-ticketbooks-challenge-commitment',
      releases: [removed(CHUCKLES)],
      remarks: [
        'The count and data routes of the same release took over; read /issued-ticketbooks-data for the values themselves.',
      ],
      description: 'The former one-call challenge over issued ticketbooks.',
    },

    // Legacy routes: deprecated or redirected when nodes became nym-nodes.
    {
      path: '/mixnodes/described',
      status: 'removed',
      releases: [changed('v20248-wispa'), deprecated(MAGURA), removed(ISABIRRA)],
      notes: ['legacy-only'],
      remarks: [
        'Since v2024.8-wispa mixnodes are in the self-described cache.',
        'nym-api mounted it as /v1/mixnodes/described; v2025.17-isabirra removed that route.',
      ],
      description: 'Legacy mixnodes as they describe themselves.',
    },
    {
      path: '/gateways/described',
      status: 'removed',
      releases: [changed(MAGURA), deprecated(MAGURA), removed(ISABIRRA)],
      notes: ['legacy-only'],
      remarks: [
        'v2024.13-magura also fixed a break in its backwards compatibility (PR 5030).',
        'nym-api mounted it as /v1/gateways/described; v2025.17-isabirra removed that route.',
      ],
      description: 'Legacy gateways as they describe themselves.',
    },
    {
      path: '/v1/mixnodes',
      status: 'removed',
      releases: [deprecated(MAGURA), removed(ISABIRRA)],
      notes: ['legacy-only'],
      remarks: [
        'v2024.13-magura deprecated it with the whole family of legacy mixnode routes; v2025.17-isabirra removed it with the other legacy mixnode routes, each with its own entry here.',
        'The notes name no one-to-one replacement: the /v1/nym-nodes routes describe nym-nodes, and /v1/legacy/mixnodes (v2025.17-isabirra) lists the legacy mixnodes still bonded.',
      ],
      description: 'Legacy mixnodes.',
    },
    {
      path: '/v1/gateways',
      status: 'removed',
      releases: [changed(MAGURA), deprecated(MAGURA), removed(ISABIRRA)],
      notes: ['legacy-only'],
      remarks: [
        'v2024.13-magura deprecated it with the whole family of legacy gateway routes, whose responses gained the node_id; v2025.17-isabirra removed it with the other legacy gateway routes, each with its own entry here.',
        'v2024.13-magura also fixed the type it returns (PR 4965).',
        'The notes name no one-to-one replacement; /v1/legacy/gateways (v2025.17-isabirra) lists the legacy gateways still bonded.',
      ],
      description: 'Legacy gateways.',
    },
    {
      path: '/v1/status',
      status: 'deprecated',
      releases: [deprecated(MAGURA)],
      notes: ['legacy-only'],
      remarks: [
        'It stands for the whole family of legacy status routes.',
        'v2025.17-isabirra removed most of them, each with its own entry here; the history and core-status-count routes that v2024.13-magura deprecated are not on its list.',
      ],
      description: 'Legacy status reports.',
    },

    // Legacy routes removed by v2025.17-isabirra (PR 6021), in the order of its lists.
    legacyRemoved('/v1/mixnodes/active', 'Legacy mixnodes in the active set.'),
    legacyRemoved('/v1/mixnodes/active/detailed', 'Legacy mixnodes in the active set, with details.'),
    legacyRemoved('/v1/mixnodes/described', 'Legacy mixnodes as they describe themselves.', {
      remarks: ['See also /mixnodes/described; the notes do not say whether the two are one route.'],
    }),
    legacyRemoved('/v1/mixnodes/rewarded', 'Legacy mixnodes in the rewarded set.'),
    legacyRemoved('/v1/mixnodes/rewarded/detailed', 'Legacy mixnodes in the rewarded set, with details.'),
    legacyRemoved('/v1/mixnodes/detailed', 'Legacy mixnodes, with details.'),
    legacyRemoved('/v1/mixnodes/blacklisted', 'Legacy mixnodes on the blacklist.'),
    legacyRemoved('/v1/status/mixnodes/active/detailed', 'Detailed status of the legacy mixnodes in the active set.'),
    legacyRemoved(
      '/v1/status/mixnodes/rewarded/detailed',
      'Detailed status of the legacy mixnodes in the rewarded set.',
    ),
    legacyRemoved('/v1/status/mixnodes/detailed', 'Detailed status of legacy mixnodes.'),
    legacyRemoved('/v1/status/mixnodes/inclusion-probability', 'Inclusion probabilities of legacy mixnodes.', {
      releases: [removed(ISABIRRA)],
      remarks: [
        'v2024.13-magura deprecated a route it wrote /v1/status/mixnodes/inclusion_probability; the notes do not say whether that is this one.',
      ],
    }),
    legacyRemoved('/v1/status/mixnode/{mix_id}/inclusion-probability', 'Inclusion probability of one legacy mixnode.'),
    legacyRemoved('/v1/status/mixnode/{mix_id}/stake-saturation', 'Stake saturation of one legacy mixnode.', {
      replacedBy: 'get-v1-nym-nodes-stake-saturation-node-id',
    }),
    legacyRemoved('/v1/status/mixnode/{mix_id}/status', 'Status of one legacy mixnode.'),
    legacyRemoved('/v1/status/mixnode/{mix_id}/reward-estimation', 'Estimated rewards of one legacy mixnode.'),
    legacyRemoved(
      '/v1/status/mixnode/{mix_id}/compute-reward-estimation',
      'A computed reward estimate for one legacy mixnode.',
    ),
    legacyRemoved('/v1/status/mixnodes/detailed-unfiltered', 'Detailed status of legacy mixnodes, unfiltered.'),
    legacyRemoved('/v1/status/mixnode/{mix_id}/report', 'Report on one legacy mixnode.'),
    legacyRemoved('/v1/status/mixnode/{mix_id}/avg_uptime', 'Average uptime of one legacy mixnode.'),
    legacyRemoved('/v1/gateways/described', 'Legacy gateways as they describe themselves.', {
      remarks: [
        'See also /gateways/described and /api/v1/gateways/described; the notes do not say whether they are one route.',
      ],
    }),
    legacyRemoved('/v1/gateways/blacklisted', 'Legacy gateways on the blacklist.'),
    legacyRemoved('/v1/status/gateways/detailed', 'Detailed status of legacy gateways.'),
    legacyRemoved('/v1/status/gateways/detailed-unfiltered', 'Detailed status of legacy gateways, unfiltered.'),
    legacyRemoved('/v1/status/gateway/{identity}/report', 'Report on one legacy gateway.'),
    legacyRemoved('/v1/status/gateway/{identity}/avg_uptime', 'Average uptime of one legacy gateway.', {
      remarks: [
        'See also /api/v1/status/gateway/{identity}/avg_uptime; the notes do not say whether the two are one route.',
      ],
    }),

    {
      path: '/mixnodes/skimmed',
      status: 'redirect',
      redirectTo: 'get-v1-unstable-nym-nodes-skimmed-mixnodes-active',
      releases: [redirected(MAGURA)],
      remarks: ['The notes give this route without a prefix.'],
      description: 'Leads to the skimmed list of active mixnodes.',
    },
    {
      path: '/gateways/skimmed',
      status: 'redirect',
      redirectTo: 'get-v1-unstable-nym-nodes-skimmed-entry-gateways-all',
      releases: [redirected(MAGURA)],
      remarks: ['The notes give this route without a prefix.', 'The target answers unwrapped.'],
      description: 'Leads to the skimmed list of every possible entry gateway.',
    },
    {
      path: '/',
      status: 'redirect',
      redirectTo: 'get-swagger',
      releases: [redirected(MAGURA)],
      description: 'The root of nym-api leads to its interactive documentation.',
    },
    {
      path: '/swagger',
      status: 'current',
      formats: false,
      releases: [changed(REESES), changed('v20252-hu')],
      description: 'Interactive documentation of the API.',
    },
  ],
  nymApiDefaults,
);

const node = entries('validator-sidecar-api', [
  {
    path: '/api/v1/auxiliary-details',
    status: 'current',
    response: 'AuxiliaryDetails',
    releases: [introduced('v20245-ragusa'), changed('v20246-chomp')],
    query: [
      {name: 'output', type: 'string', example: 'json', description: 'Format of the response; the notes show json.'},
    ],
    remarks: [
      'Since v2024.6-chomp it says whether the operator accepted the terms and conditions (accepted_toc); later releases report the location only.',
    ],
    description: 'Extra details the node feeds into its self-described API, such as its location.',
  },
  {
    path: '/api/v1/metrics/mixing',
    status: 'current',
    releases: [introduced(ECLIPSE)],
    description: 'Mixing statistics of the node; takes over from /stats.',
  },
  {
    path: '/api/v1/system-info',
    status: 'current',
    releases: [introduced(ECLIPSE)],
    description: 'System information of the node; takes over from /hardware.',
  },
  {
    path: '/api/v1/description',
    status: 'current',
    releases: [introduced(ECLIPSE)],
    description: "The node's description; takes over from /description.",
  },
  {
    path: '/stats',
    status: 'redirect',
    redirectTo: 'get-api-v1-metrics-mixing',
    releases: [redirected(ECLIPSE)],
    remarks: ['It redirects once the node runs as nym-node.'],
    description: 'The former mixing statistics route.',
  },
  {
    path: '/hardware',
    status: 'redirect',
    redirectTo: 'get-api-v1-system-info',
    releases: [redirected(ECLIPSE)],
    remarks: ['It redirects once the node runs as nym-node.'],
    description: 'The former hardware route.',
  },
  {
    path: '/description',
    status: 'redirect',
    redirectTo: 'get-api-v1-description',
    releases: [redirected(ECLIPSE)],
    remarks: ['It redirects once the node runs as nym-node.'],
    description: 'The former description route.',
  },
  {
    path: '/api/v1/gateway/client-interfaces',
    status: 'current',
    releases: [changed('v202411-wedel')],
    remarks: ['Since v2024.11-wedel a wireguard object (port and public key) comes above the websocket details.'],
    description: 'The interfaces a gateway offers its clients.',
  },
  {
    path: '/load',
    status: 'current',
    response: 'NodeLoad',
    releases: [introduced('v20252-hu')],
    remarks: ['Each of the three values is a tier, from Negligible to AtCapacity; see the Node load entity.'],
    description: 'How busy the node says it is: a total, a machine and a network value.',
  },
  {
    path: '/metrics/mixing',
    status: 'deprecated',
    releases: [deprecated(REESES)],
    remarks: [
      'The notes write it without a prefix; they do not say whether it is the same route as /api/v1/metrics/mixing.',
    ],
    description: 'Mixing metrics of the node; deprecated by the change that added /metrics/packet-stats.',
  },
  {
    path: '/metrics/packet-stats',
    status: 'current',
    releases: [introduced(REESES)],
    description: 'Packet statistics of the node.',
  },
  {
    path: '/metrics/sessions',
    status: 'current',
    releases: [introduced(MAGURA)],
    remarks: [
      "A day's session statistics appear the next UTC day.",
      'Since v2025.1-reeses the node status API scrapes it and keeps what it gathers for one year.',
    ],
    description: 'Client session statistics of a gateway.',
  },
  {
    path: '/api/v1/metrics/wireguard-stats',
    status: 'current',
    releases: [introduced(REESES)],
    description: 'WireGuard traffic: total bytes sent and received.',
  },
  {
    path: '/api/v1/metrics/prometheus',
    status: 'current',
    releases: [changed(REESES)],
    remarks: [
      'v2025.1-reeses added 37 data points: mixnet ingress and egress packet counters and rates, client sessions, WireGuard bytes and peers, connections, queue sizes and latency histograms.',
    ],
    description: 'Metrics of the node for Prometheus to scrape.',
  },
  // Bridge client parameters of v2025.18-jarlsberg: PR 6035 writes the route one way, PR 6069 the other.
  {
    path: '/v1/bridges/client-params',
    status: 'current',
    releases: [introduced(JARLSBERG)],
    remarks: [
      'The node serves it only when its configuration sets gateway_tasks.storage_paths.bridge_client_params to the file of parameters, an option that config version v8 and later accept; otherwise the route answers HTTP 404.',
      'See also /api/v1/bridges/client-params; the notes do not say whether the two are one route.',
    ],
    description:
      'The bridge protocols the node offers clients and the parameters to connect through them, read from a file the operator configures.',
  },
  {
    path: '/api/v1/bridges/client-params',
    status: 'current',
    releases: [introduced(JARLSBERG)],
    remarks: [
      'Since v2025.18-jarlsberg the node status API reads it from the nodes and adds what it finds to /dvpn/v1/directory/gateways.',
      'See also /v1/bridges/client-params, which the same release adds to the node; the notes do not say whether the two are one route.',
    ],
    description: 'Bridge client parameters of the node, as the node status API collects them.',
  },
  {
    path: '/verloc',
    status: 'current',
    releases: [changed(RACLETTE)],
    remarks: [
      'Since v2026.5-raclette the latest_measurement field is back in its response.',
      'The notes do not say which release added the route.',
    ],
    description: "The node's verloc measurements.",
  },
]);

/** Node status API routes the notes name with their path (v2025.17-isabirra, v2025.18-jarlsberg). */
const nodeStatus = entries('node-status-api', [
  {
    path: '/dvpn/v1/directory/gateways',
    status: 'current',
    releases: [changed(JARLSBERG)],
    remarks: [
      'Since v2025.18-jarlsberg each gateway carries a description field (PR 6102) and a bridges block filled from what the node serves at /api/v1/bridges/client-params (PR 6069); transport_type inside it names the transport, for example quic_plain.',
      'The same release adds can_query_metadata_v4, download_duration_milliseconds_v4, downloaded_file_size_bytes_v4, download_duration_milliseconds_v6 and downloaded_file_size_bytes_v6 to the WireGuard probe results (PR 6091); the notes do not say which responses show them.',
      'The notes do not say which release added the route.',
    ],
    description: 'The directory of gateways the node status API keeps for dVPN clients.',
  },
  {
    path: '/v2/mixnodes',
    status: 'removed',
    releases: [removed(ISABIRRA)],
    remarks: ['It went when the node status API stopped gathering data on legacy mixnodes.'],
    description: 'What the node status API had gathered on legacy mixnodes.',
  },
  {
    path: '/v2/mixnodes/{mix_id}',
    pathParams: [MIX_ID],
    status: 'removed',
    releases: [removed(ISABIRRA)],
    remarks: ['It went when the node status API stopped gathering data on legacy mixnodes.'],
    description: 'What the node status API had gathered on one legacy mixnode.',
  },
]);

export const ENDPOINTS: EndpointInput[] = [...directory, ...node, ...nodeStatus];

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
    remarks: [
      'v2025.17-isabirra removed /v1/status/mixnode/{mix_id}/report and /v1/status/gateway/{identity}/report; the notes do not say whether these are the routes meant here.',
    ],
    description:
      'The report routes of nym-api, beside the average-uptime route; since v2024.5-ragusa they answer for blacklisted nodes too.',
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
    description:
      'What agents send to the node status API: each agent holds a key registered with the service and signs every request with it.',
  },
  ...(
    [
      ['explorer-nym-nodes', 'List of nym-nodes', 'Every nym-node, as the explorer shows them.'],
      ['explorer-nym-node-by-id', 'One nym-node by id', 'One nym-node, looked up by its node id.'],
      [
        'explorer-account',
        'Account balance, delegations, rewarding and vesting',
        "An account's balance with its delegations, rewards and vesting; the notes do not say whether these are one route or several.",
      ],
    ] as const
  ).map(([id, label, description]): PathlessEndpointInput => ({
    id,
    api: 'explorer-api',
    label,
    status: 'removed',
    releases: [introduced('v202414-crunch'), removed('v20258-tourist')],
    description,
  })),
];
