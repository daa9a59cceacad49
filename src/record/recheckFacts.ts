import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import routeFacts from '../api/facts/api-routes.json';
import {FRONT_MATTER} from '../features/changelog/model/frontMatter';
import {NODE_CONFIG_SOURCE} from '../nodeConfig/source';
import type {RecheckFacts} from './recheck';

/**
 * The facts `recheck.ts` compares, as the last `npm run record:sync` left them: every release tag the routes were
 * read at (oldest first, patch tags included), nym-node's config keys and flags, the routes' histories, and the
 * nym-node version each release file ships (its front matter: a draft counts too). Read by
 * `npm run record:recheck` and by the test that holds each page's "Last checked against" marker.
 */
export function recheckFacts(root: string): RecheckFacts {
  return {
    tags: routeFacts._meta.tags_checked.map((checked) => checked.tag),
    configKeys: NODE_CONFIG_SOURCE.config_keys,
    flags: NODE_CONFIG_SOURCE.cli,
    routes: routeFacts.history,
    nodeVersions: nodeVersionsOfReleaseFiles(path.join(root, 'releases')),
  };
}

/** The nym-node version of each release file by its tag (`v2026.9-venaco`): the last when it ships several. */
function nodeVersionsOfReleaseFiles(directory: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of readdirSync(directory).filter((file) => file.endsWith('.mdx'))) {
    const match = FRONT_MATTER.exec(readFileSync(path.join(directory, name), 'utf8'));
    const data: unknown = match ? parseYaml(match[1]) : undefined;
    if (typeof data !== 'object' || data === null) continue;
    const {tag, node_version: shipped} = data as {tag?: unknown; node_version?: unknown};
    const version: unknown = Array.isArray(shipped) ? shipped.at(-1) : shipped;
    if (typeof tag === 'string' && typeof version === 'string') versions[tag] = version;
  }
  return versions;
}
