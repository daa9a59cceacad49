import {compareSemver, parseSemver} from '../../../rules/version';
import type {ReleaseFrontMatter} from './schema';

/**
 * The nym-node versions an entry ships, as a list: none for news and for releases without one, one or
 * several otherwise (front matter allows a version, a list of them, or null).
 */
export function nodeVersions(entry: Pick<ReleaseFrontMatter, 'node_version'>): string[] {
  const version = entry.node_version;
  if (version === null) return [];
  return Array.isArray(version) ? version : [version];
}

/** Every node version of the releases, in version order, without duplicates or build suffixes. */
export function releaseChain(releases: readonly Pick<ReleaseFrontMatter, 'node_version'>[]): string[] {
  const versions = releases.flatMap(nodeVersions).map((version) => version.split('+')[0]);
  return [...new Set(versions)].sort((a, b) => compareSemver(parseSemver(a), parseSemver(b)));
}
