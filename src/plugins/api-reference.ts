import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadReleases} from '../features/changelog/model/load';
import {REGISTRY, buildOpenApi, releasesNamed, type Registry} from '../api';
import {entityWireTypes, type WireType} from '../api/entitySchemas';
import {entryPlacements, type EntryPlacement} from '../api/routes';
import {SOURCE_RELEASE} from '../api/sourceFacts';
import {publicBaseUrl} from '../api/servers';
import {ENVIRONMENTS, type Environment} from '../api/apis';
import {API_IDS, type ApiId} from '../api/vocabulary';

/** Every API's base URL per environment, computed here so pages get them without the source facts. */
function baseUrlsOfApis(): Record<ApiId, Record<Environment, string>> {
  return Object.fromEntries(API_IDS.map((api) => [api, Object.fromEntries(ENVIRONMENTS.map((environment) => [environment, publicBaseUrl(api, environment)]))])) as Record<ApiId, Record<Environment, string>>;
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

interface Content {
  mentions: Record<string, EndpointMention[]>;
  registry: RegistryData;
}

/**
 * The API reference at build time:
 * - validates the registry (importing it does; a bad entry stops the build
 *   with its id, field and reason) and checks that every release it names is
 *   a release file;
 * - indexes the changelog items that name an endpoint (`<Change endpoints>`),
 *   refusing a path the registry does not hold, so both sides stay in step;
 * - hands pages the registry as plain data, so the browser never loads the
 *   validator (its compiled parsers use new Function, which the CSP forbids),
 *   with where each entry is in the source and the fields of the response
 *   types its entities are (the facts file itself stays out of the browser);
 * - writes the OpenAPI documents next to the pages after the build.
 */
export default function apiReferencePlugin(context: LoadContext): Plugin<Content> {
  return {
    name: 'api-reference',
    async loadContent() {
      const releases = loadReleases(path.join(context.siteDir, 'releases'), context.siteDir);
      const bySlug = new Map(releases.map((release) => [release.slug, release]));
      const unknown = releasesNamed(REGISTRY).filter((named) => !bySlug.has(named.release));
      if (unknown.length > 0) {
        throw new Error(`The API registry names releases that are not in releases/:\n- ${unknown.map((named) => `${named.where}: ${named.release}`).join('\n- ')}`);
      }
      const known = new Set(REGISTRY.endpoints.map((endpoint) => endpoint.path));
      const mentions: Record<string, EndpointMention[]> = {};
      for (const release of releases) {
        for (const item of release.items) {
          for (const endpoint of item.endpoints) {
            if (!known.has(endpoint)) throw new Error(`${release.file}: item ${item.anchor} names ${endpoint}, which is not in the API registry (src/api/endpoints.ts)`);
            (mentions[endpoint] ??= []).push({anchor: item.anchor, title: item.title, release: release.slug, heading: release.heading});
          }
        }
      }
      const named = new Set(releasesNamed(REGISTRY).map((entry) => entry.release));
      const labels = releases.filter((release) => named.has(release.slug)).map((release) => ({slug: release.slug, label: release.tag ?? release.heading}));
      const document = buildOpenApi('mainnet');
      return {
        mentions,
        registry: {...REGISTRY, releases: labels, sourceRelease: SOURCE_RELEASE, placements: entryPlacements(REGISTRY), entityTypes: entityWireTypes(REGISTRY.entities, document.components.schemas), baseUrls: baseUrlsOfApis()},
      };
    },
    async contentLoaded({content, actions}) {
      await actions.createData('endpoint-mentions.json', JSON.stringify(content.mentions));
      await actions.createData('registry.json', JSON.stringify(content.registry));
    },
    async postBuild({outDir}) {
      const directory = path.join(outDir, 'apis');
      await mkdir(directory, {recursive: true});
      await writeFile(path.join(directory, 'openapi.json'), `${JSON.stringify(buildOpenApi('mainnet'), null, 2)}\n`);
      await writeFile(path.join(directory, 'openapi.sandbox.json'), `${JSON.stringify(buildOpenApi('sandbox'), null, 2)}\n`);
    },
  };
}
