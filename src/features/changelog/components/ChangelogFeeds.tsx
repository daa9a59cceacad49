import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {FEED_PATHS} from '@site/src/features/changelog/model/links';

/** Advertises the changelog's feeds in the page's <head>. */
export default function ChangelogFeeds() {
  return (
    <Head>
      <link rel="alternate" type="application/rss+xml" title="Changelog (RSS)" href={useBaseUrl(FEED_PATHS.rss)} />
      <link rel="alternate" type="application/atom+xml" title="Changelog (Atom)" href={useBaseUrl(FEED_PATHS.atom)} />
      <link
        rel="alternate"
        type="application/feed+json"
        title="Changelog (JSON Feed)"
        href={useBaseUrl(FEED_PATHS.json)}
      />
    </Head>
  );
}
