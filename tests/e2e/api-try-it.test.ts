import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {browserSuite} from '../support/suite';
import {BUILD_DIR} from '../support/server';
import {scrolledIntoViewLaidOut} from '../support/pages';
import {tryItOrigins} from '../../src/api/tryItHosts';
import {formerApiPageRedirects} from '../../src/api/formerPages';

const {open} = browserSuite();

/** The directory API's mainnet page: every route's full entry is on it. */
const API_PAGE = 'apis/validator-rest-api/mainnet';
const HEALTH = 'section:has(> h3#get-v1-api-status-health) api-try-it';
const PERFORMANCE = 'section:has(> h3#get-v1-nym-nodes-performance-node-id) api-try-it';

describe('the try-it console of an API route', () => {
  it('loads its code only when a reader opens a console, then shows status, time, headers and body of the answer', async () => {
    const {page, errors} = await open(API_PAGE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.route('https://validator.nymtech.net/**', (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '{"status":"up","uptime":42}'}),
    );
    const consoleElement = page.locator(HEALTH);
    await scrolledIntoViewLaidOut(consoleElement);
    // The element is defined and nothing of the console's code has been asked for: the page holds no form.
    await expect.poll(() => page.evaluate(() => customElements.get('api-try-it') !== undefined)).toBe(true);
    expect(scripts.filter((script) => /try-it/.test(script))).toEqual([]);
    expect(await page.locator('api-try-it form').count()).toBe(0);
    await consoleElement.locator('summary').click();
    await expect.poll(() => scripts.some((script) => /try-it/.test(script))).toBe(true);
    const send = consoleElement.getByRole('button', {name: 'Send'});
    await send.click();
    const output = consoleElement.locator('output');
    await expect.poll(() => output.textContent()).toMatch(/^200 OK in \d+ ms/);
    expect(await output.locator('.api-try-it__body').textContent()).toBe('{\n  "status": "up",\n  "uptime": 42\n}');
    expect(await output.locator('.api-try-it__headers').textContent()).toContain('content-type: application/json');
    expect(errors).toEqual([]);
  });

  it('fills path parameters into the URL, names those left empty in an alert their fields point to, and says so when no answer comes', async () => {
    const {page} = await open(API_PAGE);
    const asked: string[] = [];
    await page.route('https://validator.nymtech.net/**', (route) => {
      asked.push(route.request().url());
      return route.abort('connectionrefused');
    });
    const consoleElement = page.locator(PERFORMANCE);
    await scrolledIntoViewLaidOut(consoleElement);
    await consoleElement.locator('summary').click();
    const output = consoleElement.locator('output');
    // An empty path parameter: the console stops the request, says which field is missing in an alert the field
    // points to, marks the field and moves the focus to it. The field is found by its label.
    const nodeId = consoleElement.getByLabel(/^node_id \(path, required\)$/);
    await consoleElement.getByRole('button', {name: 'Send'}).click();
    const alert = consoleElement.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Fill in node_id first.');
    expect(await nodeId.getAttribute('aria-invalid')).toBe('true');
    expect(await nodeId.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
    expect(await nodeId.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await output.textContent()).toBe('');
    expect(asked).toEqual([]);
    await nodeId.fill('42');
    await consoleElement.getByRole('button', {name: 'Send'}).click();
    await expect.poll(() => output.textContent()).toMatch(/No answer reached the page: .*CORS/);
    expect(asked).toEqual(['https://validator.nymtech.net/api/v1/nym-nodes/performance/42?output=json']);
    expect(await consoleElement.getByRole('alert').textContent()).toBe('');
    expect(await nodeId.getAttribute('aria-invalid')).toBeNull();
  });

  it('says so, and points to the curl line, when the console’s code cannot be loaded', async () => {
    const {page} = await open(API_PAGE);
    await page.route(/\/try-it[^/]*\.js$/, (route) => route.abort('connectionrefused'));
    await expect.poll(() => page.evaluate(() => customElements.get('api-try-it') !== undefined)).toBe(true);
    const consoleElement = page.locator(HEALTH);
    await scrolledIntoViewLaidOut(consoleElement);
    await consoleElement.locator('summary').click();
    await expect
      .poll(() => consoleElement.locator('.api-try-it__error').textContent())
      .toBe('The console could not be loaded; the curl line above sends the same request.');
    expect(await consoleElement.locator('form').count()).toBe(0);
  });

  it('without JavaScript, the console is not shown nor built, and the curl line above sends the same request', async () => {
    const {page} = await open(API_PAGE, {javaScriptEnabled: false});
    const section = page.locator('section:has(> h3#get-v1-api-status-health)');
    expect(await section.locator('details.api-try-it').isVisible()).toBe(false);
    // Nothing to fill in that could not be sent.
    expect(await page.locator('api-try-it form, api-try-it input').count()).toBe(0);
    expect(await section.locator('pre').allTextContents()).toContainEqual(
      expect.stringContaining("curl 'https://validator.nymtech.net/api/v1/api-status/health"),
    );
  });

  it('may reach exactly the hosts of its consoles: the policy’s connect-src opens them and nothing else', () => {
    const headers = readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
    const connect = headers.match(/connect-src ([^;]+)/)![1].split(' ');
    expect(connect).toEqual(["'self'", ...tryItOrigins().sort()]);
    expect(tryItOrigins().sort()).toEqual([
      'https://mainnet-node-status-api.nymtech.cc',
      'https://sandbox-nym-api1.nymtech.net',
      'https://validator.nymtech.net',
    ]);
  });
});

describe('the code of an API route', () => {
  it('copies, with its Copy button, exactly the text of its block, placeholders as written', async () => {
    const {page, context} = await open(API_PAGE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('section:has(> h3#get-v1-nym-nodes-performance-node-id) .code-block').first();
    await scrolledIntoViewLaidOut(block);
    const shown = await block.locator('pre').textContent();
    expect(shown).toContain('<NODE_ID>');
    await block.getByRole('button', {name: /^Copy/}).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await expect.poll(() => block.getByRole('button', {name: /^Copy/}).textContent()).toBe('Copied');
  });
});

/** Where a reader's browser is once the page has settled on an anchor: its address and the anchor's place. */
async function landedAt(page: import('playwright-core').Page, url: RegExp, id: string): Promise<void> {
  await page.waitForURL(url);
  // At the top of the viewport, below the navbar: neither above it nor further down.
  await expect
    .poll(() => page.evaluate((anchor) => document.getElementById(anchor)?.getBoundingClientRect().top, id))
    .toSatisfy((top: number | undefined) => top !== undefined && top >= 0 && top < 200);
}

describe('a shared link to a route on its API’s page', () => {
  it('lands on the route’s full entry, by the route’s anchor or by SPEC’s name for it', async () => {
    for (const [hash, anchor] of [
      ['get-v1-nym-nodes-described', 'get-v1-nym-nodes-described'],
      ['get-health', 'get-v1-api-status-health'],
    ]) {
      const {page} = await open(`${API_PAGE}#${hash}`);
      await landedAt(page, new RegExp(`/docs/${API_PAGE}#${hash}$`), hash);
      expect(
        await page.evaluate(
          (id) => document.getElementById(id)?.closest('section.api-endpoint')?.querySelector(':scope > h3')?.id,
          hash,
        ),
      ).toBe(anchor);
    }
  });

  it('to a former page of a route group, goes on to the API page and lands on the route it named', async () => {
    const former = formerApiPageRedirects().find((redirect) => redirect.from.endsWith('/mainnet/nym-nodes-part-2'))!;
    const {page} = await open(`${former.from.slice(1)}#get-v1-nym-nodes-described`);
    await landedAt(
      page,
      /\/docs\/apis\/validator-rest-api\/mainnet#get-v1-nym-nodes-described$/,
      'get-v1-nym-nodes-described',
    );
  });

  it('to a former page without an anchor, goes on to the part of the API page that holds what it held', async () => {
    const {page} = await open('apis/node-status-api/types');
    await landedAt(page, /\/docs\/apis\/node-status-api\/mainnet#types$/, 'types');
  });

  it('without JavaScript, lands exactly on the route, and a former group page refreshes to its group’s heading', async () => {
    const {page} = await open(`${API_PAGE}#get-v1-nym-nodes-described`, {javaScriptEnabled: false});
    await landedAt(page, /#get-v1-nym-nodes-described$/, 'get-v1-nym-nodes-described');
    const former = await open('apis/validator-rest-api/mainnet/ecash-part-2', {javaScriptEnabled: false, width: 375});
    await landedAt(former.page, /\/docs\/apis\/validator-rest-api\/mainnet#group-ecash$/, 'group-ecash');
  });
});

describe('an API page reached by a client-side navigation', () => {
  it('says so, with a link to the page, when its routes cannot be fetched', async () => {
    const {page} = await open('apis/introduction');
    await page.route('**/docs/apis/validator-rest-api/mainnet', (route) =>
      route.request().resourceType() === 'fetch' ? route.abort('connectionrefused') : route.continue(),
    );
    await page.locator('article a[href="/docs/apis/validator-rest-api/mainnet"]').first().click();
    await page.waitForURL(/\/docs\/apis\/validator-rest-api\/mainnet$/);
    const failed = page.locator('.static-island__failed[role="alert"]');
    await expect
      .poll(() => failed.textContent())
      .toMatch(/^The routes of this page could not be loaded here \(.+\)\. Open this page/);
    expect(await failed.locator('a').getAttribute('href')).toBe('/docs/apis/validator-rest-api/mainnet');
    expect(await page.locator('.api-index__entry').count()).toBe(0);
  });
});
