/**
 * Which releases the changelog's own page carries in full, and which arrive
 * after its first view.
 *
 * The page gains a release about every two weeks; if it carried every release
 * in full, its first view would cost more with each one (bytes to send, HTML
 * to parse, styles to compute). It carries the newest releases in full; every
 * older release is a short entry there (heading, date, version, a link), and
 * lives in full on the older-releases page, which the page's script brings in
 * after the first view. Without JavaScript the short entry's link leads there.
 */

/**
 * Releases shown in full on the changelog's first view: about six months of
 * the two-weekly cadence. Chosen by measuring (see the feature's README).
 */
export const FIRST_VIEW_RELEASES = 12;

/** Class of a short entry: an older release on the changelog's first view, until the release itself arrives. */
export const SHORT_ENTRY_CLASS = 'release--stub';

/** The short entries still in a page, waiting for their release. */
export const SHORT_ENTRY_SELECTOR = `article.${SHORT_ENTRY_CLASS}`;

/**
 * Tag of the custom element that holds a page's releases (client/changelogReleases.ts): rendered at
 * build time as a plain element, it brings the older releases in when the reader reaches for them.
 */
export const RELEASES_ELEMENT = 'changelog-releases';

/** Site path (under the base URL) of the page that holds the older releases in full. */
export const OLDER_RELEASES_PATH = '/operators/changelog/older';

export interface FirstViewSplit<T> {
  /** Newest first, shown in full on the changelog. */
  firstView: T[];
  /** Newest first, shown in full on the older-releases page. */
  older: T[];
}

/**
 * Splits releases (newest first) into those the first view carries in full
 * and the older ones. Archived releases are never in the first view: they
 * sit in the closed archive block.
 */
export function splitFirstView<T extends {archived?: boolean}>(
  releases: readonly T[],
  count = FIRST_VIEW_RELEASES,
): FirstViewSplit<T> {
  const firstView: T[] = [];
  const older: T[] = [];
  for (const release of releases) {
    if (!release.archived && firstView.length < count && older.length === 0) firstView.push(release);
    else older.push(release);
  }
  return {firstView, older};
}
