// The name similarity behind heuristic renames.
import {describe, expect, it} from 'vitest';
import {similarity} from './history';

describe('similarity', () => {
  it('is twice the characters in matching blocks over both lengths', () => {
    expect(similarity('abcd', 'abcd')).toBe(1);
    expect(similarity('abcd', 'wxyz')).toBe(0);
    expect(similarity('announced_port', 'announced_tunnel_port')).toBeCloseTo((2 * 14) / 35);
  });
});
