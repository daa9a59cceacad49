import {describe, expect, it} from 'vitest';
import {stableJson} from './json';

describe('stableJson', () => {
  it('writes the same bytes whatever order the keys were added in', () => {
    expect(stableJson({b: 1, a: {d: [2, {z: 1, y: 2}], c: null}})).toBe(
      stableJson({a: {c: null, d: [2, {y: 2, z: 1}]}, b: 1}),
    );
  });

  it('sorts keys, keeps array order, drops undefined properties and ends with a newline', () => {
    expect(stableJson({b: [3, 1], a: undefined, c: 'x'})).toBe('{\n  "b": [\n    3,\n    1\n  ],\n  "c": "x"\n}\n');
  });
});
