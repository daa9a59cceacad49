/**
 * The framework's client module that tells the site script (src/client/site.ts) a client-side
 * navigation has drawn a new page. The site script runs outside the framework and cannot see its
 * router; this module carries no behaviour of its own, only the signal, so each behaviour stays in the
 * one runtime that owns it.
 */
import {ROUTE_DRAWN_EVENT} from './siteEvents';

export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  // The first render (the framework hydrating a page the reader may have scrolled since it opened) is no
  // navigation. Dispatched in the next frame, once the new route is drawn.
  if (previousLocation) window.requestAnimationFrame(() => window.dispatchEvent(new Event(ROUTE_DRAWN_EVENT)));
}
