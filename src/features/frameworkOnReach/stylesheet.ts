import {PurgeCSS} from 'purgecss';

/**
 * A first-view stylesheet for pages that load the framework on reach.
 * Docusaurus builds one stylesheet for the whole site (every page's CSS
 * modules, Infima, the theme) and has no per-page split, so such a page
 * would fetch the rules of every other page before it shows. After the
 * build (build.ts) only the rules whose selectors can match the pages as
 * read before the framework runs are kept, with PurgeCSS: their HTML, the
 * markup that arrives into them (the changelog's older releases), and the
 * elements the site script creates. The full stylesheet follows the
 * framework when the reader reaches for a control
 * (client/frameworkLoader.ts), so React's controls and client-side
 * navigation to other pages are styled as everywhere else.
 */

/** The markup and scripts whose selectors the first view must keep. */
export interface FirstViewStyleSources {
  /** The site's stylesheet, as built. */
  css: string;
  /** Pages whose elements appear in the first view before the framework runs. */
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
 * The rules of `css` that the pages' first view can use, custom properties included only where a kept rule reads
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
      "A first-view stylesheet came out empty: the site's stylesheet or the pages' HTML has changed shape.",
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
      `The page's HTML has no stylesheet under ${cssBase}: the first-view rewrite needs the site's stylesheet link.`,
    );
  return href;
}

/** The page with its site stylesheet replaced by the first view's. */
export function withFirstViewStylesheet(html: string, cssBase: string, firstViewHref: string): string {
  const siteHref = siteStylesheetOf(html, cssBase);
  return html.replace(STYLESHEET_LINK, (link) => link.replace(siteHref, firstViewHref));
}
