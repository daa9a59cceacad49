import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR} from '../support/server';
import {emptyHeadings, outlineOf, skippedLevels} from '../support/outline';

/** Every page of the built site (its HTML file under build/), the 404 page aside. */
const pages = (readdirSync(BUILD_DIR, {recursive: true}) as string[])
  .filter((file) => file.endsWith('.html') && !/(^|\/)404\.html$/.test(file))
  .sort();

/** The part of a page its author wrote: the doc's content, or the main element of other pages. */
const CONTENT = 'article, main:not(:has(article))';

describe('headings and ids of every page', () => {
  it('finds the pages', () => {
    expect(pages).toContain('operators/changelog.html');
  });

  describe.each(pages)('%s', (page) => {
    const $ = load(readFileSync(path.join(BUILD_DIR, page), 'utf8'));
    const outline = outlineOf($, CONTENT);

    it('has no heading with nothing under it', () => {
      expect(emptyHeadings(outline).map((heading) => `h${heading.level} "${heading.text}" (#${heading.id})`)).toEqual(
        [],
      );
    });

    it('goes down one heading level at a time', () => {
      expect(skippedLevels(outline)).toEqual([]);
    });

    // The browser's accessibility checkers read one element of each kind (tests/support/markupKinds.ts), so a
    // second element with an id already used would escape them: the ids are counted here, over the whole page.
    it('uses no id twice', () => {
      const counts = new Map<string, number>();
      $('[id]').each((_, element) => {
        const id = $(element).attr('id')!;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      });
      expect([...counts].filter(([, count]) => count > 1).map(([id, count]) => `#${id} ×${count}`)).toEqual([]);
    });
  });
});
