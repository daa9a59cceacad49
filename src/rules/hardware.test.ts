import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {checkHardware, type ServerSpec} from './hardware';

const vps: ServerSpec = {
  serverType: 'vps',
  cpuCores: 4,
  memoryGb: 16,
  storageGb: 80,
  bandwidthTb: 'unmetered',
  portSpeedGbps: 10,
  ipv4: true,
  ipv6: true,
};
const failing = (spec: ServerSpec) =>
  checkHardware(spec)
    .checks.filter((check) => !check.passed)
    .map((check) => check.field);

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
    expect(
      checkHardware({...vps, serverType: 'dedicated', portSpeedGbps: 1}).checks.find(
        (check) => check.field === 'portSpeedGbps',
      )!.required,
    ).toBe('1 Gbps');
  });
  it('refuses negative or missing amounts', () => {
    expect(() => checkHardware({...vps, cpuCores: -1})).toThrow(RangeError);
    expect(() => checkHardware({...vps, memoryGb: Number.NaN})).toThrow(/memoryGb/);
    expect(() => checkHardware({...vps, bandwidthTb: -5})).toThrow(/bandwidthTb/);
    expect(() => checkHardware({...vps, cpuCores: '8' as unknown as number})).toThrow(
      new RangeError('cpuCores must be 0 or more, got 8'),
    );
    expect(() => checkHardware({...vps, portSpeedGbps: -1})).toThrow(
      new RangeError('portSpeedGbps must be 0 or more, got -1'),
    );
    expect(() => checkHardware({...vps, storageGb: -1})).toThrow(new RangeError('storageGb must be 0 or more, got -1'));
    expect(() => checkHardware({...vps, bandwidthTb: -5})).toThrow(
      new RangeError('bandwidthTb must be 0 or more, got -5'),
    );
  });
});

describe('hardware, as properties', () => {
  const spec = fc.record({
    serverType: fc.constantFrom('vps' as const, 'dedicated' as const),
    cpuCores: fc.integer({min: 0, max: 64}),
    memoryGb: fc.integer({min: 0, max: 256}),
    storageGb: fc.integer({min: 0, max: 2000}),
    bandwidthTb: fc.oneof(fc.constant('unmetered' as const), fc.integer({min: 0, max: 200})),
    portSpeedGbps: fc.constantFrom(0.1, 1, 2.5, 10, 25),
    ipv4: fc.boolean(),
    ipv6: fc.boolean(),
  });

  it('a server meets the minimums exactly when every row passes', () => {
    fc.assert(
      fc.property(spec, (server) => {
        const result = checkHardware(server);
        expect(result.meets).toBe(result.checks.every((check) => check.passed));
        expect(result.checks.map((check) => check.field)).toEqual([
          'cpuCores',
          'memoryGb',
          'storageGb',
          'bandwidthTb',
          'portSpeedGbps',
          'ipv4',
          'ipv6',
        ]);
      }),
    );
  });

  it('more of anything never turns a passing server into a failing one', () => {
    fc.assert(
      fc.property(spec, fc.integer({min: 0, max: 100}), (server, extra) => {
        const bigger = {
          ...server,
          cpuCores: server.cpuCores + extra,
          memoryGb: server.memoryGb + extra,
          storageGb: server.storageGb + extra,
        };
        if (checkHardware(server).meets) expect(checkHardware(bigger).meets).toBe(true);
      }),
    );
  });

  it('a dedicated server never needs more than a VPS', () => {
    fc.assert(
      fc.property(spec, (server) => {
        if (checkHardware({...server, serverType: 'vps'}).meets)
          expect(checkHardware({...server, serverType: 'dedicated'}).meets).toBe(true);
      }),
    );
  });
});

describe('hardware: refused input', () => {
  it('an unknown server type or a yes/no field that is not a boolean', () => {
    expect(() => checkHardware({...vps, serverType: 'cloud' as 'vps'})).toThrow(
      new TypeError("serverType must be 'vps' or 'dedicated', got cloud"),
    );
    expect(() => checkHardware({...vps, ipv6: 'yes' as unknown as boolean})).toThrow(
      new TypeError('ipv6 must be true or false, got yes'),
    );
    expect(() => checkHardware({...vps, ipv4: undefined as unknown as boolean})).toThrow(
      new TypeError('ipv4 must be true or false, got undefined'),
    );
  });
});
