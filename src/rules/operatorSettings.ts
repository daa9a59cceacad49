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
  if (typeof nym !== 'number' || Number.isNaN(nym)) throw new TypeError(`operator cost must be a number of NYM, got ${String(nym)}`);
  if (nym < OPERATOR_COST_MIN_NYM || nym > OPERATOR_COST_MAX_NYM) {
    return fail([{path: 'operatorCost', message: `${nym} NYM is outside ${OPERATOR_COST_MIN_NYM}–${OPERATOR_COST_MAX_NYM} NYM: choose a cost in that range`}]);
  }
  return ok(nym);
}

/**
 * The release notes state the profit margin twice, for different things:
 * the network's rewarding parameters bound it between 20 % and 50 %; the
 * delegation programme, later, takes only nodes at 20 % or less.
 */
export const PROFIT_MARGIN_READINGS = {
  rewarding: {min: PROFIT_MARGIN_MIN, max: PROFIT_MARGIN_MAX, appliesTo: 'any bonded node: the bounds the mixnet contract accepts'},
  'delegation-program': {min: 0, max: DELEGATION_PROGRAM_PROFIT_MARGIN_MAX, appliesTo: 'nodes that want delegations from the delegation programme'},
} as const;
export type ProfitMarginReading = keyof typeof PROFIT_MARGIN_READINGS;

/** A profit margin (a fraction: 0.2 is 20 %) against one of the two readings. */
export function validateProfitMargin(fraction: number, reading: ProfitMarginReading = 'rewarding'): Result<number> {
  if (typeof fraction !== 'number' || Number.isNaN(fraction)) throw new TypeError(`profit margin must be a fraction, got ${String(fraction)}`);
  if (fraction < 0 || fraction > 1) throw new RangeError(`profit margin is a fraction between 0 and 1 (0.2 is 20 %), got ${fraction}`);
  const {min, max} = PROFIT_MARGIN_READINGS[reading];
  const percent = (value: number) => `${Math.round(value * 1000) / 10} %`;
  if (fraction < min || fraction > max) {
    return fail([{path: 'profitMargin', message: `${percent(fraction)} is outside ${percent(min)}–${percent(max)} (${reading}): choose a margin in that range`}]);
  }
  return ok(fraction);
}

export type SettingChange = 'operatorCost' | 'profitMargin' | 'other';

export interface ChangeTiming {
  boundary: 'next-interval' | 'next-epoch';
  /** The latest moment the change takes effect (epochs may end sooner). */
  appliesBy: Date;
  waitMinutes: number;
  /** Epochs still to run in the current interval, this one included (next-interval changes). */
  epochsLeft?: number;
}

const MINUTE = 60_000;

function requireDate(name: string, value: Date): number {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw new TypeError(`${name} must be a valid date`);
  return value.getTime();
}

/**
 * When a settings change takes effect. Operator cost and profit margin wait
 * for the next interval (720 epochs); any other setting for the next epoch.
 * An epoch lasts at most 60 minutes, so the answer is the latest time.
 * `epochsIntoInterval` counts the epochs of the interval already started (0
 * in its first epoch).
 */
export function whenChangeApplies(input: {setting: SettingChange; now: Date; epochStart: Date; epochsIntoInterval: number}): ChangeTiming {
  const now = requireDate('now', input.now);
  const epochStart = requireDate('epochStart', input.epochStart);
  const {epochsIntoInterval} = input;
  if (!Number.isInteger(epochsIntoInterval) || epochsIntoInterval < 0 || epochsIntoInterval >= EPOCHS_PER_INTERVAL) {
    throw new RangeError(`epochsIntoInterval must be a whole number from 0 to ${EPOCHS_PER_INTERVAL - 1}, got ${epochsIntoInterval}`);
  }
  if (now < epochStart) throw new RangeError('now is before the start of the current epoch: check both times');
  const epochEnd = epochStart + EPOCH_MAX_MINUTES * MINUTE;
  if (now > epochEnd) throw new RangeError(`an epoch lasts at most ${EPOCH_MAX_MINUTES} minutes, and the current one started more than that before now: check the epoch start`);
  if (input.setting === 'other') {
    return {boundary: 'next-epoch', appliesBy: new Date(epochEnd), waitMinutes: Math.ceil((epochEnd - now) / MINUTE)};
  }
  const epochsLeft = EPOCHS_PER_INTERVAL - epochsIntoInterval;
  const intervalEnd = epochEnd + (epochsLeft - 1) * EPOCH_MAX_MINUTES * MINUTE;
  return {boundary: 'next-interval', appliesBy: new Date(intervalEnd), waitMinutes: Math.ceil((intervalEnd - now) / MINUTE), epochsLeft};
}
