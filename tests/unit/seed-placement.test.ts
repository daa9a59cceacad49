import {describe, expect, it} from 'vitest';
import {figuresIn, placementRows, pullRequestsIn, releaseNamesIn} from '../support/seedPlacement';

describe('reading seed-placement rows', () => {
  it('splits a table row into its cells', () => {
    const [row] = placementRows('| # | a | b | c | d |\n|---|\n| 12 | fact | v2025.7-tex | Features | PR item 5878 |');
    expect(row).toEqual({
      number: 12,
      fact: 'fact',
      releases: 'v2025.7-tex',
      sections: 'Features',
      form: 'PR item 5878',
    });
  });

  it('finds release tags, patch tags and the untagged entries', () => {
    expect(releaseNamesIn('v2024.12-aero (1.1.9), v2024.12.1-aero - patch (build 1.1.9-1)')).toEqual([
      'v2024.12-aero',
      'v2024.12.1-aero',
    ]);
    expect(releaseNamesIn('v2024.13-magura-patched (1.1.11), magura-drift (1.1.12)')).toEqual([
      'v2024.13-magura-patched',
      'magura-drift',
    ]);
    expect(releaseNamesIn('nym-node patch from release/2024.10-caramello (build 1.1.7)')).toContain(
      'nym-node patch from release/2024.10-caramello',
    );
  });

  it('finds the pull requests a row names as items', () => {
    expect(pullRequestsIn('PR item 4630 description; PR item title 5215; Features (PR 5201)')).toEqual([
      4630, 5215, 5201,
    ]);
    expect(pullRequestsIn('prose bullet linking 5129')).toEqual([]);
    expect(pullRequestsIn('prose bullet (IPv6 later: PR 5059 in v2024.14-crunch)')).toEqual([]);
  });

  it('finds figures, not release tags or PR numbers', () => {
    expect(figuresIn('described nodes: 882,684 / 204,265')).toEqual(['882,684', '204,265']);
    expect(figuresIn('Weekly legal clinic, Wednesday 14:30 UTC, 60 min')).toEqual(['14:30']);
    expect(figuresIn('v2025.7-tex → 1.9.0')).toEqual(['1.9.0']);
    expect(figuresIn('PR 5201 adds 12 things')).toEqual([]);
  });
});
