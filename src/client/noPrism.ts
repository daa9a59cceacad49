/**
 * Stands in for the theme's Prism set-up module (see the lean-client
 * plugin): our code blocks are not highlighted, so no highlighter ships.
 */
export {};
