import {describe, expect, it} from 'vitest';
import {parsedRelease} from './releaseFixtures';
import {changelogToc} from './toc';
import type {Release, ReleaseSection} from './types';

/** A release with only what the table of contents reads; the rest is filler. */
function entry(
  slug: string,
  heading: string,
  archived: boolean,
  sections: ReleaseSection[],
  release_date = '2025-01-31',
): Release {
  return parsedRelease(slug, {heading, archived, sections, release_date});
}

describe('changelog table of contents', () => {
  it('is empty for no releases', () => {
    expect(changelogToc([], 'archive')).toEqual([]);
  });

  it('groups releases by year, newest first, each release with its day and month and its level-3 sections', () => {
    const releases = [
      entry(
        'v3',
        'v2026.1-three',
        false,
        [{id: 'features-3', title: 'Features', kind: 'features', level: 3}],
        '2026-01-13',
      ),
      entry(
        'v2',
        'v2025.2-two',
        false,
        [
          {id: 'features-2', title: 'Features', kind: 'features', level: 3},
          {id: 'deep-2', title: 'Deep', kind: 'features', level: 4},
          {id: 'bugfixes-2', title: 'Bugfixes', kind: 'bugfixes', level: 3},
        ],
        '2025-12-02',
      ),
      entry('v1', 'v2025.1-one', false, [], '2025-05-06'),
    ];
    expect(changelogToc(releases, 'archive')).toEqual([
      {value: '2026', id: 'releases-2026', level: 2},
      {value: 'v2026.1-three <span class="toc-release-date">13 Jan</span>', id: 'v3', level: 3},
      {value: 'Features', id: 'features-3', level: 4},
      {value: '2025', id: 'releases-2025', level: 2},
      {value: 'v2025.2-two <span class="toc-release-date">2 Dec</span>', id: 'v2', level: 3},
      {value: 'Features', id: 'features-2', level: 4},
      {value: 'Bugfixes', id: 'bugfixes-2', level: 4},
      {value: 'v2025.1-one <span class="toc-release-date">6 May</span>', id: 'v1', level: 3},
    ]);
  });

  it('makes the archive the last group, opened once before the first archived release', () => {
    const releases = [
      entry('current', 'v2025.1-current', false, [], '2025-01-16'),
      entry(
        'old-b',
        'v2024.2-old',
        true,
        [{id: 'old-b-fixes', title: 'Fixes', kind: 'bugfixes', level: 3}],
        '2024-12-11',
      ),
      entry('old-a', 'v2024.1-older', true, [], '2024-04-24'),
    ];
    expect(changelogToc(releases, 'archived-changelog').map(({id, level}) => [id, level])).toEqual([
      ['releases-2025', 2],
      ['current', 3],
      ['archived-changelog', 2],
      ['old-b', 3],
      ['old-b-fixes', 4],
      ['old-a', 3],
    ]);
  });

  it('lists a release the first view does not carry without its sections', () => {
    const releases = [entry('later', 'v2025.1-later', false, [{id: 's', title: 'S', kind: 'features', level: 3}])];
    expect(changelogToc(releases, 'archive', () => false).map((e) => e.id)).toEqual(['releases-2025', 'later']);
  });

  it('escapes HTML in release headings and section titles', () => {
    const releases = [
      entry('x', 'Tom & "Jerry" <b>', false, [{id: 's', title: 'a<b & c>"d"', kind: 'changes', level: 3}]),
    ];
    expect(changelogToc(releases, 'archive').slice(1)).toEqual([
      {value: 'Tom &amp; &quot;Jerry&quot; &lt;b&gt; <span class="toc-release-date">31 Jan</span>', id: 'x', level: 3},
      {value: 'a&lt;b &amp; c&gt;&quot;d&quot;', id: 's', level: 4},
    ]);
  });
});
