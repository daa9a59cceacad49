import {describe, expect, it} from 'vitest';
import {checkHardware, type ServerSpec} from './hardware';

const vps: ServerSpec = {serverType: 'vps', cpuCores: 4, memoryGb: 16, storageGb: 80, bandwidthTb: 'unmetered', portSpeedGbps: 10, ipv4: true, ipv6: true};
const failing = (spec: ServerSpec) => checkHardware(spec).checks.filter((check) => !check.passed).map((check) => check.field);

describe('hardware minimums', () => {
  it('a server at the minimums meets them, with notes where more is advised', () => {
    const result = checkHardware({...vps, memoryGb: 8, storageGb: 50});
    expect(result.meets).toBe(true);
    expect(result.checks.find((check) => check.field === 'memoryGb')!.note).toBe('16 GB is recommended');
    expect(result.checks.find((check) => check.field === 'storageGb')!.note).toBe('80 GB is preferred');
    expect(checkHardware(vps).checks.every((check) => check.note === undefined)).toBe(true);
  });
  it('names each shortfall', () => {
    expect(failing({...vps, cpuCores: 3})).toEqual(['cpuCores']);
    expect(failing({...vps, memoryGb: 7.9})).toEqual(['memoryGb']);
    expect(failing({...vps, storageGb: 49})).toEqual(['storageGb']);
    expect(failing({...vps, bandwidthTb: 39})).toEqual(['bandwidthTb']);
    expect(failing({...vps, bandwidthTb: 40})).toEqual([]);
    expect(failing({...vps, ipv6: false, ipv4: false})).toEqual(['ipv4', 'ipv6']);
  });
  it('wants 10 Gbps on a VPS and 1 Gbps on a dedicated server', () => {
    expect(failing({...vps, portSpeedGbps: 1})).toEqual(['portSpeedGbps']);
    expect(failing({...vps, serverType: 'dedicated', portSpeedGbps: 1})).toEqual([]);
    expect(checkHardware({...vps, serverType: 'dedicated', portSpeedGbps: 1}).checks.find((check) => check.field === 'portSpeedGbps')!.required).toBe('1 Gbps');
  });
  it('refuses negative or missing amounts', () => {
    expect(() => checkHardware({...vps, cpuCores: -1})).toThrow(RangeError);
    expect(() => checkHardware({...vps, memoryGb: Number.NaN})).toThrow(/memoryGb/);
    expect(() => checkHardware({...vps, bandwidthTb: -5})).toThrow(/bandwidthTb/);
  });
});
