/** Boundaries and orderings the other specifications leave implicit. */
import {describe, expect, it} from 'vitest';
import {isGatewayMessageStale, isWireguardPeerStale, lastResetBefore, remainingAllowance} from './bandwidth';
import {checkHardware, type ServerSpec} from './hardware';
import {assignRoles, type RoleCandidate} from './roles';
import {compareSemver, parseSemver} from './version';
import {validateModeFlags, validateModes} from './modes';
import {sgpEligibility} from './programs';

const at = (iso: string) => new Date(iso);

describe('bandwidth boundaries', () => {
  it('a reset time must be exactly HH:MM', () => {
    for (const text of ['07:00x', 'x07:00', '7:00', '07:60'])
      expect(() => lastResetBefore(at('2025-01-01T10:00:00Z'), text)).toThrow(RangeError);
  });
  it('nothing used leaves the whole allowance; a count started now or at the reset itself is kept', () => {
    const now = at('2025-01-01T10:00:00Z');
    expect(remainingAllowance({usedBytesToday: 0, lastReset: now, now}).remainingBytes).toBe(1024 ** 3);
    expect(
      remainingAllowance({usedBytesToday: 100_000_000, lastReset: at('2025-01-01T00:00:00Z'), now}).remainingBytes,
    ).toBe(1024 ** 3 - 100_000_000);
    expect(() => remainingAllowance({usedBytesToday: Number.NaN, lastReset: now, now})).toThrow(RangeError);
  });
  it('no time passed is not stale', () => {
    const now = at('2025-01-01T10:00:00Z');
    expect(isWireguardPeerStale(now, now)).toBe(false);
    expect(isGatewayMessageStale(now, now)).toBe(false);
  });
});

describe('hardware boundaries', () => {
  const spec: ServerSpec = {
    serverType: 'vps',
    cpuCores: 4,
    memoryGb: 8,
    storageGb: 50,
    bandwidthTb: 40,
    portSpeedGbps: 10,
    ipv4: true,
    ipv6: true,
  };
  it('zero is a poor server, not an error', () => {
    const result = checkHardware({...spec, cpuCores: 0});
    expect(result.meets).toBe(false);
    expect(result.checks[0]).toMatchObject({field: 'cpuCores', passed: false});
  });
  it('notes appear only between the minimum and the advised amount', () => {
    const notes = (s: ServerSpec) =>
      checkHardware(s)
        .checks.filter((check) => check.note)
        .map((check) => check.field);
    expect(notes({...spec, memoryGb: 4, storageGb: 20})).toEqual([]);
    expect(notes({...spec, memoryGb: 16, storageGb: 80})).toEqual([]);
    expect(notes(spec)).toEqual(['memoryGb', 'storageGb']);
  });
  it('one failed row is enough to miss the minimums', () => {
    expect(checkHardware(spec).meets).toBe(true);
    expect(checkHardware({...spec, ipv6: false}).meets).toBe(false);
  });
});

describe('role draw details', () => {
  const mixnode = (id: number, weight = 1): RoleCandidate => ({
    id,
    weight,
    modes: ['mixnode'],
    binary: 'nym-node',
    bondedWithVestedTokens: false,
    acceptedTerms: true,
  });
  const none = {entry: 0, exit: 0, standby: 0};

  it('an empty draw leaves every role empty', () => {
    expect(assignRoles([mixnode(1)], {...none, mixnode: 0}, () => 0)).toStrictEqual({
      entry: [],
      exit: [],
      layers: [[], [], []],
      standby: [],
    });
  });
  it('a point landing exactly between two nodes goes to the later one', () => {
    expect(assignRoles([mixnode(1), mixnode(2)], {...none, mixnode: 1}, () => 0.5).layers.flat()).toEqual([2]);
  });
  it('chosen mixnodes are shuffled before they are dealt into layers', () => {
    // With a source that always returns 0, the draw takes nodes in order (1, 2, 3) and the shuffle moves them.
    expect(assignRoles([mixnode(1), mixnode(2), mixnode(3)], {...none, mixnode: 3}, () => 0).layers).toEqual([
      [2],
      [3],
      [1],
    ]);
    // With 0.99, the draw takes the last node first and the shuffle leaves the order alone.
    expect(assignRoles([mixnode(1), mixnode(2), mixnode(3)], {...none, mixnode: 3}, () => 0.99).layers).toEqual([
      [3],
      [2],
      [1],
    ]);
  });
  it('refuses a weight that is not a number', () => {
    expect(() => assignRoles([mixnode(1, Number.NaN)], {...none, mixnode: 1}, () => 0)).toThrow(RangeError);
    expect(() => assignRoles([mixnode(1, '1' as unknown as number)], {...none, mixnode: 1}, () => 0)).toThrow(
      RangeError,
    );
  });
});

describe('versions', () => {
  it('parses only whole semantic versions', () => {
    expect(parseSemver('v1.2.3')).toEqual({major: 1, minor: 2, patch: 3, prerelease: ''});
    expect(parseSemver(' 1.2.3-rc.1+build ')).toEqual({major: 1, minor: 2, patch: 3, prerelease: 'rc.1'});
    expect(parseSemver('1.2.3-alpha.beta.10')).toEqual({major: 1, minor: 2, patch: 3, prerelease: 'alpha.beta.10'});
    expect(parseSemver('1.1.0+nymnode')).toEqual({major: 1, minor: 1, patch: 0, prerelease: ''});
    for (const text of [
      'x1.2.3',
      '1.2.3x',
      '01.2.3',
      '1.02.3',
      '1.2.03',
      '1.2.3-',
      '1.2.3-rc..1',
      '1.2.3-rc.',
      '1a.2.3',
      '1.2.3a',
    ]) {
      expect(() => parseSemver(text), text).toThrow(TypeError);
    }
  });
  it('orders versions, a prerelease before its release', () => {
    const compare = (a: string, b: string) => Math.sign(compareSemver(parseSemver(a), parseSemver(b)));
    expect(compare('1.0.0-alpha', '1.0.0-beta')).toBe(-1);
    expect(compare('1.0.0-beta', '1.0.0-alpha')).toBe(1);
    expect(compare('1.0.0-beta', '1.0.0-beta')).toBe(0);
    expect(compare('1.0.0', '1.0.0-rc')).toBe(1);
    expect(compare('1.0.0-rc', '1.0.0')).toBe(-1);
    expect(compare('1.0.1', '1.0.0')).toBe(1);
    expect(compare('2.0.0', '10.0.0')).toBe(-1);
  });
});

describe('modes, more precisely', () => {
  it('a forbidden pair gets its error and no multi-mode warning', () => {
    const result = validateModes(['mixnode', 'entry-gateway']);
    expect(result.warnings).toEqual([]);
  });
  it('refuses a list with one argument that is not a string', () => {
    expect(() => validateModeFlags(['nym-node', 1 as unknown as string])).toThrow(TypeError);
  });
  it('a flag followed by another flag has no value', () => {
    const result = validateModeFlags(['nym-node', 'run', '--mode', '--local']);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors[0]).toEqual({path: '--mode', message: '--mode needs a value: write --mode <value>'});
  });
  it('reports only what was given: no wireguard setting unless the flag is there', () => {
    expect(
      validateModeFlags(['nym-node', 'run', '--mode', 'mixnode', '--accept-operator-terms-and-conditions']),
    ).toStrictEqual({
      ok: true,
      value: {modes: ['mixnode'], acceptedTerms: true, local: false},
      warnings: [],
    });
  });
  it('an empty entry in a --modes list is skipped', () => {
    expect(
      validateModeFlags([
        'nym-node',
        'run',
        '--modes',
        'entry-gateway,,exit-gateway',
        '--accept-operator-terms-and-conditions',
      ]),
    ).toMatchObject({ok: true, value: {modes: ['entry-gateway', 'exit-gateway']}});
  });
});

describe('grant programme verdict', () => {
  it('is not eligible when any single check fails', () => {
    const node = {
      exitGateway: true,
      acceptedTerms: true,
      binary: 'nym-node' as const,
      nodeVersion: '1.15.0',
      landingPageDomain: 'nym-exit.a.org',
      daysOffline: 0,
    };
    expect(sgpEligibility(node, ['1.15.0']).eligible).toBe(true);
    expect(sgpEligibility({...node, binary: 'legacy'}, ['1.15.0']).eligible).toBe(false);
  });
});
