/**
 * The exact words readers see. A rule refuses bad input with a message that
 * says what is wrong (and, for validations, how to fix it); these tests pin
 * those messages and the labels of the checks the calculators show.
 */
import {describe, expect, it} from 'vitest';
import {isGatewayMessageStale, isWireguardPeerStale, lastResetBefore, remainingAllowance} from './bandwidth';
import {checkHardware} from './hardware';
import {delegationProgramEligibility, releasesBehind, sgpEligibility} from './programs';
import {loadTier, nodeLoad} from './load';
import {effectivePerformance, selectionWeight} from './selection';
import {configScore, versionScore, versionsBehind} from './configScore';
import {parseSemver} from './version';
import {inTopology} from './topology';
import {assignRoles} from './roles';
import {lookupExitPort} from './exitPolicy';
import {validateProfitMargin, whenChangeApplies} from './operatorSettings';

const date = (iso: string) => new Date(iso);
const sample = {loadAverage5: 1, cpuCount: 2, memoryUsed: 1, memoryTotal: 2, swapUsed: 0, swapTotal: 0};

describe('messages of refused input', () => {
  it.each([
    [() => lastResetBefore(date('2025-01-01T00:00:00Z'), '7:00'), 'reset time must be HH:MM in UTC, got "7:00"'],
    [() => lastResetBefore(date('nope')), 'now must be a valid date'],
    [
      () =>
        remainingAllowance({
          usedBytesToday: -1,
          lastReset: date('2025-01-01T00:00:00Z'),
          now: date('2025-01-01T01:00:00Z'),
        }),
      'usedBytesToday must be 0 or more, got -1',
    ],
    [
      () =>
        remainingAllowance({
          usedBytesToday: 1,
          lastReset: date('2025-01-01T02:00:00Z'),
          now: date('2025-01-01T01:00:00Z'),
        }),
      'lastReset is after now',
    ],
    [() => isWireguardPeerStale(date('2025-01-02T00:00:00Z'), date('2025-01-01T00:00:00Z')), 'lastActive is after now'],
    [() => isWireguardPeerStale(date('x'), date('2025-01-01T00:00:00Z')), 'lastActive must be a valid date'],
    [() => isGatewayMessageStale(date('2025-01-02T00:00:00Z'), date('2025-01-01T00:00:00Z')), 'storedAt is after now'],
    [() => releasesBehind('1.0.0', []), 'the release chain is empty: there is no latest version to compare with'],
    [
      () =>
        sgpEligibility(
          {exitGateway: true, acceptedTerms: true, binary: 'nym-node', nodeVersion: '1.0.0', daysOffline: -2},
          ['1.0.0'],
        ),
      'daysOffline must be 0 or more, got -2',
    ],
    [
      () =>
        checkHardware({
          serverType: 'vps',
          cpuCores: -1,
          memoryGb: 8,
          storageGb: 50,
          bandwidthTb: 40,
          portSpeedGbps: 10,
          ipv4: true,
          ipv6: true,
        }),
      'cpuCores must be 0 or more, got -1',
    ],
    [() => loadTier(-0.5), 'loadTier expects a load of 0 or more, got -0.5'],
    [() => loadTier('0.5' as unknown as number), 'loadTier expects a number, got string'],
    [() => nodeLoad({...sample, cpuCount: 0}), 'cpuCount must be above 0'],
    [() => nodeLoad({...sample, cpuCount: 1.5}), 'cpuCount must be a whole number, got 1.5'],
    [
      () => nodeLoad({...sample, loadAverage5: Number.POSITIVE_INFINITY}),
      'loadAverage5 must be a finite number, got Infinity',
    ],
    [() => nodeLoad({...sample, loadAverage5: -1}), 'loadAverage5 cannot be negative, got -1'],
    [() => nodeLoad({...sample, memoryUsed: 3}), 'memoryUsed (3) cannot exceed memoryTotal (2)'],
    [() => nodeLoad({...sample, swapUsed: 1}), 'swapUsed (1) cannot exceed swapTotal (0)'],
    [() => nodeLoad({...sample, txBytesPerSecond: 1}), 'give both txBytesPerSecond and rxBytesPerSecond, or neither'],
    [() => nodeLoad({...sample, cpuCount: '2' as unknown as number}), 'cpuCount must be a number, got string'],
    [
      () => selectionWeight({stakeSaturation: -1, performance: 1}),
      'stakeSaturation must be between 0 and any size, got -1',
    ],
    [() => selectionWeight({stakeSaturation: 1, performance: 1.5}), 'performance must be between 0 and 1, got 1.5'],
    [
      () => selectionWeight({stakeSaturation: '1' as unknown as number, performance: 1}),
      'stakeSaturation must be a number, got string',
    ],
    [() => effectivePerformance(2, 1), 'routingScore must be between 0 and 1, got 2'],
    [() => effectivePerformance(1, -1), 'configScore must be between 0 and 1, got -1'],
    [
      () => versionsBehind('1.0.0', ['1.2.0', '1.1.0']),
      'releaseChain must be in ascending order: 1.2.0 comes before 1.1.0',
    ],
    [
      () => versionsBehind('1.0.0', '1.0.0' as unknown as string[]),
      'releaseChain must be an array of versions, oldest first',
    ],
    [() => versionScore(-1), 'versionsBehind must be a finite number of 0 or more, got -1'],
    [() => versionScore('1' as unknown as number), 'versionsBehind must be a number, got string'],
    [
      () =>
        configScore(
          {
            acceptedTerms: 'yes' as unknown as boolean,
            selfDescribedApi: true,
            binary: 'nym-node',
            nodeVersion: '1.0.0',
          },
          ['1.0.0'],
        ),
      'acceptedTerms must be true or false',
    ],
    [
      () =>
        configScore({acceptedTerms: true, selfDescribedApi: true, binary: 'other' as 'legacy', nodeVersion: '1.0.0'}, [
          '1.0.0',
        ]),
      "binary must be 'nym-node' or 'legacy', got other",
    ],
    [() => configScore(null as never, ['1.0.0']), 'configScore expects a node object'],
    [() => parseSemver('1.2'), '"1.2" is not a semantic version (expected something like 1.15.0)'],
    [() => parseSemver(7 as unknown as string), 'a version must be a string, got number'],
    [() => inTopology(2), 'performance must be between 0 and 1, got 2'],
    [
      () => assignRoles([], {entry: 0, exit: -1, mixnode: 0, standby: 0}, Math.random),
      'the count of exit nodes must be a whole number of 0 or more, got -1',
    ],
    [() => lookupExitPort(0), 'a port is a whole number from 1 to 65535, got 0'],
    [() => validateProfitMargin(2), 'profit margin is a fraction between 0 and 1 (0.2 is 20 %), got 2'],
    [
      () =>
        whenChangeApplies({
          setting: 'other',
          now: date('2025-01-01T00:30:00Z'),
          epochStart: date('2025-01-01T00:00:00Z'),
          epochsIntoInterval: 720,
        }),
      'epochsIntoInterval must be a whole number from 0 to 719, got 720',
    ],
  ])('%#: %s', (run, message) => {
    expect(run).toThrow(message);
    try {
      run();
    } catch (error) {
      expect((error as Error).message).toBe(message);
    }
  });
});

describe('the checks the calculators show', () => {
  const chain = ['1.14.0', '1.15.0'];

  it('grant programme: labels and details of every check', () => {
    expect(
      sgpEligibility(
        {
          exitGateway: false,
          acceptedTerms: false,
          binary: 'legacy',
          nodeVersion: '1.14.0',
          landingPageDomain: 'nym-exit.example.org',
          daysOffline: 2,
        },
        chain,
      ).checks,
    ).toEqual([
      {id: 'exit-gateway', label: 'Runs as an exit gateway', passed: false, detail: 'not an exit gateway'},
      {id: 'terms', label: 'Operator terms accepted', passed: false, detail: 'not accepted'},
      {id: 'nym-node', label: 'Bonded as a nym-node', passed: false, detail: 'legacy bond'},
      {
        id: 'version',
        label: 'Latest version or one of the two before it',
        passed: true,
        detail: '1.14.0 is 1 release behind 1.15.0',
      },
      {id: 'domain', label: 'Landing page domain starts with nym-exit', passed: true, detail: 'nym-exit.example.org'},
      {id: 'online', label: 'Not offline for more than 5 days', passed: true, detail: '2 days offline'},
    ]);
    expect(
      sgpEligibility(
        {exitGateway: true, acceptedTerms: true, binary: 'nym-node', nodeVersion: '1.15.0', daysOffline: 0},
        chain,
      )
        .checks.slice(0, 3)
        .map((check) => check.detail),
    ).toEqual(['exit gateway', 'accepted', 'nym-node']);
  });

  it('delegation programme: labels and details', () => {
    expect(delegationProgramEligibility({acceptedTerms: true, nodeVersion: '1.15.0'}, chain).checks).toEqual([
      {id: 'version', label: 'One of the two latest versions', passed: true, detail: '1.15.0 is the latest'},
      {id: 'terms', label: 'Operator terms accepted', passed: true, detail: 'accepted'},
    ]);
  });

  it('hardware: what is required and what the server has, for every row', () => {
    expect(
      checkHardware({
        serverType: 'vps',
        cpuCores: 2,
        memoryGb: 4,
        storageGb: 20,
        bandwidthTb: 10,
        portSpeedGbps: 1,
        ipv4: false,
        ipv6: true,
      }).checks,
    ).toEqual([
      {field: 'cpuCores', required: '4 cores', actual: '2', passed: false},
      {field: 'memoryGb', required: '8–16 GB', actual: '4 GB', passed: false},
      {field: 'storageGb', required: '50 GB', actual: '20 GB', passed: false},
      {field: 'bandwidthTb', required: 'unmetered, or at least 40 Tb', actual: '10 Tb', passed: false},
      {field: 'portSpeedGbps', required: '10 Gbps', actual: '1 Gbps', passed: false},
      {field: 'ipv4', required: 'IPv4', actual: 'no', passed: false},
      {field: 'ipv6', required: 'IPv6', actual: 'yes', passed: true},
    ]);
    expect(
      checkHardware({
        serverType: 'dedicated',
        cpuCores: 8,
        memoryGb: 32,
        storageGb: 100,
        bandwidthTb: 'unmetered',
        portSpeedGbps: 1,
        ipv4: true,
        ipv6: false,
      }).checks.map((check) => check.actual),
    ).toEqual(['8', '32 GB', '100 GB', 'unmetered', '1 Gbps', 'yes', 'no']);
  });
});
