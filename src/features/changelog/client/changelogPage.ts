import {installItemCopyLinks} from './copyLinks';
import {defineChangelogReleases} from './changelogReleases';

/**
 * The changelog pages' own script: the releases' custom element and the items' copy links. Only the pages
 * that hold releases (the changelog and its older releases) load it, from their <head>
 * (components/ChangelogScript.tsx); a client-side navigation to one of them puts the same tag in, and the
 * browser runs a module once per document however often its tag comes back. Landing on shared links stays
 * in the site script, which every page loads: the element tells it, by an event, when it is connected.
 */
installItemCopyLinks();
defineChangelogReleases();
