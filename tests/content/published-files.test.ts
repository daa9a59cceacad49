import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR} from '../support/server';
import {ENTRY_COUNT, RECORD} from '../support/record';
import {siteRedirects} from '../../src/site/siteRedirects';
import {redirectFile} from '../../src/plugins/redirects';
import {site} from '../../src/site/site';

const REDIRECTS = siteRedirects(path.resolve(__dirname, '../..'));

const REDIRECT_FILES = REDIRECTS.map((redirect) => redirectFile(redirect.from));

const read = (file: string) => readFileSync(path.join(BUILD_DIR, file), 'utf8');
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** One feed item per entry of the record, news included. */
const RELEASES = ENTRY_COUNT;

describe('the changelog feeds, as built', () => {
  it('RSS 2.0: a channel with one item per release, each with a title, a link to its anchor, a guid, an RFC 822 date and a summary', () => {
    const $ = load(read('operators/changelog/rss.xml'), {xml: true});
    expect($('rss').attr('version')).toBe('2.0');
    const items = $('channel > item');
    expect(items.length).toBe(RELEASES);
    items.each((_, item) => {
      const $item = $(item);
      expect($item.find('title').text()).not.toBe('');
      expect($item.find('link').text()).toMatch(/\/docs\/operators\/changelog#[a-z0-9-]+$/);
      expect($item.find('guid').text()).not.toBe('');
      expect($item.find('pubDate').text()).toMatch(RFC_822);
      expect($item.find('description').text().length).toBeGreaterThan(20);
    });
  });

  it('Atom 1.0: a feed with an id, an updated date and one entry per release with RFC 3339 dates', () => {
    const $ = load(read('operators/changelog/atom.xml'), {xml: true});
    expect($('feed').attr('xmlns')).toBe('http://www.w3.org/2005/Atom');
    expect($('feed > id').text()).not.toBe('');
    expect($('feed > updated').text()).toMatch(RFC_3339);
    const entries = $('feed > entry');
    expect(entries.length).toBe(RELEASES);
    entries.each((_, entry) => {
      const $entry = $(entry);
      expect($entry.find('updated').text()).toMatch(RFC_3339);
      expect($entry.find('link').attr('href')).toMatch(/\/docs\/operators\/changelog#[a-z0-9-]+$/);
      expect($entry.find('summary').text().length).toBeGreaterThan(20);
    });
  });

  it('JSON Feed 1.1: version, title, home page and one item per release with RFC 3339 dates', () => {
    const feed = JSON.parse(read('operators/changelog/feed.json'));
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBe(`${site.title}: changelog`);
    expect(feed.home_page_url).toMatch(/\/docs\/operators\/changelog$/);
    expect(feed.items).toHaveLength(RELEASES);
    // Newest first: the first item is the record's newest entry, on its date.
    expect(feed.items[0].url).toMatch(new RegExp(`#${RECORD[0].slug}$`));
    if (RECORD[0].date) expect(feed.items[0].date_published).toMatch(new RegExp(`^${RECORD[0].date}`));
    // One item per entry of the record, in its order, each with an id of its own.
    expect(feed.items.map((item: {url: string}) => item.url.split('#')[1])).toEqual(RECORD.map((entry) => entry.slug));
    expect(new Set(feed.items.map((item: {id: string}) => item.id)).size).toBe(feed.items.length);
    for (const item of feed.items) {
      expect(item.id).toMatch(/^https?:\/\/\S+#[a-z0-9-]+$/);
      expect(item.url).toMatch(/\/docs\/operators\/changelog#[a-z0-9-]+$/);
      expect(item.date_published).toMatch(RFC_3339);
      expect(item.summary.length).toBeGreaterThan(20);
    }
  });

  it('the release index lists every release with its items and PR numbers', () => {
    const index = JSON.parse(read('operators/changelog/releases.json'));
    const releases = index.releases ?? index;
    expect(releases).toHaveLength(RELEASES);
    const items = releases.flatMap((release: {items: {pr: number | null; audience: string[]}[]}) => release.items);
    expect(items.some((item: {pr: number | null}) => item.pr === 5898)).toBe(true);
    expect(items.every((item: {audience: string[]}) => item.audience.length > 0)).toBe(true);
    const newest = RECORD[0];
    expect(releases[0]).toMatchObject({anchor: newest.slug, node_version: newest.node_version});
    // Build information is the record's to give, and not every entry gives it: where a release has it, its commit
    // is a full SHA.
    const built = releases.filter((release: {build_info: {commit_sha: string} | null}) => release.build_info);
    expect(built.length).toBeGreaterThan(0);
    for (const release of built) expect(release.build_info.commit_sha, release.anchor).toMatch(/^[0-9a-f]{40}$/);
  });

  it("the changelog's <head> advertises the three feeds", () => {
    const $ = load(read('operators/changelog.html'));
    const types = $('head link[rel="alternate"]')
      .map((_, link) => $(link).attr('type'))
      .get();
    expect(types).toEqual(
      expect.arrayContaining(['application/rss+xml', 'application/atom+xml', 'application/feed+json']),
    );
  });
});

describe('files for tools and assistants', () => {
  const htmlPages = (directory = BUILD_DIR): string[] =>
    readdirSync(directory).flatMap((name) => {
      const full = path.join(directory, name);
      if (statSync(full).isDirectory()) return name === 'assets' || name === 'pagefind' ? [] : htmlPages(full);
      const relative = path.relative(BUILD_DIR, full);
      // Pages of the site, not the pages that send readers on from old paths.
      return name.endsWith('.html') && !['404.html', 'search.html', ...REDIRECT_FILES].includes(relative) ? [full] : [];
    });

  it('every page has its Markdown copy beside it', () => {
    const pages = htmlPages();
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const markdown =
        page.endsWith(`${path.sep}index.html`) && path.dirname(page) === BUILD_DIR
          ? path.join(BUILD_DIR, 'index.md')
          : page.replace(/\.html$/, '.md');
      expect(existsSync(markdown), markdown).toBe(true);
    }
  });

  it('llms.txt follows the convention: a title, a summary, sections of links to Markdown copies', () => {
    const text = read('llms.txt');
    expect(text).toMatch(/^# .+\n\n> .+\n/);
    expect(text).toContain('## Operators');
    expect(text).toMatch(/- \[Changelog\]\(https?:\/\/[^)]+\/docs\/operators\/changelog\.md\): /);
    for (const [, link] of text.matchAll(/\]\(https?:\/\/[^/]+\/docs\/([^)]+)\)/g)) {
      expect(existsSync(path.join(BUILD_DIR, link)), link).toBe(true);
    }
  });

  it('llms-full.txt holds the whole site, the changelog included, as Markdown', () => {
    const text = read('llms-full.txt');
    expect(text).toContain('# Changelog');
    expect(text).toContain('## v2025.13-emmental');
    expect(text).toContain('## v2025.1-reeses');
    expect(text).not.toContain('<!--');
    // Markup of the pages must not leak into the Markdown; code blocks may hold JSX of their own.
    const prose = text.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
    expect(prose).not.toMatch(/<(div|span|button)\b/);
  });

  it("a code block's Markdown is its fence, which names the language: no line before it repeats the page's label", () => {
    const text = read('llms-full.txt');
    const fences = [...text.matchAll(/^```([\w+-]+)$/gm)];
    expect(fences.length).toBeGreaterThan(0);
    const labelled = [...text.matchAll(/^([\w+-]+)\n\n```\1$/gm)].map((match) => match[0].split('\n')[0]);
    expect(labelled).toEqual([]);
  });

  it('the search index is written, with its size reported', () => {
    const directory = path.join(BUILD_DIR, 'pagefind');
    expect(existsSync(path.join(directory, 'pagefind.js'))).toBe(true);
    const size = (dir: string): number =>
      readdirSync(dir).reduce((total, name) => {
        const full = path.join(dir, name);
        return total + (statSync(full).isDirectory() ? size(full) : statSync(full).size);
      }, 0);
    const pages = htmlPages();
    const indexBytes = size(directory);
    const pageBytes = pages.reduce((total, page) => total + statSync(page).size, 0);
    const fragments = readdirSync(path.join(directory, 'fragment')).length;
    console.log(
      `search index: ${indexBytes} bytes (${fragments} fragments) for ${pages.length} pages of ${pageBytes} bytes of HTML`,
    );
    // The index holds each page's words once, its fragments gzipped, and Pagefind's own scripts: it stays smaller than
    // the HTML it indexes. Outgrowing it means pages or changelog items are indexed more than once, or that the
    // navigation, scripts or excluded blocks (SEARCH_EXCLUDE) got into the index.
    expect(indexBytes).toBeLessThan(pageBytes);
    // Every page indexed has its fragment (the changelog's items add one each on top).
    expect(fragments).toBeGreaterThanOrEqual(pages.length);
  });
});
