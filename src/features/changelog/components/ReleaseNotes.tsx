import releases from '@generated/release-notes/default/release-facts.json';
import bodies from '@generated/release-notes/default/bodies.js';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {ISLAND_ATTRIBUTE} from './StaticIsland';
import ReleaseEntry from './ReleaseEntry';
import {RELEASE_NOTES_ISLAND} from './islandId';

/** Anchor of the archive block; the plugin's table of contents points at it too. */
export const ARCHIVE_ID = 'archived-changelog';

export {RELEASE_NOTES_ISLAND};

/**
 * Every release, newest first: the current ones, then the archived ones
 * inside a native <details> block that is closed by default. In production
 * this version renders only at build time; the browser bundle gets
 * ReleaseNotes.client.tsx instead (see the release-notes plugin).
 */
export default function ReleaseNotes() {
  useBrokenLinks().collectAnchor(ARCHIVE_ID);
  const current = releases.filter((release) => !release.archived);
  const archived = releases.filter((release) => release.archived);
  return (
    <div className="release-notes" {...{[ISLAND_ATTRIBUTE]: RELEASE_NOTES_ISLAND}}>
      {current.map((release) => (
        <ReleaseEntry key={release.slug} release={release} Body={bodies[release.slug]!} />
      ))}
      {archived.length > 0 ? (
        <details className="release-archive">
          <summary>
            {/* A plain heading: the theme's adds a link, and a link may not sit inside a summary. */}
            <h2 id={ARCHIVE_ID} className="release-archive__title">
              Archived changelog
            </h2>
            <span className="release-archive__hint">
              {archived.length} releases from {archived[archived.length - 1]!.heading} to {archived[0]!.heading}
            </span>
          </summary>
          {archived.map((release) => (
            <ReleaseEntry key={release.slug} release={release} Body={bodies[release.slug]!} />
          ))}
        </details>
      ) : null}
    </div>
  );
}
