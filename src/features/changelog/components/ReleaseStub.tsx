import {nodeVersions} from '../model/nodeVersions';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {OLDER_RELEASES_PATH, SHORT_ENTRY_CLASS} from '../model/firstView';
import type {ChangelogRelease} from './releaseFacts';
import './ReleaseEntry.css';
import './ReleaseStub.css';

/**
 * An older release as the changelog's first view carries it: its heading
 * (the release's anchor), date and version, and a link to the release in
 * full on the older-releases page. The page's script puts the full release
 * in its place when a reader reaches for it (client/changelogReleases.ts); without
 * JavaScript the link leads to it. Every anchor of the release is
 * registered here, because the full release answers for them once it has
 * arrived, and the build's anchor check must know them.
 */
export default function ReleaseStub({release}: {release: ChangelogRelease}) {
  const collector = useBrokenLinks();
  for (const anchor of release.anchors) collector.collectAnchor(anchor);
  const olderUrl = `${OLDER_RELEASES_PATH}#${release.slug}`;
  const version = nodeVersions(release)[0] ?? null;
  // The markup is kept short on purpose: the first view carries one of these for every older
  // release, so each attribute and text node is paid for as many times (bench/run.mjs --scale).
  // Hence a plain heading (the entry is a placeholder: the release that replaces it, and the
  // older-releases page, have the theme's heading with its direct link), a <time> whose text is
  // its own machine-readable date, and one text node per phrase (React separates adjacent ones
  // with a comment each).
  const HeadingTag = release.archived ? 'h3' : 'h2';
  return (
    <article className={`release ${SHORT_ENTRY_CLASS}`} data-release={release.slug}>
      <HeadingTag id={release.slug} className="release__stub-heading">
        {release.heading}
      </HeadingTag>
      <p className="release__stub-facts">
        {`${release.kind === 'news' ? 'Published' : 'Released'} `}
        <time>{release.release_date}</time>
        {version ? (
          <>
            {' · '}
            <code>nym-node</code> <code className="release__version">{version}</code>
          </>
        ) : null}
        {' · '}
        <Link to={olderUrl} className="release__stub-link">
          {`Read ${release.heading} in full`}
        </Link>
      </p>
    </article>
  );
}
