import {installThemeToggle} from './themeToggle';
import {loadFrameworkOnIntent} from './frameworkLoader';

/**
 * The changelog's first-view script: with the site script (src/client/site.ts,
 * which every page loads), the only script its HTML loads. It makes the theme
 * switch work before the framework, and loads the framework when the reader
 * reaches for one of its controls. It is bundled on its own by the changelog
 * plugin (after the build); its tag carries what it needs from the build: the
 * framework's scripts and stylesheet, and the theme's storage key.
 */
const tag = document.currentScript as HTMLScriptElement | null;

installThemeToggle(tag?.dataset.themeKey ?? 'theme');
loadFrameworkOnIntent({
  scripts: (tag?.dataset.framework ?? '').split(' ').filter(Boolean),
  stylesheet: tag?.dataset.stylesheet,
});
