import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import type {Release} from '../changelog/model/types';
import {planPages} from './model/planPages';
import {planCodeLines, type PlanCodeColours} from './model/planCode';
import {planCodeColours} from './planCodeColours';
import {UPGRADE_PATH, planPath} from './paths';
import type {PlanIndexEntry} from './components/UpgradePlansIndex';

/**
 * Adds the upgrade plans' routes: the index, and one page per shipped
 * nym-node version, each given its plans as data (route modules), made from
 * the releases the release-notes plugin parsed, with their code coloured at
 * build time. Returns the colours of every line of every plan: the
 * changelog's ?since= view makes the same plans in the browser.
 */
export async function addUpgradePlanRoutes(
  context: LoadContext,
  actions: PluginContentLoadedActions,
  releases: readonly Release[],
): Promise<PlanCodeColours> {
  const pages = planPages(releases);
  const allLines = new Set<string>();
  for (const page of pages) {
    const lines = Object.values(page.plans).flatMap(planCodeLines);
    for (const line of lines) allLines.add(line);
    const data = {...page, colours: planCodeColours(lines)};
    actions.addRoute({
      path: normalizeUrl([context.baseUrl, planPath(page.version)]),
      component: '@site/src/features/upgradePlan/components/UpgradePlanPage.tsx',
      exact: true,
      modules: {page: await actions.createData(`upgrade-plan-${page.version}.json`, JSON.stringify(data))},
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
  return planCodeColours(allLines);
}
