/**
 * Events the releases' element and the older releases' arrival fire on window. A module of their own, so
 * code on every page that listens for them (the site script's landing, calculator slots) does not carry
 * the element's or the arrival's code.
 */

/** Fired when a page's releases element is connected (its first load, or a client-side navigation to it). */
export const RELEASES_CONNECTED_EVENT = 'changelog-releases-connected';

/** Fired once every older release is in the page. */
export const RELEASES_ARRIVED_EVENT = 'changelog-releases-arrived';

/** Fired as each older release takes its place; `detail` is its slug. */
export const RELEASE_ARRIVED_EVENT = 'changelog-release-arrived';
