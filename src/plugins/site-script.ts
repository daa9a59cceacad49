import {copyFile, mkdir, readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import {bundleStandaloneScript} from '../build/standaloneScript';

const NAME = 'site-script';

/** The site script's files (under assets/js/): its entry, then the modules it loads at run time. */
interface SiteScriptFiles {
  entry: string;
  files: string[];
}

/** The site script as built: its entry's file name (under assets/js/) and the text of each of its files. */
export interface BuiltSiteScript {
  entry: string;
  texts: string[];
}

function siteScriptDir(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, NAME);
}

/**
 * The site script, from `postBuild({plugins})`: for steps that must tell it from the framework's
 * scripts, or read what it creates (the changelog's own stylesheet keeps the rules its elements use).
 */
export async function builtSiteScript(
  generatedFilesDir: string,
  plugins: readonly Pick<LoadedPlugin, 'name' | 'content'>[],
): Promise<BuiltSiteScript> {
  const script = plugins.find((plugin) => plugin.name === NAME)?.content as SiteScriptFiles | undefined;
  if (!script) throw new Error('postBuild: the site script is missing; is src/plugins/site-script.ts in the plugins?');
  const texts = await Promise.all(
    script.files.map((file) => readFile(path.join(siteScriptDir(generatedFilesDir), file), 'utf8')),
  );
  return {entry: script.entry, texts};
}

/**
 * The site script: one small ES module, loaded by URL from every page's
 * <head>, that runs what pages do without the framework (src/client/site.ts:
 * copy buttons, landing on shared links, the changelog's releases as a custom
 * element). It is the one runtime of those behaviours: the framework's bundle
 * never carries them, so a page that loads the framework later (the
 * changelog) runs each once. The older releases' code is a module of its own
 * that the changelog's element imports when a reader reaches for them; its
 * content-hashed name is built first and given to the site script.
 *
 * Both are bundled before the pages are rendered, so the site script's name
 * can be put in their <head> (`injectHtmlTags`); the build copies them next
 * to the framework's scripts, and the dev server serves them from where they
 * were bundled.
 */
export default function siteScriptPlugin(context: LoadContext): Plugin<SiteScriptFiles> {
  const outDir = siteScriptDir(context.generatedFilesDir);
  const publicDir = `${context.baseUrl}assets/js/`;
  return {
    name: NAME,
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
      const entry = await bundleStandaloneScript({
        siteDir,
        entry: 'src/client/site.ts',
        outDir,
        name: 'site',
        exports: true,
        define: {OLDER_RELEASES_MODULE: `./${olderReleases}`, TRY_IT_MODULE: `./${tryIt}`},
      });
      return {entry, files: [entry, olderReleases, tryIt]};
    },
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV === 'production') return undefined;
      // The dev server merges a plugin's `devServer` into its own (documented in Docusaurus' start
      // command); the framework's types for configureWebpack do not list that key.
      const devServer = {static: [{directory: outDir, publicPath: publicDir, watch: true}]};
      return {devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    injectHtmlTags({content}) {
      return {headTags: [{tagName: 'script', attributes: {type: 'module', src: `${publicDir}${content.entry}`}}]};
    },
    async postBuild({content, outDir: siteOut}) {
      const target = path.join(siteOut, 'assets', 'js');
      await mkdir(target, {recursive: true});
      await Promise.all(content.files.map((file) => copyFile(path.join(outDir, file), path.join(target, file))));
    },
  };
}
