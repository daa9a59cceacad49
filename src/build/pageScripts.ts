import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedPlugin} from '@docusaurus/types';
import {SITE_SCRIPT_PLUGIN} from '../plugins/siteScriptData';

/**
 * The pages' own scripts as the site-script plugin (src/plugins/site-script.ts) bundles them, and how the other
 * build steps find them after the build. It sits outside the plugins so that the plugin that makes the scripts
 * and the plugins that read them (the changelog's, the API reference's) import this module and not each other.
 */

/** A script a page's <head> loads (a file under assets/js/), and the modules it imports at run time. */
interface ScriptFiles {
  file: string;
  imports: string[];
}

/** The scripts the site-script plugin bundles: the site script (every page) and the changelog pages' own. */
export interface SiteScriptFiles {
  site: ScriptFiles;
  changelog: ScriptFiles;
}

/** Which pages: every page runs the site script; the changelog's pages run theirs as well. */
export type ScriptedPages = 'every page' | 'changelog';

/**
 * The scripts a kind of page runs, as built: the file names its <head> loads (under assets/js/), and the text
 * of each of their files.
 */
export interface BuiltPageScripts {
  heads: string[];
  texts: string[];
}

export function siteScriptDir(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, SITE_SCRIPT_PLUGIN);
}

/**
 * The scripts a kind of page runs, from `postBuild({plugins})`: for steps that must tell them from the
 * framework's scripts, or read what they create (a page's own stylesheet keeps the rules their elements use).
 */
export async function builtPageScripts(
  generatedFilesDir: string,
  plugins: readonly Pick<LoadedPlugin, 'name' | 'content'>[],
  pages: ScriptedPages,
): Promise<BuiltPageScripts> {
  const scripts = plugins.find((plugin) => plugin.name === SITE_SCRIPT_PLUGIN)?.content as SiteScriptFiles | undefined;
  if (!scripts) throw new Error('postBuild: the site script is missing; is src/plugins/site-script.ts in the plugins?');
  const run = pages === 'changelog' ? [scripts.site, scripts.changelog] : [scripts.site];
  const texts = await Promise.all(
    run
      .flatMap((script) => [script.file, ...script.imports])
      .map((file) => readFile(path.join(siteScriptDir(generatedFilesDir), file), 'utf8')),
  );
  return {heads: run.map((script) => script.file), texts};
}
