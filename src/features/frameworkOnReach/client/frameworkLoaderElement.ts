import {FRAMEWORK_LOADER_ELEMENT} from '../loaderElement';
import {loadFrameworkOnIntent} from './frameworkLoader';
import {installThemeToggle} from './themeToggle';

/**
 * The changelog's stand-in for the framework until the reader reaches for it (`<framework-loader>`, put
 * in the page by the build, firstViewBuild.ts): it makes the theme switch work at once and loads the
 * framework on the first reach (the site script keeps the presses of its buttons until it runs). The framework never
 * renders it, so it is connected once per page load.
 */
class FrameworkLoaderElement extends HTMLElement {
  connectedCallback(): void {
    installThemeToggle(this.dataset.themeKey ?? 'theme');
    loadFrameworkOnIntent({
      scripts: (this.dataset.framework ?? '').split(' ').filter(Boolean),
      stylesheet: this.dataset.stylesheet,
    });
  }
}

/** Defines the element once per page (the registry refuses a second definition of a name). */
export function defineFrameworkLoader(): void {
  if (!customElements.get(FRAMEWORK_LOADER_ELEMENT))
    customElements.define(FRAMEWORK_LOADER_ELEMENT, FrameworkLoaderElement);
}
