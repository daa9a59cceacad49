import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadReleases} from '../releases/load';
import {REGISTRY, buildOpenApi} from '../api';

/** A changelog item that names an endpoint, as the API pages list it. */
export interface EndpointMention {
  anchor: string;
  title: string;
  release: string;
  heading: string;
}

/**
 * The API reference: validates the registry (a bad entry fails the build),
 * gives the API pages the changelog items that name each endpoint, and
 * writes /apis/openapi.json (and one document per environment) after the build.
 */
export default function apiReferencePlugin(context: LoadContext): Plugin<Record<string, EndpointMention[]>> {
  return {
    name: 'api-reference',
    async loadContent() {
      const known = new Set(REGISTRY.endpoints.map((endpoint) => endpoint.path));
      const releases = await loadReleases(path.join(context.siteDir, 'releases'), context.siteDir);
      const slugs = new Set(releases.map((release) => release.slug));
      const unknownReleases = REGISTRY.endpoints.flatMap((endpoint) => endpoint.releases.filter((ref) => !slugs.has(ref.release)).map((ref) => `${endpoint.id}: ${ref.release}`));
      const unknownMessages = REGISTRY.contractMessages.filter((message) => !slugs.has(message.release)).map((message) => `${message.name}: ${message.release}`);
      if (unknownReleases.length + unknownMessages.length > 0) {
        throw new Error(`The API registry names releases that are not in releases/: ${[...unknownReleases, ...unknownMessages].join(', ')}`);
      }
      const mentions: Record<string, EndpointMention[]> = {};
      for (const release of releases) {
        for (const item of release.items) {
          for (const endpoint of item.endpoints) {
            if (!known.has(endpoint)) throw new Error(`${release.file}: item ${item.anchor} names ${endpoint}, which is not in the API registry (src/api/endpoints.ts)`);
            (mentions[endpoint] ??= []).push({anchor: item.anchor, title: item.title, release: release.slug, heading: release.heading});
          }
        }
      }
      return mentions;
    },
    async contentLoaded({content, actions}) {
      await actions.createData('endpoint-mentions.json', JSON.stringify(content));
      // The validated registry as data: pages read it without the validator.
      await actions.createData('registry.json', JSON.stringify(REGISTRY));
    },
    async postBuild({outDir}) {
      const directory = path.join(outDir, 'apis');
      await mkdir(directory, {recursive: true});
      await writeFile(path.join(directory, 'openapi.json'), JSON.stringify(buildOpenApi('mainnet'), null, 2));
      await writeFile(path.join(directory, 'openapi.sandbox.json'), JSON.stringify(buildOpenApi('sandbox'), null, 2));
    },
  };
}
