import StaticIsland from '@site/src/components/StaticIsland';
import ChangelogScript from './ChangelogScript';
import {RELEASE_NOTES_ISLAND} from './islandId';
// The browser bundle holds this island in place of ReleaseNotes.tsx: the stylesheets of the markup it keeps
// (the entries and what their bodies use) come in with it, in the order the full tree imports them.
import './CopyButton.css';
import './BuildInfo.css';
import './CopyLinkButton.css';
import './Change.css';
import './Collapsible.css';
import './OperatorActions.css';
import './TerminalFigure.css';
import './figures/WalletMigrationDiagram.module.css';
import './ReleaseEntry.css';
import './ReleaseStub.css';
import './ReleaseNotes.css';

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
