// npm run bench: loads the changelog and three other pages of the built site
// in Debian's Chromium, cold, with the CPU slowed 4x and a 1.6 Mbit/s, 150 ms
// link, five times each; prints a table and writes bench/results.json.
// Options: --reuse (keep an existing build instead of timing a cold one),
//          --runs N (loads per page, default 5).
import {execFileSync} from 'node:child_process';
import {existsSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {serveBuild} from './server.mjs';
import {PAGES} from './pages.mjs';

const args = process.argv.slice(2);
const reuse = args.includes('--reuse');
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;

export const CONDITIONS = {cpuSlowdown: 4, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000, latencyMs: 150};

function coldBuild() {
  for (const directory of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(directory, {recursive: true, force: true});
  const start = performance.now();
  execFileSync('npx', ['docusaurus', 'build'], {stdio: ['ignore', 'ignore', 'inherit']});
  return Math.round(performance.now() - start);
}

const TYPES = {Document: 'document', Script: 'script', Stylesheet: 'style', Font: 'font'};

/** Observers installed before any script of the page: paint, layout shifts and long tasks. */
function observeVitals() {
  const vitals = {fcp: null, lcp: null, cls: 0, longTasks: []};
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
}

/** Time from a click on a section-kind filter to the next frame after the view changed. */
async function filterInteraction(page) {
  return page.evaluate(async () => {
    const box = document.querySelector('.changelog-filters input[type=checkbox][value=bugfixes]');
    const status = document.querySelector('.changelog-filters__status');
    if (!box || !status) return null;
    const before = status.textContent;
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (status.textContent !== before) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(status, {childList: true, characterData: true, subtree: true});
    });
    const start = performance.now();
    box.click();
    await changed;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  });
}

async function loadOnce(browser, url, isChangelog) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CONDITIONS.cpuSlowdown});
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONDITIONS.latencyMs,
    downloadThroughput: CONDITIONS.downloadBitsPerSecond / 8,
    uploadThroughput: CONDITIONS.uploadBitsPerSecond / 8,
  });
  const requests = new Map();
  cdp.on('Network.responseReceived', ({requestId, type}) => requests.set(requestId, {type: TYPES[type] ?? 'other', raw: 0, gzip: 0}));
  cdp.on('Network.dataReceived', ({requestId, dataLength}) => {
    const request = requests.get(requestId);
    if (request) request.raw += dataLength;
  });
  cdp.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
    const request = requests.get(requestId);
    if (request) request.gzip = encodedDataLength;
  });
  await page.addInitScript(observeVitals);
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForTimeout(3000);
  const vitals = await page.evaluate(() => window.__vitals);
  const tbt = vitals.longTasks.filter(([start]) => start >= (vitals.fcp ?? 0)).reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
  const bytes = {document: {raw: 0, gzip: 0}, script: {raw: 0, gzip: 0}, style: {raw: 0, gzip: 0}, font: {raw: 0, gzip: 0}, other: {raw: 0, gzip: 0}};
  for (const request of requests.values()) {
    bytes[request.type].raw += request.raw;
    bytes[request.type].gzip += request.gzip;
  }
  const result = {bytes, requests: requests.size, fcp: vitals.fcp, lcp: vitals.lcp, tbt, cls: vitals.cls};
  if (isChangelog) {
    result.filterInteraction = await filterInteraction(page);
    result.floor = gzipSync(await page.evaluate(() => document.querySelector('article')?.textContent ?? ''), {level: 9}).length;
  }
  await context.close();
  return result;
}

function stats(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const round = (value) => Math.round(value * 1000) / 1000;
  return {median: round(median), min: round(sorted[0]), max: round(sorted[sorted.length - 1])};
}

function summarise(samples) {
  const bytes = {};
  for (const type of ['document', 'script', 'style', 'font', 'other']) {
    bytes[type] = {raw: stats(samples.map((s) => s.bytes[type].raw)).median, gzip: stats(samples.map((s) => s.bytes[type].gzip)).median};
  }
  bytes.total = {raw: Object.values(bytes).reduce((t, b) => t + b.raw, 0), gzip: Object.values(bytes).reduce((t, b) => t + b.gzip, 0)};
  const summary = {
    bytes,
    requests: stats(samples.map((s) => s.requests)),
    fcpMs: stats(samples.map((s) => s.fcp)),
    lcpMs: stats(samples.map((s) => s.lcp)),
    totalBlockingTimeMs: stats(samples.map((s) => s.tbt)),
    cls: stats(samples.map((s) => s.cls)),
  };
  if (samples[0].floor !== undefined) {
    summary.filterInteractionMs = stats(samples.map((s) => s.filterInteraction));
    summary.floorGzipBytes = samples[0].floor;
    summary.transferredOverFloor = Math.round((bytes.total.gzip / samples[0].floor) * 100) / 100;
  }
  return summary;
}

const buildMs = reuse && existsSync('build') ? null : coldBuild();
const server = await serveBuild();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const pages = [];
try {
  for (const target of PAGES) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await loadOnce(browser, server.url + target.path, target.name === 'changelog'));
    pages.push({name: target.name, path: `/docs/${target.path}`, runs, ...summarise(samples)});
  }
} finally {
  await browser.close();
  await server.close();
}

const results = {date: new Date().toISOString(), machine: {cpus: os.cpus().length, node: process.version}, conditions: CONDITIONS, coldBuildMs: buildMs, pages};
writeFileSync(path.join('bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (s) => (s ? `${Math.round(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})` : 'n/a');
console.table(
  pages.map((p) => ({
    page: p.name,
    'transferred (gzip)': kb(p.bytes.total.gzip),
    'JS (gzip)': kb(p.bytes.script.gzip),
    'HTML (gzip)': kb(p.bytes.document.gzip),
    requests: p.requests.median,
    'FCP ms': ms(p.fcpMs),
    'LCP ms': ms(p.lcpMs),
    'TBT ms': ms(p.totalBlockingTimeMs),
    CLS: p.cls.median,
  })),
);
const changelog = pages[0];
console.log(`changelog: filter interaction ${ms(changelog.filterInteractionMs)} ms; floor ${kb(changelog.floorGzipBytes)}; transferred ÷ floor ${changelog.transferredOverFloor}`);
console.log(buildMs === null ? 'cold build: not timed (--reuse)' : `cold npm run build: ${(buildMs / 1000).toFixed(1)} s`);
