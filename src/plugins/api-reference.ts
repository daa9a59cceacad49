import {mkdir, writeFile} from 'node:fs/promises';
import {builtPageScripts} from '../build/pageScripts';
import {writeLeanPages} from '../features/frameworkOnReach/build';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {changelogItemIndex, type ChangelogItemIndex} from '../features/changelog/model/itemIndex';
import {releasesOfAllContent} from '../features/changelog/pluginContent';
import type {Release} from '../features/changelog/model/types';
import {REGISTRY, buildOpenApi, releasesNamed, type Registry} from '../api';
import {referenceView, type ReferenceView} from '../api/referenceView';
import {apiPage} from '../api/anchors';
import {entityWireTypes, type WireType} from '../api/entitySchemas';
import {entryPlacements, type EntryPlacement} from '../api/routes';
import {EXPLORER_REMOVAL, SOURCE_RELEASE} from '../api/sourceFacts';
import {publicBaseUrl} from '../api/servers';
import {ENVIRONMENTS, type Environment} from '../api/apis';
import {servicePresent} from '../api/sourceFacts';
import {SERVICE_OF} from '../api/routes';
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
  /** The APIs whose code is gone from the source: the last release that had each, and the one that removed it. */
  formerApis: Partial<Record<ApiId, {lastRelease: string; removedIn: string}>>;
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

/** Where an API's own OpenAPI document is in the built site: beside its pages. */
export function openApiFile(api: ApiId, environment: Environment): string {
  return `${apiPage(api, environment).replace(/^\//, '')}.openapi.json`;
}

/** Release name (v2025.17-isabirra) → its anchor in the changelog, for every release file with a tag. */
export function releaseSlugs(releases: readonly Pick<Release, 'slug' | 'tag'>[]): Map<string, string> {
  return new Map(releases.flatMap((release) => (release.tag ? [[release.tag, release.slug] as const] : [])));
}

/** The APIs whose code the recorded source still has: each gets pages of routes and OpenAPI documents of its own. */
const LIVE_APIS = API_IDS.filter((api) => servicePresent(SERVICE_OF[api]));

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
 * - makes each API page's view (every route with its schemas, examples,
 *   code samples and history, the explorer API's removed routes included:
 *   src/api/referenceView.ts), which only the
 *   server build reads: the client build gets a static island in place of
 *   the component that renders it;
 * - writes the OpenAPI documents next to the pages after the build: one for
 *   all APIs and one per API, for mainnet and sandbox.
 */
export default function apiReferencePlugin(context: LoadContext): Plugin<Content> {
  let slugs = new Map<string, string>();
  return {
    name: 'api-reference',
    configureWebpack(_config, isServer, utils) {
      // Production browser bundles get an API page's routes as an island that keeps the prerendered HTML.
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const clientVersion = path.join(context.siteDir, 'src/components/api/ApiReference.client.tsx');
      return {plugins: [new NormalModuleReplacementPlugin(/components\/api\/ApiReference$/, clientVersion)]};
    },
    loadContent() {
      const document = buildOpenApi('mainnet');
      return {
        ...REGISTRY,
        sourceRelease: SOURCE_RELEASE,
        placements: entryPlacements(REGISTRY),
        entityTypes: entityWireTypes(REGISTRY.entities, document.components.schemas),
        baseUrls: baseUrlsOfApis(),
        formerApis: {'explorer-api': EXPLORER_REMOVAL},
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
      slugs = releaseSlugs(releases);
      const views: Record<string, ReferenceView> = {};
      for (const api of API_IDS)
        for (const environment of ENVIRONMENTS) views[`${api}/${environment}`] = referenceView(api, environment, slugs);
      await actions.createData('reference.json', JSON.stringify(views));
    },
    async postBuild({outDir, baseUrl, siteStorage, plugins}) {
      // The API pages hold no control that needs the framework at load (their routes are static islands; the
      // explorer API's pages, whose code is gone, only list what the release notes said of it): like the
      // changelog, each loads it when the reader reaches for the navbar or the sidebar, and links a stylesheet
      // made for the API pages, one for all of them so that it is fetched once.
      await writeLeanPages(
        {
          outDir,
          baseUrl,
          themeKey: `theme${siteStorage.namespace}`,
          scripts: await builtPageScripts(context.generatedFilesDir, plugins, 'every page'),
        },
        {
          name: 'api-reference',
          pages: API_IDS.flatMap((api) =>
            ENVIRONMENTS.map((environment) => `${apiPage(api, environment).slice(1)}.html`),
          ),
        },
      );
      const directory = path.join(outDir, 'apis');
      await mkdir(directory, {recursive: true});
      const write = (file: string, document: unknown) =>
        writeFile(path.join(outDir, file), `${JSON.stringify(document, null, 2)}\n`);
      await write('apis/openapi.json', buildOpenApi('mainnet', {releaseSlugs: slugs}));
      await write('apis/openapi.sandbox.json', buildOpenApi('sandbox', {releaseSlugs: slugs}));
      for (const api of LIVE_APIS)
        for (const environment of ENVIRONMENTS)
          await write(openApiFile(api, environment), buildOpenApi(environment, {only: api, releaseSlugs: slugs}));
    },
  };
}
