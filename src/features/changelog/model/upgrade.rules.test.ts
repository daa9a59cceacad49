import {describe, expect, it} from 'vitest';
import {upgradeRules} from './upgrade';

describe('the version rules with no release to compare with', () => {
  it('says the release chain is empty', () => {
    expect(() => upgradeRules('1.10.0', [])).toThrow(
      new RangeError('the release chain is empty: no release to compare the version with'),
    );
  });

  it('names the latest release of a one-release chain', () => {
    expect(upgradeRules('1.10.0', ['1.10.0'])).toMatchObject({version: '1.10.0', latest: '1.10.0', releasesBehind: 0});
  });
});
