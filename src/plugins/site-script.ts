import {copyFile, mkdir, rm} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {bundleStandaloneScript} from '../build/standaloneScript';
import {siteScriptDir, type SiteScriptFiles} from '../build/pageScripts';
import {SITE_SCRIPT_PLUGIN, type SiteScriptGlobalData} from './siteScriptData';

/**
 * The site script: one small ES module, loaded by URL from every page's
 * <head>, that runs what pages do without the framework (src/client/site.ts:
 * copy buttons, landing on shared links, the framework's stand-in, the
 * try-it consoles). It is the one runtime of those behaviours: the
 * framework's bundle never carries them, so a page that loads the framework
 * later (the changelog, the API pages) runs each once. What only the
 * changelog's pages do (their releases' element, the items' copy links) is a
 * script of their own (src/features/changelog/client/changelogPage.ts), which
 * their <head> loads (ChangelogScript.tsx, given its name as global data), so
 * the other pages do not fetch it. Code a reader may never reach for is a
 * module of its own that these import when they do: the try-it console, the
 * older releases' arrival; their content-hashed names are built first and
 * given to the script that imports them.
 *
 * All are bundled before the pages are rendered, so the scripts' names can
 * be put in the pages' <head> (`injectHtmlTags`, global data); the build
 * copies them next to the framework's scripts, and the dev server serves them
 * from where they were bundled.
 */
export default function siteScriptPlugin(context: LoadContext): Plugin<SiteScriptFiles> {
  const outDir = siteScriptDir(context.generatedFilesDir);
  const publicDir = `${context.baseUrl}assets/js/`;
  return {
    name: SITE_SCRIPT_PLUGIN,
    getPathsToWatch() {
      return [
        path.join(context.siteDir, 'src/client/**/*.ts'),
        path.join(context.siteDir, 'src/features/changelog/client/**/*.ts'),
      ];
    },
    async loadContent() {
      await rm(outDir, {recursive: true, force: true});
      const siteDir = context.siteDir;
      const olderReleases = await bundleStandaloneScript({
        siteDir,
        entry: 'src/features/changelog/client/olderReleases.ts',
        outDir,
        name: 'older-releases',
        exports: true,
      });
      const tryIt = await bundleStandaloneScript({
        siteDir,
        entry: 'src/client/tryItConsole.ts',
        outDir,
        name: 'try-it',
        exports: true,
      });
      const site = await bundleStandaloneScript({
        siteDir,
        entry: 'src/client/site.ts',
        outDir,
        name: 'site',
        exports: true,
        define: {TRY_IT_MODULE: `./${tryIt}`},
      });
      const changelog = await bundleStandaloneScript({
        siteDir,
        entry: 'src/features/changelog/client/changelogPage.ts',
        outDir,
        name: 'changelog',
        exports: true,
        define: {OLDER_RELEASES_MODULE: `./${olderReleases}`},
      });
      return {site: {file: site, imports: [tryIt]}, changelog: {file: changelog, imports: [olderReleases]}};
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData({changelogScript: `${publicDir}${content.changelog.file}`} satisfies SiteScriptGlobalData);
    },
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV === 'production') return undefined;
      // The dev server merges a plugin's `devServer` into its own (documented in Docusaurus' start
      // command); the framework's types for configureWebpack do not list that key.
      const devServer = {static: [{directory: outDir, publicPath: publicDir, watch: true}]};
      return {devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    injectHtmlTags({content}) {
      return {headTags: [{tagName: 'script', attributes: {type: 'module', src: `${publicDir}${content.site.file}`}}]};
    },
    async postBuild({content, outDir: siteOut}) {
      const target = path.join(siteOut, 'assets', 'js');
      await mkdir(target, {recursive: true});
      const files = [content.site, content.changelog].flatMap((script) => [script.file, ...script.imports]);
      await Promise.all(files.map((file) => copyFile(path.join(outDir, file), path.join(target, file))));
    },
  };
}
