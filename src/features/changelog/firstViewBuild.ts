import {OLDER_RELEASES_PATH} from './model/firstView';
import {CHANGELOG_PATH} from './model/links';
import {writeLeanPages, type BuiltSite} from '../frameworkOnReach/build';

/**
 * Makes the changelog's first view in the built site: its page gets a
 * stylesheet of its own, made for it and for the older releases that arrive
 * into it, and loads the framework when the reader reaches for a control
 * (see features/frameworkOnReach).
 */
export async function writeChangelogFirstView(site: BuiltSite): Promise<void> {
  await writeLeanPages(site, {
    name: 'changelog-first-view',
    pages: [`${CHANGELOG_PATH.slice(1)}.html`],
    arriving: [`${OLDER_RELEASES_PATH.slice(1)}.html`],
  });
}
