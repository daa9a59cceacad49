import {ISLAND_READY_EVENT} from '../components/StaticIsland';
import {installItemCopyLinks} from './copyLinks';
import {installHashArrivals, scheduleOlderReleases} from './deferredReleases';

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
  installHashArrivals();
  window.addEventListener(ISLAND_READY_EVENT, () => scheduleOlderReleases());
}

export function onRouteDidUpdate(): void {
  scheduleOlderReleases();
}
