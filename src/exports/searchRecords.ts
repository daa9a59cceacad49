import type {ChangelogItemIndex} from '../features/changelog/model/itemIndex';

/** One changelog item as its own search record, so a hit lands on the item's anchor. */
export interface ItemRecord {
  url: string;
  title: string;
  content: string;
  release: string;
}

/**
 * Every item of the changelog as a record, from the item index (not from the
 * built page, which may not hold every release): its title, pull-request
 * number, endpoints, text and release heading, with the URL of its anchor on
 * the changelog.
 */
export function changelogItemRecords(index: ChangelogItemIndex, changelogUrl: string): ItemRecord[] {
  const headings = new Map(index.releases.map((release) => [release.slug, release.heading]));
  return index.items.map((item) => {
    const release = headings.get(item.release) ?? item.release;
    const pr = item.pr ? `#${item.pr} ${item.pr}` : '';
    return {
      url: `${changelogUrl}#${item.id}`,
      title: item.title,
      release,
      content: [item.title, pr, item.endpoints.join(' '), item.text, release].filter(Boolean).join(' '),
    };
  });
}
