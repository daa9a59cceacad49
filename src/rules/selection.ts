import {SELECTION_PERFORMANCE_EXPONENT} from './constants';

function requireShare(name: string, value: unknown, max = Number.POSITIVE_INFINITY): number {
  if (typeof value !== 'number') throw new TypeError(`${name} must be a number, got ${typeof value}`);
  if (Number.isNaN(value) || value < 0 || value > max) {
    throw new RangeError(
      `${name} must be between 0 and ${max === Number.POSITIVE_INFINITY ? 'any size' : max}, got ${value}`,
    );
  }
  return value;
}

/**
 * A node's weight in the rewarded-set draw: stake saturation × performance^20.
 * Performance already includes the config score (routing score × config score).
 * A weight that overflows counts as 0.
 */
export function selectionWeight(node: {stakeSaturation: number; performance: number}): number {
  const stakeSaturation = requireShare('stakeSaturation', node.stakeSaturation);
  const performance = requireShare('performance', node.performance, 1);
  const weight = stakeSaturation * performance ** SELECTION_PERFORMANCE_EXPONENT;
  return Number.isFinite(weight) ? weight : 0;
}

/** Performance as rewards and selection use it. */
export function effectivePerformance(routingScore: number, configScore: number): number {
  return requireShare('routingScore', routingScore, 1) * requireShare('configScore', configScore, 1);
}
