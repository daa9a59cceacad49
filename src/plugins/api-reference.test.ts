import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {endpointMentions, registryReleases} from './api-reference';
import {loadReleases} from '../features/changelog/model/load';
import {changelogItemIndex, type ChangelogItemIndex} from '../features/changelog/model/itemIndex';
import {REGISTRY, releasesNamed} from '../api';

const index: ChangelogItemIndex = {
  releases: [
    {
      slug: 'r2',
      tag: 'v2',
      heading: 'v2 heading',
      date: '2099-01-01',
      versions: [],
      archived: false,
      whatToDo: 'r2-what-to-do',
      operatorActions: [],
      sections: [],
      proseSections: [],
    },
    {
      slug: 'r1',
      tag: 'v1',
      heading: 'v1 heading',
      date: '2099-01-01',
      versions: [],
      archived: true,
      whatToDo: 'r1-what-to-do',
      operatorActions: [],
      sections: [],
      proseSections: [],
    },
  ],
  items: [
    {
      id: 'pr-2',
      release: 'r2',
      kind: 'features',
      audiences: ['developers'],
      endpoints: ['/v1/a', '/v1/b'],
      configurationChange: false,
      title: 'Two endpoints',
      pr: 2,
      text: '',
    },
    {
      id: 'pr-3',
      release: 'r2',
      kind: 'features',
      audiences: ['developers'],
      endpoints: [],
      configurationChange: false,
      title: 'None',
      pr: 3,
      text: '',
    },
    {
      id: 'pr-1',
      release: 'r1',
      kind: 'features',
      audiences: ['developers'],
      endpoints: ['/v1/a'],
      configurationChange: false,
      title: 'One endpoint',
      pr: 1,
      text: '',
    },
  ],
};
const files = new Map([
  ['r2', 'releases/2.mdx'],
  ['r1', 'releases/1.mdx'],
]);

/** The real releases, parsed once for the file (at collection, outside any test's time limit). */
const releases = loadReleases(path.resolve(__dirname, '../../releases'));

describe('the changelog items that name each endpoint', () => {
  it('lists, per endpoint, the items that name it, newest release first, with their release', () => {
    expect(endpointMentions(index, new Set(['/v1/a', '/v1/b', '/v1/c']), files)).toEqual({
      '/v1/a': [
        {anchor: 'pr-2', title: 'Two endpoints', release: 'r2', heading: 'v2 heading'},
        {anchor: 'pr-1', title: 'One endpoint', release: 'r1', heading: 'v1 heading'},
      ],
      '/v1/b': [{anchor: 'pr-2', title: 'Two endpoints', release: 'r2', heading: 'v2 heading'}],
    });
  });

  it('refuses an endpoint the registry does not hold, naming the release file and the item', () => {
    expect(() => endpointMentions(index, new Set(['/v1/a']), files)).toThrow(
      'releases/2.mdx: item pr-2 names /v1/b, which is not in the API registry (src/api/endpoints.ts)',
    );
  });

  it('holds for the changelog: every endpoint an item names is in the registry', () => {
    const known = new Set(REGISTRY.endpoints.map((endpoint) => endpoint.path));
    const mentions = endpointMentions(
      changelogItemIndex(releases),
      known,
      new Map(releases.map((release) => [release.slug, release.file])),
    );
    expect(Object.keys(mentions).length).toBeGreaterThan(0);
  });
});

describe('the releases the registry names', () => {
  it('are release files; each is labelled by its tag, newest first', () => {
    const labels = registryReleases(releases);
    expect(new Set(labels.map((label) => label.slug))).toEqual(
      new Set(releasesNamed(REGISTRY).map((named) => named.release)),
    );
    for (const label of labels)
      expect(label.label).toBe(
        releases.find((release) => release.slug === label.slug)!.tag ??
          releases.find((release) => release.slug === label.slug)!.heading,
      );
  });

  it('stop the build when one is not a release file, saying where it is named', () => {
    const missing = releasesNamed(REGISTRY)[0];
    expect(() => registryReleases(releases.filter((release) => release.slug !== missing.release))).toThrow(
      new RegExp(`^The API registry names releases that are not in releases/:\\n- .*${missing.release}`),
    );
  });
});
