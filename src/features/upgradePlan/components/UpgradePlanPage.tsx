import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {CHANGELOG_PATH} from '@site/src/features/changelog/model/links';
import {PLAN_NODES, PLAN_NODE_NAMES} from '../model/upgradePlan';
import type {PlanPage} from '../model/planPages';
import type {PlanCodeColours} from '../model/planCode';
import {UPGRADE_PATH} from '../paths';
import PlanView from './PlanView';

/**
 * The upgrade plan from one nym-node version to the newest, for each kind of
 * node: a page made at build time, so that `…/upgrade/1.25.0#exit-gateway`
 * is a plan a reader can share and read without JavaScript.
 */
export default function UpgradePlanPage({page}: {page: PlanPage & {colours: PlanCodeColours}}) {
  const title = `Upgrade plan from nym-node ${page.version}`;
  // The releases as the changelog's "Upgrading from" counts them; the operators' news in the range beside them.
  const count = page.releaseCount;
  const news = page.releases.length - count;
  return (
    <Layout
      title={title}
      description={`What to do to bring a nym-node from ${page.version} to ${page.newest}, merged from the ${count} releases since: what still applies, for each kind of node.`}
    >
      <main className="container margin-vert--lg upgrade-plan-page">
        <article>
          <Heading as="h1">{title}</Heading>
          <p>
            From {page.version}
            {page.from ? (
              <>
                {' '}
                (<Link to={`${CHANGELOG_PATH}#${page.from.slug}`}>{page.from.heading}</Link>)
              </>
            ) : null}{' '}
            to {page.newest}: the &ldquo;What to do&rdquo; of the {count} release{count === 1 ? '' : 's'} since
            {news > 0 ? ` (and ${news} operators' news ${news === 1 ? 'entry' : 'entries'})` : ''}, merged into one plan
            per kind of node that holds what still applies when the node arrives at {page.newest}. Each step links to
            the releases that ask for it; what a later release replaced or what has passed is folded under &ldquo;No
            longer applies&rdquo;, with why, and what is not for your node is set apart at the end. Another version:{' '}
            <Link to={UPGRADE_PATH}>all upgrade plans</Link>.
          </p>
          <nav aria-label="Kind of node">
            <ul className="upgrade-plan-page__nodes">
              {PLAN_NODE_NAMES.map((node) => (
                <li key={node}>
                  <Link to={`#${node}`}>{PLAN_NODES[node]}</Link>
                </li>
              ))}
            </ul>
          </nav>
          {PLAN_NODE_NAMES.map((node) => (
            <section key={node} aria-labelledby={node}>
              <Heading as="h2" id={node}>
                {PLAN_NODES[node]}
              </Heading>
              <PlanView
                plan={page.plans[node]}
                title={`${title}: ${PLAN_NODES[node]}`}
                id={node}
                colours={page.colours}
              />
            </section>
          ))}
          <Heading as="h2" id="releases">
            The releases this plan covers
          </Heading>
          <ul>
            {page.releases.map((release) => (
              <li key={release.slug}>
                <Link to={`${CHANGELOG_PATH}#${release.slug}`}>{release.heading}</Link> (
                <time dateTime={release.date}>{release.date}</time>)
              </li>
            ))}
          </ul>
        </article>
      </main>
    </Layout>
  );
}
