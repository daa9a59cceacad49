import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {effectivePerformance, selectionWeight} from './selection';

describe('selectionWeight', () => {
  it('is stake saturation × performance ^ 20', () => {
    expect(selectionWeight({stakeSaturation: 1, performance: 1})).toBe(1);
    expect(selectionWeight({stakeSaturation: 0.5, performance: 0.9})).toBeCloseTo(0.5 * 0.9 ** 20, 12);
    expect(selectionWeight({stakeSaturation: 0.8, performance: 0})).toBe(0);
  });

  it('treats an overflowing weight as 0', () => {
    expect(selectionWeight({stakeSaturation: Number.POSITIVE_INFINITY, performance: 1})).toBe(0);
  });

  it('rejects performance outside 0..1 and negative or NaN saturation', () => {
    expect(() => selectionWeight({stakeSaturation: 1, performance: 1.2})).toThrow(RangeError);
    expect(() => selectionWeight({stakeSaturation: -0.1, performance: 1})).toThrow(RangeError);
    expect(() => selectionWeight({stakeSaturation: Number.NaN, performance: 1})).toThrow(RangeError);
    expect(() => selectionWeight({stakeSaturation: 1, performance: '1' as unknown as number})).toThrow(TypeError);
  });

  it('a better performing node never weighs less at equal stake', () => {
    fc.assert(
      fc.property(
        fc.double({min: 0, max: 1, noNaN: true}),
        fc.double({min: 0, max: 1, noNaN: true}),
        fc.double({min: 0, max: 2, noNaN: true}),
        (a, b, stake) => {
          const [worse, better] = a <= b ? [a, b] : [b, a];
          expect(selectionWeight({stakeSaturation: stake, performance: better})).toBeGreaterThanOrEqual(
            selectionWeight({stakeSaturation: stake, performance: worse}),
          );
        },
      ),
    );
  });
});

describe('effectivePerformance', () => {
  it('is routing score × config score', () => {
    expect(effectivePerformance(0.9, 0.5)).toBeCloseTo(0.45, 12);
    expect(effectivePerformance(1, 0)).toBe(0);
  });
});
