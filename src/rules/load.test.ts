import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {LOAD_TIERS, bumpTier, isAbove, loadTier, nodeLoad, nodeLoadWork, type LoadSample} from './load';

const GiB = 1024 ** 3;
const idle: LoadSample = {
  loadAverage5: 0.4,
  cpuCount: 4,
  memoryUsed: 1 * GiB,
  memoryTotal: 16 * GiB,
  swapUsed: 0,
  swapTotal: 0,
};

describe('LOAD_TIERS', () => {
  it('orders the tiers from Unknown (nothing measured) to AtCapacity', () => {
    expect(LOAD_TIERS).toEqual(['Unknown', 'Negligible', 'Low', 'Medium', 'High', 'VeryHigh', 'AtCapacity']);
  });
});

describe('loadTier', () => {
  it.each([
    [0.05, 'Negligible'],
    [0.1, 'Negligible'],
    [0.100001, 'Low'],
    [0.3, 'Low'],
    [0.45, 'Medium'],
    [0.6, 'Medium'],
    [0.8, 'High'],
    [0.9, 'VeryHigh'],
    [0.95, 'VeryHigh'],
    [0.950001, 'AtCapacity'],
    [3, 'AtCapacity'],
  ] as const)('%s is %s (upper bounds inclusive)', (value, tier) => {
    expect(loadTier(value)).toBe(tier);
  });

  it('says Unknown for 0, NaN and infinity: nothing was measured', () => {
    expect(loadTier(0)).toBe('Unknown');
    expect(loadTier(Number.NaN)).toBe('Unknown');
    expect(loadTier(Number.POSITIVE_INFINITY)).toBe('Unknown');
  });

  it('rejects negative loads and non-numbers', () => {
    expect(() => loadTier(-0.1)).toThrow(RangeError);
    expect(() => loadTier('0.5' as unknown as number)).toThrow(TypeError);
  });

  it('never gives a lighter tier for a heavier load', () => {
    fc.assert(
      fc.property(
        fc.double({min: 0.000001, max: 5, noNaN: true}),
        fc.double({min: 0.000001, max: 5, noNaN: true}),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(isAbove(loadTier(low), loadTier(high))).toBe(false);
        },
      ),
    );
  });
});

describe('bumpTier', () => {
  it('moves one tier up and stops at AtCapacity; Unknown stays Unknown', () => {
    expect(bumpTier('Low')).toBe('Medium');
    expect(bumpTier('VeryHigh')).toBe('AtCapacity');
    expect(bumpTier('AtCapacity')).toBe('AtCapacity');
    expect(bumpTier('Unknown')).toBe('Unknown');
  });

  it('never lowers a tier', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOAD_TIERS), (tier) => {
        expect(isAbove(tier, bumpTier(tier))).toBe(false);
      }),
    );
  });
});

describe('nodeLoad', () => {
  it('takes the machine tier from the 5-minute load average per CPU', () => {
    expect(nodeLoad({...idle, loadAverage5: 2, cpuCount: 4}).machine).toBe('Medium');
  });

  it('without traffic rates, network is Unknown and total equals machine', () => {
    expect(nodeLoad(idle)).toEqual({total: 'Negligible', machine: 'Negligible', network: 'Unknown'});
  });

  it('bumps machine one tier when memory is busier than the CPU', () => {
    const work = nodeLoadWork({...idle, memoryUsed: 12 * GiB});
    expect(work.memoryTier).toBe('High');
    expect(work.memoryBumped).toBe(true);
    expect(work.machine).toBe('Low');
  });

  it('counts swap only when there is more than 1 GiB of it', () => {
    const small = nodeLoadWork({...idle, swapUsed: 0.9 * GiB, swapTotal: 1 * GiB});
    expect(small.swapCounted).toBe(false);
    expect(small.machine).toBe('Negligible');
    const large = nodeLoadWork({...idle, swapUsed: 1.8 * GiB, swapTotal: 2 * GiB});
    expect(large.swapCounted).toBe(true);
    expect(large.machine).toBe('Low');
  });

  it('bumps for memory and then for swap, each compared with the bumped tier', () => {
    const work = nodeLoadWork({...idle, memoryUsed: 15 * GiB, swapUsed: 3.9 * GiB, swapTotal: 4 * GiB});
    expect([work.memoryBumped, work.swapBumped, work.machine]).toEqual([true, true, 'Medium']);
  });

  it('takes memory fully used as AtCapacity, not as an impossible sample', () => {
    const work = nodeLoadWork({...idle, memoryUsed: 16 * GiB});
    expect(work.memoryTier).toBe('AtCapacity');
    expect(work.machine).toBe('Low');
  });

  it('swap usage is the share of total swap in use', () => {
    const work = nodeLoadWork({...idle, swapUsed: 1 * GiB, swapTotal: 4 * GiB});
    expect(work.swapShare).toBeCloseTo(0.25);
    expect(work.swapTier).toBe('Low');
  });

  it('does not bump for swap that is counted but not busier than the machine', () => {
    const work = nodeLoadWork({...idle, loadAverage5: 2, swapUsed: 0.2 * GiB, swapTotal: 2 * GiB});
    expect([work.swapCounted, work.swapTier, work.swapBumped, work.machine]).toEqual([
      true,
      'Negligible',
      false,
      'Medium',
    ]);
  });

  it('reports no network bump when there are no traffic rates', () => {
    const work = nodeLoadWork({...idle, loadAverage5: 2});
    expect([work.networkGbps, work.totalBumped, work.total]).toEqual([null, false, 'Medium']);
  });

  it('scales the larger of tx and rx against 1 Gbit/s', () => {
    const work = nodeLoadWork({...idle, txBytesPerSecond: 10_000_000, rxBytesPerSecond: 75_000_000});
    expect(work.networkGbps).toBeCloseTo(0.6);
    expect(work.network).toBe('Medium');
  });

  it('total is machine when machine is busier than network, else machine bumped (equal tiers bump)', () => {
    const busyMachine = nodeLoad({...idle, loadAverage5: 3, txBytesPerSecond: 1_000_000, rxBytesPerSecond: 1_000_000});
    expect(busyMachine).toEqual({machine: 'High', network: 'Negligible', total: 'High'});
    const equal = nodeLoad({...idle, loadAverage5: 0.2, txBytesPerSecond: 5_000_000, rxBytesPerSecond: 0});
    expect([equal.machine, equal.network, equal.total]).toEqual(['Negligible', 'Negligible', 'Low']);
    const busyNetwork = nodeLoad({...idle, txBytesPerSecond: 115_000_000, rxBytesPerSecond: 0});
    expect([busyNetwork.machine, busyNetwork.network, busyNetwork.total]).toEqual(['Negligible', 'VeryHigh', 'Low']);
  });

  it('rejects impossible samples with a clear message', () => {
    expect(() => nodeLoad({...idle, cpuCount: 0})).toThrow(/cpuCount must be above 0/);
    expect(() => nodeLoad({...idle, cpuCount: 2.5})).toThrow(/whole number/);
    expect(() => nodeLoad({...idle, loadAverage5: -1})).toThrow(RangeError);
    expect(() => nodeLoad({...idle, loadAverage5: Number.NaN})).toThrow(RangeError);
    expect(() => nodeLoad({...idle, memoryUsed: 17 * GiB})).toThrow(/cannot exceed memoryTotal/);
    expect(() => nodeLoad({...idle, txBytesPerSecond: 5})).toThrow(/both/);
  });

  it('names the field at fault', () => {
    expect(() => nodeLoad({...idle, memoryTotal: 0, memoryUsed: 0})).toThrow(
      new RangeError('memoryTotal must be above 0'),
    );
    expect(() => nodeLoad({...idle, memoryUsed: -1})).toThrow(new RangeError('memoryUsed cannot be negative, got -1'));
    expect(() => nodeLoad({...idle, swapTotal: -1})).toThrow(new RangeError('swapTotal cannot be negative, got -1'));
    expect(() => nodeLoad({...idle, swapUsed: -1})).toThrow(new RangeError('swapUsed cannot be negative, got -1'));
    expect(() => nodeLoad({...idle, swapUsed: 2, swapTotal: 1})).toThrow(
      new RangeError('swapUsed (2) cannot exceed swapTotal (1)'),
    );
    expect(() => nodeLoad({...idle, txBytesPerSecond: -1, rxBytesPerSecond: 0})).toThrow(
      new RangeError('txBytesPerSecond cannot be negative, got -1'),
    );
    expect(() => nodeLoad({...idle, txBytesPerSecond: 0, rxBytesPerSecond: -1})).toThrow(
      new RangeError('rxBytesPerSecond cannot be negative, got -1'),
    );
  });

  it('a busier CPU never gives a lighter machine or total', () => {
    fc.assert(
      fc.property(
        fc.double({min: 0, max: 16, noNaN: true}),
        fc.double({min: 0, max: 16, noNaN: true}),
        fc.nat(200_000_000),
        (a, b, rate) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lighter = nodeLoad({...idle, loadAverage5: low, txBytesPerSecond: rate, rxBytesPerSecond: rate});
          const heavier = nodeLoad({...idle, loadAverage5: high, txBytesPerSecond: rate, rxBytesPerSecond: rate});
          expect(isAbove(lighter.machine, heavier.machine)).toBe(false);
          expect(isAbove(lighter.total, heavier.total)).toBe(false);
        },
      ),
    );
  });

  it('total is never lighter than machine', () => {
    fc.assert(
      fc.property(
        fc.double({min: 0, max: 16, noNaN: true}),
        fc.nat(300_000_000),
        fc.nat(300_000_000),
        (avg, tx, rx) => {
          const load = nodeLoad({...idle, loadAverage5: avg, txBytesPerSecond: tx, rxBytesPerSecond: rx});
          expect(isAbove(load.machine, load.total)).toBe(false);
        },
      ),
    );
  });
});
