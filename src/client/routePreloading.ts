import preload from '@docusaurus/core/lib/client/preload';

/**
 * Replaces the framework's route prefetching object (window.docusaurus) in
 * the browser bundle; the lean-client plugin swaps it in. The framework
 * prefetches the code of every route linked from anything on screen: on the
 * changelog, whose table of contents alone holds a hundred links, that is
 * the largest block of main-thread work after load (measured: about 1 s of
 * a 4x-slowed CPU) and some 70 KB of downloads a reader may never use. We
 * keep preloading on hover or touch, which is what makes a click fast, and
 * drop the prefetching of what is merely visible.
 */
const preloaded = new Set<string>();

const routePreloading = Object.freeze({
  prefetch: (_routePath: string): boolean => false,
  preload: (routePath: string): false | Promise<unknown> => {
    if (preloaded.has(routePath)) return false;
    preloaded.add(routePath);
    return preload(routePath);
  },
});

export default routePreloading;
