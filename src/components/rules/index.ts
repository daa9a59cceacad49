import {
  ExitPolicyPorts,
  HardwareTable,
  LoadTierTable,
  NodePortTable,
  ResponseSizeTable,
  ServiceSettings,
} from './tables';

/** Components that render the network's rules from src/rules/constants.ts, usable in any MDX. */
export const ruleComponents = {
  ResponseSizeTable,
  LoadTierTable,
  ExitPolicyPorts,
  NodePortTable,
  HardwareTable,
  ServiceSettings,
};
