import releases from '@generated/release-notes/default/release-facts.json';
import bodies from '@generated/release-notes/default/bodies.js';
import Heading from '@theme/Heading';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {FEED_PATHS} from '@site/src/releases/links';
import ReleaseEntry from './ReleaseEntry';

/** Anchor of the archive block; the plugin's table of contents points at it too. */
export const ARCHIVE_ID = 'archived-changelog';

/**
 * Every release, newest first: the current ones, then the archived ones
 * inside a native <details> block that is closed by default.
 */
export default function ReleaseNotes() {
  const current = releases.filter((release) => !release.archived);
  const archived = releases.filter((release) => release.archived);
  return (
    <div className="release-notes">
      <Head>
        <link rel="alternate" type="application/rss+xml" title="Changelog (RSS)" href={useBaseUrl(FEED_PATHS.rss)} />
        <link rel="alternate" type="application/atom+xml" title="Changelog (Atom)" href={useBaseUrl(FEED_PATHS.atom)} />
        <link rel="alternate" type="application/feed+json" title="Changelog (JSON Feed)" href={useBaseUrl(FEED_PATHS.json)} />
      </Head>
      {current.map((release) => (
        <ReleaseEntry key={release.slug} release={release} Body={bodies[release.slug]!} />
      ))}
      {archived.length > 0 ? (
        <details className="release-archive">
          <summary>
            <Heading as="h2" id={ARCHIVE_ID}>
              Archived changelog
            </Heading>
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
