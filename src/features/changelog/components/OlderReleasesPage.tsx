import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import MDXContent from '@theme/MDXContent';
import {CHANGELOG_PATH} from '../model/links';
import type {OlderReleasesSummary} from './releaseFacts';
import ReleaseNotes from './ReleaseNotes';

/**
 * The older releases in full, newest first, on a page of their own. The
 * changelog links here from each older release's short entry (the way in
 * without JavaScript) and its script takes the releases from this page's
 * HTML to fill those entries in.
 */
export default function OlderReleasesPage({summary}: {summary: OlderReleasesSummary}) {
  const title = 'Changelog: older releases';
  const range = summary.newest && summary.oldest ? `from ${summary.newest} back to ${summary.oldest}` : '';
  return (
    <Layout
      title={title}
      description={`The ${summary.count} older releases of the Nym network's node software in full, ${range}.`}
    >
      <main className="container margin-vert--lg older-releases">
        <article>
          <Heading as="h1">{title}</Heading>
          <p>
            The {summary.count} releases {range}, in full, newest first. The newest releases, and what to do about them,
            are on the <Link to={CHANGELOG_PATH}>changelog</Link>, which also brings these in below its own once it has
            loaded.
          </p>
          {/*
             The theme's components for what release bodies hold (code blocks, admonitions, links), as on a docs page.
          */}
          <MDXContent>
            <ReleaseNotes part="older" />
          </MDXContent>
        </article>
      </main>
    </Layout>
  );
}
