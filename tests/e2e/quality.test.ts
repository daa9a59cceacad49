import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, onTestFinished} from 'vitest';
import type {Page} from 'playwright-core';
import {BUILD_DIR, startSiteServer, type SiteServer} from '../support/server';
import {browserSuite} from '../support/suite';
import {frameworkReady, pageSettled} from '../support/pages';
import {SITE_MAP, SITE_PAGES as PAGES, titleOf} from './sitemap';
import {DIAGRAM_PAGES, lowContrastLabels} from '../support/diagrams';
import {builtFile, templateOf, templateRepresentatives} from '../support/templates';
import {keepOneOfEachKind} from '../support/markupKinds';
import {serveBuild} from '../../bench/server.mjs';
import {ALLOWED_INLINE_SCRIPTS, ALLOWED_INLINE_STYLES} from '../../src/security/inlineAllowList';

const budgets = JSON.parse(readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')).changelog as {
  firstViewScriptGzipBytes: number;
  firstViewStyleGzipBytes: number;
  totalTransferGzipBytes: number;
};
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
// HTML_CodeSniffer as pa11y runs it (its default runner), injected into the page the same way.
const htmlcsSource = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

const site = browserSuite();

describe('byte budgets of the changelog (bench/budgets.json)', () => {
  it('first-view JavaScript, stylesheet and total transfer, gzip, stay within budget', async () => {
    const gzipServer = await serveBuild({root: BUILD_DIR});
    onTestFinished(() => gzipServer.close());
    const context = await site.context();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    // The first view: what the page requests before its load event (the older releases arrive later, by design).
    let loadAt: number | null = null;
    cdp.on('Page.loadEventFired', ({timestamp}) => {
      loadAt ??= timestamp;
    });
    const sent = new Map<string, {at: number; type?: string; bytes?: number}>();
    cdp.on('Network.requestWillBeSent', ({requestId, timestamp}) => {
      if (!sent.has(requestId)) sent.set(requestId, {at: timestamp});
    });
    cdp.on('Network.responseReceived', ({requestId, type}) => {
      const request = sent.get(requestId);
      if (request) request.type = type;
    });
    cdp.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
      const request = sent.get(requestId);
      if (request) request.bytes = encodedDataLength;
    });
    cdp.on('Network.loadingFailed', ({requestId}) => {
      const request = sent.get(requestId);
      if (request) request.bytes = 0;
    });
    await page.goto(`${gzipServer.url}operators/changelog`, {waitUntil: 'load'});
    // Every request the page sent before its load event has finished arriving.
    await expect
      .poll(() => loadAt !== null && [...sent.values()].every((r) => r.at >= loadAt! || r.bytes !== undefined))
      .toBe(true);
    const firstView = [...sent.values()].filter((request) => request.at < loadAt! && request.bytes !== undefined);
    const script = firstView
      .filter((request) => request.type === 'Script')
      .reduce((sum, request) => sum + request.bytes!, 0);
    const style = firstView
      .filter((request) => request.type === 'Stylesheet')
      .reduce((sum, request) => sum + request.bytes!, 0);
    const total = firstView.reduce((sum, request) => sum + request.bytes!, 0);
    console.log(
      `changelog first view: scripts ${script} B gzip (budget ${budgets.firstViewScriptGzipBytes}), stylesheet ${style} B (budget ${budgets.firstViewStyleGzipBytes}), total ${total} B (budget ${budgets.totalTransferGzipBytes})`,
    );
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThanOrEqual(budgets.firstViewScriptGzipBytes);
    expect(style).toBeGreaterThan(0);
    expect(style).toBeLessThanOrEqual(budgets.firstViewStyleGzipBytes);
    expect(total).toBeLessThanOrEqual(budgets.totalTransferGzipBytes);
  });
});

/**
 * What axe checks in each theme. In the light one, every rule axe runs by default and WCAG 2.2's target size
 * (2.5.8, off in axe by default: each link and control at least 24 px square, or with room around it). In the
 * dark one, the rules a theme can change: the contrast of text, and of links set in a paragraph.
 */
const AXE_RUNS = {
  light: {rules: {'target-size': {enabled: true}}},
  dark: {runOnly: {type: 'rule', values: ['color-contrast', 'link-in-text-block']}},
} as const;

/**
 * Evaluates a checker's source in the page unless the page already has its global: the dark theme's run reuses
 * what the light theme's run injected.
 */
async function injectOnce(page: Page, global: string, source: string): Promise<void> {
  if (!(await page.evaluate((name) => name in window, global))) await page.evaluate(source);
}

/**
 * What a page's checks read: the whole document for the page that stands for its template (the chrome every page
 * of the template shares: navbar, sidebar, footer, skip link), and its `<main>` for every other page.
 */
type Scope = 'document' | 'main';

/** Serious and critical axe violations in the scope, with every entry rendered. */
async function axeViolations(page: Page, run: (typeof AXE_RUNS)[keyof typeof AXE_RUNS], scope: Scope) {
  // Releases and API routes far below the fold are not rendered (content-visibility), and axe
  // reads colours from rendered pixels: render everything for the check.
  // Set through the CSSOM and evaluated by the browser's debugger rather than added as a <style> and a <script>,
  // which the Content-Security-Policy refuses.
  await page.evaluate(() => {
    const skipped = '.release-notes article.release, .api-reference .api-endpoint, .api-reference .api-type';
    for (const element of document.querySelectorAll<HTMLElement>(skipped))
      element.style.setProperty('content-visibility', 'visible', 'important');
  });
  await injectOnce(page, 'axe', axeSource);
  return page.evaluate(
    async ({run, scope}) => {
      const {axe} = window as unknown as {
        axe: {
          run(
            context: Document | {include: string[][]},
            options: object,
          ): Promise<{violations: {id: string; impact: string; nodes: {target: string[]}[]}[]}>;
        };
      };
      const result = await axe.run(scope === 'document' ? document : {include: [['main']]}, {
        resultTypes: ['violations'],
        ...run,
      });
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(' | ')}`,
        );
    },
    {run, scope},
  );
}

/** The site's Content-Security-Policy, as the headers file gives it to static hosts. */
const POLICY = /Content-Security-Policy: (.+)/.exec(readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'))?.[1] ?? '';

/** The built site served under that policy: every page is read once under it (with its accessibility checks). */
let strict: SiteServer;
beforeAll(async () => {
  strict = await startSiteServer({headers: {'Content-Security-Policy': POLICY}});
});
afterAll(async () => {
  await strict?.close();
});

describe('the Content-Security-Policy of the headers file', () => {
  it('is strict: no inline script allowed except by hash', () => {
    expect(POLICY).toMatch(/script-src 'self'/);
    expect(POLICY).not.toContain("'unsafe-inline'");
    expect(POLICY).not.toContain("'unsafe-eval'");
  });

  it('hashes no inline script or <style> but those of the allow-list (src/security/inlineAllowList.ts)', () => {
    const hashesOf = (directive: string) =>
      (new RegExp(`${directive} ([^;]+)`).exec(POLICY)?.[1] ?? '').match(/'sha256-[^']+'/g) ?? [];
    const scripts = hashesOf('script-src');
    const styles = hashesOf('style-src');
    // The site ships the colour-mode snippet on every page: a policy with no script hash at all would mean the scan
    // found nothing.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((hash) => !ALLOWED_INLINE_SCRIPTS.some((entry) => entry.hash === hash))).toEqual([]);
    expect(styles.filter((hash) => !ALLOWED_INLINE_STYLES.some((entry) => entry.hash === hash))).toEqual([]);
  });

  it.each(['operators/changelog', 'operators/nodes/nym-node/setup'])(
    '/docs/%s runs under it without a violation with JavaScript off',
    async (url) => {
      const context = await site.context({javaScriptEnabled: false});
      const page = await context.newPage();
      const violations: string[] = [];
      // Without JavaScript no listener runs in the page: the browser's own console reports what the policy refused.
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${strict.url}${url}`, {waitUntil: 'load'});
      expect(await page.locator('.js-only').first().isVisible()).toBe(false);
      expect(violations).toEqual([]);
    },
  );

  // Every page runs under it with JavaScript on in the accessibility test below, which reads each page once.
});

/**
 * The errors HTML_CodeSniffer finds in the scope (WCAG2AA), as pa11y runs it, but for in-page links to the ids that
 * reading each kind once removed (their targets are on the page; the build's link check holds every anchor).
 */
async function htmlcsErrors(page: Page, scope: Scope, removedIds: readonly string[]): Promise<string[]> {
  // Each run starts with no messages.
  await injectOnce(page, 'HTMLCS', htmlcsSource);
  return page.evaluate(
    ({scope, removedIds}) =>
      new Promise<string[]>((resolve, reject) => {
        type Message = {type: number; code: string; msg: string; element: Element};
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process(
                standard: string,
                root: Document | Element,
                done: () => void,
                failed: () => void,
                language: string,
              ): void;
              getMessages(): Message[];
            };
          }
        ).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          scope === 'document' ? document : document.querySelector('main')!,
          // Type 1 is an error; 2 and 3 (warnings, notices) ask for a human's judgement, as pa11y leaves them by
          // default.
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .filter(
                  (message) =>
                    !(
                      message.code.endsWith('.NoSuchID') &&
                      removedIds.includes(message.element.getAttribute('href')?.slice(1) ?? '')
                    ),
                )
                .map((message) => `${message.code}: ${message.element.outerHTML.slice(0, 120)}`),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        );
      }),
    {scope, removedIds},
  );
}

/**
 * Collects what the Content-Security-Policy refuses on a page from its first byte: the browser's own console
 * message, and the page's violation event (logged as an error, so that one listener sees both).
 */
async function watchPolicy(page: Page, url: string, violations: string[]): Promise<void> {
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${url}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/** The API reference's pages: HTML_CodeSniffer checks their contrast in the dark theme too. */
const API_PAGES = PAGES.filter((url) => /^apis\/[^/]+\/(mainnet|sandbox)$/.test(url));

/**
 * Switches a settled page to the dark theme the way a reader's system does (the site follows the system's
 * preference while the reader has chosen none), and waits until the site has applied it and every colour has
 * finished its transition to the new theme.
 */
async function switchToDark(page: Page): Promise<void> {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.theme === 'dark' &&
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
    undefined,
    {polling: 'raf', timeout: 15_000},
  );
}

/** The title each page of the site map shows, from its file's front matter. */
const TITLES = new Map(SITE_MAP.map(([url, file]) => [url, titleOf(file)]));

/** The page that stands for each template: its checks read the whole page, every other page's its `<main>`. */
const TEMPLATES = templateRepresentatives(PAGES);

/** The largest pages first, so that the last page read is a short one and both lanes end together. */
const READINGS = [...PAGES]
  .sort((a, b) => statSync(builtFile(b)).size - statSync(builtFile(a)).size)
  .map((url): [url: string, what: string, scope: Scope] => {
    const template = TEMPLATES.get(url);
    const scope: Scope = template ? 'document' : 'main';
    const what = template
      ? `its chrome (shared by ${template.pages === 1 ? 'no other page' : `the ${template.pages} pages of its template`}) and one element of each kind of markup of its <main>`
      : 'one element of each kind of markup of its <main>';
    return [url, what, scope];
  });

describe('one element of each kind of markup (tests/support/markupKinds.ts)', () => {
  // Two routes built by the same component, a third with one more kind of row, and a label whose input sits in
  // a later copy.
  const FIXTURE = `<main>
    <section class="route"><h3 id="a">GET /a</h3><table><tr><td>x</td></tr><tr><td>y</td></tr></table></section>
    <section class="route"><h3 id="b">GET /b</h3><table><tr><td>z</td></tr></table></section>
    <section class="route"><h3 id="c">GET /c</h3><table><tr><td>z</td></tr><tr><th>w</th></tr></table></section>
    <p><span style="color: red">red</span> <span style="color: blue">blue</span> <a href="/x"></a><a href="/y">y</a></p>
    <p><span style="color: red">again</span> <span style="color: blue">and</span> <a href="/z"></a><a href="/w">w</a></p>
    <label for="late">Late</label><div class="field"><input id="early"></div><div class="field"><input id="late"></div>
    <div class="field"><input id="first"></div><label for="first">First</label><label for="first">Again</label>
    <div class="fields"><label for="s"><span>Pick</span><select id="s"></select></label><label for="t"><span>Type</span><input id="t"></label></div>
    <div class="group"><span>One</span></div><div class="group"><code>two</code></div><div class="group"><span>Three</span><code>three</code></div>
  </main>`;

  async function kept() {
    const context = await site.context();
    const page = await context.newPage();
    await page.setContent(FIXTURE);
    const counts = await page.evaluate(keepOneOfEachKind, 'main');
    const left = await page.evaluate(() => ({
      routes: [...document.querySelectorAll('section.route h3')].map((h3) => h3.textContent),
      cells: [...document.querySelectorAll('section.route td, section.route th')].map((cell) => cell.localName),
      spans: [...document.querySelectorAll('p span')].map((span) => span.getAttribute('style')),
      links: document.querySelectorAll('p a').length,
      paragraphs: document.querySelectorAll('p').length,
      inputs: [...document.querySelectorAll('.field input')].map((input) => input.id),
      labels: [...document.querySelectorAll<HTMLLabelElement>('main > label')].map((label) => label.htmlFor),
      groups: [...document.querySelectorAll('div.group')].map((group) => group.children.length),
      names: [...document.querySelectorAll('.fields label')].map((label) => label.textContent),
    }));
    return {counts, left};
  }

  it('drops the copies of a kind at a place, and keeps what differs in kind, in style or in holding text', async () => {
    const {counts, left} = await kept();
    // /b is /a's kind (rows of one kind, counted once) and goes whole; /c has a kind of row /a lacks: that row stays,
    // and what /c repeats of /a (its heading, its first row) goes.
    expect(left.routes).toEqual(['GET /a']);
    expect(left.cells).toEqual(['td', 'th']);
    // Colours are kinds of their own; an empty link is not a link with text.
    expect(left.spans).toEqual(['color: red', 'color: blue']);
    expect(left.links).toBe(2);
    // The second paragraph is the first's kind in other words and goes whole.
    expect(left.paragraphs).toBe(1);
    expect(counts.after).toBeLessThan(counts.before);
  });

  it('leaves no element without a child, even when each of its children is of a kind read elsewhere', async () => {
    const {left} = await kept();
    // The third group is a kind of its own whose two children were both read under the first two.
    expect(left.groups).toEqual([1, 1, 1]);
  });

  it('keeps whole what is named by what it holds', async () => {
    const {left} = await kept();
    // The second label's text is of a kind the first holds, but it is the field's name.
    expect(left.names).toEqual(['Pick', 'Type']);
  });

  it('keeps a copy that holds one end of a reference whose other end is kept', async () => {
    const {left} = await kept();
    // The second field is the first's kind, but a label names it; the label after the third field is a copy of the
    // first label, but the field it names stays.
    expect(left.inputs).toEqual(['early', 'late', 'first']);
    expect(left.labels).toEqual(['late', 'first', 'first']);
  });
});

describe.concurrent(
  'every page, read once as a reader has it: under the Content-Security-Policy, light then dark',
  () => {
    // One load per page, served under the policy and read once everything has loaded: in the light theme first,
    // then switched to the dark one. In each theme HTML_CodeSniffer runs first, on the page as it is (every page in
    // the light theme, the API pages in the dark one too); axe then renders what content-visibility skips. The
    // diagrams' labels are checked in both themes. What the checkers read is what differs from page to page, its
    // <main>, except on the first page of each template, where they read the chrome too (navbar, sidebar, footer);
    // in <main> they read one element of each kind of markup at each place.
    // Pages are read two at a time (the browser config's maxConcurrency): each in a context of its own, so they share
    // nothing, and a page's work in the browser is mostly one thread, which leaves the second core free.
    it.for(READINGS)(
      "/docs/%s answers 200 with its title, logs no error or policy violation, and %s pass axe (target size included) and HTML_CodeSniffer in the light theme and axe on contrast in the dark one, with its diagrams' labels legible in both",
      // A safety net, never a wait: the largest page took 230 s on a busy machine before each kind was read once.
      {timeout: 360_000},
      async ([url, , scope], {expect, onTestFinished}) => {
        const violations: string[] = [];
        const {page, response, errors} = await site.open(
          url,
          {
            colorScheme: 'light',
            beforeLoad: (opened) => watchPolicy(opened, url, violations),
            onFinished: onTestFinished,
          },
          strict,
        );
        expect(response?.status()).toBe(200);
        const title = TITLES.get(url);
        if (title) {
          await expect.poll(() => page.locator('article h1, main h1').first().textContent()).toBe(title);
          await expect.poll(() => page.title()).toContain(title);
        }
        await pageSettled(page);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
        // A page read by its <main> has exactly one: nothing of its own content sits outside what is checked.
        if (scope === 'main') expect(await page.locator('main').count()).toBe(1);
        // What fetches more once a reader acts, still under the policy: a search (its results are read below), and
        // the changelog's filters (turned off again, so that every release is read).
        if (url === 'search') {
          await page.getByLabel(/Words, a PR number/).fill('wireguard');
          await page.locator('.search-results > li').first().waitFor({timeout: 10_000});
        }
        if (url === 'operators/changelog') {
          const items = () => page.locator('.release-notes .change:visible').count();
          const all = await items();
          const bugfixes = page.getByRole('checkbox', {name: 'Bugfixes'});
          await bugfixes.check();
          await expect.poll(items).toBeLessThan(all);
          await bugfixes.uncheck();
          await expect.poll(items).toBe(all);
        }
        // Each kind of markup of <main> is read once (tests/support/markupKinds.ts says why that finds what reading
        // every copy finds); the chrome around it, read on its template's page, is left whole.
        const kept = await page.evaluate(keepOneOfEachKind, 'main');
        expect(kept.after).toBeGreaterThan(0);
        const diagrams = DIAGRAM_PAGES.includes(url);
        if (diagrams) await expect.poll(() => page.locator('.diagram__svg').count()).toBeGreaterThan(0);
        expect.soft(await htmlcsErrors(page, scope, kept.removedIds), 'HTML_CodeSniffer, light').toEqual([]);
        expect.soft(await axeViolations(page, AXE_RUNS.light, scope), 'axe, light').toEqual([]);
        if (diagrams) expect.soft(await lowContrastLabels(page), 'diagram labels, light').toEqual([]);
        await switchToDark(page);
        if (API_PAGES.includes(url))
          expect.soft(await htmlcsErrors(page, scope, kept.removedIds), 'HTML_CodeSniffer, dark').toEqual([]);
        expect.soft(await axeViolations(page, AXE_RUNS.dark, scope), 'axe, dark').toEqual([]);
        if (diagrams) expect.soft(await lowContrastLabels(page), 'diagram labels, dark').toEqual([]);
        expect(violations).toEqual([]);
        expect(errors).toEqual([]);
      },
    );

    it("tells templates apart: the landing and search pages, each section's sidebar, the changelog and an API page", () => {
      const kinds = [
        '',
        'search',
        'operators/faq',
        'developers',
        'network',
        'apis/introduction',
        'operators/changelog',
      ];
      const templates = kinds.map((url) => templateOf(readFileSync(builtFile(url), 'utf8')));
      expect(new Set([...templates, templateOf(readFileSync(builtFile(API_PAGES[0]), 'utf8'))]).size).toBe(
        kinds.length + 1,
      );
      expect(TEMPLATES.size).toBeGreaterThanOrEqual(kinds.length + 1);
    });

    it('reads every page of the site map and every page with a diagram', () => {
      expect(SITE_MAP.every(([url]) => PAGES.includes(url))).toBe(true);
      expect(DIAGRAM_PAGES.every((url) => PAGES.includes(url))).toBe(true);
    });

    it('checks every API page in the dark theme', () => {
      expect(API_PAGES.length).toBe(
        SITE_MAP.filter(([, file]) => /^docs\/apis\/[^/]+\/(mainnet|sandbox)\.mdx$/.test(file)).length,
      );
      expect(API_PAGES.length).toBeGreaterThan(0);
    });
  },
);

describe('keyboard walk of the changelog', () => {
  const focusedPart = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'nothing';
      if (element.closest('.table-of-contents')) return 'toc';
      if (element.closest('.changelog-filters')) return 'filters';
      if (element.matches('details.release-archive > summary')) return 'archive';
      if (element.closest('main')) return 'main';
      return 'elsewhere';
    });
  const focusRingShows = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return false;
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
    });

  async function tabUntil(page: Page, part: string, limit: number): Promise<boolean> {
    for (let press = 0; press < limit; press += 1) {
      await page.keyboard.press('Tab');
      if ((await focusedPart(page)) === part) return true;
    }
    return false;
  }

  it('the skip link comes first and moves the focus to the content, where the filters follow', async () => {
    const {page} = await site.open('operators/changelog');
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    expect(await skip.textContent()).toMatch(/Skip to main content/i);
    expect(await skip.isVisible()).toBe(true);
    // The first Tab loads the framework. A reader takes longer to read the skip link than the framework takes to
    // run, and the skip link's move to <main> is the framework's (before it, the link leads to the content's
    // wrapper, sidebar included).
    await frameworkReady(page);
    await page.keyboard.press('Enter');
    expect(await tabUntil(page, 'filters', 15)).toBe(true);
    expect(await focusRingShows(page)).toBe(true);
    // Space toggles a section filter from the keyboard.
    expect(await tabUntil(page, 'filters', 5)).toBe(true);
  });

  it('the archive opens from the keyboard and the table of contents follows it', async () => {
    const {page} = await site.open('operators/changelog');
    const summary = page.locator('details.release-archive > summary');
    await summary.focus();
    expect(await focusedPart(page)).toBe('archive');
    expect(await focusRingShows(page)).toBe(true);
    await page.keyboard.press('Enter');
    expect(
      await page.locator('details.release-archive').evaluate((details) => (details as HTMLDetailsElement).open),
    ).toBe(true);
    await page.keyboard.press('Enter');
    expect(
      await page.locator('details.release-archive').evaluate((details) => (details as HTMLDetailsElement).open),
    ).toBe(false);
    expect(await tabUntil(page, 'toc', 20)).toBe(true);
    expect(await focusRingShows(page)).toBe(true);
    // The contents list opens with the newest year, whose marker opens its releases.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toMatch(/#releases-\d{4}$/);
  });
});
