import {createHash} from 'node:crypto';
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {BuiltPageScripts} from '../../build/pageScripts';
import {FRAMEWORK_LOADER_ELEMENT} from './loaderElement';
import {firstViewStylesheet, siteStylesheetOf, withFirstViewStylesheet} from './stylesheet';

/**
 * A built page without the framework's runtime at load. Docusaurus gives
 * every page the same scripts and has no per-page setting to leave them out
 * or load them later, so the plugins that own a page rewrite it after the
 * build: the framework's script tags go, and a `<framework-loader>` element
 * (defined by the site script, client/frameworkLoaderElement.ts) takes their
 * place, listing them and loading them when the reader reaches for a
 * control. Such pages get a stylesheet of their own too (stylesheet.ts): the
 * framework brings the site's with it. The changelog
 * (features/changelog/firstViewBuild.ts) and the API reference's pages
 * (plugins/api-reference.ts) are built this way.
 */

/** A <script src> tag of the built HTML (the minifier leaves attribute values unquoted where it can). */
const SCRIPT_TAG = /<script\b[^>]*?\bsrc=(?:"([^"]+)"|([^\s>]+))[^>]*><\/script>/g;
/** A <link> that preloads or prefetches a script. */
const SCRIPT_HINT = /<link\b[^>]*\bas=(?:"script"|script)\b[^>]*>/g;

export interface FrameworkOnReach {
  /** The theme's storage key for the colour choice. */
  themeKey: string;
  /** The site's full stylesheet, which the framework brings with it (the first view has its own, smaller one). */
  stylesheet?: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The page's HTML with the framework's scripts (those under `scriptBase`,
 * except the scripts to `keep`) and their preload hints taken out, and a
 * `<framework-loader>` that lists them, in order, at the end of its body.
 * Throws when the page has none: the build's output has changed shape and
 * the first view would silently keep the framework.
 */
export function withFrameworkOnReach(
  html: string,
  scriptBase: string,
  framework: FrameworkOnReach,
  keep: readonly string[] = [],
): string {
  const scripts: string[] = [];
  const without = html
    .replace(SCRIPT_TAG, (tag, quoted: string | undefined, bare: string | undefined) => {
      const src = quoted ?? bare ?? '';
      if (!src.startsWith(scriptBase) || keep.includes(src)) return tag;
      scripts.push(src);
      return '';
    })
    .replace(SCRIPT_HINT, (hint) => (hint.includes(scriptBase) && !keep.some((src) => hint.includes(src)) ? '' : hint));
  if (scripts.length === 0)
    throw new Error(
      `The page's HTML has no script under ${scriptBase}: loading the framework on reach needs its script tags.`,
    );
  const end = without.lastIndexOf('</body>');
  if (end === -1) throw new Error("The page's HTML has no </body>: the framework loader has nowhere to go.");
  const stylesheet =
    framework.stylesheet === undefined ? '' : ` data-stylesheet="${escapeAttribute(framework.stylesheet)}"`;
  const element = `<${FRAMEWORK_LOADER_ELEMENT} hidden data-framework="${escapeAttribute(scripts.join(' '))}" data-theme-key="${escapeAttribute(framework.themeKey)}"${stylesheet}></${FRAMEWORK_LOADER_ELEMENT}>`;
  return `${without.slice(0, end)}${element}${without.slice(end)}`;
}

/**
 * Rewrites a built page in place; the new text replaces the old in one rename, so a reader of the file never sees half
 * of it.
 */
async function rewritePage(file: string, rewrite: (html: string) => string): Promise<void> {
  const html = await readFile(file, 'utf8');
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  await writeFile(temporary, rewrite(html));
  await rename(temporary, file);
}

/** Where the built site is, and what the first view needs to know of it. */
export interface BuiltSite {
  outDir: string;
  baseUrl: string;
  /** The theme's storage key for the colour choice. */
  themeKey: string;
  /** The pages' own scripts (src/plugins/site-script.ts): they stay in the pages; their elements keep their rules. */
  scripts: BuiltPageScripts;
}

/** Pages to build lean, under one stylesheet of their own. */
export interface LeanPages {
  /** The stylesheet's name, before its content hash: `changelog-first-view`. */
  name: string;
  /** The built pages to rewrite, as paths under the output directory. */
  pages: readonly string[];
  /** Other built pages whose markup arrives into these (their rules are kept too); not rewritten. */
  arriving?: readonly string[];
}

/**
 * Writes the pages' own stylesheet (the rules of the site's that their markup,
 * the markup arriving into them and the pages' scripts' elements can use;
 * content-hashed like the build's own assets), and rewrites each page to link
 * it instead of the site's and to hold a framework loader instead of the
 * framework's scripts, naming both for it.
 */
export async function writeLeanPages(
  {outDir, baseUrl, themeKey, scripts}: BuiltSite,
  {name, pages, arriving = []}: LeanPages,
): Promise<void> {
  const read = (page: string) => readFile(path.join(outDir, page), 'utf8');
  const [html, arrivingHtml] = await Promise.all([Promise.all(pages.map(read)), Promise.all(arriving.map(read))]);
  if (html.length === 0) throw new Error(`writeLeanPages: no pages for ${name}`);
  const cssBase = `${baseUrl}assets/css/`;
  const siteStylesheet = siteStylesheetOf(html[0], cssBase);
  const css = await readFile(path.join(outDir, siteStylesheet.slice(baseUrl.length)), 'utf8');
  const leanCss = await firstViewStylesheet({css, html: [...html, ...arrivingHtml], scripts: scripts.texts});
  const cssName = `${name}.${createHash('sha256').update(leanCss).digest('hex').slice(0, 8)}.css`;
  await writeFile(path.join(outDir, 'assets', 'css', cssName), leanCss);
  const framework = {themeKey, stylesheet: siteStylesheet};
  const keep = scripts.heads.map((file) => `${baseUrl}assets/js/${file}`);
  await Promise.all(
    pages.map((page) =>
      rewritePage(path.join(outDir, page), (text) =>
        withFirstViewStylesheet(
          withFrameworkOnReach(text, `${baseUrl}assets/js/`, framework, keep),
          cssBase,
          `${cssBase}${cssName}`,
        ),
      ),
    ),
  );
}
