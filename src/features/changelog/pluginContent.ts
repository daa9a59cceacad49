import type {AllContent, LoadedPlugin} from '@docusaurus/types';
import {changelogItemIndex, type ChangelogItemIndex} from './model/itemIndex';
import type {Release} from './model/types';
import {RELEASE_NOTES_PLUGIN} from './pluginData';

/**
 * How other plugins reach the changelog's releases and item index at build
 * time, the framework's way: the release-notes plugin's `loadContent` result
 * (the parsed, validated releases) is every plugin's
 * `allContent['release-notes'].default` in `allContentLoaded`, and
 * `plugins[…].content` in `postBuild`. The index derived from it is the one
 * the release-notes plugin wrote (changelogItemIndex keeps one per list of
 * releases), so no release file is read or parsed twice.
 */

function asReleases(content: unknown, where: string): Release[] {
  if (!Array.isArray(content)) {
    throw new Error(
      `${where}: the ${RELEASE_NOTES_PLUGIN} plugin's content (the releases) is missing; is src/features/changelog/plugin.ts in the site's plugins?`,
    );
  }
  return content as Release[];
}

/** The releases, from `allContentLoaded({allContent})`. */
export function releasesOfAllContent(allContent: AllContent): Release[] {
  return asReleases(allContent[RELEASE_NOTES_PLUGIN]?.default, 'allContentLoaded');
}

/** The releases, from `postBuild({plugins})`. */
export function releasesOfPlugins(plugins: readonly Pick<LoadedPlugin, 'name' | 'options' | 'content'>[]): Release[] {
  const plugin = plugins.find((entry) => entry.name === RELEASE_NOTES_PLUGIN && entry.options.id === 'default');
  return asReleases(plugin?.content, 'postBuild');
}

/** The item index, from `allContentLoaded({allContent})`. */
export function itemIndexOfAllContent(allContent: AllContent): ChangelogItemIndex {
  return changelogItemIndex(releasesOfAllContent(allContent));
}

/** The item index, from `postBuild({plugins})`. */
export function itemIndexOfPlugins(
  plugins: readonly Pick<LoadedPlugin, 'name' | 'options' | 'content'>[],
): ChangelogItemIndex {
  return changelogItemIndex(releasesOfPlugins(plugins));
}
