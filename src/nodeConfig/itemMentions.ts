// The links between the changelog and the configuration reference, both ways: which settings each changelog item
// names (the item shows them, linked to the reference) and which items name each setting (the setting's history
// lists them, linked to the item). Read from the changelog's item index at build time.
import type {ChangelogItemIndex} from '../features/changelog/model/itemIndex';
import {OLDER_RELEASES_PATH, splitFirstView} from '../features/changelog/model/firstView';
import {CHANGELOG_PATH} from '../features/changelog/model/links';
import {settingsNamed, type SettingMention} from './mentions';
import type {ItemMention} from './referenceView';

export interface SettingLinks {
  /** Item anchor → the settings it names. */
  byItem: Record<string, SettingMention[]>;
  /** Setting anchor → the items that name it, newest first. */
  bySetting: Map<string, ItemMention[]>;
}

/**
 * The settings each item for operators names, and the other way round. An item of a release the changelog's first
 * view carries links there; an older one links the older-releases page, which holds it in full.
 */
export function settingLinks(index: ChangelogItemIndex): SettingLinks {
  const {older} = splitFirstView(index.releases);
  const olderSlugs = new Set(older.map((release) => release.slug));
  const labels = new Map(index.releases.map((release) => [release.slug, release.tag ?? release.heading]));
  const byItem: Record<string, SettingMention[]> = {};
  const bySetting = new Map<string, ItemMention[]>();
  for (const item of index.items) {
    if (!item.audiences.includes('operators')) continue;
    const named = settingsNamed(item.text);
    if (named.length === 0) continue;
    byItem[item.id] = named;
    const page = olderSlugs.has(item.release) ? OLDER_RELEASES_PATH : CHANGELOG_PATH;
    for (const setting of named) {
      const list = bySetting.get(setting.anchor) ?? [];
      list.push({title: item.title, href: `${page}#${item.id}`, release: labels.get(item.release) ?? item.release});
      bySetting.set(setting.anchor, list);
    }
  }
  return {byItem, bySetting};
}
