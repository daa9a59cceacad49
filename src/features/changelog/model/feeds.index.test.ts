import {describe, expect, it} from 'vitest';
import {changelogJsonFeed, releaseIndex} from './feeds';
import {BUILD_INFO, parsedRelease} from './releaseFixtures';
import type {Release} from './types';

const CHANGELOG = 'https://nym.com/docs/operators/changelog';

/** v2025.13-emmental with one section and one item, as the feeds publish it. */
function entry(overrides: Partial<Release> = {}): Release {
  return parsedRelease('v202513-emmental', {
    heading: 'v2025.13-emmental',
    tag: 'v2025.13-emmental',
    release_date: '2025-07-22',
    binaries_url: 'https://github.com/nymtech/nym/releases/tag/nym-binaries-v2025.13-emmental',
    summary: 'Exit mode and mixnode mode no longer mix.',
    file: 'releases/2025.13-emmental.mdx',
    textLength: 100,
    sections: [{id: 'features-emmental', title: 'New things', kind: 'features', level: 3}],
    items: [
      {
        anchor: 'pr-5898',
        title: 'Do not run mixnode in exit mode',
        pr: 5898,
        href: 'https://github.com/nymtech/nym/pull/5898',
        audience: ['operators'],
        kind: 'features',
        sectionId: 'features-emmental',
        endpoints: [],
        text: 'Do not run mixnode in exit mode',
      },
    ],
    anchors: ['v202513-emmental', 'features-emmental', 'pr-5898'],
    ...overrides,
  });
}

describe('published release index', () => {
  it('describes where it comes from and links the changelog', () => {
    const index = releaseIndex([]);
    expect(index).toEqual({generated_from: 'releases/*.mdx', changelog: CHANGELOG, releases: []});
  });

  it('gives a plain release its facts, sections without their level, and items, leaving empty extras out', () => {
    expect(releaseIndex([entry()]).releases).toEqual([
      {
        kind: 'release',
        tag: 'v2025.13-emmental',
        heading: 'v2025.13-emmental',
        anchor: 'v202513-emmental',
        url: `${CHANGELOG}#v202513-emmental`,
        node_version: '1.15.0',
        release_date: '2025-07-22',
        binaries_url: 'https://github.com/nymtech/nym/releases/tag/nym-binaries-v2025.13-emmental',
        build_info: null,
        archived: false,
        summary: 'Exit mode and mixnode mode no longer mix.',
        sections: [{id: 'features-emmental', title: 'New things', kind: 'features'}],
        items: [
          {
            anchor: 'pr-5898',
            title: 'Do not run mixnode in exit mode',
            pr: 5898,
            url: 'https://github.com/nymtech/nym/pull/5898',
            kind: 'features',
            section: 'features-emmental',
            audience: ['operators'],
          },
        ],
      },
    ]);
  });

  it("adds build information, the upgrade need, corrections and an item's endpoints when a release has them", () => {
    const corrections = [{date: '2025-08-01', note: 'The port list was corrected.'}];
    const [published] = releaseIndex([
      entry({
        build_info: BUILD_INFO,
        upgrade: 'required',
        corrections,
        items: [
          {
            anchor: 'stats-endpoint',
            title: 'New stats endpoint',
            href: '/operators/faq',
            audience: ['developers'],
            kind: 'changes',
            endpoints: ['/api/v1/stats', '/api/v1/load'],
            text: 'New stats endpoint',
          },
        ],
      }),
    ]).releases;
    expect(published.build_info).toEqual(BUILD_INFO);
    expect(published.upgrade).toBe('required');
    expect(published.corrections).toEqual(corrections);
    expect(published.items).toEqual([
      {
        anchor: 'stats-endpoint',
        title: 'New stats endpoint',
        pr: null,
        url: 'https://nym.com/docs/operators/faq',
        kind: 'changes',
        section: null,
        audience: ['developers'],
        endpoints: ['/api/v1/stats', '/api/v1/load'],
      },
    ]);
  });
});

describe('feed item summaries', () => {
  it('name the nym-node versions of a release and count its changes', () => {
    const feed = JSON.parse(changelogJsonFeed([entry({node_version: ['1.15.0', '1.15.1']})]));
    expect(feed.items[0].summary).toBe('Exit mode and mixnode mode no longer mix. nym-node 1.15.0, 1.15.1. 1 changes.');
  });

  it('name no version for a release without one', () => {
    const feed = JSON.parse(changelogJsonFeed([entry({node_version: null, items: []})]));
    expect(feed.items[0].summary).toBe('Exit mode and mixnode mode no longer mix. 0 changes.');
    expect(feed.items[0].content_text).toBe('Exit mode and mixnode mode no longer mix. 0 changes.');
  });
});
