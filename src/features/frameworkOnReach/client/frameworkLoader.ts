import {FRAMEWORK_RUNNING_EVENT} from '../../../client/siteEvents';

/**
 * Loads the framework's scripts (React, the theme, the page's controls) into
 * the changelog's first view when the reader reaches for a control that
 * needs them, rather than with the page: the changelog reads, links, opens
 * its blocks, copies and switches theme without them. The build takes the
 * framework's script tags out of the changelog's HTML and puts a
 * `<framework-loader>` element in their place (frameworkLoaderElement.ts),
 * which lists them (data-framework); React then hydrates the page as it
 * would have at load.
 */

/** The changelog's filters. */
const FILTERS = '.changelog-filters';

/** Where a pointer or focus means the reader is about to use a control only the framework runs. */
const FRAMEWORK_CONTROLS = [
  '.navbar__items',
  '.navbar__toggle',
  '.navbar-sidebar',
  '.theme-doc-sidebar-container',
  '.theme-doc-toc-mobile',
  FILTERS,
  '[data-calculator-slot]',
  '.DocSearch',
  'form[role="search"]',
].join(',');

/** Parameters of the changelog's filters: a page opened with one needs its controls at once. */
const FILTER_PARAMETERS = ['since', 'kind', 'audience', 'q'];

/** Whether an event's target is a control the framework runs (the theme's switch is not: the first view runs it). */
function needsFramework(target: Element | null): boolean {
  if (!target?.closest) return false;
  if (target.closest('[class*="colorModeToggle"]')) return false;
  return target.closest(FRAMEWORK_CONTROLS) !== null;
}

export function addressNeedsFramework(search: string): boolean {
  const parameters = new URLSearchParams(search);
  return FILTER_PARAMETERS.some((name) => parameters.has(name));
}

/** What the framework needs, as the build lists it: its scripts, in order, and the site's full stylesheet. */
export interface Framework {
  scripts: readonly string[];
  /** The first view carries only the rules its own markup uses; React's controls and other pages need the rest. */
  stylesheet?: string;
}

/**
 * Appends the site's stylesheet, then the framework's scripts, in order.
 * The stylesheet is requested first and is a fraction of the scripts'
 * size, so it is in place before React renders its controls; the scripts do
 * not wait for it, so a keyboard reader's first Tab reaches live filters as
 * soon as they can be.
 */
function loadFramework({scripts, stylesheet}: Framework): void {
  if (stylesheet) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    document.head.append(link);
  }
  for (const source of scripts) {
    const script = document.createElement('script');
    script.src = source;
    // Dynamically inserted scripts run as soon as they arrive unless told otherwise.
    script.async = false;
    document.head.append(script);
  }
}

/** The attribute a held button carries until the framework makes its press: the site's stylesheet shows it pressed. */
export const HELD_PRESS_ATTRIBUTE = 'data-press-held';

/** The events of a press before its click. */
const PRESS_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'focusin'] as const;

/**
 * Keeps the presses of the framework's buttons made before it runs, and makes each once when it does: the
 * reader's first tap on the menu, typically, which on the changelog and API pages starts the framework loading and
 * on the other pages comes while it is still arriving or hydrating the page, and would otherwise find no handler.
 * The site script installs it on every page.
 *
 * A held button shows pressed at once. Every event of the press is stopped where it is held (the document, before
 * the framework's root sees it), so that it acts once even if the framework starts listening before it runs. Left
 * to reach the framework while it hydrates the page, the press would make it hydrate the whole page at once, before
 * anything is painted: the reader would see nothing happen for that long task. So the framework is asked only once
 * the pressed button is painted, by a press of its own (a `pointerdown`, which the framework takes as the reader's
 * interest in that part of the page and hydrates first, and which no button of the site acts on); where the
 * framework is not listening yet, that ask reaches no one and the press waits for the framework to run.
 *
 * A button pressed twice before the framework ran is pressed once (the second press asked again for what the first
 * had not done yet). The framework says it runs by an event (src/client/routeEvents.ts); the presses are made in
 * the task after, outside its render.
 */
export function holdPressesUntilFrameworkRuns(): void {
  const held = new Set<HTMLButtonElement>();
  const asks = new WeakSet<Event>();
  /** A button the framework runs does nothing until it does; a submit button sends its form without it. */
  const heldButton = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    return button?.type === 'button' && needsFramework(button) ? button : null;
  };
  const stopPress = (event: Event) => {
    if (!asks.has(event) && heldButton(event)) event.stopPropagation();
  };
  const askFrameworkToHydrate = (button: HTMLButtonElement) => {
    const ask = new PointerEvent('pointerdown', {bubbles: true, composed: true});
    asks.add(ask);
    button.dispatchEvent(ask);
  };
  const hold = (event: MouseEvent) => {
    const button = heldButton(event);
    if (!button) return;
    event.stopPropagation();
    if (held.has(button)) return;
    held.add(button);
    button.setAttribute(HELD_PRESS_ATTRIBUTE, '');
    // The frame that shows the press is drawn first; the ask comes in the task after it.
    requestAnimationFrame(() => window.setTimeout(() => askFrameworkToHydrate(button), 0));
  };
  for (const name of PRESS_EVENTS) document.addEventListener(name, stopPress, {capture: true, passive: true});
  document.addEventListener('click', hold, true);
  window.addEventListener(
    FRAMEWORK_RUNNING_EVENT,
    () => {
      for (const name of PRESS_EVENTS) document.removeEventListener(name, stopPress, {capture: true});
      document.removeEventListener('click', hold, true);
      window.setTimeout(() => {
        for (const button of held) {
          button.removeAttribute(HELD_PRESS_ATTRIBUTE);
          if (button.isConnected) button.click();
        }
      }, 0);
    },
    {once: true},
  );
}

/** Waits for the reader's first reach for a framework control (or first Tab), then loads it, once. */
export function loadFrameworkOnIntent(framework: Framework): void {
  if (addressNeedsFramework(window.location.search)) {
    loadFramework(framework);
    return;
  }
  const events = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;
  const onIntent = (event: Event) => {
    // Tab anywhere: a keyboard reader is on the way to the controls, which the framework runs.
    const tabbing = event.type === 'keydown' && (event as KeyboardEvent).key === 'Tab';
    if (!tabbing && !needsFramework(event.target as Element | null)) return;
    for (const name of events) document.removeEventListener(name, onIntent, true);
    loadFramework(framework);
  };
  for (const name of events) document.addEventListener(name, onIntent, {capture: true, passive: true});
}
