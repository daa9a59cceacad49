import {HARDWARE_MINIMUMS} from './constants';

type ServerType = 'vps' | 'dedicated';

export interface ServerSpec {
  serverType: ServerType;
  cpuCores: number;
  memoryGb: number;
  storageGb: number;
  /** Bandwidth in Tb, as the record writes it, or unmetered. */
  bandwidthTb: number | 'unmetered';
  portSpeedGbps: number;
  ipv4: boolean;
  ipv6: boolean;
}

export interface HardwareCheck {
  field: keyof ServerSpec;
  required: string;
  actual: string;
  passed: boolean;
  note?: string;
}

function requireAmount(name: string, value: number): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0)
    throw new RangeError(`${name} must be 0 or more, got ${value}`);
  return value;
}

/**
 * A server against the minimums of the grant programme. The port speed has
 * two figures in the tables: 10 Gbps for a VPS, 1 Gbps in the other table
 * (the dedicated one here); the expected network speed is 1 Gbps.
 */
export function checkHardware(spec: ServerSpec): {meets: boolean; checks: HardwareCheck[]} {
  const m = HARDWARE_MINIMUMS;
  if (spec.serverType !== 'vps' && spec.serverType !== 'dedicated')
    throw new TypeError(`serverType must be 'vps' or 'dedicated', got ${String(spec.serverType)}`);
  for (const name of ['ipv4', 'ipv6'] as const) {
    if (typeof spec[name] !== 'boolean')
      throw new TypeError(`${name} must be true or false, got ${String(spec[name])}`);
  }
  const cores = requireAmount('cpuCores', spec.cpuCores);
  const memory = requireAmount('memoryGb', spec.memoryGb);
  const storage = requireAmount('storageGb', spec.storageGb);
  const port = requireAmount('portSpeedGbps', spec.portSpeedGbps);
  const bandwidth = spec.bandwidthTb === 'unmetered' ? 'unmetered' : requireAmount('bandwidthTb', spec.bandwidthTb);
  const portMin = m.portSpeedGbps[spec.serverType];
  const checks: HardwareCheck[] = [
    {field: 'cpuCores', required: `${m.cpuCores} cores`, actual: `${cores}`, passed: cores >= m.cpuCores},
    {
      field: 'memoryGb',
      required: `${m.memoryGbMin}–${m.memoryGbRecommended} GB`,
      actual: `${memory} GB`,
      passed: memory >= m.memoryGbMin,
      ...(memory >= m.memoryGbMin && memory < m.memoryGbRecommended
        ? {note: `${m.memoryGbRecommended} GB is recommended`}
        : {}),
    },
    {
      field: 'storageGb',
      required: `${m.storageGb} GB`,
      actual: `${storage} GB`,
      passed: storage >= m.storageGb,
      ...(storage >= m.storageGb && storage < m.storageGbPreferred
        ? {note: `${m.storageGbPreferred} GB is preferred`}
        : {}),
    },
    {
      field: 'bandwidthTb',
      required: `unmetered, or at least ${m.bandwidthTbMin} Tb`,
      actual: bandwidth === 'unmetered' ? 'unmetered' : `${bandwidth} Tb`,
      passed: bandwidth === 'unmetered' || bandwidth >= m.bandwidthTbMin,
    },
    {field: 'portSpeedGbps', required: `${portMin} Gbps`, actual: `${port} Gbps`, passed: port >= portMin},
    {field: 'ipv4', required: 'IPv4', actual: spec.ipv4 ? 'yes' : 'no', passed: spec.ipv4},
    {field: 'ipv6', required: 'IPv6', actual: spec.ipv6 ? 'yes' : 'no', passed: spec.ipv6},
  ];
  return {meets: checks.every((check) => check.passed), checks};
}
