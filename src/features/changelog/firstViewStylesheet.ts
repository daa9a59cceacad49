import {PurgeCSS} from 'purgecss';

/**
 * The changelog's first-view stylesheet. Docusaurus builds one stylesheet for
 * the whole site (every page's CSS modules, Infima, the theme) and has no
 * per-page split, so the changelog's first view would fetch the rules of
 * every other page before it shows. After the build the changelog plugin
 * keeps, with PurgeCSS, only the rules whose selectors can match the
 * changelog as it is read before the framework runs: its HTML, the older
 * releases that arrive into it, and the elements the site script
 * creates. The full stylesheet follows the framework when the reader reaches
 * for a control (client/frameworkLoader.ts), so React's controls and
 * client-side navigation to other pages are styled as everywhere else.
 */

/** The markup and scripts whose selectors the first view must keep. */
export interface FirstViewStyleSources {
  /** The site's stylesheet, as built. */
  css: string;
  /** Pages whose elements appear in the changelog before the framework runs. */
  html: readonly string[];
  /** Scripts of the first view: class names they create are kept too. */
  scripts: readonly string[];
}

/**
 * Selectors kept whatever the markup says: the dark theme is an attribute
 * the theme switch sets on <html> after load, and the built HTML only
 * carries the light one.
 */
const ALWAYS_KEPT = {greedy: [/data-theme/]};

/**
 * The rules of `css` that the changelog's first view can use, custom properties included only where a kept rule reads
 * them.
 */
export async function firstViewStylesheet(sources: FirstViewStyleSources): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    css: [{raw: sources.css}],
    content: [
      ...sources.html.map((raw) => ({raw, extension: 'html'})),
      ...sources.scripts.map((raw) => ({raw, extension: 'js'})),
    ],
    safelist: ALWAYS_KEPT,
    variables: true,
  });
  if (!result || result.css.trim() === '')
    throw new Error(
      "The changelog's first-view stylesheet came out empty: the site's stylesheet or the changelog's HTML has changed shape.",
    );
  return result.css;
}

/** A <link rel=stylesheet> of the built HTML (the minifier leaves attribute values unquoted where it can). */
const STYLESHEET_LINK = /<link\b[^>]*\brel=(?:"stylesheet"|stylesheet\b)[^>]*\bhref=(?:"([^"]+)"|([^\s>]+))[^>]*>/;

/** The href of the page's stylesheet under `cssBase`, or an error naming what is missing. */
export function siteStylesheetOf(html: string, cssBase: string): string {
  const match = STYLESHEET_LINK.exec(html);
  const href = match?.[1] ?? match?.[2];
  if (!href?.startsWith(cssBase))
    throw new Error(
      `The changelog's HTML has no stylesheet under ${cssBase}: the first-view rewrite needs the site's stylesheet link.`,
    );
  return href;
}

/** The page with its site stylesheet replaced by the first view's. */
export function withFirstViewStylesheet(html: string, cssBase: string, firstViewHref: string): string {
  const siteHref = siteStylesheetOf(html, cssBase);
  return html.replace(STYLESHEET_LINK, (link) => link.replace(siteHref, firstViewHref));
}
