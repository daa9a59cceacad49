import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {planPath} from '../paths';
import PlanLinks from './PlanLinks';

export interface PlanIndexEntry {
  version: string;
  /** The release that shipped it. */
  heading?: string;
}

/**
 * Every upgrade plan, newest version first: each line a link to the plan
 * from that version, and to its part for each kind of node.
 */
export default function UpgradePlansIndex({index}: {index: {newest: string; entries: PlanIndexEntry[]}}) {
  const title = 'Upgrade plans';
  return (
    <Layout
      title={title}
      description={`From any nym-node version to ${index.newest}: what to do, merged from every release since, for each kind of node.`}
    >
      <main className="container margin-vert--lg upgrade-plan-page">
        <article>
          <Heading as="h1">{title}</Heading>
          <p>
            Pick the nym-node version your node runs (<code>nym-node --version</code> says it): its plan brings it to{' '}
            {index.newest} with what still applies for each kind of node: what a later release replaced, or what has
            passed, is folded with why.
          </p>
          <ul className="upgrade-plans">
            {index.entries.map((entry) => (
              <li key={entry.version}>
                <Link to={planPath(entry.version)}>From {entry.version}</Link>
                {entry.heading ? ` (${entry.heading})` : ''}: <PlanLinks version={entry.version} />
              </li>
            ))}
          </ul>
        </article>
      </main>
    </Layout>
  );
}
