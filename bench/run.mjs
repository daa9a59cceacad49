// npm run bench: loads the changelog and the other pages of bench/pages.mjs from the built site
// in Debian's Chromium, cold, with the CPU slowed 4x, on two networks (NETWORKS:
// a 1.6 Mbit/s, 150 ms link, and a fast one with no throttling), five times
// each; prints a table and writes bench/results.json.
// Options: --reuse (keep an existing build instead of timing a cold one),
//          --runs N (loads per page, default 5),
//          --only NAME (one page of bench/pages.mjs, e.g. changelog),
//          --scale N (N ≥ 2: then also measures every page of a site whose
//          changelog carries N times the real releases: synthetic copies,
//          bench/syntheticReleases.mjs, built in a temporary copy of the site,
//          bench/scaledSite.mjs, which is removed afterwards).
//
// Per page and network: the transfer of the first view (responses to requests
// sent before the page's load event) and after load (requested later, without
// any action of a reader, while the page sits for 3 s and until the network is
// quiet), by type; the floor (gzip -9 of the page's own text at the load event)
// and first view ÷ floor; the elements in the document at the load event; FCP,
// LCP, total blocking time from navigation to settled (long tasks from the
// start of navigation to load + 3 s, network quiet), split at the load event,
// with the longest task after load, and from FCP to settled (Lighthouse's
// window: bench/blockingTime.mjs); CLS and the number of requests. On the
// changelog, also a reader's reach for the older releases (scrolling to the
// first short entry until every older release is in: bytes, total blocking
// time and the longest task), then the time from a click on the bugfixes
// filter to the next frame.
import {execFileSync} from 'node:child_process';
import {existsSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {blockingTime} from './blockingTime.mjs';
import {serveBuild} from './server.mjs';
import {PAGES} from './pages.mjs';
import {buildSite, prepareScaledSite} from './scaledSite.mjs';
import {readReleaseFiles} from './syntheticReleases.mjs';
import {TYPE_NAMES, summarise} from './summary.mjs';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../scripts/chromium.mjs';

export const CONDITIONS = {
  cpuSlowdown: 4,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  latencyMs: 150,
};

/**
 * The networks each page is loaded on: a slow mobile-like link (CONDITIONS), where the page arrives a
 * piece at a time, and a fast one with no throttling (an operator on a desktop connection), where the
 * whole page arrives at once and the browser's work comes in fewer, longer tasks.
 */
export const NETWORKS = {
  throttled: {
    latency: CONDITIONS.latencyMs,
    downloadThroughput: CONDITIONS.downloadBitsPerSecond / 8,
    uploadThroughput: CONDITIONS.uploadBitsPerSecond / 8,
  },
  fast: null,
};

/**
 * Targets for the changelog, reported (not asserted): first view ÷ floor, and median TBT at 1× and at the larger scale
 * (stated for 4×).
 */
export const TARGETS = {firstViewOverFloor: 3, totalBlockingTimeMs: {base: 150, scaled: 200}};

/** How long the page sits after its load event: long tasks in this window count toward TBT. */
const SETTLE_MS = 3000;

function coldBuild() {
  for (const directory of ['build', '.docusaurus', 'node_modules/.cache'])
    rmSync(directory, {recursive: true, force: true});
  const start = performance.now();
  execFileSync('npx', ['docusaurus', 'build'], {stdio: ['ignore', 'ignore', 'inherit']});
  return Math.round(performance.now() - start);
}

const TYPES = {Document: 'document', Script: 'script', Stylesheet: 'style', Font: 'font'};

/**
 * Installed before any script of the page: paint, layout shifts and long
 * tasks, and what the page holds at its load event (before anything it
 * fetches later arrives).
 */
function observeVitals() {
  const vitals = {fcp: null, lcp: null, cls: 0, longTasks: [], loadAt: null, elements: null, ownText: null};
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({type: 'paint', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({type: 'layout-shift', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({type: 'longtask', buffered: true});
  window.addEventListener('load', () => {
    vitals.loadAt = performance.now();
    vitals.elements = document.getElementsByTagName('*').length;
    // The page's own text, what the floor is made of: on a docs page the
    // rendered Markdown (.theme-doc-markdown: title, prose and, on the
    // changelog, every release the page holds at load). Not the doc's
    // <article>, which adds breadcrumbs, the folded table of contents and the
    // previous/next links, and not the releases' own <article>s, each one
    // release. Pages without doc Markdown (the landing page) fall back to
    // their article or their <main>; navbar, sidebar and footer never count.
    const own =
      document.querySelector('.theme-doc-markdown') ??
      document.querySelector('main article, article') ??
      document.querySelector('main') ??
      document.body;
    vitals.ownText = own?.textContent ?? '';
  });
}

/**
 * Time from a click on a section-kind filter to the next frame after the view
 * changed. The filters load their code when the reader reaches for them
 * (pointer over them, focus in them): that is done first, and the click is
 * timed once the box is enabled and the network is quiet again.
 */
async function filterInteraction(page, networkQuiet) {
  // The pointer moves over the box, as a reader's does: that loads the framework, and the filters,
  // still under the pointer when they run, fetch their index.
  const box = page.locator('.changelog-filters input[type=checkbox][value=bugfixes]');
  if ((await box.count()) === 0) return null;
  await box.hover({force: true});
  const ready = await page.evaluate(async (timeoutMs) => {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      const box = document.querySelector('.changelog-filters input[type=checkbox][value=bugfixes]');
      // Enabled as the reader sees it: the filters sit in a fieldset that is disabled until they run.
      if (box?.matches(':enabled')) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }, 15_000);
  if (!ready) return null;
  await networkQuiet();
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const box = document.querySelector('.changelog-filters input[type=checkbox][value=bugfixes]');
    const status = document.querySelector('.changelog-filters__status');
    if (!box || !status) return null;
    const before = status.textContent;
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        // The count is announced once the page shows the filtered view.
        if (status.textContent !== before && status.textContent.startsWith('Showing')) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(status, {childList: true, characterData: true, subtree: true});
    });
    const start = performance.now();
    box.click();
    // A view that never changes is reported as no figure rather than waited on for ever.
    const outcome = await Promise.race([
      changed.then(() => 'changed'),
      new Promise((resolve) => setTimeout(() => resolve('timeout'), 30_000)),
    ]);
    if (outcome === 'timeout') return null;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  });
}

/**
 * A reader's reach for the changelog's older releases: the first short entry scrolled into view, then
 * timed until every older release is in and the list is no longer busy. Reports the gzip bytes fetched,
 * the total blocking time and the longest task in that time.
 */
async function olderReleasesReach(page, cdp, requests, networkQuiet) {
  const before = new Set(requests.keys());
  const started = await page.evaluate(() => {
    const first = document.querySelector('article.release--stub');
    if (!first) return null;
    const at = performance.now();
    first.scrollIntoView();
    return at;
  });
  if (started === null) return null;
  await page.waitForFunction(
    () => !document.querySelector('article.release--stub') && !document.querySelector('[aria-busy="true"]'),
    undefined,
    {timeout: 60_000, polling: 100},
  );
  const ended = await page.evaluate(() => performance.now());
  await networkQuiet();
  const tasks = (await page.evaluate(() => window.__vitals.longTasks)).filter(
    ([start]) => start >= started && start <= ended,
  );
  let gzip = 0;
  for (const [id, request] of requests) if (!before.has(id)) gzip += request.gzip;
  return {
    ms: ended - started,
    gzip,
    tbt: blockingTime(tasks),
    longestTask: tasks.reduce((longest, [, duration]) => Math.max(longest, duration), 0),
  };
}

function emptyBytes() {
  return Object.fromEntries(TYPE_NAMES.map((type) => [type, {raw: 0, gzip: 0}]));
}

export async function loadOnce(browser, url, isChangelog, network = 'throttled') {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CONDITIONS.cpuSlowdown});
  if (NETWORKS[network]) await cdp.send('Network.emulateNetworkConditions', {offline: false, ...NETWORKS[network]});
  // Request and load-event times are both the browser's monotonic clock.
  let loadEventAt = null;
  cdp.on('Page.loadEventFired', ({timestamp}) => {
    loadEventAt ??= timestamp;
  });
  const requests = new Map();
  const inFlight = new Set();
  let lastActivity = performance.now();
  cdp.on('Network.requestWillBeSent', ({requestId, timestamp}) => {
    if (!requests.has(requestId)) requests.set(requestId, {sentAt: timestamp, type: null, raw: 0, gzip: 0});
    inFlight.add(requestId);
    lastActivity = performance.now();
  });
  cdp.on('Network.responseReceived', ({requestId, type}) => {
    const request = requests.get(requestId);
    if (request) request.type = TYPES[type] ?? 'other';
  });
  cdp.on('Network.dataReceived', ({requestId, dataLength}) => {
    const request = requests.get(requestId);
    if (request) request.raw += dataLength;
  });
  const done = ({requestId}) => {
    inFlight.delete(requestId);
    lastActivity = performance.now();
  };
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.gzip = event.encodedDataLength;
    done(event);
  });
  cdp.on('Network.loadingFailed', done);
  /** Waits until no request has been under way for half a second (at most 30 s). */
  const networkQuiet = async () => {
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline && (inFlight.size > 0 || performance.now() - lastActivity < 500))
      await page.waitForTimeout(100);
  };

  await page.addInitScript(observeVitals);
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForTimeout(SETTLE_MS);
  // What the page fetches by itself after load is counted once it has arrived.
  await networkQuiet();
  const vitals = await page.evaluate(() => window.__vitals);
  const settledAt = await page.evaluate(() => performance.now());
  const loadAt = vitals.loadAt ?? Infinity;
  // Long tasks from navigation to settled: before the load event, and after it (what the page does by itself).
  const counted = vitals.longTasks.filter(([start]) => start <= settledAt);
  const blocking = (tasks) => blockingTime(tasks, 0, settledAt);
  const beforeLoad = counted.filter(([start]) => start < loadAt);
  const afterLoad = counted.filter(([start]) => start >= loadAt);
  const bytes = {firstView: emptyBytes(), afterLoad: emptyBytes()};
  const requestCounts = {firstView: 0, afterLoad: 0};
  for (const request of requests.values()) {
    if (request.type === null) continue; // no response (failed or cancelled)
    const part = loadEventAt !== null && request.sentAt >= loadEventAt ? 'afterLoad' : 'firstView';
    bytes[part][request.type].raw += request.raw;
    bytes[part][request.type].gzip += request.gzip;
    requestCounts[part] += 1;
  }
  const result = {
    bytes,
    requests: requestCounts,
    floor: gzipSync(vitals.ownText ?? '', {level: 9}).length,
    elements: vitals.elements,
    fcp: vitals.fcp,
    lcp: vitals.lcp,
    tbt: blocking(counted),
    tbtFromFcp: vitals.fcp === null ? null : blockingTime(counted, vitals.fcp, settledAt),
    tbtBeforeLoad: blocking(beforeLoad),
    tbtAfterLoad: blocking(afterLoad),
    longestTaskBeforeLoad: beforeLoad.reduce((longest, [, duration]) => Math.max(longest, duration), 0),
    longestTaskAfterLoad: afterLoad.reduce((longest, [, duration]) => Math.max(longest, duration), 0),
    cls: vitals.cls,
  };
  if (isChangelog) {
    result.olderReleasesReach = await olderReleasesReach(page, cdp, requests, networkQuiet);
    result.filterInteraction = await filterInteraction(page, networkQuiet);
  }
  await context.close();
  return result;
}

/** Every page of the build in `root` on each network, `runs` loads each. */
export async function measure(browser, root, runs, only) {
  const server = await serveBuild({root});
  const pages = [];
  try {
    for (const target of PAGES.filter(({name}) => !only || name === only)) {
      for (const network of Object.keys(NETWORKS)) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          process.stderr.write(`${path.basename(root)}: ${target.name} (${network}), run ${run + 1} of ${runs}\n`);
          samples.push(await loadOnce(browser, server.url + target.path, target.name === 'changelog', network));
        }
        pages.push({name: target.name, network, path: `/docs/${target.path}`, runs, ...summarise(samples)});
      }
    }
  } finally {
    await server.close();
  }
  return pages;
}

async function main(args) {
  const optionValue = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const reuse = args.includes('--reuse');
  const runs = Number(optionValue('--runs')) || 5;
  const only = optionValue('--only');
  const scale = optionValue('--scale') === undefined ? null : Number(optionValue('--scale'));
  if (scale !== null && !(Number.isInteger(scale) && scale >= 2)) {
    console.error(
      `--scale takes a whole number of at least 2 (the changelog at N times its releases), got ${optionValue('--scale')}`,
    );
    process.exit(2);
  }

  const realReleases = readReleaseFiles('releases').length;
  const coldBuildMs = reuse && existsSync('build') ? null : coldBuild();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const scales = [];
  try {
    scales.push({
      scale: 1,
      releases: realReleases,
      buildMs: coldBuildMs,
      pages: await measure(browser, path.resolve('build'), runs, only),
    });
    if (scale !== null) {
      const site = prepareScaledSite({siteDir: process.cwd(), scale});
      try {
        console.error(
          `Building the site with ${realReleases + site.added.length} releases (${site.added.length} synthetic) in a temporary copy…`,
        );
        const buildMs = buildSite(site.dir);
        scales.push({
          scale,
          releases: realReleases + site.added.length,
          buildMs,
          pages: await measure(browser, path.join(site.dir, 'build'), runs, only),
        });
      } finally {
        site.remove();
      }
    }
  } finally {
    await browser.close();
  }

  const results = {
    date: new Date().toISOString(),
    machine: {cpus: os.cpus().length, node: process.version},
    conditions: CONDITIONS,
    networks: NETWORKS,
    targets: TARGETS,
    coldBuildMs,
    scales,
  };
  writeFileSync(path.join('bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (s) => (s ? `${Math.round(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})` : 'n/a');
  console.table(
    scales.flatMap(({scale: factor, pages}) =>
      pages.map((p) => ({
        page: p.name,
        network: p.network,
        scale: `${factor}×`,
        'first view (gzip)': kb(p.bytes.firstView.total.gzip),
        'after load': kb(p.bytes.afterLoad.total.gzip),
        JS: kb(p.bytes.firstView.script.gzip),
        HTML: kb(p.bytes.firstView.document.gzip),
        floor: kb(p.floorGzipBytes),
        ratio: p.firstViewOverFloor ?? 'n/a',
        elements: p.elementsAtLoad?.median ?? 'n/a',
        'FCP ms': ms(p.fcpMs),
        'LCP ms': ms(p.lcpMs),
        'TBT ms': ms(p.totalBlockingTimeMs),
        'TBT from FCP': ms(p.totalBlockingTimeFromFcpMs),
        'TBT before load': ms(p.totalBlockingTimeBeforeLoadMs),
        'TBT after load': ms(p.totalBlockingTimeAfterLoadMs),
        'longest task after load': ms(p.longestTaskAfterLoadMs),
        CLS: p.cls?.median ?? 'n/a',
      })),
    ),
  );
  console.log(
    'first view, JS and HTML: gzip bytes of requests sent before the load event; after load: those sent later. Ratio: first view ÷ floor.',
  );
  for (const {scale: factor, pages} of scales) {
    for (const changelog of pages.filter((p) => p.name === 'changelog')) {
      const tbtTarget = factor === 1 ? TARGETS.totalBlockingTimeMs.base : TARGETS.totalBlockingTimeMs.scaled;
      const verdict = (ok) => (ok ? 'met' : 'not met');
      const tbt = changelog.totalBlockingTimeMs?.median;
      console.log(
        `changelog ${factor}× (${changelog.network}): filter interaction ${ms(changelog.filterInteractionMs)} ms; ` +
          `first view ÷ floor ${changelog.firstViewOverFloor} (target ≤ ${TARGETS.firstViewOverFloor}: ${verdict(changelog.firstViewOverFloor !== null && changelog.firstViewOverFloor <= TARGETS.firstViewOverFloor)}); ` +
          `TBT median ${tbt === undefined ? 'n/a' : Math.round(tbt)} ms (target ≤ ${tbtTarget}${factor === 1 ? '' : ' at 4×'}: ${verdict(tbt !== undefined && tbt <= tbtTarget)}); ` +
          `longest task after load ${ms(changelog.longestTaskAfterLoadMs)} ms (target ≤ 50: ${verdict((changelog.longestTaskAfterLoadMs?.max ?? 0) <= 50)}); ` +
          `after load ${kb(changelog.bytes.afterLoad.total.gzip)} without a reader's action; ` +
          `reach for the older releases: ${ms(changelog.olderReleasesReach?.ms)} ms until all in, ` +
          `${kb(changelog.olderReleasesReach?.gzipBytes?.median ?? 0)}, TBT ${ms(changelog.olderReleasesReach?.totalBlockingTimeMs)} ms, ` +
          `longest task ${ms(changelog.olderReleasesReach?.longestTaskMs)} ms`,
      );
    }
  }
  console.log(
    coldBuildMs === null
      ? 'cold build: not timed (--reuse)'
      : `cold npm run build: ${(coldBuildMs / 1000).toFixed(1)} s`,
  );
  for (const {scale: factor, releases, buildMs} of scales.slice(1))
    console.log(`build at ${factor}× (${releases} releases, temporary copy): ${(buildMs / 1000).toFixed(1)} s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await main(process.argv.slice(2));
