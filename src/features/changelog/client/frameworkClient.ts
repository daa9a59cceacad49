import {ISLAND_READY_EVENT} from '../components/StaticIsland';
import {SHORT_ENTRY_SELECTOR} from '../model/firstView';
import {installItemCopyLinks} from './copyLinks';

/**
 * The older releases' arrival, for a changelog whose short entries are in
 * the page. Its code is a chunk of its own, fetched on the changelog only:
 * every page carries this client module, and no other page needs it.
 */
function bringOlderReleases(): void {
  // Only the changelog has short entries.
  if (!document.querySelector(SHORT_ENTRY_SELECTOR)) return;
  void import('./deferredReleases').then(({installHashArrivals, scheduleOlderReleases}) => {
    installHashArrivals();
    scheduleOlderReleases();
  });
}

/**
 * The changelog's client module in the framework's bundle. It marks the page
 * as run by the framework (the first-view script's theme switch then stands
 * aside) and does, for a changelog reached by a client-side navigation, what
 * the first-view script does on a first load: item copy links, links into
 * older releases, and the older releases' arrival once the page's static
 * HTML is in (see StaticIsland).
 */
if (typeof document !== 'undefined') {
  document.documentElement.dataset.framework = 'on';
  installItemCopyLinks();
  window.addEventListener(ISLAND_READY_EVENT, bringOlderReleases);
}

export function onRouteDidUpdate(): void {
  bringOlderReleases();
}
