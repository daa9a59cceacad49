import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import type {Root} from 'hast';
import {withoutControls} from './markdown';

/** One changelog item as its own search record, so a hit lands on the item's anchor. */
export interface ItemRecord {
  url: string;
  title: string;
  content: string;
  release: string;
}

/**
 * Every item of the built changelog as a record: its title, pull-request
 * number, endpoints and description, with the URL of its anchor.
 */
export function changelogItemRecords(tree: Root, pageUrl: string): ItemRecord[] {
  const records: ItemRecord[] = [];
  for (const article of selectAll('article[data-release]', tree)) {
    const release = String(article.properties.dataHeading ?? article.properties.dataRelease ?? '');
    for (const item of selectAll('.change[id]', article)) {
      const link = select('.change__title a', item);
      const title = link ? toText(link).trim() : String(item.properties.id);
      const pr = item.properties.dataPr ? `#${String(item.properties.dataPr)} ${String(item.properties.dataPr)}` : '';
      const endpoints = item.properties.dataEndpoints ? String(item.properties.dataEndpoints) : '';
      const text = toText(withoutControls(item)).replace(/\s+/g, ' ').trim();
      records.push({url: `${pageUrl}#${String(item.properties.id)}`, title, release, content: [title, pr, endpoints, text, release].filter(Boolean).join(' ')});
    }
  }
  return records;
}
