import {openCalculatorFields} from './calculatorFields';
import {installCopyButtons} from './copy';
import {ROUTE_DRAWN_EVENT} from './siteEvents';
import {landOnHash} from '../features/changelog/client/landing';
import {RELEASES_CONNECTED_EVENT} from '../features/changelog/client/releaseEvents';
import {defineFrameworkLoader} from '../features/frameworkOnReach/client/frameworkLoaderElement';
import {holdPressesUntilFrameworkRuns} from '../features/frameworkOnReach/client/frameworkLoader';
import {defineTryIt} from './tryIt';
import {installRouteNavFold} from './routeNavFold';
import {installSearchShortcut} from './searchShortcut';

/**
 * The site script: what every page does without the framework, in one
 * runtime. Every page's <head> loads it by URL (src/plugins/site-script.ts),
 * once per document; the framework's bundle carries none of it, so a page
 * that loads the framework later (the changelog's first view) still runs each
 * behaviour once. Document-wide behaviours listen on the document; the
 * stand-in that loads the framework into the changelog's and the API pages'
 * first view, and the API pages' try-it consoles, are custom elements, which
 * the browser calls for each page that has one, including pages drawn by a
 * client-side navigation. What only the changelog's pages do (their releases'
 * element, the items' copy links) is their own script
 * (src/features/changelog/client/changelogPage.ts).
 */
installCopyButtons();
// On every page, a press of a framework's button made before the framework runs is kept and made once it does:
// on the changelog and API pages the framework loads on that press; elsewhere it may still be on its way.
holdPressesUntilFrameworkRuns();
openCalculatorFields();
installSearchShortcut();
defineFrameworkLoader();
defineTryIt();
installRouteNavFold();
// A shared link: land on its anchor, with the blocks around it opened; again when the changelog's releases
// element connects (its script may run after this one), and asked twice, the landing goes on as it was.
landOnHash();
for (const event of ['hashchange', ROUTE_DRAWN_EVENT, RELEASES_CONNECTED_EVENT])
  window.addEventListener(event, landOnHash);
