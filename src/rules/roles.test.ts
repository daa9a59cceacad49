import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {assignRoles, ROLE_ASSIGNMENT_ORDER, roleEligibility, type RoleCandidate} from './roles';

/** A small seeded generator (mulberry32) so draws are repeatable. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const base = {binary: 'nym-node' as const, bondedWithVestedTokens: false, acceptedTerms: true};
const candidate = (
  id: number,
  modes: RoleCandidate['modes'],
  weight = 1,
  extra: Partial<RoleCandidate> = {},
): RoleCandidate => ({id, weight, modes, ...base, ...extra});

describe('role eligibility', () => {
  it('follows the modes a node runs', () => {
    expect(roleEligibility({...base, modes: ['mixnode']})).toEqual({
      entry: false,
      exit: false,
      mixnode: true,
      standby: true,
    });
    expect(roleEligibility({...base, modes: ['entry-gateway']})).toEqual({
      entry: true,
      exit: false,
      mixnode: false,
      standby: true,
    });
  });
  it('never puts an exit gateway in standby', () => {
    expect(roleEligibility({...base, modes: ['exit-gateway']})).toEqual({
      entry: true,
      exit: true,
      mixnode: false,
      standby: false,
    });
  });
  it('does not select mixnodes bonded with vested tokens', () => {
    expect(roleEligibility({...base, modes: ['mixnode'], bondedWithVestedTokens: true})).toEqual({
      entry: false,
      exit: false,
      mixnode: false,
      standby: false,
    });
  });
  it('gives legacy bonds and nodes without accepted terms no role', () => {
    for (const node of [
      {...base, binary: 'legacy' as const},
      {...base, acceptedTerms: false},
    ]) {
      expect(Object.values(roleEligibility({...node, modes: ['entry-gateway', 'exit-gateway']}))).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
  });
});

describe('the role draw', () => {
  it('runs in the order entry, exit, mixnode, standby', () => {
    expect(ROLE_ASSIGNMENT_ORDER).toEqual(['entry', 'exit', 'mixnode', 'standby']);
  });

  it('fills each role from eligible nodes, each node at most once, exits before the remaining gateways', () => {
    const nodes = [
      candidate(1, ['exit-gateway']),
      candidate(2, ['entry-gateway']),
      candidate(3, ['mixnode']),
      candidate(4, ['mixnode']),
      candidate(5, ['mixnode']),
      candidate(6, ['entry-gateway']),
    ];
    const result = assignRoles(nodes, {entry: 1, exit: 1, mixnode: 3, standby: 5}, seeded(1));
    const all = [...result.entry, ...result.exit, ...result.layers.flat(), ...result.standby];
    expect(new Set(all).size).toBe(all.length);
    expect(result.layers.flat().sort()).toEqual([3, 4, 5]);
    expect(result.layers.map((layer) => layer.length)).toEqual([1, 1, 1]);
    expect(result.exit.length + result.entry.length).toBe(2);
    expect(result.standby).not.toContain(1);
  });

  it('never draws a node of weight 0 and stops when the pool runs dry', () => {
    const result = assignRoles(
      [candidate(1, ['mixnode'], 0), candidate(2, ['mixnode'], 2)],
      {entry: 0, exit: 0, mixnode: 3, standby: 0},
      seeded(2),
    );
    expect(result.layers.flat()).toEqual([2]);
  });

  it('stops without using the random source when only nodes of weight 0 are left', () => {
    const result = assignRoles(
      [candidate(1, ['mixnode'], 0), candidate(2, ['mixnode'], 0)],
      {entry: 0, exit: 0, mixnode: 2, standby: 0},
      () => 7,
    );
    expect(result.layers.flat()).toEqual([]);
  });

  it('a random number just below 1 draws the last node with weight, even when rounding leaves a remainder', () => {
    // 0.1 + 0.2 + 0.3 rounds up, so subtracting the weights one by one never goes below zero.
    const nodes = [
      candidate(1, ['mixnode'], 0.1),
      candidate(2, ['mixnode'], 0.2),
      candidate(3, ['mixnode'], 0.3),
      candidate(4, ['mixnode'], 0),
    ];
    const result = assignRoles(nodes, {entry: 0, exit: 0, mixnode: 1, standby: 0}, () => 1 - 2 ** -53);
    expect(result.layers.flat()).toEqual([3]);
  });

  it('uses one random number per node drawn, then one per chosen mixnode after the first to shuffle the layers', () => {
    const counting = (values: number[]) => {
      const source = () => {
        source.calls += 1;
        return values[(source.calls - 1) % values.length];
      };
      source.calls = 0;
      return source;
    };
    const one = counting([0]);
    assignRoles([candidate(1, ['mixnode'])], {entry: 0, exit: 0, mixnode: 1, standby: 0}, one);
    expect(one.calls).toBe(1);
    const three = counting([0.5]);
    assignRoles(
      [1, 2, 3].map((id) => candidate(id, ['mixnode'])),
      {entry: 0, exit: 0, mixnode: 3, standby: 0},
      three,
    );
    expect(three.calls).toBe(3 + 2);
  });

  it('favours heavier nodes', () => {
    let heavy = 0;
    for (let seed = 0; seed < 400; seed += 1) {
      const {layers} = assignRoles(
        [candidate(1, ['mixnode'], 9), candidate(2, ['mixnode'], 1)],
        {entry: 0, exit: 0, mixnode: 1, standby: 0},
        seeded(seed),
      );
      if (layers[0][0] === 1) heavy += 1;
    }
    expect(heavy).toBeGreaterThan(320);
    expect(heavy).toBeLessThan(400);
  });

  it('is repeatable for a given random source, and never picks more than asked', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.double({min: 0, max: 10, noNaN: true}), {minLength: 1, maxLength: 12}),
        fc.nat(5),
        (seed, weights, count) => {
          const nodes = weights.map((weight, index) =>
            candidate(index, index % 2 ? ['mixnode'] : ['entry-gateway'], weight),
          );
          const counts = {entry: count, exit: 0, mixnode: count, standby: count};
          const first = assignRoles(nodes, counts, seeded(seed));
          expect(assignRoles(nodes, counts, seeded(seed))).toEqual(first);
          expect(first.entry.length).toBeLessThanOrEqual(count);
          expect(first.layers.flat().length).toBeLessThanOrEqual(count);
        },
      ),
    );
  });

  it('refuses negative counts and weights', () => {
    expect(() => assignRoles([], {entry: -1, exit: 0, mixnode: 0, standby: 0}, Math.random)).toThrow(RangeError);
    expect(() => assignRoles([], {entry: 0.5, exit: 0, mixnode: 0, standby: 0}, Math.random)).toThrow(RangeError);
    expect(() =>
      assignRoles([candidate(1, ['mixnode'], -1)], {entry: 0, exit: 0, mixnode: 1, standby: 0}, Math.random),
    ).toThrow(/weight/);
  });
});

describe('the role draw: refused input', () => {
  const counts = {entry: 0, exit: 0, mixnode: 1, standby: 0};
  it('a node listed twice, a weight that is not finite, a random source outside [0, 1)', () => {
    expect(() =>
      assignRoles([candidate(1, ['mixnode']), candidate(1, ['entry-gateway'])], counts, Math.random),
    ).toThrow(new RangeError('node 1 is listed twice: each node can be drawn once'));
    expect(() => assignRoles([candidate(1, ['mixnode'], Number.POSITIVE_INFINITY)], counts, Math.random)).toThrow(
      new RangeError('node 1: weight must be a finite number of 0 or more, got Infinity'),
    );
    expect(() => assignRoles([candidate(1, ['mixnode'])], counts, () => 1)).toThrow(
      new RangeError('the random source must return numbers in [0, 1), returned 1'),
    );
    expect(() => assignRoles([candidate(1, ['mixnode'])], counts, () => -0.1)).toThrow(RangeError);
    expect(() => assignRoles([candidate(1, ['mixnode'])], counts, () => Number.NaN)).toThrow(RangeError);
    expect(() => assignRoles([candidate(1, ['mixnode'])], counts, 0.5 as unknown as () => number)).toThrow(
      new TypeError('assignRoles needs a random source: a function returning numbers in [0, 1)'),
    );
  });
  it('a random source is not even called when nothing is to be drawn', () => {
    expect(assignRoles([candidate(1, ['mixnode'])], {...counts, mixnode: 0}, () => 7)).toStrictEqual({
      entry: [],
      exit: [],
      layers: [[], [], []],
      standby: [],
    });
  });
});

describe('the role draw, as properties', () => {
  const pool = fc.array(
    fc.record({
      modes: fc.constantFrom<RoleCandidate['modes']>(
        ['mixnode'],
        ['entry-gateway'],
        ['exit-gateway'],
        ['entry-gateway', 'exit-gateway'],
      ),
      weight: fc.double({min: 0, max: 10, noNaN: true}),
      vested: fc.boolean(),
    }),
    {maxLength: 15},
  );
  const count = fc.nat(6);

  it('each chosen node is eligible for its role, and no node gets two roles', () => {
    fc.assert(
      fc.property(pool, count, count, count, count, fc.integer(), (nodes, entry, exit, mixnode, standby, seed) => {
        const candidates = nodes.map((node, id) =>
          candidate(id, node.modes, node.weight, {bondedWithVestedTokens: node.vested}),
        );
        const result = assignRoles(candidates, {entry, exit, mixnode, standby}, seeded(seed));
        const byId = new Map(candidates.map((node) => [node.id, node]));
        const roles: [keyof ReturnType<typeof roleEligibility>, (string | number)[]][] = [
          ['entry', result.entry],
          ['exit', result.exit],
          ['mixnode', result.layers.flat()],
          ['standby', result.standby],
        ];
        for (const [role, ids] of roles) for (const id of ids) expect(roleEligibility(byId.get(id)!)[role]).toBe(true);
        const all = roles.flatMap(([, ids]) => ids);
        expect(new Set(all).size).toBe(all.length);
        expect(result.entry.length).toBeLessThanOrEqual(entry);
        expect(result.exit.length).toBeLessThanOrEqual(exit);
        expect(result.standby.length).toBeLessThanOrEqual(standby);
      }),
    );
  });

  it('layers differ in size by at most one, the first ones taking the extra nodes', () => {
    fc.assert(
      fc.property(fc.nat(12), fc.integer(), (mixnodes, seed) => {
        const candidates = Array.from({length: mixnodes}, (_, id) => candidate(id, ['mixnode']));
        const sizes = assignRoles(
          candidates,
          {entry: 0, exit: 0, mixnode: mixnodes, standby: 0},
          seeded(seed),
        ).layers.map((layer) => layer.length);
        expect(sizes[0] - sizes[2]).toBeLessThanOrEqual(1);
        expect(sizes[0]).toBeGreaterThanOrEqual(sizes[1]);
        expect(sizes[1]).toBeGreaterThanOrEqual(sizes[2]);
        expect(sizes[0] + sizes[1] + sizes[2]).toBe(mixnodes);
      }),
    );
  });

  it('exit gateways may be drawn as entries first, so exits are filled only from what is left', () => {
    // Three exit gateways, two entries to draw: the entry draw may take two of them, leaving one exit.
    const candidates = [0, 1, 2].map((id) => candidate(id, ['exit-gateway']));
    const tallies = new Set<number>();
    for (let seed = 0; seed < 50; seed += 1)
      tallies.add(assignRoles(candidates, {entry: 2, exit: 2, mixnode: 0, standby: 0}, seeded(seed)).exit.length);
    expect([...tallies]).toEqual([1]);
  });

  it('when every role has enough eligible nodes left after the roles drawn before it, every role is filled', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        // Entries may take up to two exit gateways, and standby can use neither exits nor chosen nodes.
        const candidates = [
          ...[0, 1, 2, 3].map((id) => candidate(id, ['exit-gateway'])),
          ...[4, 5].map((id) => candidate(id, ['entry-gateway'])),
          ...[6, 7, 8, 9, 10].map((id) => candidate(id, ['mixnode'])),
        ];
        const result = assignRoles(candidates, {entry: 2, exit: 2, mixnode: 3, standby: 2}, seeded(seed));
        expect([result.entry.length, result.exit.length, result.layers.flat().length, result.standby.length]).toEqual([
          2, 2, 3, 2,
        ]);
      }),
    );
  });
});
