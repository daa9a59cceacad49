/**
 * Stands in for the theme's Prism set-up module (see the lean-client
 * plugin): our code blocks are highlighted at build time (src/highlight/),
 * so no highlighter ships.
 */
export {};
