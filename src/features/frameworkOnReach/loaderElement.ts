/**
 * Tag of the element the build puts in a page in place of the framework's scripts
 * (client/frameworkLoaderElement.ts): it lists them, and loads them when the reader reaches for a control.
 */
export const FRAMEWORK_LOADER_ELEMENT = 'framework-loader';
