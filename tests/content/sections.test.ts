import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR} from '../support/server';
import {readableText} from '../support/htmlText';
import {scopeOfHtml} from '../support/htmlScope';
import type {Scope} from '../support/factCoverage';
import {PUBLIC_PAGES, sectionFactMissing, wordCount, type PublicPage} from '../support/sectionFacts';
import {RECORD} from '../support/record';
import {sectionPages, sectionRedirects, type SectionPage} from '../../src/site/sectionPages';
import {CRATES, NPM} from '../../src/site/sdkVersions';

/**
 * The Developers and Network sections against the public pages of the record
 * (tests/fixtures/sitemap-pages.json): each public page covered by one page of
 * ours that shows its every fact, keeps its shared anchors, and is as deep.
 */
const ROOT = path.resolve(__dirname, '../..');
const PAGES = sectionPages(ROOT);
const RELEASES = new Set(RECORD.filter((entry) => entry.kind !== 'news').map((entry) => entry.heading));

const parsed = new Map<string, CheerioAPI>();
/** A built page of ours by its site path, parsed once for the whole file. */
function built(url: string): CheerioAPI {
  if (!parsed.has(url)) {
    const file = path.join(BUILD_DIR, `${url.slice(1)}.html`);
    if (!existsSync(file)) throw new Error(`${url} was not built (${path.relative(ROOT, file)} is missing)`);
    parsed.set(url, load(readFileSync(file, 'utf8')));
  }
  return parsed.get(url)!;
}

/** What the page's content (not its navigation) shows, in the terms of the fact rules. */
const scopeOf = (url: string): Scope => {
  const $ = built(url);
  return scopeOfHtml($, $('.theme-doc-markdown'));
};

/** Words of the page's prose: its content without code blocks. */
function proseWords(url: string): number {
  const $ = built(url);
  const content = $('.theme-doc-markdown').clone();
  content.find('pre, svg').remove();
  return wordCount(readableText(content));
}

const coverOf = (route: string): SectionPage[] => PAGES.filter((page) => page.covers.some((c) => c.route === route));

/** Code blocks that show a program's help output: shown as tables of flags here, not counted as examples. */
const isHelpOutput = (demonstrates: string) => /^(help|usage|output)\b/i.test(demonstrates);

describe('every public page of the Developers and Network sections', () => {
  it.each(PUBLIC_PAGES.map((page) => [page.route, page] as const))(
    '%s is covered by one page of ours that shows its every fact',
    (route, publicPage: PublicPage) => {
      const covering = coverOf(route);
      expect(
        covering.map((page) => page.file),
        `pages covering ${route}`,
      ).toHaveLength(1);
      const scope = scopeOf(covering[0].url);
      const missing = publicPage.facts.flatMap((fact) => {
        const what = sectionFactMissing(fact, scope);
        return what ? [what] : [];
      });
      expect(missing, `facts of ${route} missing on ${covering[0].url}`).toEqual([]);
    },
  );

  it.each(
    PUBLIC_PAGES.filter((page) => coverOf(page.route)[0]?.url === `/${page.route}`).map(
      (page) => [page.route, page] as const,
    ),
  )('%s keeps the anchors of its headings at its public address', (route, publicPage: PublicPage) => {
    const ids = new Set(scopeOf(`/${route}`).ids);
    const lost = publicPage.headings
      .filter((heading) => heading.level >= 2 && heading.level <= 4)
      .map((heading) => heading.slug)
      .filter((slug) => !ids.has(slug));
    expect(lost, `heading anchors of ${route}`).toEqual([]);
  });
});

/** The site-map items, each with the public pages it has and our pages covering them. */
const ITEMS = [...new Set(PUBLIC_PAGES.map((page) => `${page.sitemap_item.section}: ${page.sitemap_item.item}`))].map(
  (item) => {
    const publicPages = PUBLIC_PAGES.filter(
      (page) => `${page.sitemap_item.section}: ${page.sitemap_item.item}` === item,
    );
    const ours = [...new Set(publicPages.flatMap((page) => coverOf(page.route).map((covering) => covering.url)))];
    return [item, publicPages, ours] as const;
  },
);

describe('each item of the site map, against its public pages', () => {
  it.each(ITEMS)('%s has at least their words of prose', (item, publicPages, ours) => {
    const theirs = publicPages.reduce((sum, page) => sum + page.words, 0);
    const mine = ours.reduce((sum, url) => sum + proseWords(url), 0);
    expect(mine, `${item}: words ours / public`).toBeGreaterThanOrEqual(theirs);
  });

  it.each(ITEMS)('%s has at least their examples (help output aside) and diagrams', (item, publicPages, ours) => {
    const facts = publicPages.flatMap((page) => page.facts);
    const theirBlocks = facts.filter((fact) => fact.kind === 'code_block' && !isHelpOutput(fact.demonstrates)).length;
    const theirDiagrams = facts.filter((fact) => fact.kind === 'diagram').length;
    const myBlocks = ours.reduce((sum, url) => sum + built(url)('.theme-doc-markdown pre').length, 0);
    const myDiagrams = ours.reduce((sum, url) => sum + built(url)('.theme-doc-markdown figure.diagram').length, 0);
    expect(myBlocks, `${item}: code blocks ours / public`).toBeGreaterThanOrEqual(theirBlocks);
    expect(myDiagrams, `${item}: diagrams ours / public`).toBeGreaterThanOrEqual(theirDiagrams);
  });
});

describe('the pages of the two sections', () => {
  it.each(PAGES.map((page) => [page.url, page] as const))(
    // Whether that release is recent enough for the facts the page states is tests/unit/last-checked.test.ts's.
    '%s says which release of the record it was last checked against',
    (url) => {
      const $ = built(url);
      expect(RELEASES, url).toContain($('.theme-doc-markdown .last-checked a').first().text());
    },
  );

  it('name each SDK package only at the version of src/site/sdkVersions.ts', () => {
    const wrong: string[] = [];
    for (const {url} of PAGES) {
      const $ = built(url);
      const code = $('.theme-doc-markdown pre code')
        .map((_, block) => $(block).text())
        .get()
        .join('\n');
      for (const [crate, version] of Object.entries(CRATES))
        for (const match of code.matchAll(
          new RegExp(`^${crate}\\s*=\\s*(?:\\{[^}\\n]*version\\s*=\\s*)?"([^"]+)"`, 'gm'),
        ))
          if (match[1] !== version) wrong.push(`${url}: ${crate} ${match[1]} (not ${version})`);
      for (const [name, version] of Object.entries(NPM))
        for (const match of code.matchAll(new RegExp(`${name.replace('/', '\\/')}@(\\d[\\w.-]*)`, 'g')))
          if (match[1] !== version) wrong.push(`${url}: ${name}@${match[1]} (not ${version})`);
    }
    expect(wrong).toEqual([]);
  });

  it('lead each public address they cover elsewhere to an anchor that exists', () => {
    const lost = sectionRedirects(PAGES)
      .filter((redirect) => redirect.to.includes('#'))
      .filter((redirect) => {
        const [url, anchor] = redirect.to.split('#');
        return built(url)(`[id="${anchor}"]`).length === 0;
      })
      .map((redirect) => `${redirect.from} → ${redirect.to}`);
    expect(lost).toEqual([]);
  });

  it('are each in the sitemap, in llms.txt and copied as Markdown', () => {
    const sitemap = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    const llms = readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
    const missing = PAGES.flatMap(({url}) => [
      ...(sitemap.includes(`/docs${url}</loc>`) ? [] : [`${url}: sitemap.xml`]),
      ...(llms.includes(`/docs${url}.md)`) || llms.includes(`/docs${url})`) ? [] : [`${url}: llms.txt`]),
      ...(existsSync(path.join(BUILD_DIR, `${url.slice(1)}.md`)) ? [] : [`${url}: Markdown copy`]),
    ]);
    expect(missing).toEqual([]);
  });
});
