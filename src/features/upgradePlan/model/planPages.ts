import {changelogItemIndex, releaseMarkers} from '../../changelog/model/itemIndex';
import {resolveSince} from '../../changelog/model/filter';
import type {Release} from '../../changelog/model/types';
import {PLAN_NODE_NAMES, upgradePlan, type PlanNode, type PlanRelease, type UpgradePlan} from './upgradePlan';
import {nodeVersions, releaseChain} from '../../changelog/model/nodeVersions';
import {planRange} from './planRange';

/**
 * The upgrade plan pages: one per nym-node version the releases shipped (but
 * the newest), each with the plan for every kind of node, made at build time
 * so that a plan is a link that works without JavaScript and a page search
 * engines find. Gateways' plans include the WireGuard steps, marked as such.
 */

/** What a plan page shows. */
export interface PlanPage {
  /** The version the reader runs. */
  version: string;
  /** The newest version the releases ship. */
  newest: string;
  /** The release that shipped the reader's version, when one did. */
  from?: {slug: string; heading: string};
  /** The releases (and news) the plan covers, newest first. */
  releases: {slug: string; heading: string; date: string; news: boolean}[];
  /** How many of them are releases: the changelog's "Upgrading from" count for the same version. */
  releaseCount: number;
  plans: Record<PlanNode, UpgradePlan>;
}

/** A release as the plan reads it. */
function planRelease(release: Release): PlanRelease {
  return {slug: release.slug, heading: release.heading, date: release.release_date, actions: release.operatorActions};
}

/**
 * The releases a reader on `version` has still to apply: those after the one
 * that shipped it (as ?since= resolves it), and the operators' news dated
 * after that release.
 */
export function releasesSince(version: string, releases: readonly Release[]): Release[] {
  const markers = releaseMarkers(changelogItemIndex(releases));
  const since = resolveSince(version, markers);
  if (!since.ok) throw new Error(`upgrade plan: ${since.message}`);
  const dated = releases.map((release) => ({
    slug: release.slug,
    date: release.release_date,
    news: release.kind === 'news',
    release,
  }));
  return planRange(dated, since.newer, since.from?.slug).map((entry) => entry.release);
}

/** Every plan page: one per shipped nym-node version older than the newest, oldest first. */
export function planPages(releases: readonly Release[]): PlanPage[] {
  const versions = releaseChain(releases);
  const newest = versions.at(-1);
  if (!newest) return [];
  return versions.slice(0, -1).map((version) => {
    const since = releasesSince(version, releases);
    const from = releases.find((release) => nodeVersions(release).some((shipped) => shipped.split('+')[0] === version));
    const inPlan = since.map(planRelease);
    return {
      version,
      newest,
      ...(from ? {from: {slug: from.slug, heading: from.heading}} : {}),
      releases: since.map((release) => ({
        slug: release.slug,
        heading: release.heading,
        date: release.release_date,
        news: release.kind === 'news',
      })),
      releaseCount: since.filter((release) => release.kind !== 'news').length,
      plans: Object.fromEntries(
        PLAN_NODE_NAMES.map((node) => [
          node,
          upgradePlan(inPlan, {node, wireguard: node !== 'mixnode' && node !== 'legacy-mixnode'}, {from: version}),
        ]),
      ) as Record<PlanNode, UpgradePlan>,
    };
  });
}
