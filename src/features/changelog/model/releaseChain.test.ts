import {describe, expect, it} from 'vitest';
import {releaseChain} from './nodeVersions';
import type {Release} from './types';

const release = (node_version: Release['node_version']) => ({node_version}) as Release;

describe('releaseChain', () => {
  it('lists node versions in version order, drops releases without one, duplicates and build suffixes', () => {
    const releases = [
      release('1.15.0'),
      release(null),
      release(['1.14.0', '1.14.1']),
      release('1.14.0'),
      release('1.1.0+nymnode'),
    ];
    expect(releaseChain(releases)).toEqual(['1.1.0', '1.14.0', '1.14.1', '1.15.0']);
  });
});
