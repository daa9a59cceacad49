import {site} from '../site/site';

/** The page of a pull request in the network's repository. */
export function pullRequestUrl(pr: number): string {
  return `${site.pullRequestBase}${pr}`;
}

/** Path of the changelog page inside the site (without the base path). */
export const CHANGELOG_PATH = '/operators/changelog';

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
