import {createHash} from 'node:crypto';
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {OLDER_RELEASES_PATH} from './model/firstView';
import {CHANGELOG_PATH} from './model/links';
import {bundleStandaloneScript} from '../../build/standaloneScript';
import type {BuiltSiteScript} from '../../plugins/site-script';
import {firstViewStylesheet, siteStylesheetOf, withFirstViewStylesheet} from './firstViewStylesheet';

/**
 * The changelog's first view without the framework's runtime, made after the
 * build. Docusaurus gives every page the same scripts and has no per-page
 * setting to leave them out or load them later, so the changelog plugin
 * rewrites the one page it owns: the framework's script tags go, and one
 * small script (client/firstView.ts, bundled here with the framework's own
 * bundler) takes their place, loading them when the reader reaches for a
 * control.
 */

/** A <script src> tag of the built HTML (the minifier leaves attribute values unquoted where it can). */
const SCRIPT_TAG = /<script\b[^>]*?\bsrc=(?:"([^"]+)"|([^\s>]+))[^>]*><\/script>/g;
/** A <link> that preloads or prefetches a script. */
const SCRIPT_HINT = /<link\b[^>]*\bas=(?:"script"|script)\b[^>]*>/g;

export interface FirstViewScript {
  /** Public URL of the first-view script. */
  src: string;
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
 * except the scripts to `keep`) replaced by the first-view script, which
 * lists them in `data-framework`.
 * Throws when the page has none: the build's output has changed shape and
 * the first view would silently keep the framework.
 */
export function withFirstViewScript(
  html: string,
  scriptBase: string,
  script: FirstViewScript,
  keep: readonly string[] = [],
): string {
  const framework: string[] = [];
  let firstAt = -1;
  const without = html.replace(
    SCRIPT_TAG,
    (tag, quoted: string | undefined, bare: string | undefined, offset: number) => {
      const src = quoted ?? bare ?? '';
      if (!src.startsWith(scriptBase) || keep.includes(src)) return tag;
      framework.push(src);
      if (firstAt === -1) firstAt = offset;
      return '\u0000';
    },
  );
  if (framework.length === 0)
    throw new Error(
      `The changelog's HTML has no script under ${scriptBase}: the first-view rewrite needs the framework's script tags.`,
    );
  const stylesheet = script.stylesheet === undefined ? '' : ` data-stylesheet="${escapeAttribute(script.stylesheet)}"`;
  const tag = `<script src="${escapeAttribute(script.src)}" defer data-framework="${escapeAttribute(framework.join(' '))}" data-theme-key="${escapeAttribute(script.themeKey)}"${stylesheet}></script>`;
  let placed = false;
  return (
    without
      // eslint-disable-next-line no-control-regex -- NUL marks where the script tag goes (it cannot occur in HTML)
      .replace(/\u0000/g, () => {
        if (placed) return '';
        placed = true;
        return tag;
      })
      .replace(SCRIPT_HINT, (hint) =>
        hint.includes(scriptBase) && !keep.some((src) => hint.includes(src)) ? '' : hint,
      )
  );
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

/** Where the built site is, and what the first-view script needs to know of it. */
export interface BuiltSite {
  siteDir: string;
  outDir: string;
  baseUrl: string;
  /** The theme's storage key for the colour choice. */
  themeKey: string;
  /** The site script (src/plugins/site-script.ts): it stays in the page; its elements keep their rules. */
  siteScript: BuiltSiteScript;
}

/**
 * Makes the changelog's first view in the built site: bundles its script,
 * writes its stylesheet (the rules of the site's that its markup, the older
 * releases arriving into it and its script can use; content-hashed like the
 * build's own assets), and rewrites the page to load those two instead of
 * the framework's scripts and the site's stylesheet, which it names for the
 * framework loader.
 */
export async function writeChangelogFirstView({
  siteDir,
  outDir,
  baseUrl,
  themeKey,
  siteScript,
}: BuiltSite): Promise<void> {
  const changelogFile = path.join(outDir, `${CHANGELOG_PATH.slice(1)}.html`);
  const scriptName = await bundleStandaloneScript({
    siteDir,
    entry: 'src/features/changelog/client/firstView.ts',
    outDir: path.join(outDir, 'assets', 'js'),
    name: 'changelog-first-view',
  });
  const [changelogHtml, olderHtml, scriptText] = await Promise.all([
    readFile(changelogFile, 'utf8'),
    readFile(path.join(outDir, `${OLDER_RELEASES_PATH.slice(1)}.html`), 'utf8'),
    readFile(path.join(outDir, 'assets', 'js', scriptName), 'utf8'),
  ]);
  const cssBase = `${baseUrl}assets/css/`;
  const siteStylesheet = siteStylesheetOf(changelogHtml, cssBase);
  const css = await readFile(path.join(outDir, siteStylesheet.slice(baseUrl.length)), 'utf8');
  const leanCss = await firstViewStylesheet({
    css,
    html: [changelogHtml, olderHtml],
    scripts: [scriptText, ...siteScript.texts],
  });
  const cssName = `changelog-first-view.${createHash('sha256').update(leanCss).digest('hex').slice(0, 8)}.css`;
  await writeFile(path.join(outDir, 'assets', 'css', cssName), leanCss);
  const script = {src: `${baseUrl}assets/js/${scriptName}`, themeKey, stylesheet: siteStylesheet};
  await rewritePage(changelogFile, (html) =>
    withFirstViewStylesheet(
      withFirstViewScript(html, `${baseUrl}assets/js/`, script, [`${baseUrl}assets/js/${siteScript.entry}`]),
      cssBase,
      `${cssBase}${cssName}`,
    ),
  );
}
