import {nodeVersions} from './nodeVersions';
import type {ReleaseFacts} from './types';

type Named = Pick<ReleaseFacts, 'heading' | 'slug'>;

/**
 * The newest release (releases newest first) that ships nym-node, with its version (the last, when it ships
 * several): what the guides call the current version. Undefined when none does.
 */
export function newestNodeRelease(
  releases: readonly Pick<ReleaseFacts, 'heading' | 'slug' | 'node_version'>[],
): (Named & {version: string}) | undefined {
  for (const {heading, slug, node_version} of releases) {
    const version = nodeVersions({node_version}).at(-1);
    if (version !== undefined) return {heading, slug, version};
  }
  return undefined;
}

/** The newest release whose entry gives nym-node's build information, with it; null when none does. */
export function newestBuildInfo(
  releases: readonly Pick<ReleaseFacts, 'heading' | 'slug' | 'build_info'>[],
): (Named & {info: NonNullable<ReleaseFacts['build_info']>}) | null {
  const release = releases.find((candidate) => candidate.build_info);
  return release?.build_info ? {heading: release.heading, slug: release.slug, info: release.build_info} : null;
}
