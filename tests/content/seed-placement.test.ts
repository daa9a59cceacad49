import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {articleNamed, changelogHtml, itemsWithPr} from '../support/changelogPage';
import {readableText} from '../support/htmlText';
import {figuresIn, placementRows, pullRequestsIn, releaseNamesIn} from '../support/seedPlacement';

/**
 * Every row of seed-placement.md (where the public record shows each fact of the
 * specification) is found on our changelog: in the releases the row names, with
 * the pull requests it names as items and the figures its fact states.
 */
const rows = placementRows(readFileSync(path.join(__dirname, '../fixtures/seed-placement.md'), 'utf8'));
const fold = (text: string) => text.replace(/\s+/g, ' ').replace(/(\d),(?=\d{3}\b)/g, '$1');

let $: CheerioAPI;
beforeAll(() => {
  $ = load(changelogHtml());
});

/** The release articles a row names: by tag, else by heading. */
function articlesOf(names: string[]) {
  return names.map((name) => {
    return {name, article: articleNamed($, name)};
  });
}

describe('every placement row of the specification’s facts is on the changelog', () => {
  it('reads the rows', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
  });

  it.each(rows.map((row) => [row.number, row] as const))('row %i', (_, row) => {
    if (/^not found/i.test(row.releases)) return; // the record itself does not show it (its own note says so)
    const names = releaseNamesIn(row.releases);
    const articles = articlesOf(names);
    for (const {name, article} of articles) expect(article.length, `release ${name}`).toBe(1);
    // A row that names no release speaks of the whole page.
    const scope = articles.length > 0 ? articles.map(({article}) => article) : [$('article.release').parent()];
    const text = fold(scope.map((part) => readableText(part)).join(' '));
    for (const figure of figuresIn(row.fact)) expect(text, `figure ${figure} of "${row.fact}"`).toContain(fold(figure));
    for (const pr of pullRequestsIn(`${row.sections} ${row.form}`)) {
      const found = scope.some((part) => itemsWithPr($, part, pr).length > 0);
      expect(found, `PR #${pr} of "${row.fact}" in ${names.join(', ')}`).toBe(true);
    }
  });
});
