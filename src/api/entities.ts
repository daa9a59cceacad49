import {
  LOAD_TIER_UPPER_BOUNDS,
  PORTS,
  WIREGUARD_DEFAULT_BIND_ADDRESS,
  WIREGUARD_DEFAULT_PRIVATE_IP,
} from '../rules/constants';
import type {EntityInput} from './schema';

/** Load tiers with their ranges, from the constants the load calculator uses too. */
const LOAD_TIERS = (() => {
  let lower = 0;
  const tiers = Object.entries(LOAD_TIER_UPPER_BOUNDS).map(([name, upper]) => {
    const text = `${name} (${lower}–${upper})`;
    lower = upper;
    return text;
  });
  return [...tiers, `AtCapacity (${lower} and above)`];
})();

/**
 * The entities of SPEC §3 with only the fields the notes name. `literal: false`
 * marks a field the notes describe in words without giving its name on the
 * wire; `undocumented` marks an entity whose other fields the notes leave out.
 */
export const ENTITIES: EntityInput[] = [
  {
    name: 'Node',
    title: 'Node',
    description: 'A bonded node as the directory knows it. Node families were removed in v2024.13-magura.',
    undocumented: true,
    fields: [
      {
        name: 'node_id',
        type: 'integer',
        release: 'v202413-magura',
        note: 'Given at bonding and only ever increases; responses of the legacy gateway routes gained it too.',
      },
      {name: 'identity key', literal: false, type: 'string'},
      {name: 'host', type: 'string'},
      {
        name: 'custom HTTP API port',
        literal: false,
        type: 'integer',
        default: 'none',
        note: `Optional; ${PORTS.httpApi} is recommended and ${PORTS.httpApiOldDefault} was the old default.`,
      },
      {
        name: 'role',
        type: 'string',
        values: ['entry gateway', 'exit gateway', 'mixnode', 'standby', 'layerless'],
        note: 'A node without a role is Inactive.',
      },
      {name: 'config_score', type: 'number', release: 'v202413-magura', note: 'See the config score factors below.'},
      {name: 'performance', type: 'number', note: 'From 0 to 1.'},
      {name: 'uptime', type: 'integer', note: 'From 0 to 100.'},
    ],
  },
  {
    name: 'Delegation',
    title: 'Delegation',
    description: 'Stake a delegator put on a node; since v2025.10-brie delegations to unbonded nodes are listed too.',
    undocumented: true,
    schemas: ['NyxAccountDelegationDetails'],
    fields: [
      {name: 'node_bonded', type: 'boolean', release: 'v202510-brie', note: 'Whether the node is still bonded.'},
    ],
  },
  {
    name: 'RewardedSet',
    title: 'Rewarded set',
    description: 'The nodes rewarded in an epoch.',
    undocumented: true,
    schemas: ['RewardedSetResponse'],
    fields: [
      {
        name: 'count per role',
        literal: false,
        type: 'integer',
        release: 'v202413-magura',
        note: 'The set states how many nodes hold each role.',
      },
    ],
  },
  {
    name: 'NodeLoad',
    title: 'Node load',
    description: 'What a node reports at /load: three values, each a tier.',
    schemas: ['NodeLoad'],
    fields: [
      {name: 'total', type: 'load tier', values: LOAD_TIERS, release: 'v20252-hu'},
      {name: 'machine', type: 'load tier', values: LOAD_TIERS, release: 'v20252-hu'},
      {name: 'network', type: 'load tier', values: LOAD_TIERS, release: 'v20252-hu'},
    ],
  },
  {
    name: 'WireguardSettings',
    title: 'WireGuard settings',
    description: 'The WireGuard settings of a node.',
    fields: [
      {name: 'enabled', type: 'boolean'},
      {name: 'bind_address', type: 'string', default: WIREGUARD_DEFAULT_BIND_ADDRESS},
      {name: 'private_ip', type: 'string', default: WIREGUARD_DEFAULT_PRIVATE_IP},
    ],
  },
  {
    name: 'WireguardPeer',
    title: 'WireGuard peer',
    description: "A row of the gateway's wireguard_peer table.",
    undocumented: true,
    fields: [{name: 'public_key', type: 'string'}],
  },
  {
    name: 'WireguardDescription',
    title: 'WireGuard description',
    description: 'The wireguard object that described gateways and client interfaces show above the websocket details.',
    schemas: ['Wireguard', 'WireguardDetailsV2'],
    fields: [
      {name: 'port', type: 'integer', release: 'v202411-wedel'},
      {name: 'public_key', type: 'string', release: 'v202411-wedel'},
    ],
  },
  {
    name: 'AuxiliaryDetails',
    title: 'Auxiliary details',
    description: 'What /api/v1/auxiliary-details reports.',
    schemas: ['AuxiliaryDetails'],
    fields: [
      {
        name: 'accepted_toc',
        type: 'boolean',
        release: 'v20246-chomp',
        note: 'Whether the operator accepted the terms and conditions; later releases report the location only.',
      },
      {
        name: 'location',
        literal: false,
        type: 'string',
        release: 'v20245-ragusa',
        note: 'A full country name, or an alpha-2, alpha-3 or numeric-3 code; latitude and longitude can be given as well.',
      },
    ],
  },
  {
    name: 'ClientFlags',
    title: 'Client flags',
    description: 'Client settings the notes name.',
    fields: [
      {name: 'use_extended_topology', type: 'boolean'},
      {
        name: 'ignore_egress_epoch_role',
        type: 'boolean',
        default: 'on for clients',
        release: 'v20252-hu',
        note: "Also written ignore_epoch_roles. When on, a client choosing its egress gateway does not check the node's epoch role; since v2025.2-hu clients have it on by default.",
      },
    ],
  },
  {
    name: 'ClientStatsReport',
    title: 'Client statistics report',
    description: 'What a VPN client sends to the statistics service, every 5 minutes when a report address is set.',
    undocumented: true,
    fields: [
      {name: 'kind', type: 'string'},
      {name: 'api_version', type: 'string', release: 'v202414-crunch'},
    ],
  },
  {
    name: 'InputMessage',
    title: 'Input message',
    description: 'A message a client hands to the mixnet.',
    undocumented: true,
    fields: [
      {
        name: 'max_retransmissions',
        type: 'integer',
        default: 'none',
        release: 'v20256-chuckles',
        note: 'Optional, per message.',
      },
    ],
  },
  {
    name: 'SeededClientMaterial',
    title: 'Seeded client derivation material',
    description: "What a seeded client's keys are derived from; the derived secret is 32 bytes.",
    fields: [
      {name: 'master key', literal: false, type: '32 bytes', release: 'v20254-dorina'},
      {name: 'index', literal: false, type: 'not given', release: 'v20254-dorina'},
      {name: 'salt', literal: false, type: 'not given', release: 'v20254-dorina'},
    ],
  },
  {
    name: 'DescribedNode',
    title: 'Described node',
    description: 'A node in the described routes of nym-api.',
    undocumented: true,
    schemas: ['NymNodeDataV2'],
    fields: [
      {
        name: 'last_polled',
        type: 'timestamp (RFC 3339)',
        release: 'v20245-ragusa',
        note: 'Clients that could not parse the earlier format must upgrade together with nym-api.',
      },
    ],
  },
  {
    name: 'NymNodesTable',
    title: 'Directory table nym_nodes',
    description: "Columns added to the nym_nodes table of the directory's database.",
    undocumented: true,
    fields: [
      {name: 'bond_info', type: 'not given'},
      {name: 'self_described', type: 'not given'},
      {name: 'active', type: 'not given'},
    ],
  },
  {
    name: 'PruningOptions',
    title: 'Pruning options',
    description: 'How the chain scraper prunes old data.',
    fields: [
      {name: 'keep_recent', type: 'integer', release: 'v20245-ragusa', note: 'Example: 500.'},
      {name: 'interval', type: 'integer', release: 'v20245-ragusa', note: 'Example: 10.'},
      {name: 'strategy', type: 'string', values: ['default', 'nothing', 'custom'], release: 'v20245-ragusa'},
    ],
  },
  {
    name: 'ConfigScoreFactors',
    title: 'Config score factors',
    description:
      'What the config score depends on; it is 0 unless the terms are accepted, the self-described API is exposed and the nym-node binary runs, and shrinks with each version behind.',
    schemas: ['ConfigScore'],
    fields: [
      {name: 'terms accepted', literal: false, type: 'boolean'},
      {name: 'self-described API exposed', literal: false, type: 'boolean'},
      {name: 'nym-node binary', literal: false, type: 'boolean'},
      {name: 'versions behind', literal: false, type: 'integer'},
    ],
  },
  {
    name: 'NetworkConnectionFailed',
    title: 'Connection failure error',
    description: 'NetworkConnectionFailed, the error a failed network connection raises.',
    fields: [
      {name: 'address', type: 'not given'},
      {name: 'source', type: 'not given'},
    ],
  },
];
