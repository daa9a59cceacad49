import {installCopyButtons} from './copy';
import {ROUTE_DRAWN_EVENT} from './siteEvents';
import {installItemCopyLinks} from '../features/changelog/client/copyLinks';
import {landOnHash} from '../features/changelog/client/landing';
import {defineChangelogReleases} from '../features/changelog/client/changelogReleases';
import {defineFrameworkLoader} from '../features/frameworkOnReach/client/frameworkLoaderElement';
import {defineTryIt} from './tryIt';

/**
 * The site script: what every page does without the framework, in one
 * runtime. Every page's <head> loads it by URL (src/plugins/site-script.ts),
 * once per document; the framework's bundle carries none of it, so a page
 * that loads the framework later (the changelog's first view) still runs each
 * behaviour once. Document-wide behaviours listen on the document; the
 * changelog's releases are a custom element, which the browser calls for
 * each page that has one, including pages drawn by a client-side navigation;
 * so is the stand-in that loads the framework into the changelog's first view.
 */
installCopyButtons();
installItemCopyLinks();
defineChangelogReleases();
defineFrameworkLoader();
defineTryIt();
// A shared link: land on its anchor, with the blocks around it opened (the releases' element does the
// same for the changelog when it connects; asked twice, the landing goes on as it was).
landOnHash();
window.addEventListener('hashchange', landOnHash);
window.addEventListener(ROUTE_DRAWN_EVENT, landOnHash);
