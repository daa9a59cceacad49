import {useSyncExternalStore} from 'react';

/** Nothing changes once the page runs in the browser: nothing to subscribe to. */
const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False in the page as built, and during hydration; true once the component runs in the browser. Controls
 * render read-only until then: without JavaScript the page shows its worked example, and no field invites
 * typing that nothing would read. It is React's own hydration-safe way to tell (useSyncExternalStore with a
 * server snapshot). Docusaurus' useIsBrowser answers the same question from the framework's context, which
 * the calculators that the changelog mounts inside release notes (their own React roots) do not have; one
 * hook serves every control instead of two.
 */
export function useInteractive(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
}
