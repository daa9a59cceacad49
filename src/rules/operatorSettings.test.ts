import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {
  PROFIT_MARGIN_READINGS,
  validateOperatorCost,
  validateProfitMargin,
  whenChangeApplies,
} from './operatorSettings';

describe('operator cost', () => {
  it('is accepted from 0 to 1000 NYM, bounds included', () => {
    for (const nym of [0, 1, 250.5, 999.99, 1000])
      expect(validateOperatorCost(nym)).toEqual({ok: true, value: nym, warnings: []});
  });
  it('is refused outside, with the range in the message', () => {
    for (const nym of [-0.01, 1000.01, 5000]) {
      const result = validateOperatorCost(nym);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.errors[0]).toEqual({
          path: 'operatorCost',
          message: `${nym} NYM is outside 0–1000 NYM: choose a cost in that range`,
        });
    }
  });
  it('throws on what is not a number', () => {
    expect(() => validateOperatorCost(Number.NaN)).toThrow(TypeError);
    expect(() => validateOperatorCost('5' as unknown as number)).toThrow(TypeError);
    expect(() => validateOperatorCost('5' as unknown as number)).toThrow(
      new TypeError('operator cost must be a number of NYM, got 5'),
    );
  });
});

describe('profit margin, in both readings', () => {
  it('rewarding: 20 % to 50 %, bounds included', () => {
    expect(validateProfitMargin(0.2).ok).toBe(true);
    expect(validateProfitMargin(0.5).ok).toBe(true);
    expect(validateProfitMargin(0.19).ok).toBe(false);
    const high = validateProfitMargin(0.51);
    if (!high.ok)
      expect(high.errors[0].message).toBe('51 % is outside 20 %–50 % (rewarding): choose a margin in that range');
    expect(high.ok).toBe(false);
  });
  it('delegation programme: at most 20 %', () => {
    expect(validateProfitMargin(0, 'delegation-program').ok).toBe(true);
    expect(validateProfitMargin(0.2, 'delegation-program').ok).toBe(true);
    expect(validateProfitMargin(0.21, 'delegation-program').ok).toBe(false);
  });
  it('takes 100 % as a fraction, refused as outside the bounds, with the path of the field', () => {
    expect(validateProfitMargin(1)).toEqual({
      ok: false,
      errors: [
        {path: 'profitMargin', message: '100 % is outside 20 %–50 % (rewarding): choose a margin in that range'},
      ],
      warnings: [],
    });
  });
  it('says what each reading applies to', () => {
    expect(PROFIT_MARGIN_READINGS.rewarding.appliesTo).toMatch(/contract/);
    expect(PROFIT_MARGIN_READINGS['delegation-program'].appliesTo).toMatch(/delegation programme/);
  });
  it('throws on a percentage given instead of a fraction, or NaN', () => {
    expect(() => validateProfitMargin(20)).toThrow(RangeError);
    expect(() => validateProfitMargin(-0.1)).toThrow(RangeError);
    expect(() => validateProfitMargin(Number.NaN)).toThrow(TypeError);
    expect(() => validateProfitMargin('0.3' as unknown as number)).toThrow(
      new TypeError('profit margin must be a fraction, got 0.3'),
    );
  });
});

describe('when a settings change applies', () => {
  const epochStart = new Date('2025-07-22T10:00:00Z');
  const now = new Date('2025-07-22T10:20:00Z');

  it('any other setting: at the end of the current epoch, at most 60 minutes after it began', () => {
    expect(whenChangeApplies({setting: 'other', now, epochStart, epochsIntoInterval: 5})).toEqual({
      boundary: 'next-epoch',
      appliesAt: new Date('2025-07-22T11:00:00Z'),
      waitMinutes: 40,
    });
  });

  it('operator cost and profit margin: at the end of the interval of 720 epochs', () => {
    const timing = whenChangeApplies({setting: 'operatorCost', now, epochStart, epochsIntoInterval: 718});
    expect(timing).toEqual({
      boundary: 'next-interval',
      appliesAt: new Date('2025-07-22T12:00:00Z'),
      waitMinutes: 100,
      epochsLeft: 2,
    });
    const first = whenChangeApplies({setting: 'profitMargin', now, epochStart, epochsIntoInterval: 0});
    expect(first.epochsLeft).toBe(720);
    expect(first.waitMinutes).toBe(40 + 719 * 60);
  });

  it('the last epoch of an interval ends the interval too', () => {
    const timing = whenChangeApplies({setting: 'profitMargin', now, epochStart, epochsIntoInterval: 719});
    expect(timing.appliesAt).toEqual(new Date('2025-07-22T11:00:00Z'));
    expect(timing.epochsLeft).toBe(1);
  });

  it('an interval change never comes sooner than an epoch change', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: 719}), fc.integer({min: 0, max: 3_600_000}), (epochs, offset) => {
        const at = new Date(epochStart.getTime() + offset);
        const epoch = whenChangeApplies({setting: 'other', now: at, epochStart, epochsIntoInterval: epochs});
        const interval = whenChangeApplies({setting: 'operatorCost', now: at, epochStart, epochsIntoInterval: epochs});
        expect(interval.appliesAt.getTime()).toBeGreaterThanOrEqual(epoch.appliesAt.getTime());
      }),
    );
  });

  it('refuses inconsistent inputs', () => {
    expect(() =>
      whenChangeApplies({setting: 'other', now: new Date('2025-07-22T09:00:00Z'), epochStart, epochsIntoInterval: 0}),
    ).toThrow(/before the start/);
    expect(() =>
      whenChangeApplies({setting: 'other', now: new Date('2025-07-22T11:00:01Z'), epochStart, epochsIntoInterval: 0}),
    ).toThrow(/at most 60 minutes/);
    expect(() => whenChangeApplies({setting: 'other', now, epochStart, epochsIntoInterval: 720})).toThrow(RangeError);
    expect(() => whenChangeApplies({setting: 'other', now, epochStart, epochsIntoInterval: -1})).toThrow(RangeError);
    expect(() => whenChangeApplies({setting: 'other', now, epochStart, epochsIntoInterval: 1.5})).toThrow(RangeError);
    expect(() =>
      whenChangeApplies({setting: 'other', now: new Date('nope'), epochStart, epochsIntoInterval: 0}),
    ).toThrow(TypeError);
    expect(() =>
      whenChangeApplies({setting: 'other', now: new Date('nope'), epochStart, epochsIntoInterval: 0}),
    ).toThrow(new TypeError('now must be a valid date'));
    expect(() =>
      whenChangeApplies({setting: 'other', now, epochStart: new Date('nope'), epochsIntoInterval: 0}),
    ).toThrow(new TypeError('epochStart must be a valid date'));
  });

  it('an epoch end exactly now is still this epoch', () => {
    expect(
      whenChangeApplies({setting: 'other', now: new Date('2025-07-22T11:00:00Z'), epochStart, epochsIntoInterval: 0})
        .waitMinutes,
    ).toBe(0);
  });
});

describe('when a settings change applies, from the interval start', () => {
  const HOUR = 3_600_000;
  const intervalStart = new Date('2025-07-01T00:00:00Z');
  const later = (base: Date, ms: number) => new Date(base.getTime() + ms);

  it('operator cost: at most 720 epochs of 60 minutes after the interval began', () => {
    const epochStart = later(intervalStart, 10 * HOUR);
    const now = later(epochStart, 15 * 60_000);
    expect(whenChangeApplies({setting: 'operatorCost', now, epochStart, intervalStart})).toStrictEqual({
      boundary: 'next-interval',
      appliesAt: new Date('2025-07-31T00:00:00Z'),
      waitMinutes: 720 * 60 - 10 * 60 - 15,
    });
  });

  it('with the epoch count too, the earlier of the two bounds wins', () => {
    // Ten epochs in ten hours: both bounds meet.
    const epochStart = later(intervalStart, 10 * HOUR);
    const both = whenChangeApplies({
      setting: 'profitMargin',
      now: epochStart,
      epochStart,
      intervalStart,
      epochsIntoInterval: 10,
    });
    expect(both).toStrictEqual({
      boundary: 'next-interval',
      appliesAt: new Date('2025-07-31T00:00:00Z'),
      waitMinutes: 710 * 60,
      epochsLeft: 710,
    });
    // Twenty short epochs in ten hours: the count gives the earlier end.
    const counted = whenChangeApplies({
      setting: 'profitMargin',
      now: epochStart,
      epochStart,
      intervalStart,
      epochsIntoInterval: 20,
    });
    expect(counted.appliesAt).toEqual(later(epochStart, 700 * HOUR));
    expect(counted.epochsLeft).toBe(700);
  });

  it('in the last hour of the interval, even a next-epoch change comes by the interval end', () => {
    const end = later(intervalStart, 720 * HOUR);
    const epochStart = later(end, -30 * 60_000);
    const now = later(end, -10 * 60_000);
    expect(whenChangeApplies({setting: 'other', now, epochStart, intervalStart})).toStrictEqual({
      boundary: 'next-epoch',
      appliesAt: end,
      waitMinutes: 10,
    });
    expect(whenChangeApplies({setting: 'operatorCost', now, epochStart, intervalStart}).appliesAt).toEqual(end);
    expect(whenChangeApplies({setting: 'other', now: end, epochStart, intervalStart}).waitMinutes).toBe(0);
  });

  it('an interval change never comes sooner than an epoch change, and never before now', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: 719 * HOUR}), fc.integer({min: 0, max: HOUR}), (epochOffset, nowOffset) => {
        const epochStart = later(intervalStart, epochOffset);
        const now = new Date(Math.min(epochStart.getTime() + nowOffset, intervalStart.getTime() + 720 * HOUR));
        const epoch = whenChangeApplies({setting: 'other', now, epochStart, intervalStart});
        const interval = whenChangeApplies({setting: 'operatorCost', now, epochStart, intervalStart});
        expect(interval.appliesAt.getTime()).toBeGreaterThanOrEqual(epoch.appliesAt.getTime());
        expect(epoch.appliesAt.getTime()).toBeGreaterThanOrEqual(now.getTime());
        expect(epoch.waitMinutes).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it.each([
    [
      'an interval older than 720 epochs',
      {now: new Date('2025-07-31T00:00:01Z'), epochStart: new Date('2025-07-30T23:30:00Z'), intervalStart},
      'an interval lasts at most 720 epochs of 60 minutes, and the current one started more than that before now: check the interval start',
    ],
    [
      'an epoch that starts before its interval',
      {now: intervalStart, epochStart: later(intervalStart, -60_000), intervalStart},
      'the current epoch starts before the current interval: check both times',
    ],
    [
      'fewer epochs than the time since the interval start allows',
      {
        now: later(intervalStart, 5 * HOUR),
        epochStart: later(intervalStart, 5 * HOUR),
        intervalStart,
        epochsIntoInterval: 4,
      },
      '4 epochs of at most 60 minutes cannot fill the time from the interval start to the epoch start: check the interval start or the epoch count',
    ],
  ])('refuses %s', (_, times, message) => {
    expect(() => whenChangeApplies({setting: 'operatorCost', ...times})).toThrow(new RangeError(message));
  });

  it('the first epoch of an interval may start with the interval', () => {
    const timing = whenChangeApplies({
      setting: 'operatorCost',
      now: intervalStart,
      epochStart: intervalStart,
      intervalStart,
      epochsIntoInterval: 0,
    });
    expect(timing).toStrictEqual({
      boundary: 'next-interval',
      appliesAt: new Date('2025-07-31T00:00:00Z'),
      waitMinutes: 720 * 60,
      epochsLeft: 720,
    });
  });

  it('the count may be exactly what the time allows', () => {
    expect(
      whenChangeApplies({
        setting: 'operatorCost',
        now: later(intervalStart, 5 * HOUR),
        epochStart: later(intervalStart, 5 * HOUR),
        intervalStart,
        epochsIntoInterval: 5,
      }).epochsLeft,
    ).toBe(715);
  });

  it('needs the interval start or the epoch count for an interval change, but neither for another change', () => {
    const epochStart = later(intervalStart, 5 * HOUR);
    expect(() => whenChangeApplies({setting: 'operatorCost', now: epochStart, epochStart})).toThrow(
      new TypeError(
        'operator cost and profit margin wait for the next interval: give intervalStart or epochsIntoInterval',
      ),
    );
    expect(whenChangeApplies({setting: 'other', now: epochStart, epochStart}).waitMinutes).toBe(60);
    expect(() =>
      whenChangeApplies({setting: 'other', now: epochStart, epochStart, intervalStart: new Date('x')}),
    ).toThrow(new TypeError('intervalStart must be a valid date'));
    expect(() => whenChangeApplies({setting: 'cost' as 'other', now: epochStart, epochStart, intervalStart})).toThrow(
      new TypeError('setting must be operatorCost, profitMargin or other, got cost'),
    );
  });
});
