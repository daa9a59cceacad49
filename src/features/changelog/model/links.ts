import {site} from '../../../site/site';

/** The page of a pull request in the network's repository. */
export function pullRequestUrl(pr: number): string {
  return `${site.pullRequestBase}${pr}`;
}

/** Path of the changelog page inside the site (without the base path). */
export const CHANGELOG_PATH = '/operators/changelog';

/** Anchor of a release's "what to do" block. */
export function whatToDoAnchor(slug: string): string {
  return `${slug}-what-to-do`;
}

/** Site path of an anchor on the changelog. */
export function changelogAnchorPath(anchor: string): string {
  return `${CHANGELOG_PATH}#${anchor}`;
}

/** Where the build publishes the changelog's feeds and release index. */
export const FEED_PATHS = {
  rss: `${CHANGELOG_PATH}/rss.xml`,
  atom: `${CHANGELOG_PATH}/atom.xml`,
  json: `${CHANGELOG_PATH}/feed.json`,
  index: `${CHANGELOG_PATH}/releases.json`,
} as const;

/** Schemes whose URLs run code (or carry a document that can) when followed or loaded. */
const SCRIPT_SCHEMES = ['javascript:', 'vbscript:', 'data:'] as const;

/**
 * Why a URL written in a release file may not be used, or undefined when it may.
 * Browsers skip leading spaces and control characters and ignore tabs and line
 * breaks anywhere in a URL before they read its scheme, and read a backslash as
 * a slash: the check does the same, so `  Java\tScript:` and `/\host` are caught.
 * Shared by the front matter schema (<Change href>) and the body walk (href/src
 * attributes, Markdown links, images and definitions).
 */
export function unsafeUrlReason(url: string): string | undefined {
  const normalized = url
    // eslint-disable-next-line no-control-regex -- browsers drop leading controls and spaces before the scheme
    .replace(/^[\u0000-\u0020]+/, '')
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();
  const scheme = SCRIPT_SCHEMES.find((prefix) => normalized.startsWith(prefix));
  if (scheme === 'data:') return 'data: URLs can carry a document that runs script and are not allowed';
  if (scheme) return `${scheme} URLs run script and are not allowed`;
  if (/^[\\/][\\/]/.test(normalized))
    return 'protocol-relative URLs (starting with //) load from another site and are not allowed';
  return undefined;
}

/** What a release file may link to, said after an unsafe URL. */
export const SAFE_URL_HINT = 'link to an https:// address or a site path starting with /';
