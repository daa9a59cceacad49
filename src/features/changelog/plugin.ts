import {releaseChain} from './model/nodeVersions';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import {createMDXLoaderItem} from '@docusaurus/mdx-loader';
import rehypeHighlight from '../../highlight/rehypeHighlight';
import {normalizeUrl} from '@docusaurus/utils';
import {OLDER_RELEASES_PATH, splitFirstView} from './model/firstView';
import type {ChangelogRelease, OlderReleasesSummary} from './components/releaseFacts';
import {loadReleases} from './model/load';
import {ARCHIVE_ID, changelogToc} from './model/toc';
import {changelogItemIndex, splitItemTexts} from './model/itemIndex';
import {changelogAtom, changelogJsonFeed, changelogRss, releaseIndex} from './model/feeds';
import {FEED_PATHS} from './model/links';
import {writeChangelogFirstView} from './firstViewBuild';
import {addUpgradePlanRoutes} from '../upgradePlan/routes';
import {builtPageScripts} from '../../build/pageScripts';
import type {Release} from './model/types';
import {newestBuildInfo, newestNodeRelease} from './model/newest';
import {RELEASE_NOTES_PLUGIN, type ReleaseNotesGlobalData} from './pluginData';

/**
 * The older-releases page: the releases the changelog's first view does not
 * carry, in full, on a page of their own (a plain page: it is read from a
 * link or fetched by the changelog's script). Its route gets a summary of
 * what it holds through the framework's route modules; the releases
 * themselves render at build time only, like the changelog's.
 */
async function addOlderReleasesRoute(
  context: LoadContext,
  actions: PluginContentLoadedActions,
  older: readonly Release[],
): Promise<void> {
  const summary: OlderReleasesSummary = {
    count: older.length,
    newest: older[0]?.heading ?? null,
    oldest: older.at(-1)?.heading ?? null,
  };
  actions.addRoute({
    path: normalizeUrl([context.baseUrl, OLDER_RELEASES_PATH]),
    component: '@site/src/features/changelog/components/OlderReleasesPage.tsx',
    exact: true,
    modules: {summary: await actions.createData('older-releases.json', JSON.stringify(summary))},
  });
}

/** The MDX loader of release files: the framework's loader for MDX outside content plugins, with highlighting. */
function releaseMdxLoader(context: LoadContext) {
  const {siteConfig, siteDir} = context;
  return createMDXLoaderItem({
    useCrossCompilerCache: siteConfig.future.faster.mdxCrossCompilerCache,
    admonitions: true,
    staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
    siteDir,
    isMDXPartial: () => true,
    isMDXPartialFrontMatterWarningDisabled: true,
    markdownConfig: siteConfig.markdown,
    rehypePlugins: [rehypeHighlight],
  });
}

/**
 * Reads every file of releases/, validates it (a malformed file fails the
 * build with file, field and reason) and publishes, for the changelog page:
 * the release facts, its table of contents and a module that imports each
 * release body compiled by the MDX loader; after the build, the feeds (RSS,
 * Atom, JSON Feed) and the release index for tools.
 */
export default async function releaseNotesPlugin(context: LoadContext): Promise<Plugin<Release[]>> {
  const directory = path.join(context.siteDir, 'releases');
  // The release bodies are compiled by the MDX loader the framework gives
  // files outside its content plugins, plus the site's build-time code
  // highlighting; a rule of this plugin's own for releases/ keeps them
  // from the framework's (it skips the folders other MDX rules include).
  const releasesRule = {test: /\.mdx$/i, include: [directory], use: [await releaseMdxLoader(context)]};
  return {
    name: RELEASE_NOTES_PLUGIN,
    getPathsToWatch() {
      return [path.join(directory, '*.mdx')];
    },
    configureWebpack(_config, isServer, utils) {
      // Production browser bundles get the release notes as an island that
      // keeps the prerendered HTML; the server bundle renders them in full.
      if (isServer || process.env.NODE_ENV !== 'production') return {module: {rules: [releasesRule]}};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      // The release entries, and the components release bodies use (handed to
      // them by ReleaseEntry), are imported by ReleaseNotes only, so none of
      // them reaches a browser bundle.
      const clientVersion = path.join(context.siteDir, 'src/features/changelog/components/ReleaseNotes.client.tsx');
      return {
        module: {rules: [releasesRule]},
        plugins: [new NormalModuleReplacementPlugin(/features\/changelog\/components\/ReleaseNotes$/, clientVersion)],
      };
    },
    loadContent() {
      return loadReleases(directory, context.siteDir);
    },
    async contentLoaded({content: releases, actions}) {
      // What the pages render around each body: the front-matter facts, the
      // anchors (a release the first view does not carry still answers for
      // them) and which page carries the release in full.
      const {firstView, older} = splitFirstView(releases);
      const inFirstView = new Set(firstView.map((release) => release.slug));
      const facts: ChangelogRelease[] = releases.map(
        ({sections, items, operatorActions, proseSections, ...releaseFacts}) => ({
          ...releaseFacts,
          firstView: inFirstView.has(releaseFacts.slug),
        }),
      );
      await actions.createData('release-facts.json', JSON.stringify(facts));
      await addOlderReleasesRoute(context, actions, older);
      const planCode = await addUpgradePlanRoutes(context, actions, releases);
      const latest = releases[0];
      const newestNode = newestNodeRelease(releases);
      if (latest && newestNode) {
        actions.setGlobalData({
          latest: {
            heading: latest.heading,
            slug: latest.slug,
            node_version: latest.node_version,
            release_date: latest.release_date,
            summary: latest.summary,
          },
          count: releases.length,
          releaseChain: releaseChain(releases),
          newestNode,
          newestBuildInfo: newestBuildInfo(releases),
        } satisfies ReleaseNotesGlobalData);
      }
      await actions.createData(
        'toc.json',
        JSON.stringify(changelogToc(releases, ARCHIVE_ID, (release) => inFirstView.has(release.slug))),
      );
      // The item index, derived once from the parsed releases (changelogItemIndex keeps it for
      // this list of releases, so other plugins reading allContent['release-notes'].default get
      // the same one). The changelog's filters load it when a reader first filters, not with the page.
      const {index: itemFacts, texts: itemTexts} = splitItemTexts(changelogItemIndex(releases));
      await actions.createData('item-index.json', JSON.stringify({...itemFacts, planCode}));
      // Fetched only for a text query (?q=): about half of the index.
      await actions.createData('item-texts.json', JSON.stringify(itemTexts));
      const imports = releases.map((release, index) => `import Body${index} from '@site/${release.file}';`).join('\n');
      const table = releases.map((release, index) => `  ${JSON.stringify(release.slug)}: Body${index},`).join('\n');
      await actions.createData('bodies.js', `${imports}\n\nexport default {\n${table}\n};\n`);
    },
    async postBuild({content: releases, outDir, baseUrl, siteStorage, plugins}) {
      await writeChangelogFirstView({
        outDir,
        baseUrl,
        themeKey: `theme${siteStorage.namespace}`,
        scripts: await builtPageScripts(context.generatedFilesDir, plugins, 'changelog'),
      });

      const files: [string, string][] = [
        [FEED_PATHS.rss, changelogRss(releases)],
        [FEED_PATHS.atom, changelogAtom(releases)],
        [FEED_PATHS.json, changelogJsonFeed(releases)],
        [FEED_PATHS.index, JSON.stringify(releaseIndex(releases), null, 2)],
      ];
      for (const [sitePath, text] of files) {
        const file = path.join(outDir, sitePath);
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, text);
      }
    },
  };
}
