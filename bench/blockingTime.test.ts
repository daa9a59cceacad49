import {describe, expect, it} from 'vitest';
import {blockingTime} from './blockingTime.mjs';

describe('blockingTime: what long tasks block, within a window', () => {
  it('counts what each task runs past 50 ms, and nothing for shorter tasks', () => {
    expect(
      blockingTime([
        [0, 40],
        [100, 50],
        [200, 130],
        [400, 51],
      ]),
    ).toBe(81);
  });

  it('from first contentful paint, counts only what a task runs after it', () => {
    // A 600 ms parse that ends 100 ms after FCP blocks 50 ms of what the reader could have done.
    expect(blockingTime([[400, 600]], 900)).toBe(50);
    expect(blockingTime([[100, 600]], 900)).toBe(0);
    expect(blockingTime([[1000, 200]], 900)).toBe(150);
  });

  it('stops at the end of the window', () => {
    expect(blockingTime([[1000, 200]], 0, 1100)).toBe(50);
    expect(blockingTime([[1000, 200]], 0, 900)).toBe(0);
  });
});
