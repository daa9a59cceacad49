import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {filterTopology, inTopology} from './topology';

describe('topology filtering', () => {
  it('keeps nodes at 50 % performance or more by default', () => {
    expect(inTopology(0.5)).toBe(true);
    expect(inTopology(0.4999)).toBe(false);
    expect(inTopology(1)).toBe(true);
    expect(inTopology(0)).toBe(false);
  });
  it('takes another threshold when configured', () => {
    expect(inTopology(0.3, 0.25)).toBe(true);
    expect(inTopology(0.3, 0.9)).toBe(false);
    expect(inTopology(0, 0)).toBe(true);
  });
  it('filters a list, keeping order', () => {
    const nodes = [
      {id: 1, performance: 0.9},
      {id: 2, performance: 0.2},
      {id: 3, performance: 0.5},
    ];
    expect(filterTopology(nodes).map((node) => node.id)).toEqual([1, 3]);
    expect(filterTopology(nodes, 0.95)).toEqual([]);
  });
  it('refuses performances outside 0–1', () => {
    expect(() => inTopology(1.01)).toThrow(RangeError);
    expect(() => inTopology(-0.1)).toThrow(RangeError);
    expect(() => inTopology(Number.NaN)).toThrow(RangeError);
    expect(() => inTopology(0.5, 2)).toThrow(/minPerformance/);
    expect(() => inTopology('0.7' as unknown as number)).toThrow(
      new RangeError('performance must be between 0 and 1, got 0.7'),
    );
  });
});

describe('topology filtering, as properties', () => {
  const performance = fc.double({min: 0, max: 1, noNaN: true});

  it('keeps exactly the nodes at or above the threshold, in their order', () => {
    fc.assert(
      fc.property(fc.array(performance, {maxLength: 20}), performance, (values, min) => {
        const nodes = values.map((value, id) => ({id, performance: value}));
        expect(filterTopology(nodes, min)).toEqual(nodes.filter((node) => node.performance >= min));
      }),
    );
  });

  it('a higher threshold never lets more nodes in', () => {
    fc.assert(
      fc.property(fc.array(performance, {maxLength: 20}), performance, performance, (values, a, b) => {
        const nodes = values.map((value, id) => ({id, performance: value}));
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(filterTopology(nodes, high).length).toBeLessThanOrEqual(filterTopology(nodes, low).length);
      }),
    );
  });
});
