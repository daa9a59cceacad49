import {describe, expect, it} from 'vitest';
import {pinNewReleases} from '../support/publishedAnchors';

describe('pinning the anchors of a new release', () => {
  const fixture = {anchors: {v20301: 'v20301', 'pr-1': 'v20301'}};

  it("pins every anchor of a release not pinned yet, the 'what to do' heading aside", () => {
    const result = pinNewReleases(fixture, [
      {slug: 'v20302', anchors: ['v20302', 'v20302-what-to-do', 'v20302-do-upgrade', 'pr-2']},
      {slug: 'v20301', anchors: ['v20301', 'pr-1', 'pr-9']},
    ]);
    expect(result.added).toEqual({v20302: ['v20302', 'v20302-do-upgrade', 'pr-2']});
    expect(result.anchors).toEqual({
      ...fixture.anchors,
      v20302: 'v20302',
      'v20302-do-upgrade': 'v20302',
      'pr-2': 'v20302',
    });
  });

  it('never moves an anchor already pinned to another release', () => {
    const result = pinNewReleases(fixture, [{slug: 'v20302', anchors: ['v20302', 'pr-1']}]);
    expect(result.anchors['pr-1']).toBe('v20301');
    expect(result.added).toEqual({v20302: ['v20302']});
  });
});
