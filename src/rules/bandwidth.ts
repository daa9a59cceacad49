import {DAILY_BANDWIDTH_ALLOWANCE_GB, STALE_MESSAGE_HOURS, STALE_WIREGUARD_PEER_DAYS} from './constants';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * The daily allowance in bytes: the code's "1 GB" is 1024³ bytes.
 * @source common/wireguard-types/src/registration.rs @ nym-binaries-v2024.10-caramello (`BANDWIDTH_CAP_PER_DAY: u64 =
 *   1024 * 1024 * 1024; // 1 GB`)
 */
export const DAILY_ALLOWANCE_BYTES = DAILY_BANDWIDTH_ALLOWANCE_GB * 1024 ** 3;

function time(name: string, value: Date): number {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw new TypeError(`${name} must be a valid date`);
  return value.getTime();
}

/** The last reset at or before `now`, the reset happening daily at `resetTimeUtc` (HH:MM, midnight by default). */
export function lastResetBefore(now: Date, resetTimeUtc = '00:00'): Date {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(resetTimeUtc);
  if (!match) throw new RangeError(`reset time must be HH:MM in UTC, got "${resetTimeUtc}"`);
  const at = time('now', now);
  const day = new Date(at);
  const reset = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), Number(match[1]), Number(match[2]));
  return new Date(reset <= at ? reset : reset - DAY);
}

/**
 * A client's remaining daily bandwidth under the daily cap of v2024.10-caramello
 * to v2024.13-magura (which replaced it with 250 GB per 30 days). `usedBytesToday` is what the client
 * has used since `lastReset`, the last time its count was reset. Every
 * client, suspended or connected, is back to the full allowance at each
 * daily reset; a client restart is no reset, so the count goes on from
 * where it was.
 */
export function remainingAllowance(input: {
  usedBytesToday: number;
  lastReset: Date;
  now: Date;
  resetTimeUtc?: string;
}): {remainingBytes: number; resetAt: Date} {
  const {usedBytesToday} = input;
  if (typeof usedBytesToday !== 'number' || Number.isNaN(usedBytesToday) || usedBytesToday < 0) {
    throw new RangeError(`usedBytesToday must be 0 or more, got ${usedBytesToday}`);
  }
  const now = time('now', input.now);
  if (time('lastReset', input.lastReset) > now) throw new RangeError('lastReset is after now');
  const dueReset = lastResetBefore(input.now, input.resetTimeUtc).getTime();
  const used = input.lastReset.getTime() < dueReset ? 0 : usedBytesToday;
  return {remainingBytes: Math.max(0, DAILY_ALLOWANCE_BYTES - used), resetAt: new Date(dueReset + DAY)};
}

/** A wireguard peer idle for more than 3 days is stale (and gets a new private IP when it returns). */
export function isWireguardPeerStale(lastActive: Date, now: Date): boolean {
  const idle = time('now', now) - time('lastActive', lastActive);
  if (idle < 0) throw new RangeError('lastActive is after now');
  return idle > STALE_WIREGUARD_PEER_DAYS * DAY;
}

/** A message a gateway stored for a client and nobody retrieved within 24 hours is removed. */
export function isGatewayMessageStale(storedAt: Date, now: Date): boolean {
  const age = time('now', now) - time('storedAt', storedAt);
  if (age < 0) throw new RangeError('storedAt is after now');
  return age > STALE_MESSAGE_HOURS * HOUR;
}
