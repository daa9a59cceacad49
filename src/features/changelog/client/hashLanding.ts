import {landOnHash} from './landing';

/**
 * The framework's client module for anchors (every page): a link to an anchor, followed in the page or
 * by a client-side navigation, lands on it with the blocks around it opened (see landing.ts). The
 * changelog's first view, which runs without the framework, does the same from its own script.
 */
if (typeof window !== 'undefined') window.addEventListener('hashchange', landOnHash);

export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  // A client-side navigation only: the first render (the framework hydrating a page the reader may
  // have scrolled since it opened) leaves the reader where they are. Placed once the new route is drawn.
  if (previousLocation) window.requestAnimationFrame(landOnHash);
}
