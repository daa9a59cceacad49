/** A node's role this epoch as a client sees it. */
export type EpochRole = 'entry' | 'exit' | 'layer1' | 'layer2' | 'layer3' | 'standby' | 'inactive';

export interface GatewayCandidate {
  /** Whether the node can mix (it runs, or may run, as a mixnode). */
  supportsMixing: boolean;
  epochRole: EpochRole;
}

const MIXING_LAYERS: readonly EpochRole[] = ['layer1', 'layer2', 'layer3'];

/** At init a client only registers with a gateway that does not support mixing. */
export function canServeAsInitGateway(node: GatewayCandidate): boolean {
  return !node.supportsMixing;
}

/**
 * For egress a client avoids nodes in a mixing layer this epoch; standby and
 * inactive nodes are fine. With epoch roles ignored (the clients' default
 * flag), any node will do.
 */
export function canServeAsEgress(node: GatewayCandidate, options: {ignoreEpochRoles: boolean}): boolean {
  if (options.ignoreEpochRoles) return true;
  return !MIXING_LAYERS.includes(node.epochRole);
}
