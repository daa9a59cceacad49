import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {sectionPages} from '../../src/site/sectionPages';
import {planPages} from '../../src/features/upgradePlan/model/planPages';
import {UPGRADE_PATH, planPath} from '../../src/features/upgradePlan/paths';
import {loadReleases} from '../../src/features/changelog/model/load';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The site map of the specification: every URL (under /docs/) and the file
 * whose title it must show. The landing page shows the site title.
 */
export const SITE_MAP: readonly [url: string, file: string][] = [
  ['apis/introduction', 'docs/apis/introduction.mdx'],
  ...['node-status-api', 'validator-sidecar-api', 'explorer-api', 'validator-rest-api'].flatMap((api) =>
    ['mainnet', 'sandbox'].map((env) => [`apis/${api}/${env}`, `docs/apis/${api}/${env}.mdx`] as [string, string]),
  ),
  // The Developers and Network sections: every page of their folders (the site map's items and their pages).
  ...sectionPages(ROOT).map((page) => [page.url.slice(1), page.file] as [string, string]),
  ['operators/introduction', 'docs/operators/introduction.mdx'],
  ...[
    'changelog',
    'release-cycle',
    'variables',
    'sandbox',
    'binaries',
    'troubleshooting',
    'faq',
    'archive',
    'misc',
  ].map((page) => [`operators/${page}`, `docs/operators/${page}.mdx`] as [string, string]),
  ['operators/nodes', 'docs/operators/nodes/index.mdx'],
  ['operators/nodes/nym-node', 'docs/operators/nodes/nym-node/index.mdx'],
  ['operators/nodes/nym-node/setup', 'docs/operators/nodes/nym-node/setup.mdx'],
  ['operators/nodes/nym-node/configuration', 'docs/operators/nodes/nym-node/configuration.mdx'],
  ['operators/nodes/nym-node/config-reference', 'docs/operators/nodes/nym-node/config-reference.mdx'],
  ['operators/nodes/nym-node/bonding', 'docs/operators/nodes/nym-node/bonding.mdx'],
  ['operators/nodes/maintenance', 'docs/operators/nodes/maintenance/index.mdx'],
  ['operators/nodes/maintenance/manual-upgrade', 'docs/operators/nodes/maintenance/manual-upgrade.mdx'],
  ['operators/nodes/preliminary-steps', 'docs/operators/nodes/preliminary-steps/index.mdx'],
  ['operators/nodes/preliminary-steps/vps-setup', 'docs/operators/nodes/preliminary-steps/vps-setup/index.mdx'],
  [
    'operators/nodes/preliminary-steps/vps-setup/advanced',
    'docs/operators/nodes/preliminary-steps/vps-setup/advanced.mdx',
  ],
  ['operators/nodes/proxy-configuration', 'docs/operators/nodes/proxy-configuration.mdx'],
  ['operators/testing', 'docs/operators/testing/index.mdx'],
  ['operators/testing/performance', 'docs/operators/testing/performance.mdx'],
  [
    'operators/nodes/performance-and-testing/gateway-probe',
    'docs/operators/nodes/performance-and-testing/gateway-probe.mdx',
  ],
  ['operators/tokenomics', 'docs/operators/tokenomics/index.mdx'],
  ['operators/tokenomics/mixnet-rewards', 'docs/operators/tokenomics/mixnet-rewards.mdx'],
  ['operators/tokenomics/programs', 'docs/operators/tokenomics/programs.mdx'],
  ['operators/community-counsel', 'docs/operators/community-counsel/index.mdx'],
  ...['legal', 'templates', 'isp-list', 'exit-gateway', 'add-content'].map(
    (page) =>
      [`operators/community-counsel/${page}`, `docs/operators/community-counsel/${page}.mdx`] as [string, string],
  ),
  // Pages the changelog links to, beyond the specification's site map.
  ['operators/troubleshooting/nodes', 'docs/operators/troubleshooting/nodes.mdx'],
  ['operators/troubleshooting/vps-isp', 'docs/operators/troubleshooting/vps-isp.mdx'],
  ['operators/archive/faq/smoosh-faq', 'docs/operators/archive/faq/smoosh-faq.mdx'],
  ['operators/binaries/building-nym', 'docs/operators/binaries/building-nym.mdx'],
];

/** The title a doc declares in its front matter. */
export function titleOf(file: string): string {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const frontMatter = (match ? yaml.load(match[1]) : {}) as {title?: string};
  if (!frontMatter.title) throw new Error(`${file} has no title in its front matter`);
  return frontMatter.title;
}

/**
 * The upgrade plans the browser tests read: their index, the plan from the oldest version (the longest) and from the
 * last but one.
 */
const PLAN_VERSIONS = planPages(loadReleases(path.join(ROOT, 'releases'))).map((page) => page.version);
const UPGRADE_PLAN_PAGES = [
  UPGRADE_PATH.slice(1),
  ...new Set([PLAN_VERSIONS[0], PLAN_VERSIONS.at(-1)!].map((version) => planPath(version).slice(1))),
];

/** Every page the browser tests read one by one: the landing and search pages, the site map and the upgrade plans. */
export const SITE_PAGES = ['', 'search', ...SITE_MAP.map(([url]) => url), ...UPGRADE_PLAN_PAGES];
