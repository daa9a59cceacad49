/** A node's role this epoch as a client sees it. */
export type EpochRole = 'entry' | 'exit' | 'layer1' | 'layer2' | 'layer3' | 'standby' | 'inactive';

export interface GatewayCandidate {
  /** Whether the node can mix (it runs, or may run, as a mixnode). */
  supportsMixing: boolean;
  epochRole: EpochRole;
}

export const EPOCH_ROLES: readonly EpochRole[] = ['entry', 'exit', 'layer1', 'layer2', 'layer3', 'standby', 'inactive'];
const MIXING_LAYERS: readonly EpochRole[] = ['layer1', 'layer2', 'layer3'];

function requireCandidate(node: GatewayCandidate): GatewayCandidate {
  if (typeof node !== 'object' || node === null)
    throw new TypeError('a gateway candidate must be an object with supportsMixing and epochRole');
  if (typeof node.supportsMixing !== 'boolean')
    throw new TypeError(`supportsMixing must be true or false, got ${String(node.supportsMixing)}`);
  if (!EPOCH_ROLES.includes(node.epochRole))
    throw new RangeError(`epochRole must be one of ${EPOCH_ROLES.join(', ')}, got ${String(node.epochRole)}`);
  return node;
}

/** At init a client only registers with a gateway that does not support mixing. */
export function canServeAsInitGateway(node: GatewayCandidate): boolean {
  return !requireCandidate(node).supportsMixing;
}

/**
 * For egress a client avoids nodes in a mixing layer this epoch; standby and
 * inactive nodes are fine. With epoch roles ignored (the clients' default
 * flag), any node will do.
 */
export function canServeAsEgress(node: GatewayCandidate, options: {ignoreEpochRoles: boolean}): boolean {
  const {epochRole} = requireCandidate(node);
  if (typeof options?.ignoreEpochRoles !== 'boolean')
    throw new TypeError('say whether epoch roles are ignored: {ignoreEpochRoles: true} or {ignoreEpochRoles: false}');
  if (options.ignoreEpochRoles) return true;
  return !MIXING_LAYERS.includes(epochRole);
}
