import {nodeVersions} from '@site/src/features/changelog/model/nodeVersions';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SectionCards from '@site/src/components/SectionCards';
import {site} from '@site/src/site/site';
import {useReleaseNotesData} from '@site/src/features/changelog/globalData';
import {UPGRADE_PATH} from '@site/src/features/upgradePlan/paths';
import './index.css';

/** /docs/: what the site is, its four sections, and the latest release. */
export default function Home() {
  const {latest, count} = useReleaseNotesData();
  const versions = nodeVersions(latest);
  const version = versions.length > 0 ? versions.join(', ') : null;
  return (
    <Layout title="Home" description={site.tagline}>
      <main className="container margin-vert--lg home">
        <Heading as="h1">{site.title}</Heading>
        <p className="home__lead">
          Documentation for the people who run the Nym network's nodes: how to set up and upgrade a{' '}
          <code>nym-node</code>, keep it eligible for rewards, and follow what each release changed. Developers and API
          users find their references here too.
        </p>
        <section className="home__latest" aria-labelledby="latest-release">
          <Heading as="h2" id="latest-release">
            Latest release
          </Heading>
          <p>
            <Link to={`/operators/changelog#${latest.slug}`}>
              <strong>{latest.heading}</strong>
            </Link>
            {version ? (
              <>
                {' '}
                ships <code>nym-node</code> <code>{version}</code>
              </>
            ) : null}
            , released <time dateTime={latest.release_date}>{latest.release_date}</time>.
          </p>
          <p>{latest.summary}</p>
          <p>
            <Link to={`/operators/changelog#${latest.slug}`}>Read the release notes</Link> or browse{' '}
            <Link to="/operators/changelog">all {count} releases in the changelog</Link>.
          </p>
          <p>
            Running an older <code>nym-node</code>? Its <Link to={UPGRADE_PATH}>upgrade plan</Link> lists what the
            releases since still ask of your kind of node, in the order to run it.
          </p>
        </section>
        <section aria-labelledby="sections">
          <Heading as="h2" id="sections">
            Sections
          </Heading>
          <SectionCards headingLevel="h3" />
        </section>
      </main>
    </Layout>
  );
}
