import {describe, expect, it} from 'vitest';
import {parsedRelease} from './releaseFixtures';
import {changelogToc} from './toc';
import type {Release, ReleaseSection} from './types';

/** A release with only what the table of contents reads; the rest is filler. */
function entry(slug: string, heading: string, archived: boolean, sections: ReleaseSection[]): Release {
  return parsedRelease(slug, {heading, archived, sections});
}

describe('changelog table of contents', () => {
  it('is empty for no releases', () => {
    expect(changelogToc([], 'archive')).toEqual([]);
  });

  it('lists each release as h2 and its level-3 sections as h3, leaving level-4 sections out', () => {
    const releases = [
      entry('v1', 'v2025.2-two', false, [
        {id: 'features-2', title: 'Features', kind: 'features', level: 3},
        {id: 'deep-2', title: 'Deep', kind: 'features', level: 4},
        {id: 'bugfixes-2', title: 'Bugfixes', kind: 'bugfixes', level: 3},
      ]),
      entry('v2', 'v2025.1-one', false, []),
    ];
    expect(changelogToc(releases, 'archive')).toEqual([
      {value: 'v2025.2-two', id: 'v1', level: 2},
      {value: 'Features', id: 'features-2', level: 3},
      {value: 'Bugfixes', id: 'bugfixes-2', level: 3},
      {value: 'v2025.1-one', id: 'v2', level: 2},
    ]);
  });

  it('opens the archive once, before the first archived release, and nests archived releases one level down', () => {
    const releases = [
      entry('current', 'v2025.1-current', false, [
        {id: 'current-features', title: 'Features', kind: 'features', level: 3},
      ]),
      entry('old-b', 'v2024.2-old', true, [{id: 'old-b-fixes', title: 'Fixes', kind: 'bugfixes', level: 3}]),
      entry('old-a', 'v2024.1-older', true, []),
    ];
    expect(changelogToc(releases, 'archived-changelog')).toEqual([
      {value: 'v2025.1-current', id: 'current', level: 2},
      {value: 'Features', id: 'current-features', level: 3},
      {value: 'Archived changelog', id: 'archived-changelog', level: 2},
      {value: 'v2024.2-old', id: 'old-b', level: 3},
      {value: 'Fixes', id: 'old-b-fixes', level: 4},
      {value: 'v2024.1-older', id: 'old-a', level: 3},
    ]);
  });

  it('escapes HTML in release headings and section titles', () => {
    const releases = [
      entry('x', 'Tom & "Jerry" <b>', false, [{id: 's', title: 'a<b & c>"d"', kind: 'changes', level: 3}]),
    ];
    expect(changelogToc(releases, 'archive')).toEqual([
      {value: 'Tom &amp; &quot;Jerry&quot; &lt;b&gt;', id: 'x', level: 2},
      {value: 'a&lt;b &amp; c&gt;&quot;d&quot;', id: 's', level: 3},
    ]);
  });
});

describe('the table of contents of a changelog whose older releases arrive later', () => {
  it('lists an older release by its heading only', () => {
    const withSections = (slug: string, archived = false) =>
      ({
        slug,
        heading: slug.toUpperCase(),
        archived,
        sections: [{id: `${slug}-features`, title: 'Features', kind: 'features', level: 3} satisfies ReleaseSection],
      }) as unknown as Release;
    const releases = [withSections('new'), withSections('old')];
    const toc = changelogToc(releases, 'archive', (release) => release.slug === 'new');
    expect(toc.map((entry) => entry.id)).toEqual(['new', 'new-features', 'old']);
  });
});
