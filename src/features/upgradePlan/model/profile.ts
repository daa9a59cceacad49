import type {ActionTarget} from '../../changelog/model/actionVocabulary';

/**
 * Whom a plan is for: the kinds of node a reader can pick, and which of a
 * release's action targets each of them answers to.
 */

/** What a reader runs: a nym-node mode, or a legacy binary that has still to migrate. */
export const PLAN_NODES = {
  'exit-gateway': 'Exit gateway',
  'entry-gateway': 'Entry gateway',
  mixnode: 'Mixnode',
  'legacy-gateway': 'Legacy gateway (migrating)',
  'legacy-mixnode': 'Legacy mixnode (migrating)',
} as const;
export type PlanNode = keyof typeof PLAN_NODES;
export const PLAN_NODE_NAMES = Object.keys(PLAN_NODES) as PlanNode[];

export interface PlanProfile {
  node: PlanNode;
  /** A gateway that runs WireGuard (nym-node's --wireguard-enabled). */
  wireguard: boolean;
}

/**
 * The targets (ACTION_TARGETS) a profile answers to. A legacy binary migrates to the nym-node mode it becomes,
 * and its bond with the wallet: wallet upgrades are its too.
 */
export function targetsOf({node, wireguard}: PlanProfile): Set<ActionTarget> {
  const targets = new Set<ActionTarget>(['all', node]);
  if (node === 'legacy-mixnode' || node === 'legacy-gateway') targets.add('wallet');
  if (node === 'legacy-mixnode') targets.add('mixnode');
  if (node === 'legacy-gateway') targets.add('entry-gateway');
  const gateway = node !== 'mixnode' && node !== 'legacy-mixnode';
  if (gateway) targets.add('gateway');
  if (gateway && wireguard) targets.add('wireguard');
  return targets;
}

/**
 * Whether an action is for a profile: for any of its targets the profile answers to. `wireguard` beside
 * other targets narrows them to those running WireGuard ("exit-gateway wireguard": exit gateways that
 * route WireGuard); alone, it is any gateway running WireGuard.
 */
export function appliesTo(forWhom: readonly ActionTarget[], profile: PlanProfile): boolean {
  const mine = targetsOf(profile);
  const others = forWhom.filter((target) => target !== 'wireguard');
  if (forWhom.includes('wireguard') && !mine.has('wireguard')) return false;
  return others.length === 0 || others.some((target) => mine.has(target));
}
