import type {ContractMessage} from './schema';

/** Mixnet contract messages that v2024.13-magura added and removed (SPEC §7). */
export const CONTRACT_MESSAGES: ContractMessage[] = [
  {name: 'BondNymNode', contract: 'mixnet', status: 'added', release: 'v202413-magura', description: 'Bonds a node; a new bond is always a nym-node.'},
  {name: 'UnbondNymNode', contract: 'mixnet', status: 'added', release: 'v202413-magura', description: 'Unbonds a nym-node.'},
  {name: 'UpdateNodeConfig', contract: 'mixnet', status: 'added', release: 'v202413-magura', description: "Changes a bonded node's settings, such as its host or custom HTTP port."},
  {name: 'MigrateMixnode', contract: 'mixnet', status: 'added', release: 'v202413-magura', description: 'Turns a legacy mixnode bond into a nym-node bond.'},
  {name: 'MigrateGateway', contract: 'mixnet', status: 'added', release: 'v202413-magura', description: 'Turns a legacy gateway bond into a nym-node bond.'},
  {name: 'AssignRoles', contract: 'mixnet', status: 'added', release: 'v202413-magura', description: 'Records the roles of the epoch.'},
  {name: 'FamilyMessages', contract: 'mixnet', status: 'removed', release: 'v202413-magura', description: 'Every message about node families: families were removed.'},
  {name: 'UpdateActiveSetSize', contract: 'mixnet', status: 'removed', release: 'v202413-magura', description: 'Set the size of the active set.'},
  {name: 'AssignNodeLayer', contract: 'mixnet', status: 'removed', release: 'v202413-magura', description: 'Put a mixnode in a layer; roles replace layers.'},
  {name: 'AdvanceCurrentEpoch', contract: 'mixnet', status: 'removed', release: 'v202413-magura', description: 'Moved the epoch on.'},
];
