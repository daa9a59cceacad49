import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {delegationProgramEligibility, releasesBehind, sgpEligibility, type GrantNode} from './programs';

const chain = ['1.11.0', '1.12.0', '1.13.0', '1.14.0', '1.15.0'];
const node: GrantNode = {
  exitGateway: true,
  acceptedTerms: true,
  binary: 'nym-node',
  nodeVersion: '1.15.0',
  landingPageDomain: 'nym-exit.example.org',
  daysOffline: 0,
};
const failed = (result: ReturnType<typeof sgpEligibility>) =>
  result.checks.filter((check) => !check.passed).map((check) => check.id);

describe('releases behind', () => {
  it('counts releases on the chain newer than the version', () => {
    expect(releasesBehind('1.15.0', chain)).toBe(0);
    expect(releasesBehind('1.13.0', chain)).toBe(2);
    expect(releasesBehind('1.13.5', chain)).toBe(2);
    expect(releasesBehind('1.0.0', chain)).toBe(5);
    expect(releasesBehind('2.0.0', chain)).toBe(0);
  });
  it('throws on a version that is not semver or an empty chain', () => {
    expect(() => releasesBehind('latest', chain)).toThrow(TypeError);
    expect(() => releasesBehind('1.0.0', [])).toThrow(RangeError);
  });
});

describe('service grant programme (SGPv2)', () => {
  it('a node meeting every condition is eligible, and each check says why', () => {
    const result = sgpEligibility(node, chain);
    expect(result.eligible).toBe(true);
    expect(result.checks.map((check) => check.id)).toEqual([
      'exit-gateway',
      'terms',
      'nym-node',
      'version',
      'domain',
      'online',
    ]);
    expect(result.checks.find((check) => check.id === 'version')!.detail).toBe('1.15.0 is the latest');
  });

  it('keeps the latest version and the two before it, not the third', () => {
    expect(sgpEligibility({...node, nodeVersion: '1.13.0'}, chain).eligible).toBe(true);
    const old = sgpEligibility({...node, nodeVersion: '1.12.0'}, chain);
    expect(failed(old)).toEqual(['version']);
    expect(old.checks[3].detail).toBe('1.12.0 is 3 releases behind 1.15.0');
    expect(sgpEligibility({...node, nodeVersion: '1.14.0'}, chain).checks[3].detail).toBe(
      '1.14.0 is 1 release behind 1.15.0',
    );
  });

  it('removes a node offline for more than 5 days; 5 days exactly is still in', () => {
    expect(sgpEligibility({...node, daysOffline: 5}, chain).eligible).toBe(true);
    expect(failed(sgpEligibility({...node, daysOffline: 5.1}, chain))).toEqual(['online']);
    expect(sgpEligibility({...node, daysOffline: 1}, chain).checks[5].detail).toBe('1 day offline');
  });

  it('needs an exit gateway, the terms, a nym-node bond and a nym-exit domain', () => {
    expect(failed(sgpEligibility({...node, exitGateway: false}, chain))).toEqual(['exit-gateway']);
    expect(failed(sgpEligibility({...node, acceptedTerms: false}, chain))).toEqual(['terms']);
    expect(failed(sgpEligibility({...node, binary: 'legacy'}, chain))).toEqual(['nym-node']);
    expect(failed(sgpEligibility({...node, landingPageDomain: 'exit.example.org'}, chain))).toEqual(['domain']);
    const none = sgpEligibility({...node, landingPageDomain: undefined}, chain);
    expect(none.checks[4].detail).toBe('no domain given');
    expect(sgpEligibility({...node, landingPageDomain: '  NYM-EXIT.example.org '}, chain).eligible).toBe(true);
  });

  it('refuses a negative or missing offline count', () => {
    expect(() => sgpEligibility({...node, daysOffline: -1}, chain)).toThrow(RangeError);
    expect(() => sgpEligibility({...node, daysOffline: Number.NaN}, chain)).toThrow(RangeError);
    expect(() => sgpEligibility({...node, daysOffline: '3' as unknown as number}, chain)).toThrow(
      new RangeError('daysOffline must be 0 or more, got 3'),
    );
  });
});

describe('delegation programme', () => {
  it('takes one of the two latest versions with the terms accepted', () => {
    expect(delegationProgramEligibility({acceptedTerms: true, nodeVersion: '1.15.0'}, chain).eligible).toBe(true);
    expect(delegationProgramEligibility({acceptedTerms: true, nodeVersion: '1.14.0'}, chain).eligible).toBe(true);
    expect(delegationProgramEligibility({acceptedTerms: true, nodeVersion: '1.13.0'}, chain).eligible).toBe(false);
    const terms = delegationProgramEligibility({acceptedTerms: false, nodeVersion: '1.15.0'}, chain);
    expect(terms.eligible).toBe(false);
    expect(terms.checks.map((check) => [check.id, check.passed])).toEqual([
      ['version', true],
      ['terms', false],
    ]);
    expect(terms.checks[0].label).toBe('One of the two latest versions');
    expect(terms.checks[1]).toEqual({
      id: 'terms',
      label: 'Operator terms accepted',
      passed: false,
      detail: 'not accepted',
    });
  });
});

describe('grant programme: entering and staying', () => {
  it('takes only the latest version to enter, and keeps two more behind it to stay', () => {
    expect(sgpEligibility(node, chain, 'enter').eligible).toBe(true);
    const behind = sgpEligibility({...node, nodeVersion: '1.14.0'}, chain, 'enter');
    expect(failed(behind)).toEqual(['version']);
    expect(behind.checks[3]).toEqual({
      id: 'version',
      label: 'Latest version (to enter the programme)',
      passed: false,
      detail: '1.14.0 is 1 release behind 1.15.0',
    });
    expect(sgpEligibility({...node, nodeVersion: '1.14.0'}, chain, 'stay').eligible).toBe(true);
  });

  it('a node one step ahead of the chain (an unreleased build) is not behind', () => {
    expect(sgpEligibility({...node, nodeVersion: '1.16.0'}, chain, 'enter').eligible).toBe(true);
  });
});

describe('programmes: refused input', () => {
  it.each([
    [
      () => sgpEligibility({...node, exitGateway: 'yes' as unknown as boolean}, chain),
      new TypeError('exitGateway must be true or false, got yes'),
    ],
    [
      () => sgpEligibility({...node, acceptedTerms: 1 as unknown as boolean}, chain),
      new TypeError('acceptedTerms must be true or false, got 1'),
    ],
    [
      () => sgpEligibility({...node, binary: 'nym-mixnode' as 'legacy'}, chain),
      new TypeError("binary must be 'nym-node' or 'legacy', got nym-mixnode"),
    ],
    [
      () => sgpEligibility({...node, landingPageDomain: 5 as unknown as string}, chain),
      new TypeError('landingPageDomain must be text when given'),
    ],
    [() => sgpEligibility(node, chain, 'join' as 'enter'), new TypeError("stage must be 'enter' or 'stay', got join")],
    [
      () => delegationProgramEligibility({acceptedTerms: 'true' as unknown as boolean, nodeVersion: '1.15.0'}, chain),
      new TypeError('acceptedTerms must be true or false, got true'),
    ],
    [
      () => releasesBehind('1.15.0', '1.15.0' as unknown as string[]),
      new TypeError('releaseChain must be a list of released versions, oldest first'),
    ],
    [() => sgpEligibility({...node, nodeVersion: 'v-latest'}, chain), TypeError],
  ])('%#', (run, expected) => {
    expect(run).toThrow(expected);
  });
});

describe('programmes, as properties', () => {
  it('the grant programme never takes a version the delegation programme would refuse for being too new', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: chain.length - 1}), fc.boolean(), (index, terms) => {
        const nodeVersion = chain[index];
        const delegation = delegationProgramEligibility({acceptedTerms: terms, nodeVersion}, chain);
        const grant = sgpEligibility({...node, acceptedTerms: terms, nodeVersion}, chain);
        // Both accept the latest two; the grant programme also accepts a third.
        if (delegation.eligible) expect(grant.eligible).toBe(true);
        expect(grant.checks[3].passed).toBe(chain.length - 1 - index <= 2);
      }),
    );
  });

  it('more days offline never makes a node eligible again', () => {
    fc.assert(
      fc.property(fc.double({min: 0, max: 30, noNaN: true}), fc.double({min: 0, max: 30, noNaN: true}), (a, b) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        if (!sgpEligibility({...node, daysOffline: less}, chain).eligible)
          expect(sgpEligibility({...node, daysOffline: more}, chain).eligible).toBe(false);
      }),
    );
  });
});
