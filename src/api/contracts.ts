import type {ContractMessageInput} from './schema';

const MAGURA = 'v202413-magura';

/**
 * Mixnet contract transaction messages that v2024.13-magura added and removed (SPEC §7); what each does is in our
 * words.
 */
export const CONTRACT_MESSAGES: ContractMessageInput[] = [
  {
    name: 'BondNymNode',
    contract: 'mixnet',
    status: 'added',
    release: MAGURA,
    description:
      'Bonds a node; every new bond is a nym-node, and the old bonding messages are translated into this one.',
  },
  {name: 'UnbondNymNode', contract: 'mixnet', status: 'added', release: MAGURA, description: 'Unbonds a nym-node.'},
  {
    name: 'UpdateNodeConfig',
    contract: 'mixnet',
    status: 'added',
    release: MAGURA,
    description: "Changes a bonded node's settings, such as its host or custom HTTP port.",
  },
  {
    name: 'MigrateMixnode',
    contract: 'mixnet',
    status: 'added',
    release: MAGURA,
    description: 'Turns a legacy mixnode bond into a nym-node bond.',
  },
  {
    name: 'MigrateGateway',
    contract: 'mixnet',
    status: 'added',
    release: MAGURA,
    description:
      'Turns a legacy gateway bond into a nym-node bond; a gateway must migrate before it can be staked on or rewarded.',
  },
  {
    name: 'AssignRoles',
    contract: 'mixnet',
    status: 'added',
    release: MAGURA,
    description: 'Records the roles of the epoch: entry gateways, exit gateways, mixnodes, then standby.',
  },
  {
    name: 'family messages',
    group: true,
    contract: 'mixnet',
    status: 'removed',
    release: MAGURA,
    description: 'Every message about node families; families were removed altogether.',
  },
  {
    name: 'UpdateActiveSetSize',
    contract: 'mixnet',
    status: 'removed',
    release: MAGURA,
    description: 'Set the size of the active set.',
  },
  {
    name: 'AssignNodeLayer',
    contract: 'mixnet',
    status: 'removed',
    release: MAGURA,
    description: 'Put a mixnode in a layer; per-epoch roles took over.',
  },
  {
    name: 'AdvanceCurrentEpoch',
    contract: 'mixnet',
    status: 'removed',
    release: MAGURA,
    description: 'Moved the epoch on.',
  },
];
