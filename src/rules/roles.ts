import type {NodeMode} from './modes';

export type Role = 'entry' | 'exit' | 'mixnode' | 'standby';

/**
 * Roles are drawn in this order each epoch; a node gets at most one.
 * @source changelog v2024.13-magura ("nym-nodes are assigned to eligible roles ... in the following order")
 */
export const ROLE_ASSIGNMENT_ORDER: readonly Role[] = ['entry', 'exit', 'mixnode', 'standby'];

export interface RoleCandidate {
  id: string | number;
  /** Selection weight (see selectionWeight). */
  weight: number;
  modes: readonly NodeMode[];
  binary: 'nym-node' | 'legacy';
  bondedWithVestedTokens: boolean;
  acceptedTerms: boolean;
}

/**
 * Which roles a node can be drawn for. Legacy-bonded nodes and nodes that did
 * not accept the terms get none; mixnodes bonded with vested tokens are not
 * selected; exit gateways are never put in standby.
 */
export function roleEligibility(node: Omit<RoleCandidate, 'id' | 'weight'>): Record<Role, boolean> {
  const inPlay = node.binary === 'nym-node' && node.acceptedTerms;
  const modes = new Set(node.modes);
  const exit = inPlay && modes.has('exit-gateway');
  const entry = inPlay && (modes.has('entry-gateway') || modes.has('exit-gateway'));
  const mixnode = inPlay && modes.has('mixnode') && !node.bondedWithVestedTokens;
  return {entry, exit, mixnode, standby: inPlay && !exit && (entry || mixnode)};
}

/** Draws one item with probability proportional to its weight; `random` returns [0, 1). */
function drawOne<T extends {weight: number}>(pool: T[], random: () => number): T | undefined {
  const total = pool.reduce((sum, item) => sum + item.weight, 0);
  if (!(total > 0)) return undefined;
  let point = random() * total;
  for (const item of pool) {
    point -= item.weight;
    if (point < 0 && item.weight > 0) return item;
  }
  return pool.filter((item) => item.weight > 0).at(-1);
}

export interface RoleAssignment {
  entry: RoleCandidate['id'][];
  exit: RoleCandidate['id'][];
  /** Mixnodes dealt into layers 1, 2 and 3 in turn. */
  layers: [RoleCandidate['id'][], RoleCandidate['id'][], RoleCandidate['id'][]];
  standby: RoleCandidate['id'][];
}

/**
 * One epoch's draw: weighted sampling without replacement, role by role in
 * ROLE_ASSIGNMENT_ORDER, among the nodes eligible for each role and not
 * already chosen; chosen mixnodes are shuffled and dealt into three layers.
 * Deterministic for a given `random`.
 */
export function assignRoles(
  candidates: readonly RoleCandidate[],
  counts: Record<Role, number>,
  random: () => number,
): RoleAssignment {
  for (const role of ROLE_ASSIGNMENT_ORDER) {
    if (!Number.isInteger(counts[role]) || counts[role] < 0)
      throw new RangeError(`the count of ${role} nodes must be a whole number of 0 or more, got ${counts[role]}`);
  }
  const ids = new Set<RoleCandidate['id']>();
  for (const candidate of candidates) {
    if (typeof candidate.weight !== 'number' || !Number.isFinite(candidate.weight) || candidate.weight < 0) {
      throw new RangeError(
        `node ${candidate.id}: weight must be a finite number of 0 or more, got ${candidate.weight}`,
      );
    }
    if (ids.has(candidate.id))
      throw new RangeError(`node ${candidate.id} is listed twice: each node can be drawn once`);
    ids.add(candidate.id);
  }
  if (typeof random !== 'function')
    throw new TypeError('assignRoles needs a random source: a function returning numbers in [0, 1)');
  const draw = () => {
    const value = random();
    if (!(value >= 0 && value < 1))
      throw new RangeError(`the random source must return numbers in [0, 1), returned ${value}`);
    return value;
  };
  const chosen = new Set<RoleCandidate['id']>();
  const picked: Record<Role, RoleCandidate['id'][]> = {entry: [], exit: [], mixnode: [], standby: []};
  for (const role of ROLE_ASSIGNMENT_ORDER) {
    const pool = candidates.filter((candidate) => !chosen.has(candidate.id) && roleEligibility(candidate)[role]);
    while (picked[role].length < counts[role]) {
      const next = drawOne(pool, draw);
      if (!next) break;
      pool.splice(pool.indexOf(next), 1);
      chosen.add(next.id);
      picked[role].push(next.id);
    }
  }
  const mixnodes = [...picked.mixnode];
  for (let i = mixnodes.length - 1; i > 0; i -= 1) {
    const j = Math.floor(draw() * (i + 1));
    [mixnodes[i], mixnodes[j]] = [mixnodes[j], mixnodes[i]];
  }
  const layers: RoleAssignment['layers'] = [[], [], []];
  mixnodes.forEach((id, index) => layers[index % 3].push(id));
  return {entry: picked.entry, exit: picked.exit, layers, standby: picked.standby};
}
