/**
 * Events the older releases' arrival fires on window. A module of their own,
 * so code on every page that listens for them (calculator slots) does not
 * carry the arrival's code.
 */

/** Fired once every older release is in the page. */
export const RELEASES_ARRIVED_EVENT = 'changelog-releases-arrived';

/** Fired as each older release takes its place; `detail` is its slug. */
export const RELEASE_ARRIVED_EVENT = 'changelog-release-arrived';
