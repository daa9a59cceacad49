import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {configScore, configScoreWork, versionScore, versionsBehind} from './configScore';

const CHAIN = ['1.2.0', '1.3.0', '1.4.0'];
const current = {acceptedTerms: true, selfDescribedApi: true, binary: 'nym-node' as const, nodeVersion: '1.4.0'};

describe('versionsBehind', () => {
  it('is 0 on the latest release', () => {
    expect(versionsBehind('1.4.0', CHAIN)).toBe(0);
  });

  it('counts 10 per minor release behind on the chain', () => {
    expect(versionsBehind('1.3.0', CHAIN)).toBe(10);
    expect(versionsBehind('1.2.0', CHAIN)).toBe(20);
  });

  it('counts a version between two releases as released right after the older one', () => {
    expect(versionsBehind('1.2.1', CHAIN)).toBe(20);
    expect(versionsBehind('1.3.3', CHAIN)).toBe(10);
  });

  it('counts patches 1 each', () => {
    expect(versionsBehind('1.4.0', ['1.4.0', '1.4.1'])).toBe(1);
    expect(versionsBehind('1.4.0', ['1.4.0', '1.4.1', '1.4.2'])).toBe(2);
  });

  it('counts a major release 100', () => {
    expect(versionsBehind('1.9.0', ['1.9.0', '2.0.0'])).toBe(100);
  });

  it('counts a prerelease change 1', () => {
    expect(versionsBehind('1.1.9-1', ['1.1.9-1', '1.1.9-2'])).toBe(1);
  });

  it('adds the distance to the first release for a version older than the chain', () => {
    expect(versionsBehind('1.1.0', CHAIN)).toBe(10 + 20);
    expect(versionsBehind('1.2.0', ['1.2.3', '1.3.0'])).toBe(3 + 10);
  });

  it('gives one step ahead the benefit of the doubt, further ahead a full major', () => {
    expect(versionsBehind('1.5.0', CHAIN)).toBe(0);
    expect(versionsBehind('1.4.1', CHAIN)).toBe(0);
    expect(versionsBehind('2.0.0', CHAIN)).toBe(0);
    expect(versionsBehind('1.6.0', CHAIN)).toBe(100);
    expect(versionsBehind('3.0.0', CHAIN)).toBe(100);
  });

  it('for a version older than the chain, counts only the major difference to the first release when majors differ', () => {
    expect(versionsBehind('1.9.0', ['2.0.0', '2.1.0'])).toBe(100 + 10);
    expect(versionsBehind('1.9.3', ['3.0.0'])).toBe(200);
  });

  it('for a version older than the chain in the same minor, counts the patch difference plus 1 for a prerelease', () => {
    expect(versionsBehind('1.2.1', ['1.2.3', '1.3.0'])).toBe(2 + 10);
    expect(versionsBehind('1.2.3-rc.1', ['1.2.3', '1.3.0'])).toBe(1 + 10);
    expect(versionsBehind('1.2.2-rc.1', ['1.2.3', '1.3.0'])).toBe(1 + 1 + 10);
  });

  it('subtracts the prerelease steps already taken by a node on the chain', () => {
    const chain = ['1.1.9-1', '1.1.9-2', '1.1.9'];
    expect(versionsBehind('1.1.9-1', chain)).toBe(2);
    expect(versionsBehind('1.1.9-2', chain)).toBe(1);
  });

  it('keeps running totals per release, so a node on the chain is behind by the releases after it, not by one jump from the first', () => {
    // 1.0.0 → 1.0.1 → 1.1.0 → 1.2.0: a node on 1.1.0 has taken the patch and one minor; only one minor is left.
    expect(versionsBehind('1.1.0', ['1.0.0', '1.0.1', '1.1.0', '1.2.0'])).toBe(10);
    expect(versionsBehind('1.0.1', ['1.0.0', '1.0.1', '1.1.0', '1.2.0'])).toBe(20);
  });

  it('counts the one step from the older release to a version between two releases', () => {
    expect(versionsBehind('1.1.0', ['1.0.0', '1.2.0'])).toBe(10);
    expect(versionsBehind('1.0.1-rc.1', ['1.0.0', '1.0.1', '1.0.2'])).toBe(1);
  });

  it('counts a node ahead of the latest only by its prerelease tag as one step ahead', () => {
    expect(versionsBehind('1.4.0', ['1.3.0', '1.4.0-rc.1'])).toBe(0);
    expect(versionsBehind('1.4.0-rc.2', ['1.3.0', '1.4.0-rc.1'])).toBe(0);
  });

  it('counts two patches ahead of the latest as further ahead: a full major', () => {
    expect(versionsBehind('1.4.2', CHAIN)).toBe(100);
    expect(versionsBehind('1.4.2', ['1.4.0', '1.4.1'])).toBe(0);
    expect(versionsBehind('1.4.3', ['1.4.0', '1.4.1'])).toBe(100);
  });

  it('refuses a chain that lists the same release twice', () => {
    expect(() => versionsBehind('1.3.0', ['1.2.0', '1.3.0', '1.3.0'])).toThrow(RangeError);
  });

  it('is 0 for an empty chain', () => {
    expect(versionsBehind('1.0.0', [])).toBe(0);
  });

  it('rejects versions that are not semver and chains out of order', () => {
    expect(() => versionsBehind('1.4', CHAIN)).toThrow(TypeError);
    expect(() => versionsBehind('1.4.0', ['1.3.0', 'latest'])).toThrow(/not a semantic version/);
    expect(() => versionsBehind('1.4.0', ['1.4.0', '1.3.0'])).toThrow(RangeError);
  });

  it('a node further behind never counts fewer versions behind', () => {
    const chain = ['1.0.0', '1.0.1', '1.1.0', '1.1.1', '1.2.0', '1.3.0', '1.3.1', '1.4.0', '2.0.0', '2.1.0'];
    fc.assert(
      fc.property(fc.nat(chain.length - 1), fc.nat(chain.length - 1), (i, j) => {
        const [older, newer] = i <= j ? [chain[i], chain[j]] : [chain[j], chain[i]];
        expect(versionsBehind(older, chain)).toBeGreaterThanOrEqual(versionsBehind(newer, chain));
      }),
    );
  });
});

describe('versionScore', () => {
  it('follows 0.995 ^ (versionsBehind ^ 1.65)', () => {
    expect(versionScore(0)).toBe(1);
    expect(versionScore(1)).toBeCloseTo(0.995, 10);
    expect(versionScore(10)).toBeCloseTo(0.799, 3);
    expect(versionScore(20)).toBeCloseTo(0.495, 3);
    expect(versionScore(100)).toBeLessThan(0.0001);
  });

  it('rejects negative and non-finite counts', () => {
    expect(() => versionScore(-1)).toThrow(RangeError);
    expect(() => versionScore(Number.NaN)).toThrow(RangeError);
    expect(() => versionScore('1' as unknown as number)).toThrow(TypeError);
  });

  it('never rises as a node falls further behind, and stays within 0..1', () => {
    fc.assert(
      fc.property(fc.double({min: 0, max: 500, noNaN: true}), fc.double({min: 0, max: 500, noNaN: true}), (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(versionScore(more)).toBeLessThanOrEqual(versionScore(fewer));
        expect(versionScore(more)).toBeGreaterThanOrEqual(0);
        expect(versionScore(fewer)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('configScore', () => {
  it('is 1 for a current nym-node with terms accepted and the self-described API exposed', () => {
    expect(configScore(current, CHAIN)).toBe(1);
  });

  it.each([
    [{acceptedTerms: false}, 'terms not accepted'],
    [{selfDescribedApi: false}, 'self-described API not exposed'],
    [{binary: 'legacy' as const}, 'legacy binary'],
  ])('is 0 when %o', (change, reason) => {
    const work = configScoreWork({...current, ...change}, CHAIN);
    expect(work.score).toBe(0);
    expect(work.zeroBecause).toEqual([reason]);
  });

  it('is the version score otherwise', () => {
    expect(configScore({...current, nodeVersion: '1.3.0'}, CHAIN)).toBeCloseTo(versionScore(10), 12);
  });

  it('rejects malformed nodes', () => {
    expect(() => configScore({...current, acceptedTerms: 'yes' as unknown as boolean}, CHAIN)).toThrow(TypeError);
    expect(() => configScore({...current, binary: 'mixnode' as 'legacy'}, CHAIN)).toThrow(TypeError);
    expect(() => configScore({...current, nodeVersion: 'v1'}, CHAIN)).toThrow(TypeError);
    expect(() => configScore('nym-node' as unknown as typeof current, CHAIN)).toThrow(
      new TypeError('configScore expects a node object'),
    );
    expect(() => configScore(null as unknown as typeof current, CHAIN)).toThrow(
      new TypeError('configScore expects a node object'),
    );
  });
});
