// npm run bench:interactions: how long a reader waits for the page to answer, at 4x CPU on a 375 px phone. For the
// menu (a tap on the navbar's toggle), a filter (a word typed into the changelog's quick filter, or the navbar's
// search box) and the theme switch, on a page of each kind, it measures each interaction the way the browser's
// Event Timing API reports it to the page: from the input to the next frame painted after its handlers ran (what
// Interaction to Next Paint is made of). Each is measured on the page's first interaction (on the changelog and the
// API pages, the one that loads the framework) and again once the framework runs. Writes bench/interactions.json.
// Options: --runs N (loads per page and interaction, default 3), after npm run build.
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {serveBuild} from './server.mjs';
import {PAGES} from './pages.mjs';
import {stats} from './summary.mjs';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../scripts/chromium.mjs';

const RESULTS = 'bench/interactions.json';
/** The most an interaction may take to its next paint, as the issue states it (and "good" INP is 200 ms). */
const BUDGET_MS = 200;

/** The bench's pages (pages.mjs) whose interactions are measured, with the filter each offers. */
const QUICK_FILTER = (page) => page.getByRole('searchbox', {name: 'Quick filter'});
const MEASURED = PAGES.filter(({name}) => ['changelog', 'nodes page', 'nym-api page'].includes(name)).map((target) =>
  target.name === 'changelog' ? {...target, filter: QUICK_FILTER} : target,
);
const SEARCH_BOX = '.navbar-search input[type="search"]';

/**
 * Installed before any script of the page: every interaction the Event Timing API reports (one entry per input
 * event of it), kept by interaction, with the longest entry's duration, as the browser computes INP.
 */
function observeInteractions() {
  const interactions = new Map();
  window.__interactions = interactions;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
  // The first press on the menu's toggle, and the first frame after the menu shows.
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.target.closest?.('.navbar__toggle')) window.__menuPressedAt ??= event.timeStamp;
    },
    {capture: true},
  );
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.navbar.navbar-sidebar--show')) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.__menuOpenedAt = performance.now()));
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ['class']});
}

/** Interactions of the page so far, longest first, once two frames have passed (entries arrive after the paint). */
async function interactionsSoFar(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Event Timing reports an interaction's entries once its frame is painted; one more task lets the observer run.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return page.evaluate(() => [...window.__interactions.values()]);
}

/** The longest interaction that started with the action, in ms (16 ms, the API's floor, when none was reported). */
async function measured(page, act) {
  const before = await interactionsSoFar(page);
  await act();
  const after = await interactionsSoFar(page);
  const added = after.slice(before.length);
  return added.length === 0 ? 16 : Math.max(...added);
}

/** One load of a page at 4x CPU and 375 px; each interaction once before and once after the framework runs. */
async function loadOnce(browser, url, target) {
  const context = await browser.newContext({viewport: {width: 375, height: 800}, hasTouch: true, isMobile: true});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.addInitScript(observeInteractions);
  await page.goto(url, {waitUntil: 'load'});
  const result = {};
  const toggle = page.locator('.navbar__toggle');
  const sidebarOpen = page.locator('.navbar.navbar-sidebar--show');
  result.menuFirst = await measured(page, async () => {
    await toggle.tap();
    await sidebarOpen.waitFor({timeout: 60_000});
  });
  // Besides its next paint, the first tap's wait for the menu itself: on a page still starting, the press is held
  // (and shown) until the framework runs, then made.
  result.menuFirstOpen = await (
    await page.waitForFunction(() => window.__menuOpenedAt && window.__menuOpenedAt - window.__menuPressedAt)
  ).jsonValue();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {
    timeout: 60_000,
  });
  await page.locator('.navbar-sidebar__close').tap();
  await sidebarOpen.waitFor({state: 'detached', timeout: 60_000});
  result.menu = await measured(page, async () => {
    await toggle.tap();
    await sidebarOpen.waitFor({timeout: 60_000});
  });
  await page.locator('.navbar-sidebar__close').tap();
  await sidebarOpen.waitFor({state: 'detached', timeout: 60_000});
  // The filter: one key, in a field that already has the focus (the first key of a word).
  const filter = target.filter ? target.filter(page) : page.locator(SEARCH_BOX).first();
  await filter.focus();
  result.filter = await measured(page, () => filter.press('w'));
  // The theme switch: on a phone it sits in the menu's panel.
  await toggle.tap();
  await sidebarOpen.waitFor({timeout: 60_000});
  const themeSwitch = page.locator('.navbar-sidebar button[class*="toggleButton"]').first();
  // The switch goes from the system's choice to light, then dark: the answer is the switch's new state.
  const state = await themeSwitch.getAttribute('aria-label');
  result.theme = await measured(page, async () => {
    await themeSwitch.tap();
    await page.waitForFunction(
      (before) =>
        document.querySelector('.navbar-sidebar button[class*="toggleButton"]')?.getAttribute('aria-label') !== before,
      state,
    );
  });
  await context.close();
  return result;
}

async function main(args) {
  const runs = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 3) || 3;
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  const server = await serveBuild({root: path.resolve('build')});
  const pages = [];
  try {
    for (const target of MEASURED) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        process.stderr.write(`${target.name}: run ${run + 1} of ${runs}\n`);
        samples.push(await loadOnce(browser, server.url + target.path, target));
      }
      const figures = Object.fromEntries(
        Object.keys(samples[0]).map((name) => [name, stats(samples.map((sample) => sample[name]))]),
      );
      pages.push({name: target.name, path: `/docs/${target.path}`, runs, interactionsMs: figures});
    }
  } finally {
    await server.close();
    await browser.close();
  }
  writeFileSync(RESULTS, `${JSON.stringify({budgetMs: BUDGET_MS, cpuSlowdown: 4, width: 375, pages}, null, 2)}\n`);
  console.table(
    pages.flatMap(({name, interactionsMs}) =>
      Object.entries(interactionsMs).map(([interaction, {median, max}]) => ({
        page: name,
        interaction: LABELS[interaction],
        'median ms': Math.round(median),
        'max ms': Math.round(max),
        [`within ${BUDGET_MS} ms`]: interaction in LABELS_OF_WAITS ? '' : max <= BUDGET_MS ? 'yes' : 'no',
      })),
    ),
  );
  console.log(`written to ${RESULTS}`);
}

const LABELS = {
  menuFirst: 'menu, first tap',
  menuFirstOpen: 'menu, first tap: until open',
  menu: 'menu',
  filter: 'filter, one key',
  theme: 'theme switch',
};

/** Waits the bench reports beside the interactions, which the budget (input to next paint) does not apply to. */
const LABELS_OF_WAITS = {menuFirstOpen: true};

await main(process.argv.slice(2));
