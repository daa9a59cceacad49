import type {Cheerio, CheerioAPI} from 'cheerio';
import type {AnyNode} from 'domhandler';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {releasesOfPage} from '../../src/features/changelog/client/olderReleases';
import {SHORT_ENTRY_CLASS} from '../../src/features/changelog/model/firstView';
import {BUILD_DIR} from './server';

/** The built changelog as its HTML arrives: the newest releases in full, older ones as short entries. */
function changelogFirstViewHtml(): string {
  return readFileSync(path.join(BUILD_DIR, 'operators/changelog.html'), 'utf8');
}

/** The built older-releases page. */
function olderReleasesHtml(): string {
  return readFileSync(path.join(BUILD_DIR, 'operators/changelog/older.html'), 'utf8');
}

/** The start tag of a short entry, whose class list the minifier may leave unquoted. */
const SHORT_ENTRY_TAG = new RegExp(`\\bclass=(?:"[^"]*\\b${SHORT_ENTRY_CLASS}\\b[^"]*"|${SHORT_ENTRY_CLASS}\\b)`);

/**
 * The changelog as a reader has it once its older releases have arrived: each
 * short entry replaced by its release from the older-releases page, the way
 * the page's script does it (client/olderReleases.ts, whose cutting it
 * reuses). A short entry with no release to take its place stays, so a test
 * of that release's content fails on it.
 */
export function changelogHtml(): string {
  const page = changelogFirstViewHtml();
  const older = releasesOfPage(olderReleasesHtml());
  let html = page;
  for (const [slug, entry] of releasesOfPage(page)) {
    if (!SHORT_ENTRY_TAG.test(entry.slice(0, entry.indexOf('>') + 1))) continue;
    const full = older.get(slug);
    if (full) html = html.replace(entry, () => full);
  }
  return html;
}

/** The PR number an item's title shows ("#5898" beside its link), or undefined. */
export function prOfItem($: CheerioAPI, item: AnyNode): number | undefined {
  const text = $(item).find('> .change__title > .change__pr').first().text().trim();
  return /^#\d+$/.test(text) ? Number(text.slice(1)) : undefined;
}

/** The items of `scope` that show PR `pr` (an item may have an explicit id, so not by anchor). */
export function itemsWithPr($: CheerioAPI, scope: Cheerio<AnyNode>, pr: number): Cheerio<AnyNode> {
  return scope.find('.change').filter((_, item) => prOfItem($, item) === pr);
}

/**
 * The release article whose heading is `name` (a tag), else the one whose heading starts with it (a news entry's
 * heading).
 */
export function articleNamed($: CheerioAPI, name: string): Cheerio<AnyNode> {
  // The heading's text without the theme's "#" link (a zero-width space).
  const headingOf = (article: AnyNode) =>
    $(article).find('> h2, > h3').first().clone().find('.hash-link').remove().end().text().trim();
  const articles = $('article[data-release]');
  const exact = articles.filter((_, article) => headingOf(article) === name);
  return exact.length > 0 ? exact : articles.filter((_, article) => headingOf(article).startsWith(name));
}
