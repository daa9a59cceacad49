import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {
  DAILY_ALLOWANCE_BYTES,
  isGatewayMessageStale,
  isWireguardPeerStale,
  lastResetBefore,
  remainingAllowance,
} from './bandwidth';

const at = (iso: string) => new Date(iso);

describe('daily bandwidth allowance', () => {
  // BANDWIDTH_CAP_PER_DAY = 1024 * 1024 * 1024: common/wireguard-types/src/registration.rs @
  // nym-binaries-v2024.10-caramello (#4717).
  it('is 1 GB a day, counted as 1024³ bytes', () => {
    expect(DAILY_ALLOWANCE_BYTES).toBe(1_073_741_824);
  });

  it('resets at midnight UTC, or at a configured time', () => {
    expect(lastResetBefore(at('2025-07-22T10:00:00Z'))).toEqual(at('2025-07-22T00:00:00Z'));
    expect(lastResetBefore(at('2025-07-22T10:00:00Z'), '12:30')).toEqual(at('2025-07-21T12:30:00Z'));
    expect(lastResetBefore(at('2025-07-22T12:30:00Z'), '12:30')).toEqual(at('2025-07-22T12:30:00Z'));
    expect(() => lastResetBefore(at('2025-07-22T10:00:00Z'), '24:00')).toThrow(RangeError);
  });

  it('goes on from the last count after a restart the same day', () => {
    expect(
      remainingAllowance({
        usedBytesToday: 400_000_000,
        lastReset: at('2025-07-22T01:00:00Z'),
        now: at('2025-07-22T18:00:00Z'),
      }),
    ).toEqual({
      remainingBytes: 1_073_741_824 - 400_000_000,
      resetAt: at('2025-07-23T00:00:00Z'),
    });
  });

  it('is full again after a reset, whether the client was connected or suspended', () => {
    expect(
      remainingAllowance({
        usedBytesToday: 900_000_000,
        lastReset: at('2025-07-21T22:00:00Z'),
        now: at('2025-07-22T00:00:00Z'),
      }).remainingBytes,
    ).toBe(DAILY_ALLOWANCE_BYTES);
  });

  it('never goes below zero, and refuses impossible inputs', () => {
    expect(
      remainingAllowance({usedBytesToday: 5e9, lastReset: at('2025-07-22T01:00:00Z'), now: at('2025-07-22T02:00:00Z')})
        .remainingBytes,
    ).toBe(0);
    expect(() =>
      remainingAllowance({usedBytesToday: -1, lastReset: at('2025-07-22T01:00:00Z'), now: at('2025-07-22T02:00:00Z')}),
    ).toThrow(RangeError);
    expect(() =>
      remainingAllowance({usedBytesToday: 1, lastReset: at('2025-07-22T03:00:00Z'), now: at('2025-07-22T02:00:00Z')}),
    ).toThrow(RangeError);
    expect(() => remainingAllowance({usedBytesToday: 1, lastReset: at('x'), now: at('2025-07-22T02:00:00Z')})).toThrow(
      TypeError,
    );
    expect(() =>
      remainingAllowance({
        usedBytesToday: '5' as unknown as number,
        lastReset: at('2025-07-22T01:00:00Z'),
        now: at('2025-07-22T02:00:00Z'),
      }),
    ).toThrow(new RangeError('usedBytesToday must be 0 or more, got 5'));
    expect(() => remainingAllowance({usedBytesToday: 1, lastReset: at('x'), now: at('2025-07-22T02:00:00Z')})).toThrow(
      new TypeError('lastReset must be a valid date'),
    );
    expect(() => remainingAllowance({usedBytesToday: 1, lastReset: at('2025-07-22T01:00:00Z'), now: at('x')})).toThrow(
      new TypeError('now must be a valid date'),
    );
  });
});

describe('daily bandwidth, as properties', () => {
  const day = Date.UTC(2025, 6, 22);
  const minute = 60_000;

  it('before any reset comes, what is left is the allowance minus what was used', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 0, max: 1439}),
        fc.integer({min: 0, max: 1439}),
        fc.integer({min: 0, max: DAILY_ALLOWANCE_BYTES}),
        (a, b, used) => {
          const [since, now] = [Math.min(a, b), Math.max(a, b)];
          const result = remainingAllowance({
            usedBytesToday: used,
            lastReset: new Date(day + since * minute),
            now: new Date(day + now * minute),
          });
          expect(result.remainingBytes).toBe(DAILY_ALLOWANCE_BYTES - used);
          expect(result.resetAt).toEqual(new Date(day + 1440 * minute));
        },
      ),
    );
  });

  it('once a reset time has passed, the whole allowance is back, whatever was used', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 0, max: 23}),
        fc.integer({min: 1, max: 2 * 1440}),
        fc.integer({min: 0, max: 10 * DAILY_ALLOWANCE_BYTES}),
        (hour, minutesAfter, used) => {
          const resetTimeUtc = `${String(hour).padStart(2, '0')}:00`;
          const reset = day + hour * 60 * minute;
          const result = remainingAllowance({
            usedBytesToday: used,
            lastReset: new Date(reset - 1),
            now: new Date(reset + minutesAfter * minute - 1),
            resetTimeUtc,
          });
          expect(result.remainingBytes).toBe(DAILY_ALLOWANCE_BYTES);
        },
      ),
    );
  });

  it('the next reset is always within a day after now', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 0, max: 10 * 1440}),
        fc.integer({min: 0, max: 23}),
        fc.integer({min: 0, max: 59}),
        (offset, hour, min) => {
          const now = new Date(day + offset * minute);
          const resetTimeUtc = `${String(hour).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
          const {resetAt} = remainingAllowance({usedBytesToday: 0, lastReset: now, now, resetTimeUtc});
          expect(resetAt.getTime()).toBeGreaterThan(now.getTime());
          expect(resetAt.getTime() - now.getTime()).toBeLessThanOrEqual(1440 * minute);
          expect(resetAt.getUTCHours() * 60 + resetAt.getUTCMinutes()).toBe(hour * 60 + min);
        },
      ),
    );
  });
});

describe('staleness', () => {
  const now = at('2025-07-22T12:00:00Z');
  it('a wireguard peer is stale after more than 3 days idle', () => {
    expect(isWireguardPeerStale(at('2025-07-19T12:00:00Z'), now)).toBe(false);
    expect(isWireguardPeerStale(at('2025-07-19T11:59:59Z'), now)).toBe(true);
    expect(() => isWireguardPeerStale(at('2025-07-23T00:00:00Z'), now)).toThrow(RangeError);
  });
  it('a stored gateway message is stale after more than 24 hours', () => {
    expect(isGatewayMessageStale(at('2025-07-21T12:00:00Z'), now)).toBe(false);
    expect(isGatewayMessageStale(at('2025-07-21T11:59:59Z'), now)).toBe(true);
    expect(() => isGatewayMessageStale(at('2025-07-23T00:00:00Z'), now)).toThrow(RangeError);
  });
  it('names the date that is not a date', () => {
    expect(() => isWireguardPeerStale(at('x'), now)).toThrow(new TypeError('lastActive must be a valid date'));
    expect(() => isWireguardPeerStale(now, at('x'))).toThrow(new TypeError('now must be a valid date'));
    expect(() => isGatewayMessageStale(at('x'), now)).toThrow(new TypeError('storedAt must be a valid date'));
    expect(() => isGatewayMessageStale(now, at('x'))).toThrow(new TypeError('now must be a valid date'));
  });
});
