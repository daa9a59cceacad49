import {
  DELEGATION_PROGRAM_PROFIT_MARGIN_MAX,
  EPOCH_MAX_MINUTES,
  EPOCHS_PER_INTERVAL,
  OPERATOR_COST_MAX_NYM,
  OPERATOR_COST_MIN_NYM,
  PROFIT_MARGIN_MAX,
  PROFIT_MARGIN_MIN,
} from './constants';
import {fail, ok, type Result} from './result';

/** The operator cost a node may ask, in NYM per interval: 0 to 1000. */
export function validateOperatorCost(nym: number): Result<number> {
  if (typeof nym !== 'number' || Number.isNaN(nym))
    throw new TypeError(`operator cost must be a number of NYM, got ${String(nym)}`);
  if (nym < OPERATOR_COST_MIN_NYM || nym > OPERATOR_COST_MAX_NYM) {
    return fail([
      {
        path: 'operatorCost',
        message: `${nym} NYM is outside ${OPERATOR_COST_MIN_NYM}–${OPERATOR_COST_MAX_NYM} NYM: choose a cost in that range`,
      },
    ]);
  }
  return ok(nym);
}

/**
 * The release notes state the profit margin twice, for different things:
 * the network's rewarding parameters bound it between 20 % and 50 %; the
 * delegation programme, later, takes only nodes at 20 % or less.
 */
export const PROFIT_MARGIN_READINGS = {
  rewarding: {
    min: PROFIT_MARGIN_MIN,
    max: PROFIT_MARGIN_MAX,
    appliesTo: 'any bonded node: the bounds the mixnet contract accepts',
  },
  'delegation-program': {
    min: 0,
    max: DELEGATION_PROGRAM_PROFIT_MARGIN_MAX,
    appliesTo: 'nodes that want delegations from the delegation programme',
  },
} as const;
export type ProfitMarginReading = keyof typeof PROFIT_MARGIN_READINGS;

/** A profit margin (a fraction: 0.2 is 20 %) against one of the two readings. */
export function validateProfitMargin(fraction: number, reading: ProfitMarginReading = 'rewarding'): Result<number> {
  if (typeof fraction !== 'number' || Number.isNaN(fraction))
    throw new TypeError(`profit margin must be a fraction, got ${String(fraction)}`);
  if (fraction < 0 || fraction > 1)
    throw new RangeError(`profit margin is a fraction between 0 and 1 (0.2 is 20 %), got ${fraction}`);
  const {min, max} = PROFIT_MARGIN_READINGS[reading];
  const percent = (value: number) => `${Math.round(value * 1000) / 10} %`;
  if (fraction < min || fraction > max) {
    return fail([
      {
        path: 'profitMargin',
        message: `${percent(fraction)} is outside ${percent(min)}–${percent(max)} (${reading}): choose a margin in that range`,
      },
    ]);
  }
  return ok(fraction);
}

export type SettingChange = 'operatorCost' | 'profitMargin' | 'other';

export interface ChangeTiming {
  boundary: 'next-interval' | 'next-epoch';
  /** The latest moment the change takes effect (epochs may end sooner). */
  appliesAt: Date;
  /** Whole minutes from now to appliesAt, rounded up. */
  waitMinutes: number;
  /**
   * Epochs still to run in the current interval, this one included (next-interval changes, when the epoch count
   * is known).
   */
  epochsLeft?: number;
}

export interface ChangeTimingInput {
  setting: SettingChange;
  now: Date;
  /** When the current epoch began. */
  epochStart: Date;
  /** When the current interval began. */
  intervalStart?: Date;
  /** Epochs of the current interval that began before this one (0 in its first epoch). */
  epochsIntoInterval?: number;
}

const MINUTE = 60_000;
const EPOCH_MS = EPOCH_MAX_MINUTES * MINUTE;

function requireDate(name: string, value: Date): number {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw new TypeError(`${name} must be a valid date`);
  return value.getTime();
}

function timing(boundary: ChangeTiming['boundary'], appliesAt: number, now: number, epochsLeft?: number): ChangeTiming {
  return {
    boundary,
    appliesAt: new Date(appliesAt),
    waitMinutes: Math.ceil((appliesAt - now) / MINUTE),
    ...(epochsLeft === undefined ? {} : {epochsLeft}),
  };
}

/**
 * When a settings change takes effect. Operator cost and profit margin wait
 * for the next interval (720 epochs); any other setting waits for the next
 * epoch. An epoch lasts at most 60 minutes, so every answer is the latest
 * time the change can take effect. The end of the interval is bounded by
 * `intervalStart` (720 epochs of at most 60 minutes) and by
 * `epochsIntoInterval` (the epochs still to run after this one); give
 * either or both, and the earlier bound is returned. Times that cannot all
 * be true at once (now before the epoch began, an epoch older than 60
 * minutes, an interval older than 720 epochs) throw a RangeError.
 */
export function whenChangeApplies(input: ChangeTimingInput): ChangeTiming {
  const now = requireDate('now', input.now);
  const epochStart = requireDate('epochStart', input.epochStart);
  const intervalStart =
    input.intervalStart === undefined ? undefined : requireDate('intervalStart', input.intervalStart);
  const {epochsIntoInterval} = input;
  if (
    epochsIntoInterval !== undefined &&
    (!Number.isInteger(epochsIntoInterval) || epochsIntoInterval < 0 || epochsIntoInterval >= EPOCHS_PER_INTERVAL)
  ) {
    throw new RangeError(
      `epochsIntoInterval must be a whole number from 0 to ${EPOCHS_PER_INTERVAL - 1}, got ${epochsIntoInterval}`,
    );
  }
  if (now < epochStart) throw new RangeError('now is before the start of the current epoch: check both times');
  const epochEnd = epochStart + EPOCH_MS;
  if (now > epochEnd)
    throw new RangeError(
      `an epoch lasts at most ${EPOCH_MAX_MINUTES} minutes, and the current one started more than that before now: check the epoch start`,
    );
  // The interval ends with one of its epochs, so its latest end bounds the current epoch too.
  const intervalEnd =
    intervalStart === undefined ? Number.POSITIVE_INFINITY : intervalStart + EPOCHS_PER_INTERVAL * EPOCH_MS;
  if (intervalStart !== undefined) {
    if (epochStart < intervalStart)
      throw new RangeError('the current epoch starts before the current interval: check both times');
    if (epochsIntoInterval !== undefined && epochStart - intervalStart > epochsIntoInterval * EPOCH_MS) {
      throw new RangeError(
        `${epochsIntoInterval} epochs of at most ${EPOCH_MAX_MINUTES} minutes cannot fill the time from the interval start to the epoch start: check the interval start or the epoch count`,
      );
    }
    if (now > intervalEnd) {
      throw new RangeError(
        `an interval lasts at most ${EPOCHS_PER_INTERVAL} epochs of ${EPOCH_MAX_MINUTES} minutes, and the current one started more than that before now: check the interval start`,
      );
    }
  }
  if (input.setting === 'other') return timing('next-epoch', Math.min(epochEnd, intervalEnd), now);
  if (input.setting !== 'operatorCost' && input.setting !== 'profitMargin') {
    throw new TypeError(`setting must be operatorCost, profitMargin or other, got ${String(input.setting)}`);
  }
  if (intervalStart === undefined && epochsIntoInterval === undefined) {
    throw new TypeError(
      'operator cost and profit margin wait for the next interval: give intervalStart or epochsIntoInterval',
    );
  }
  const epochsLeft = epochsIntoInterval === undefined ? undefined : EPOCHS_PER_INTERVAL - epochsIntoInterval;
  const countedEnd = epochsLeft === undefined ? Number.POSITIVE_INFINITY : epochEnd + (epochsLeft - 1) * EPOCH_MS;
  return timing('next-interval', Math.min(intervalEnd, countedEnd), now, epochsLeft);
}
