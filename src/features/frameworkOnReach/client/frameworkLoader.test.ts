import {describe, expect, it} from 'vitest';
import {addressNeedsFramework} from './frameworkLoader';

describe('when the framework loads at once', () => {
  it('on an address that holds a filter', () => {
    expect(addressNeedsFramework('?since=1.10.0')).toBe(true);
    expect(addressNeedsFramework('?kind=bugfixes&q=gateway')).toBe(true);
  });

  it('not on a plain address or one with other parameters', () => {
    expect(addressNeedsFramework('')).toBe(false);
    expect(addressNeedsFramework('?utm_source=x')).toBe(false);
  });
});
