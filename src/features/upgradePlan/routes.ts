import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import type {Release} from '../changelog/model/types';
import {planPages} from './model/planPages';
import {UPGRADE_PATH, planPath} from './paths';
import type {PlanIndexEntry} from './components/UpgradePlansIndex';

/**
 * Adds the upgrade plans' routes: the index, and one page per shipped
 * nym-node version, each given its plans as data (route modules), made from
 * the releases the release-notes plugin parsed.
 */
export async function addUpgradePlanRoutes(
  context: LoadContext,
  actions: PluginContentLoadedActions,
  releases: readonly Release[],
): Promise<void> {
  const pages = planPages(releases);
  for (const page of pages) {
    actions.addRoute({
      path: normalizeUrl([context.baseUrl, planPath(page.version)]),
      component: '@site/src/features/upgradePlan/components/UpgradePlanPage.tsx',
      exact: true,
      modules: {page: await actions.createData(`upgrade-plan-${page.version}.json`, JSON.stringify(page))},
    });
  }
  const entries: PlanIndexEntry[] = pages
    .map((page) => ({
      version: page.version,
      ...(page.from ? {heading: page.from.heading} : {}),
    }))
    .reverse();
  actions.addRoute({
    path: normalizeUrl([context.baseUrl, UPGRADE_PATH]),
    component: '@site/src/features/upgradePlan/components/UpgradePlansIndex.tsx',
    exact: true,
    modules: {
      index: await actions.createData('upgrade-plans.json', JSON.stringify({newest: pages[0]?.newest ?? '', entries})),
    },
  });
}
