import type {ReactNode} from 'react';
import releases from '@generated/release-notes/default/release-facts.json';
import bodies from '@generated/release-notes/default/bodies.js';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {ISLAND_ATTRIBUTE} from '@site/src/components/StaticIsland';
import ChangelogScript from './ChangelogScript';
import ReleaseEntry from './ReleaseEntry';
import ReleaseStub from './ReleaseStub';
import {PageAnchorsContext} from './ReleaseLink';
import {RELEASE_NOTES_ISLAND} from './islandId';
import type {ChangelogRelease} from './releaseFacts';
import {ARCHIVE_ID, releaseYear, yearId} from '../model/toc';
import './ReleaseNotes.css';

/** Which releases a page shows: the changelog (`first-view`) or the older-releases page (`older`). */
export type ReleaseNotesPart = 'first-view' | 'older';

/**
 * The current releases with a marker before the first of each year, the anchor its entry in the contents list
 * points to. A marker, not a heading: release headings stay at h2 under the page title, where shared links and the
 * heading order expect them.
 */
function byYear(releases: readonly ChangelogRelease[], part: ReleaseNotesPart): ReactNode[] {
  return releases.flatMap((release, index) => {
    const year = releaseYear(release);
    const opensYear = index === 0 || releaseYear(releases[index - 1]) !== year;
    const marker = (
      <p key={`year-${year}`} id={yearId(year)} className="release-notes__year">
        <span>Releases of {year}</span>
      </p>
    );
    return opensYear ? [marker, render(release, part)] : [render(release, part)];
  });
}

function render(release: ChangelogRelease, part: ReleaseNotesPart): ReactNode {
  if (part === 'first-view' && !release.firstView) return <ReleaseStub key={release.slug} release={release} />;
  return <ReleaseEntry key={release.slug} release={release} Body={bodies[release.slug]} />;
}

/**
 * The releases, newest first: the current ones, then the archived ones
 * inside a native <details> block that is closed by default. On the
 * changelog (`first-view`) the older releases are short entries that the
 * page's script fills in after the first view; the older-releases page
 * (`older`) carries them in full. In production this version renders only at
 * build time; the browser bundle gets ReleaseNotes.client.tsx instead (see
 * the changelog plugin).
 */
export default function ReleaseNotes({part = 'first-view'}: {part?: ReleaseNotesPart}) {
  const brokenLinks = useBrokenLinks();
  brokenLinks.collectAnchor(ARCHIVE_ID);
  const shown = part === 'first-view' ? releases : releases.filter((release) => !release.firstView);
  // The anchors this page holds: on the changelog every release answers for its own (older ones
  // through their short entries); on the older-releases page only the older releases do.
  const anchors = new Set(shown.flatMap((release) => release.anchors));
  const current = shown.filter((release) => !release.archived);
  const archived = shown.filter((release) => release.archived);
  for (const year of new Set(current.map(releaseYear))) brokenLinks.collectAnchor(yearId(year));
  return (
    <PageAnchorsContext.Provider value={anchors}>
      <ChangelogScript />
      <div className="release-notes" data-part={part} {...{[ISLAND_ATTRIBUTE]: RELEASE_NOTES_ISLAND}}>
        <changelog-releases>
          {byYear(current, part)}
          {archived.length > 0 ? (
            <details className="release-archive">
              <summary>
                {/* A plain heading: the theme's adds a link, and a link may not sit inside a summary. */}
                <h2 id={ARCHIVE_ID} className="release-archive__title">
                  Archived changelog
                </h2>
                <span className="release-archive__hint">
                  {archived.length} releases from {archived[archived.length - 1].heading} to {archived[0].heading}
                </span>
              </summary>
              {archived.map((release) => render(release, part))}
            </details>
          ) : null}
        </changelog-releases>
      </div>
    </PageAnchorsContext.Provider>
  );
}
