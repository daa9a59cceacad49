import {installCopyButtons} from '../../../client/copy';
import {landOnHash} from './landing';
import {installItemCopyLinks} from './copyLinks';
import {installHashArrivals, scheduleOlderReleases} from './deferredReleases';
import {installThemeToggle} from './themeToggle';
import {loadFrameworkOnIntent} from './frameworkLoader';

/**
 * The changelog's first-view script: the only script its HTML loads. It is
 * bundled on its own by the changelog plugin (plugin.ts, after the build)
 * and runs copy buttons, landing on shared links, the theme switch and the
 * arrival of the older releases, then loads the framework when the reader
 * reaches for one of its controls. Its tag carries what it needs from the
 * build: the framework's scripts and stylesheet, and the theme's storage key.
 */
const tag = document.currentScript as HTMLScriptElement | null;

installCopyButtons();
landOnHash();
window.addEventListener('hashchange', landOnHash);
installItemCopyLinks();
installHashArrivals();
installThemeToggle(tag?.dataset.themeKey ?? 'theme');
scheduleOlderReleases();
loadFrameworkOnIntent({
  scripts: (tag?.dataset.framework ?? '').split(' ').filter(Boolean),
  stylesheet: tag?.dataset.stylesheet,
});
