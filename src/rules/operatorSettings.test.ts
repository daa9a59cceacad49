import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {PROFIT_MARGIN_READINGS, validateOperatorCost, validateProfitMargin, whenChangeApplies} from './operatorSettings';

describe('operator cost', () => {
  it('is accepted from 0 to 1000 NYM, bounds included', () => {
    for (const nym of [0, 1, 250.5, 999.99, 1000]) expect(validateOperatorCost(nym)).toEqual({ok: true, value: nym, warnings: []});
  });
  it('is refused outside, with the range in the message', () => {
    for (const nym of [-0.01, 1000.01, 5000]) {
      const result = validateOperatorCost(nym);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors[0]).toEqual({path: 'operatorCost', message: `${nym} NYM is outside 0–1000 NYM: choose a cost in that range`});
    }
  });
  it('throws on what is not a number', () => {
    expect(() => validateOperatorCost(Number.NaN)).toThrow(TypeError);
    expect(() => validateOperatorCost('5' as unknown as number)).toThrow(TypeError);
  });
});

describe('profit margin, in both readings', () => {
  it('rewarding: 20 % to 50 %, bounds included', () => {
    expect(validateProfitMargin(0.2).ok).toBe(true);
    expect(validateProfitMargin(0.5).ok).toBe(true);
    expect(validateProfitMargin(0.19).ok).toBe(false);
    const high = validateProfitMargin(0.51);
    if (!high.ok) expect(high.errors[0]!.message).toBe('51 % is outside 20 %–50 % (rewarding): choose a margin in that range');
    expect(high.ok).toBe(false);
  });
  it('delegation programme: at most 20 %', () => {
    expect(validateProfitMargin(0, 'delegation-program').ok).toBe(true);
    expect(validateProfitMargin(0.2, 'delegation-program').ok).toBe(true);
    expect(validateProfitMargin(0.21, 'delegation-program').ok).toBe(false);
  });
  it('says what each reading applies to', () => {
    expect(PROFIT_MARGIN_READINGS.rewarding.appliesTo).toMatch(/contract/);
    expect(PROFIT_MARGIN_READINGS['delegation-program'].appliesTo).toMatch(/delegation programme/);
  });
  it('throws on a percentage given instead of a fraction, or NaN', () => {
    expect(() => validateProfitMargin(20)).toThrow(RangeError);
    expect(() => validateProfitMargin(-0.1)).toThrow(RangeError);
    expect(() => validateProfitMargin(Number.NaN)).toThrow(TypeError);
  });
});

describe('when a settings change applies', () => {
  const epochStart = new Date('2025-07-22T10:00:00Z');
  const now = new Date('2025-07-22T10:20:00Z');

  it('any other setting: at the end of the current epoch, at most 60 minutes after it began', () => {
    expect(whenChangeApplies({setting: 'other', now, epochStart, epochsIntoInterval: 5})).toEqual({
      boundary: 'next-epoch',
      appliesBy: new Date('2025-07-22T11:00:00Z'),
      waitMinutes: 40,
    });
  });

  it('operator cost and profit margin: at the end of the interval of 720 epochs', () => {
    const timing = whenChangeApplies({setting: 'operatorCost', now, epochStart, epochsIntoInterval: 718});
    expect(timing).toEqual({boundary: 'next-interval', appliesBy: new Date('2025-07-22T12:00:00Z'), waitMinutes: 100, epochsLeft: 2});
    const first = whenChangeApplies({setting: 'profitMargin', now, epochStart, epochsIntoInterval: 0});
    expect(first.epochsLeft).toBe(720);
    expect(first.waitMinutes).toBe(40 + 719 * 60);
  });

  it('the last epoch of an interval ends the interval too', () => {
    const timing = whenChangeApplies({setting: 'profitMargin', now, epochStart, epochsIntoInterval: 719});
    expect(timing.appliesBy).toEqual(new Date('2025-07-22T11:00:00Z'));
    expect(timing.epochsLeft).toBe(1);
  });

  it('an interval change never comes sooner than an epoch change', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: 719}), fc.integer({min: 0, max: 3_600_000}), (epochs, offset) => {
        const at = new Date(epochStart.getTime() + offset);
        const epoch = whenChangeApplies({setting: 'other', now: at, epochStart, epochsIntoInterval: epochs});
        const interval = whenChangeApplies({setting: 'operatorCost', now: at, epochStart, epochsIntoInterval: epochs});
        expect(interval.appliesBy.getTime()).toBeGreaterThanOrEqual(epoch.appliesBy.getTime());
      }),
    );
  });

  it('refuses inconsistent inputs', () => {
    expect(() => whenChangeApplies({setting: 'other', now: new Date('2025-07-22T09:00:00Z'), epochStart, epochsIntoInterval: 0})).toThrow(/before the start/);
    expect(() => whenChangeApplies({setting: 'other', now: new Date('2025-07-22T11:00:01Z'), epochStart, epochsIntoInterval: 0})).toThrow(/at most 60 minutes/);
    expect(() => whenChangeApplies({setting: 'other', now, epochStart, epochsIntoInterval: 720})).toThrow(RangeError);
    expect(() => whenChangeApplies({setting: 'other', now, epochStart, epochsIntoInterval: -1})).toThrow(RangeError);
    expect(() => whenChangeApplies({setting: 'other', now, epochStart, epochsIntoInterval: 1.5})).toThrow(RangeError);
    expect(() => whenChangeApplies({setting: 'other', now: new Date('nope'), epochStart, epochsIntoInterval: 0})).toThrow(TypeError);
  });

  it('an epoch end exactly now is still this epoch', () => {
    expect(whenChangeApplies({setting: 'other', now: new Date('2025-07-22T11:00:00Z'), epochStart, epochsIntoInterval: 0}).waitMinutes).toBe(0);
  });
});
