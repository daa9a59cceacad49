import {describe, expect, it} from 'vitest';
import type {AllContent, LoadedPlugin} from '@docusaurus/types';
import {itemIndexOfAllContent, itemIndexOfPlugins, releasesOfAllContent, releasesOfPlugins} from './pluginContent';
import {changelogItemIndex} from './model/itemIndex';
import {parseRelease} from './model/parse';
import {FILE, release} from './model/releaseFixtures';

const releases = [parseRelease(FILE, release())];
const plugin = (name: string, id: string, content: unknown) =>
  ({name, options: {id}, content}) as unknown as Pick<LoadedPlugin, 'name' | 'options' | 'content'>;

describe('the releases, as other plugins get them', () => {
  it("in allContentLoaded: the release-notes plugin's content", () => {
    const allContent: AllContent = {'release-notes': {default: releases}, 'api-reference': {default: {}}};
    expect(releasesOfAllContent(allContent)).toBe(releases);
  });

  it('in postBuild: the content of the release-notes plugin among the loaded plugins', () => {
    expect(
      releasesOfPlugins([
        plugin('page-exports', 'default', undefined),
        plugin('release-notes', 'other', []),
        plugin('release-notes', 'default', releases),
      ]),
    ).toBe(releases);
  });

  it('both give the index the release-notes plugin wrote: the same one, not a second derivation', () => {
    const written = changelogItemIndex(releases);
    expect(itemIndexOfAllContent({'release-notes': {default: releases}})).toBe(written);
    expect(itemIndexOfPlugins([plugin('release-notes', 'default', releases)])).toBe(written);
  });

  it('without the release-notes plugin, the build stops and says why', () => {
    expect(() => releasesOfAllContent({})).toThrow(/release-notes plugin's content \(the releases\) is missing/);
    expect(() => releasesOfPlugins([plugin('page-exports', 'default', undefined)])).toThrow(
      /^postBuild: the release-notes plugin's content/,
    );
  });
});
