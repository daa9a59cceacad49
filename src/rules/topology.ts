import {TOPOLOGY_MIN_PERFORMANCE} from './constants';

/** Whether clients keep a node in their topology: by default only at 50 % performance or more. */
export function inTopology(performance: number, minPerformance: number = TOPOLOGY_MIN_PERFORMANCE): boolean {
  for (const [name, value] of [
    ['performance', performance],
    ['minPerformance', minPerformance],
  ] as const) {
    if (typeof value !== 'number' || Number.isNaN(value) || value < 0 || value > 1)
      throw new RangeError(`${name} must be between 0 and 1, got ${value}`);
  }
  return performance >= minPerformance;
}

/** The nodes a client keeps, in their order. */
export function filterTopology<T extends {performance: number}>(
  nodes: readonly T[],
  minPerformance: number = TOPOLOGY_MIN_PERFORMANCE,
): T[] {
  return nodes.filter((node) => inTopology(node.performance, minPerformance));
}
