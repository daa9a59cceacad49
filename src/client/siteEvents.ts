/**
 * Names of the events that pass between the framework's bundle and the site script
 * (src/client/site.ts): names only, no code, so neither runtime carries the other's behaviour.
 */

/** Fired on window after a client-side navigation has drawn the new page (src/client/routeEvents.ts). */
export const ROUTE_DRAWN_EVENT = 'site-route-drawn';

/**
 * Fired on window when the framework has drawn the page it found, hydrated and ready for input
 * (src/client/routeEvents.ts): presses of its buttons made before it ran are made again then
 * (src/features/frameworkOnReach/client/frameworkLoader.ts).
 */
export const FRAMEWORK_RUNNING_EVENT = 'site-framework-running';
