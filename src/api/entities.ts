import type {EntityInput} from './schema';

/** The entities of SPEC §3, with only the fields the notes name. */
export const ENTITIES: EntityInput[] = [
  {
    name: 'Node',
    title: 'Node',
    description: 'A bonded node as the directory describes it.',
    fields: [
      {name: 'node_id', type: 'integer', note: 'monotonically increasing; legacy gateway responses gained it', release: 'v202413-magura'},
      {name: 'identity_key', type: 'string'},
      {name: 'host', type: 'string'},
      {name: 'custom_http_port', type: 'integer', default: 'none (8080 recommended; the old default was 8000)'},
      {name: 'role', type: 'entry gateway | exit gateway | mixnode | standby | layerless', note: 'Inactive when absent'},
      {name: 'config_score', type: 'number'},
      {name: 'performance', type: 'number (0–1)'},
      {name: 'uptime', type: 'integer (0–100)'},
    ],
  },
  {name: 'Delegation', title: 'Delegation', description: 'A delegation of NYM to a node; delegations to unbonded nodes are listed too.', fields: [{name: 'node_bonded', type: 'boolean', release: 'v202413-magura'}]},
  {name: 'RewardedSet', title: 'Rewarded set', description: 'The nodes rewarded this epoch, with explicit counts per role.', fields: [{name: 'counts per role', type: 'integer per role'}], undocumented: true},
  {
    name: 'NodeLoad',
    title: 'Node load',
    description: 'What /load reports: three tiers from Negligible to AtCapacity.',
    fields: [
      {name: 'total', type: 'load tier', release: 'v20252-hu'},
      {name: 'machine', type: 'load tier', release: 'v20252-hu'},
      {name: 'network', type: 'load tier', release: 'v20252-hu'},
    ],
  },
  {
    name: 'WireguardSettings',
    title: 'WireGuard settings',
    description: 'The [wireguard] section of config.toml.',
    fields: [
      {name: 'enabled', type: 'boolean'},
      {name: 'bind_address', type: 'string', default: '{ip}:51822'},
      {name: 'private_ip', type: 'string', default: '{ip}'},
    ],
  },
  {name: 'WireguardPeer', title: 'WireGuard peer', description: 'A row of the wireguard_peer table.', fields: [{name: 'public_key', type: 'string'}]},
  {
    name: 'WireguardDescription',
    title: 'WireGuard description',
    description: 'The wireguard object of described gateways and client interfaces.',
    fields: [
      {name: 'port', type: 'integer', release: 'v202411-wedel'},
      {name: 'public_key', type: 'string', release: 'v202411-wedel'},
    ],
  },
  {
    name: 'AuxiliaryDetails',
    title: 'Auxiliary details',
    description: 'What /api/v1/auxiliary-details returns.',
    fields: [
      {name: 'accepted_toc', type: 'boolean', release: 'v20246-chomp', note: 'later releases keep the location only'},
      {name: 'location', type: 'string', note: 'full country name, alpha-2, alpha-3 or numeric-3 code; latitude and longitude also possible'},
    ],
  },
  {
    name: 'ClientFlags',
    title: 'Client flags',
    description: 'Client settings named in the notes.',
    fields: [
      {name: 'use_extended_topology', type: 'boolean'},
      {name: 'ignore_egress_epoch_role', type: 'boolean', note: 'also written ignore_epoch_roles; the default for clients'},
    ],
  },
  {
    name: 'ClientStatsReport',
    title: 'Client statistics report',
    description: 'What VPN clients send to the statistics service every 5 minutes when a report address is set; other fields are not shown.',
    fields: [
      {name: 'kind', type: 'string'},
      {name: 'api_version', type: 'string', release: 'v202414-crunch'},
    ],
    undocumented: true,
  },
  {
    name: 'NymNodesTable',
    title: 'Directory table nym_nodes',
    description: "Columns added to the directory's nym_nodes table.",
    fields: [
      {name: 'bond_info', type: 'column'},
      {name: 'self_described', type: 'column'},
      {name: 'active', type: 'column'},
    ],
  },
  {
    name: 'PruningOptions',
    title: 'Pruning options',
    description: 'How the chain data is pruned.',
    fields: [
      {name: 'keep_recent', type: 'integer', note: 'example: 500'},
      {name: 'interval', type: 'integer', note: 'example: 10'},
      {name: 'strategy', type: 'default | nothing | custom'},
    ],
  },
  {
    name: 'ConfigScoreFactors',
    title: 'Config score factors',
    description: 'What the config score is made of (see the config score calculation).',
    fields: [
      {name: 'terms accepted', type: 'boolean'},
      {name: 'self-described API exposed', type: 'boolean'},
      {name: 'nym-node binary', type: 'boolean'},
      {name: 'versions behind', type: 'integer'},
    ],
  },
];
