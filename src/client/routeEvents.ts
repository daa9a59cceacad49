/**
 * The framework's client module that tells the site script (src/client/site.ts) a client-side
 * navigation has drawn a new page. The site script runs outside the framework and cannot see its
 * router; this module carries no behaviour of its own, only the signal, so each behaviour stays in the
 * one runtime that owns it.
 */
import {FRAMEWORK_RUNNING_EVENT, ROUTE_DRAWN_EVENT} from './siteEvents';

export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  // The first render is the framework hydrating the page it found (which the reader may have scrolled, or pressed
  // a button of, since it opened): no navigation, but the framework now runs its controls.
  if (!previousLocation) {
    window.dispatchEvent(new Event(FRAMEWORK_RUNNING_EVENT));
    return;
  }
  // A navigation: dispatched in the next frame, once the new route is drawn.
  window.requestAnimationFrame(() => window.dispatchEvent(new Event(ROUTE_DRAWN_EVENT)));
}
