import {createHash} from 'node:crypto';
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {FRAMEWORK_LOADER_ELEMENT, OLDER_RELEASES_PATH} from './model/firstView';
import {CHANGELOG_PATH} from './model/links';
import type {BuiltSiteScript} from '../../plugins/site-script';
import {firstViewStylesheet, siteStylesheetOf, withFirstViewStylesheet} from './firstViewStylesheet';

/**
 * The changelog's first view without the framework's runtime, made after the
 * build. Docusaurus gives every page the same scripts and has no per-page
 * setting to leave them out or load them later, so the changelog plugin
 * rewrites the one page it owns: the framework's script tags go, and a
 * `<framework-loader>` element (defined by the site script,
 * client/frameworkLoader.ts) takes their place, listing them and loading
 * them when the reader reaches for a control.
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
export async function rewritePage(file: string, rewrite: (html: string) => string): Promise<void> {
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
  /** The site script (src/plugins/site-script.ts): it stays in the page; its elements keep their rules. */
  siteScript: BuiltSiteScript;
}

/**
 * Makes the changelog's first view in the built site: writes its stylesheet
 * (the rules of the site's that its markup, the older releases arriving into
 * it and the site script's elements can use; content-hashed like the build's
 * own assets), and rewrites the page to link it instead of the site's
 * stylesheet and to hold a framework loader instead of the framework's
 * scripts, naming both for it.
 */
export async function writeChangelogFirstView({outDir, baseUrl, themeKey, siteScript}: BuiltSite): Promise<void> {
  const changelogFile = path.join(outDir, `${CHANGELOG_PATH.slice(1)}.html`);
  const [changelogHtml, olderHtml] = await Promise.all([
    readFile(changelogFile, 'utf8'),
    readFile(path.join(outDir, `${OLDER_RELEASES_PATH.slice(1)}.html`), 'utf8'),
  ]);
  const cssBase = `${baseUrl}assets/css/`;
  const siteStylesheet = siteStylesheetOf(changelogHtml, cssBase);
  const css = await readFile(path.join(outDir, siteStylesheet.slice(baseUrl.length)), 'utf8');
  const leanCss = await firstViewStylesheet({
    css,
    html: [changelogHtml, olderHtml],
    scripts: siteScript.texts,
  });
  const cssName = `changelog-first-view.${createHash('sha256').update(leanCss).digest('hex').slice(0, 8)}.css`;
  await writeFile(path.join(outDir, 'assets', 'css', cssName), leanCss);
  const framework = {themeKey, stylesheet: siteStylesheet};
  await rewritePage(changelogFile, (html) =>
    withFirstViewStylesheet(
      withFrameworkOnReach(html, `${baseUrl}assets/js/`, framework, [`${baseUrl}assets/js/${siteScript.entry}`]),
      cssBase,
      `${cssBase}${cssName}`,
    ),
  );
}
