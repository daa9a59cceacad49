// Where findings link: the release on the changelog, the key or flag in the configuration reference, the upgrade
// plan from a version. Links are site paths without the base path (the page's <Link> adds it).
import {changelogAnchorPath} from '../../features/changelog/model/links';
import {PLAN_NODES, type PlanNode} from '../../features/upgradePlan/model/profile';
import {planPath} from '../../features/upgradePlan/paths';
import {compareSemver, parseSemver} from '../../rules/version';
import {CONFIG_REFERENCE_PATH, flagAnchor, keyAnchor} from '../anchors';
import {releaseOfTag} from '../source';
import type {PlanLink, SiteLink} from './types';

/**
 * The changelog anchor of a release tag: its heading slugged as the changelog slugs it (dots dropped),
 * `nym-binaries-v2025.8-tourist` → `v20258-tourist`.
 */
function releaseSlugOfTag(tag: string): string {
  return releaseOfTag(tag).replaceAll('.', '');
}

/** The release of a tag on the changelog. */
export function releaseLink(tag: string): SiteLink {
  return {href: changelogAnchorPath(releaseSlugOfTag(tag)), label: releaseOfTag(tag)};
}

/** A config.toml key in the configuration reference. */
export function keyLink(key: string): SiteLink {
  return {href: `${CONFIG_REFERENCE_PATH}#${keyAnchor(key)}`, label: key};
}

/** A command-line argument in the configuration reference. */
export function flagLink(command: string, flag: string): SiteLink {
  return {href: `${CONFIG_REFERENCE_PATH}#${flagAnchor(command, flag)}`, label: flag};
}

const bySemver = (a: string, b: string) => compareSemver(parseSemver(a), parseSemver(b));

/**
 * The plan to follow from a nym-node version, for a kind of node when it is known. `releaseChain` is the shipped
 * versions in order, as the changelog plugin publishes it; the plugin builds a plan page for each but the newest.
 * The link goes to the plan of the version itself, else of the nearest older version that has one (its plan holds
 * every step the reader still needs). Undefined when the version is the newest shipped one or later.
 */
export function planLink(version: string, releaseChain: readonly string[], node?: PlanNode): PlanLink | undefined {
  const sorted = [...releaseChain].sort(bySemver);
  const newest = sorted.at(-1);
  if (newest === undefined || bySemver(version, newest) >= 0) return undefined;
  const planned = sorted.slice(0, -1);
  const from = planned.filter((each) => bySemver(each, version) <= 0).at(-1) ?? planned[0];
  if (from === undefined) return undefined;
  const whom = node ? ` for ${PLAN_NODES[node].toLowerCase()}s` : '';
  return {
    href: `${planPath(from)}${node ? `#${node}` : ''}`,
    label: `upgrade plan from ${from}${whom}`,
    version: from,
    ...(node ? {node} : {}),
  };
}
