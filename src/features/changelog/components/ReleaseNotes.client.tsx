import StaticIsland from '@site/src/components/StaticIsland';
import ChangelogScript from './ChangelogScript';
import {RELEASE_NOTES_ISLAND} from './islandId';

/**
 * What the browser bundle holds of the release notes: nothing but the island
 * that keeps the prerendered HTML. The plugin swaps this module in for
 * ReleaseNotes.tsx in production client builds, so the 31 releases are sent
 * once, as HTML, and never again as JavaScript.
 */
export default function ReleaseNotes() {
  return (
    <>
      <ChangelogScript />
      <StaticIsland id={RELEASE_NOTES_ISLAND} subject="These notes" className="release-notes" />
    </>
  );
}
