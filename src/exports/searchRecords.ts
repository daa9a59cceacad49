import type {ChangelogItemIndex} from '../features/changelog/model/itemIndex';

/** One changelog item as its own search record, so a hit lands on the item's anchor. */
export interface ItemRecord {
  url: string;
  title: string;
  release: string;
  /** The record as a small HTML page for Pagefind, which carries its weights and its title. */
  html: string;
}

/**
 * How much an item's words count (Pagefind's weights: a page's body text 1, its h1 7, its h2 6). An item is short, so
 * each of its words weighs a lot in Pagefind's ranking; light weights keep the page that is about a term above the
 * items that mention it, while a PR number (at a page's weight) or an item's full title, words that only the item
 * holds, still find the item first. Measured with the queries of tests/fixtures/search-queries.json.
 */
export const ITEM_WEIGHTS = {title: 0.2, pr: 1, text: 0.05} as const;

/**
 * Escapes text for an HTML element or attribute. Written by hand: the four characters below are all that matters
 * for text Pagefind parses, and no HTML serialiser is a dependency of the site.
 */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The item's text without its title, which the index item's text repeats at its start. */
function textAfterTitle(text: string, title: string): string {
  return text.startsWith(title) ? text.slice(title.length).trim() : text;
}

/**
 * Every item of the changelog as a record, from the item index (not from the
 * built page, which may not hold every release): its title, pull-request
 * number, endpoints and text once each, with the URL of its anchor on the
 * changelog. The title shown in results, which names the release, is
 * metadata (`label`) kept out of the text, so the excerpt holds the item's own
 * words; it is not `title`, whose matches Pagefind ranks as a page's title.
 */
export function changelogItemRecords(index: ChangelogItemIndex, changelogUrl: string): ItemRecord[] {
  const headings = new Map(index.releases.map((release) => [release.slug, release.heading]));
  return index.items.map((item) => {
    const release = headings.get(item.release) ?? item.release;
    const body = [item.endpoints.join(' '), textAfterTitle(item.text, item.title)].filter(Boolean).join(' ');
    const weighted = (weight: number, text: string) => `<p data-pagefind-weight="${weight}">${escapeHtml(text)}</p>`;
    const html = [
      '<!doctype html><html lang="en"><body>',
      `<p data-pagefind-ignore data-pagefind-meta="label">${escapeHtml(`${item.title} (${release})`)}</p>`,
      weighted(ITEM_WEIGHTS.title, item.title),
      item.pr ? weighted(ITEM_WEIGHTS.pr, `#${item.pr}`) : '',
      body ? weighted(ITEM_WEIGHTS.text, body) : '',
      '</body></html>',
    ].join('');
    return {url: `${changelogUrl}#${item.id}`, title: item.title, release, html};
  });
}
