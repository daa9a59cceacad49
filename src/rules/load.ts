import {LOAD_NETWORK_REFERENCE_BPS, LOAD_SWAP_MIN_TOTAL_BYTES, LOAD_TIER_UPPER_BOUNDS} from './constants';

/** How busy a node is, as its /load endpoint reports it, from idle to full. */
export type LoadTier = 'Unknown' | 'Negligible' | 'Low' | 'Medium' | 'High' | 'VeryHigh' | 'AtCapacity';

/**
 * The tiers in order; a later tier is a heavier load.
 * @source nym-node/nym-node-requests/src/api/v1/node_load/models.rs @ nym-binaries-v2026.9-venaco (`enum Load`, whose
 *   variant order the code compares)
 */
export const LOAD_TIERS: readonly LoadTier[] = [
  'Unknown',
  'Negligible',
  'Low',
  'Medium',
  'High',
  'VeryHigh',
  'AtCapacity',
];

function rank(tier: LoadTier): number {
  return LOAD_TIERS.indexOf(tier);
}

/** True when tier a is a heavier load than tier b. */
export function isAbove(a: LoadTier, b: LoadTier): boolean {
  return rank(a) > rank(b);
}

/**
 * The tier of a load value (a share of capacity: 0.5 is half used). Upper
 * bounds are inclusive: 0.1 is Negligible, 0.95 is VeryHigh. A value of 0,
 * NaN or infinity means nothing was measured: Unknown. Negative values are
 * not loads and throw.
 */
export function loadTier(value: number): LoadTier {
  if (typeof value !== 'number') throw new TypeError(`loadTier expects a number, got ${typeof value}`);
  if (value < 0) throw new RangeError(`loadTier expects a load of 0 or more, got ${value}`);
  if (value === 0 || !Number.isFinite(value)) return 'Unknown';
  for (const [tier, upper] of Object.entries(LOAD_TIER_UPPER_BOUNDS) as [LoadTier, number][]) {
    if (value <= upper) return tier;
  }
  return 'AtCapacity';
}

/** One tier heavier; AtCapacity and Unknown stay as they are. */
export function bumpTier(tier: LoadTier): LoadTier {
  if (tier === 'Unknown' || tier === 'AtCapacity') return tier;
  return LOAD_TIERS[rank(tier) + 1];
}

/** One reading of a node's machine and, from the second reading on, its traffic. Sizes in bytes. */
export interface LoadSample {
  /** Load average over 5 minutes, as `uptime` shows it. */
  loadAverage5: number;
  cpuCount: number;
  memoryUsed: number;
  memoryTotal: number;
  swapUsed: number;
  swapTotal: number;
  /** Bytes sent and received per second on interfaces named eth… or en…, between two readings. */
  txBytesPerSecond?: number;
  rxBytesPerSecond?: number;
}

export interface NodeLoad {
  total: LoadTier;
  machine: LoadTier;
  network: LoadTier;
}

/** The intermediate values of nodeLoad, for calculators that show their work. */
export interface NodeLoadWork extends NodeLoad {
  cpuShare: number;
  cpuTier: LoadTier;
  memoryShare: number;
  memoryTier: LoadTier;
  memoryBumped: boolean;
  swapCounted: boolean;
  swapShare: number | null;
  swapTier: LoadTier | null;
  swapBumped: boolean;
  networkGbps: number | null;
  totalBumped: boolean;
}

function requireNumber(name: string, value: unknown, {integer = false, positive = false} = {}): number {
  if (typeof value !== 'number') throw new TypeError(`${name} must be a number, got ${typeof value}`);
  if (Number.isNaN(value) || !Number.isFinite(value))
    throw new RangeError(`${name} must be a finite number, got ${value}`);
  if (value < 0) throw new RangeError(`${name} cannot be negative, got ${value}`);
  if (positive && value === 0) throw new RangeError(`${name} must be above 0`);
  if (integer && !Number.isInteger(value)) throw new RangeError(`${name} must be a whole number, got ${value}`);
  return value;
}

/** nodeLoad with every intermediate value. */
export function nodeLoadWork(sample: LoadSample): NodeLoadWork {
  const loadAverage5 = requireNumber('loadAverage5', sample.loadAverage5);
  const cpuCount = requireNumber('cpuCount', sample.cpuCount, {integer: true, positive: true});
  const memoryTotal = requireNumber('memoryTotal', sample.memoryTotal, {positive: true});
  const memoryUsed = requireNumber('memoryUsed', sample.memoryUsed);
  const swapTotal = requireNumber('swapTotal', sample.swapTotal);
  const swapUsed = requireNumber('swapUsed', sample.swapUsed);
  if (memoryUsed > memoryTotal)
    throw new RangeError(`memoryUsed (${memoryUsed}) cannot exceed memoryTotal (${memoryTotal})`);
  if (swapUsed > swapTotal) throw new RangeError(`swapUsed (${swapUsed}) cannot exceed swapTotal (${swapTotal})`);
  const hasTx = sample.txBytesPerSecond !== undefined;
  const hasRx = sample.rxBytesPerSecond !== undefined;
  if (hasTx !== hasRx) throw new TypeError('give both txBytesPerSecond and rxBytesPerSecond, or neither');

  const cpuShare = loadAverage5 / cpuCount;
  const cpuTier = loadTier(cpuShare);
  let machine = cpuTier;

  const memoryShare = memoryUsed / memoryTotal;
  const memoryTier = loadTier(memoryShare);
  const memoryBumped = isAbove(memoryTier, machine);
  if (memoryBumped) machine = bumpTier(machine);

  const swapCounted = swapTotal > LOAD_SWAP_MIN_TOTAL_BYTES;
  const swapShare = swapCounted ? swapUsed / swapTotal : null;
  const swapTier = swapShare === null ? null : loadTier(swapShare);
  const swapBumped = swapTier !== null && isAbove(swapTier, machine);
  if (swapBumped) machine = bumpTier(machine);

  let networkGbps: number | null = null;
  let network: LoadTier = 'Unknown';
  let total = machine;
  let totalBumped = false;
  if (hasTx && hasRx) {
    const tx = requireNumber('txBytesPerSecond', sample.txBytesPerSecond);
    const rx = requireNumber('rxBytesPerSecond', sample.rxBytesPerSecond);
    networkGbps = (Math.max(tx, rx) * 8) / LOAD_NETWORK_REFERENCE_BPS;
    network = loadTier(networkGbps);
    totalBumped = !isAbove(machine, network);
    if (totalBumped) total = bumpTier(machine);
  }
  return {
    total,
    machine,
    network,
    cpuShare,
    cpuTier,
    memoryShare,
    memoryTier,
    memoryBumped,
    swapCounted,
    swapShare,
    swapTier,
    swapBumped,
    networkGbps,
    totalBumped,
  };
}

/**
 * The load a node reports: machine from CPU (5-minute load average per CPU),
 * bumped one tier when memory, and again when swap (only if there is more
 * than 1 GiB of it), is busier; network from the larger of tx and rx against
 * 1 Gbit/s; total is machine when machine is busier than network, otherwise
 * machine bumped one tier. Without traffic rates network is Unknown and
 * total equals machine.
 */
export function nodeLoad(sample: LoadSample): NodeLoad {
  const {total, machine, network} = nodeLoadWork(sample);
  return {total, machine, network};
}
