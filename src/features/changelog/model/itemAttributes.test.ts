import {describe, expect, it} from 'vitest';
import {endpointsOf, itemAnchor} from './itemAttributes';

describe("an item's attributes", () => {
  it('anchor on the explicit id when there is one, else on the PR number', () => {
    expect(itemAnchor('wireguard-exit', 5898)).toBe('wireguard-exit');
    expect(itemAnchor(undefined, 5898)).toBe('pr-5898');
  });

  it('list endpoints separated by spaces, commas or both, and nothing for none', () => {
    expect(endpointsOf('/v1/a /v1/b')).toEqual(['/v1/a', '/v1/b']);
    expect(endpointsOf(' /v1/a,/v1/b ,  /v1/c\n')).toEqual(['/v1/a', '/v1/b', '/v1/c']);
    expect(endpointsOf(undefined)).toEqual([]);
    expect(endpointsOf('  ')).toEqual([]);
  });
});
