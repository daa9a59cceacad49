import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {changelogHtml} from '../support/changelogPage';
import {CHANGELOG_PATH} from '../../src/features/changelog/model/links';
import {afterAll, describe, expect, it} from 'vitest';
import {BUILD_DIR} from '../support/server';
import {anchoredHeadings, LINK_TARGETS, sitePathOf} from '../support/linkTargets';

/**
 * Every docs page the record's changelog links to is served here: as a page,
 * or as a redirect to the page that holds its content now; every anchor the
 * changelog links to lands on an element; every heading of the public page
 * is an anchor of ours.
 */
const brokenOnPublicSite: Record<string, string> = JSON.parse(
  readFileSync(path.join(__dirname, '../fixtures/public-broken-anchors.json'), 'utf8'),
);

/** The built file of a site path: /a/b → a/b.html (the landing page is index.html). */
const fileOf = (sitePath: string) =>
  path.join(BUILD_DIR, sitePath === '/' ? 'index.html' : `${sitePath.slice(1)}.html`);

/** The page a site path finally shows: itself, or where its redirect page sends the reader. */
function finalPage(sitePath: string): {sitePath: string; html: string; redirected: boolean} | undefined {
  const file = fileOf(sitePath);
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  const refresh = /<meta http-equiv="refresh" content="0; url=\/docs(\/[^"]*)">/.exec(html)?.[1];
  if (!refresh) return {sitePath, html, redirected: false};
  const target = fileOf(refresh);
  if (!existsSync(target)) return undefined;
  return {sitePath: refresh, html: readFileSync(target, 'utf8'), redirected: true};
}

const counts = {served: 0, anchors: 0, anchorsTotal: 0, headings: 0, headingsTotal: 0, redirects: 0};
afterAll(() => {
  console.log(
    `link targets served: ${counts.served} / ${LINK_TARGETS.length} (${counts.redirects} by redirect); linked anchors present: ${counts.anchors} / ${counts.anchorsTotal}; headings of the public pages present as anchors: ${counts.headings} / ${counts.headingsTotal}`,
  );
});

describe('every page the changelog links to', () => {
  it.each(LINK_TARGETS.map((target) => target.route))('%s', (route) => {
    const target = LINK_TARGETS.find((candidate) => candidate.route === route)!;
    const page = finalPage(sitePathOf(route));
    expect(page, `${route} is served`).toBeDefined();
    counts.served += 1;
    if (page!.redirected) {
      counts.redirects += 1;
      const redirect = readFileSync(fileOf(sitePathOf(route)), 'utf8');
      // Without JavaScript: the refresh and a link to follow by hand.
      expect(load(redirect)('body a').attr('href')).toBe(`/docs${page!.sitePath}`);
    }
    // The changelog as a reader has it once its older releases have arrived.
    const $ = load(page!.sitePath === CHANGELOG_PATH ? changelogHtml() : page!.html);
    const missing: string[] = [];
    for (const anchor of target.anchors_linked) {
      counts.anchorsTotal += 1;
      const moved = brokenOnPublicSite[`${route}#${anchor}`];
      if (target.anchors_broken_on_real_site.includes(anchor)) {
        expect(
          moved,
          `${route}#${anchor} is broken on the public site: public-broken-anchors.json says where its content lives`,
        ).toBeDefined();
        const [movedPath, movedAnchor] = moved.split('#');
        const other = finalPage(movedPath);
        if (other && load(other.html)(`[id="${movedAnchor}"]`).length > 0) counts.anchors += 1;
        else missing.push(`#${anchor} → ${moved}`);
        continue;
      }
      if ($(`[id="${anchor}"]`).length > 0) counts.anchors += 1;
      else missing.push(`#${anchor}`);
    }
    expect(missing, `linked anchors of ${route}`).toEqual([]);
  });
});

describe('every heading of the public pages is an anchor here', () => {
  const pages = LINK_TARGETS.filter(
    (target) => !['/docs', '/docs/operators/changelog'].includes(target.route) && anchoredHeadings(target).length > 0,
  );
  it.each(pages.map((target) => target.route))('%s', (route) => {
    const target = LINK_TARGETS.find((candidate) => candidate.route === route)!;
    const page = finalPage(sitePathOf(route));
    expect(page).toBeDefined();
    const $ = load(page!.html);
    const missing = anchoredHeadings(target)
      .filter((heading) => {
        counts.headingsTotal += 1;
        const found = /^h[1-6]$/.test($(`[id="${heading.slug}"]`).prop('tagName')?.toLowerCase() ?? '');
        if (found) counts.headings += 1;
        return !found;
      })
      .map((heading) => `h${heading.level} "${heading.text}" #${heading.slug}`);
    expect(missing).toEqual([]);
  });
});
