import {describe, expect, it} from 'vitest';
import {upgradeRules} from './upgrade';

const chain = ['1.10.0', '1.11.0', '1.12.0', '1.13.0', '1.14.0', '1.15.0'];

describe('the version rules for a node that has not upgraded', () => {
  it('a node on the latest version passes every rule with a full score', () => {
    expect(upgradeRules('1.15.0', chain)).toMatchObject({
      releasesBehind: 0,
      versionsBehind: 0,
      versionScore: 1,
      grantProgrammeVersionOk: true,
      delegationProgrammeVersionOk: true,
    });
  });

  it('one release behind still suits both programmes', () => {
    expect(upgradeRules('1.14.0', chain)).toMatchObject({
      releasesBehind: 1,
      versionsBehind: 10,
      grantProgrammeVersionOk: true,
      delegationProgrammeVersionOk: true,
    });
  });

  it('two releases behind suits the grant programme but not the delegation programme', () => {
    expect(upgradeRules('1.13.0', chain)).toMatchObject({
      releasesBehind: 2,
      grantProgrammeVersionOk: true,
      delegationProgrammeVersionOk: false,
    });
  });

  it('three releases behind suits neither, and the score falls', () => {
    const rules = upgradeRules('1.12.0', chain);
    expect(rules).toMatchObject({
      releasesBehind: 3,
      versionsBehind: 30,
      grantProgrammeVersionOk: false,
      delegationProgrammeVersionOk: false,
    });
    expect(rules.versionScore).toBeLessThan(upgradeRules('1.13.0', chain).versionScore);
  });

  it('a version between two releases counts the releases above it', () => {
    expect(upgradeRules('1.13.2', chain).releasesBehind).toBe(2);
  });

  it('rejects a version that is not semver and an empty chain', () => {
    expect(() => upgradeRules('latest', chain)).toThrow(TypeError);
    expect(() => upgradeRules('1.0.0', [])).toThrow(RangeError);
  });
});
