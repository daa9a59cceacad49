import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {changelogItemIndex, type ChangelogItemIndex} from '../features/changelog/model/itemIndex';
import {releasesOfAllContent} from '../features/changelog/pluginContent';
import type {Release} from '../features/changelog/model/types';
import {REGISTRY, buildOpenApi, releasesNamed, type Registry} from '../api';
import {entityWireTypes, type WireType} from '../api/entitySchemas';
import {entryPlacements, type EntryPlacement} from '../api/routes';
import {SOURCE_RELEASE} from '../api/sourceFacts';
import {publicBaseUrl} from '../api/servers';
import {ENVIRONMENTS, type Environment} from '../api/apis';
import {API_IDS, type ApiId} from '../api/vocabulary';

/** Every API's base URL per environment, computed here so pages get them without the source facts. */
function baseUrlsOfApis(): Record<ApiId, Record<Environment, string>> {
  return Object.fromEntries(
    API_IDS.map((api) => [
      api,
      Object.fromEntries(ENVIRONMENTS.map((environment) => [environment, publicBaseUrl(api, environment)])),
    ]),
  ) as Record<ApiId, Record<Environment, string>>;
}

/** A changelog item that names an endpoint, as the API pages list it. */
export interface EndpointMention {
  anchor: string;
  title: string;
  release: string;
  heading: string;
}

/** How pages name a release: its tag (v2025.10-brie) when it has one, else its heading. */
export interface ReleaseLabel {
  slug: string;
  label: string;
}

/** What the pages read: the validated registry, plus the releases it names, newest first. */
export interface RegistryData extends Registry {
  releases: ReleaseLabel[];
  /** The release of the source the routes and types come from (v2025.13-emmental). */
  sourceRelease: string;
  /** Where each entry is in the source: the routes it stands for, or why it has none. */
  placements: Record<string, EntryPlacement>;
  /** The response types each entity is, with their fields, as the OpenAPI document holds them. */
  entityTypes: Record<string, WireType[]>;
  /** The base URL of each API per environment, as pages print it (src/api/servers.ts publicBaseUrl). */
  baseUrls: Record<ApiId, Record<Environment, string>>;
}

/**
 * What loadContent prepares: the registry as pages read it, but for the releases it names (they come with
 * allContentLoaded).
 */
type Content = Omit<RegistryData, 'releases'>;

/**
 * The registry's releases, checked against the release files: every release
 * the registry names must be one of them. Their labels, newest first.
 */
export function registryReleases(releases: readonly Pick<Release, 'slug' | 'tag' | 'heading'>[]): ReleaseLabel[] {
  const bySlug = new Map(releases.map((release) => [release.slug, release]));
  const unknown = releasesNamed(REGISTRY).filter((named) => !bySlug.has(named.release));
  if (unknown.length > 0) {
    throw new Error(
      `The API registry names releases that are not in releases/:\n- ${unknown.map((named) => `${named.where}: ${named.release}`).join('\n- ')}`,
    );
  }
  const named = new Set(releasesNamed(REGISTRY).map((entry) => entry.release));
  return releases
    .filter((release) => named.has(release.slug))
    .map((release) => ({slug: release.slug, label: release.tag ?? release.heading}));
}

/**
 * The changelog items that name each endpoint, from the item index, refusing
 * a path the registry does not hold. `files` gives each release's file, for
 * the message.
 */
export function endpointMentions(
  index: ChangelogItemIndex,
  knownPaths: ReadonlySet<string>,
  files: ReadonlyMap<string, string>,
): Record<string, EndpointMention[]> {
  const headings = new Map(index.releases.map((release) => [release.slug, release.heading]));
  const mentions: Record<string, EndpointMention[]> = {};
  for (const item of index.items) {
    for (const endpoint of item.endpoints) {
      if (!knownPaths.has(endpoint))
        throw new Error(
          `${files.get(item.release) ?? item.release}: item ${item.id} names ${endpoint}, which is not in the API registry (src/api/endpoints.ts)`,
        );
      (mentions[endpoint] ??= []).push({
        anchor: item.id,
        title: item.title,
        release: item.release,
        heading: headings.get(item.release) ?? item.release,
      });
    }
  }
  return mentions;
}

/**
 * The API reference at build time:
 * - validates the registry (importing it does; a bad entry stops the build
 *   with its id, field and reason) and checks that every release it names is
 *   a release file;
 * - lists the changelog items that name an endpoint (`<Change endpoints>`),
 *   refusing a path the registry does not hold, so both sides stay in step;
 *   both read the releases the release-notes plugin loaded, and its item
 *   index, in allContentLoaded: the release files are parsed once;
 * - hands pages the registry as plain data, so the browser never loads the
 *   validator (its compiled parsers use new Function, which the CSP forbids),
 *   with where each entry is in the source and the fields of the response
 *   types its entities are (the facts file itself stays out of the browser);
 * - writes the OpenAPI documents next to the pages after the build.
 */
export default function apiReferencePlugin(_context: LoadContext): Plugin<Content> {
  return {
    name: 'api-reference',
    loadContent() {
      const document = buildOpenApi('mainnet');
      return {
        ...REGISTRY,
        sourceRelease: SOURCE_RELEASE,
        placements: entryPlacements(REGISTRY),
        entityTypes: entityWireTypes(REGISTRY.entities, document.components.schemas),
        baseUrls: baseUrlsOfApis(),
      };
    },
    async allContentLoaded({allContent, actions}) {
      const content = allContent['api-reference']?.default as Content;
      const releases = releasesOfAllContent(allContent);
      const registry: RegistryData = {...content, releases: registryReleases(releases)};
      const known = new Set(REGISTRY.endpoints.map((endpoint) => endpoint.path));
      const mentions = endpointMentions(
        changelogItemIndex(releases),
        known,
        new Map(releases.map((release) => [release.slug, release.file])),
      );
      await actions.createData('endpoint-mentions.json', JSON.stringify(mentions));
      await actions.createData('registry.json', JSON.stringify(registry));
    },
    async postBuild({outDir}) {
      const directory = path.join(outDir, 'apis');
      await mkdir(directory, {recursive: true});
      await writeFile(path.join(directory, 'openapi.json'), `${JSON.stringify(buildOpenApi('mainnet'), null, 2)}\n`);
      await writeFile(
        path.join(directory, 'openapi.sandbox.json'),
        `${JSON.stringify(buildOpenApi('sandbox'), null, 2)}\n`,
      );
    },
  };
}
