import {describe, expect, it} from 'vitest';
import {DAILY_ALLOWANCE_BYTES, isGatewayMessageStale, isWireguardPeerStale, lastResetBefore, remainingAllowance} from './bandwidth';

const at = (iso: string) => new Date(iso);

describe('daily bandwidth allowance', () => {
  it('is 1 GB a day', () => {
    expect(DAILY_ALLOWANCE_BYTES).toBe(1_000_000_000);
  });

  it('resets at midnight UTC, or at a configured time', () => {
    expect(lastResetBefore(at('2025-07-22T10:00:00Z'))).toEqual(at('2025-07-22T00:00:00Z'));
    expect(lastResetBefore(at('2025-07-22T10:00:00Z'), '12:30')).toEqual(at('2025-07-21T12:30:00Z'));
    expect(lastResetBefore(at('2025-07-22T12:30:00Z'), '12:30')).toEqual(at('2025-07-22T12:30:00Z'));
    expect(() => lastResetBefore(at('2025-07-22T10:00:00Z'), '24:00')).toThrow(RangeError);
  });

  it('goes on from the last count after a restart the same day', () => {
    expect(remainingAllowance({usedBytes: 400_000_000, countedSince: at('2025-07-22T01:00:00Z'), now: at('2025-07-22T18:00:00Z')})).toEqual({
      remainingBytes: 600_000_000,
      resetAt: at('2025-07-23T00:00:00Z'),
    });
  });

  it('is full again after a reset, whether the client was connected or suspended', () => {
    expect(remainingAllowance({usedBytes: 900_000_000, countedSince: at('2025-07-21T22:00:00Z'), now: at('2025-07-22T00:00:00Z')}).remainingBytes).toBe(DAILY_ALLOWANCE_BYTES);
  });

  it('never goes below zero, and refuses impossible inputs', () => {
    expect(remainingAllowance({usedBytes: 5e9, countedSince: at('2025-07-22T01:00:00Z'), now: at('2025-07-22T02:00:00Z')}).remainingBytes).toBe(0);
    expect(() => remainingAllowance({usedBytes: -1, countedSince: at('2025-07-22T01:00:00Z'), now: at('2025-07-22T02:00:00Z')})).toThrow(RangeError);
    expect(() => remainingAllowance({usedBytes: 1, countedSince: at('2025-07-22T03:00:00Z'), now: at('2025-07-22T02:00:00Z')})).toThrow(RangeError);
    expect(() => remainingAllowance({usedBytes: 1, countedSince: at('x'), now: at('2025-07-22T02:00:00Z')})).toThrow(TypeError);
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
});
