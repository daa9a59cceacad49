// npm run bench:workarounds: what each override of the framework or the browser that the site keeps saves its
// readers. For each one it makes the site without it (a copy of build/ with the pages rewritten as the framework
// or the browser would have them, or a build of a copy of the site without the override), loads the pages it
// touches in both, turn about, with the CPU slowed 4x on the bench's two networks (bench/run.mjs), and prints
// the figures side by side. Writes bench/workarounds.json.
// Options: --runs N (loads per page, network and site, default 3), --only ID (one workaround).
//
// This file is the list of the workarounds: each entry says where the override lives and why the framework or
// the browser leaves no other way. An override that no longer earns its place is removed from the code and from
// this list together.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {chromium} from 'playwright-core';
import {NETWORKS, loadOnce} from './run.mjs';
import {summarise} from './summary.mjs';
import {PAGES} from './pages.mjs';
import {serveBuild} from './server.mjs';
import {buildSite, prepareScaledSite} from './scaledSite.mjs';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../scripts/chromium.mjs';

const BUILD = path.resolve('build');
const RESULTS = 'bench/workarounds.json';

/** The framework's scripts back in the page's head, as it writes them on every other page. */
function frameworkAtLoad(html) {
  const loader = /<framework-loader\b[^>]*\bdata-framework="([^"]+)"[^>]*><\/framework-loader>/.exec(html);
  if (!loader) return html;
  const scripts = loader[1]
    .split(' ')
    .map((source) => `<script src=${source} defer></script>`)
    .join('');
  return html.replace(loader[0], '').replace('</head>', `${scripts}</head>`);
}

/** The site's stylesheet in place of the page's own. */
function siteStylesheet(html) {
  const site = /\bdata-stylesheet="([^"]+)"/.exec(html)?.[1];
  if (!site) return html;
  return html.replace(/<link rel=stylesheet href=("?)(\/docs\/assets\/css\/[^\s">]+)\1/, (link, quote, href) =>
    href === site ? link : `<link rel=stylesheet href=${quote}${site}${quote}`,
  );
}

const CHANGELOG = 'operators/changelog.html';
const API_PAGE = 'apis/validator-rest-api/mainnet.html';

/**
 * The overrides the site keeps. `undo` rewrites built pages (file → edit); `build` edits a copy of the site's
 * sources before building it. `pages` are names of bench/pages.mjs; `figures` the measures that show the cost.
 */
export const WORKAROUNDS = [
  {
    id: 'framework-on-reach',
    guard:
      'build.ts fails the build when a page no longer has the shape it rewrites; tests/e2e/changelog-first-view.test.ts and api-first-view.test.ts find no framework script at load',
    where:
      'src/features/frameworkOnReach/ (build.ts, client/frameworkLoader.ts, client/themeToggle.ts); the site script bundled on its own by src/plugins/site-script.ts',
    what: 'The changelog and the API pages load no framework script at load; a <framework-loader> loads it when the reader reaches for a control, runs the theme switch until then, and keeps presses of its buttons. The site script that holds it is a second, small bundle, so that it needs none of the framework’s runtime.',
    why: 'Docusaurus gives every page the same scripts and has no per-page option to defer them; the first-view script cannot be one of its entries without its runtime chunk.',
    undo: {[CHANGELOG]: frameworkAtLoad, [API_PAGE]: frameworkAtLoad},
    pages: ['changelog', 'nym-api page'],
    figures: ['firstView.total', 'firstView.script', 'lcpMs', 'totalBlockingTimeMs'],
  },
  {
    id: 'own-stylesheet',
    guard:
      'the build fails when the stylesheet link is missing or the result empty; the first-view browser tests compare every element’s computed style under both stylesheets',
    where: 'src/features/frameworkOnReach/stylesheet.ts',
    what: "The changelog and the API pages link a stylesheet of the site's rules their markup can use (PurgeCSS); the site's comes with the framework.",
    why: 'Docusaurus builds one stylesheet for the whole site, with no per-page split.',
    undo: {[CHANGELOG]: siteStylesheet, [API_PAGE]: siteStylesheet},
    pages: ['changelog', 'nym-api page'],
    figures: ['firstView.style', 'fcpMs', 'lcpMs'],
  },
  {
    id: 'parser-yield-points',
    guard: 'tests/e2e/api-first-view.test.ts: no piece of the nym-api page’s parse takes a quarter of it',
    where: 'src/components/api/ParserYieldPoint.tsx',
    what: "An empty <script> after each API route, where Chromium's parser stops and lets input through.",
    why: 'No feature of the platform asks a parser to yield.',
    undo: {[API_PAGE]: (html) => html.replaceAll('<script></script>', '')},
    pages: ['nym-api page'],
    figures: ['longestTaskBeforeLoadMs', 'totalBlockingTimeBeforeLoadMs', 'totalBlockingTimeMs'],
  },
  {
    id: 'estimated-heights',
    guard:
      'tests/e2e/site.test.ts: the places held stay within a factor of two, and the last release above the archive holds at least its real height',
    where: 'src/features/changelog/components/ReleaseEntry.tsx (--release-kchars), ReleaseNotes.css',
    what: "A release not laid out yet (content-visibility) holds a height estimated from its text's length, on the generous side.",
    why: 'The browser gives an unrendered box one size unless told one per box.',
    undo: {[CHANGELOG]: (html) => html.replace(/ style="?--release-kchars:[\d.]+"?/g, '')},
    probe: 'heights',
  },
  {
    id: 'lean-client',
    guard:
      'tests/build/framework-overrides.test.ts finds no Prism in any built script; tests/e2e/site.test.ts finds no prefetch of a merely linked route',
    where: 'src/plugins/lean-client.ts, src/client/routePreloading.ts, src/client/noPrism.ts',
    what: 'Route code preloaded on hover or touch only, not for every link on screen; no Prism in the bundle.',
    why: 'The framework prefetches every visible route and bundles Prism, with no option to turn either off.',
    build: (config) => config.replace(/^\s*'\.\/src\/plugins\/lean-client\.ts',\n/m, ''),
    pages: ['nodes page'],
    figures: ['firstView.script', 'afterLoad.total', 'totalBlockingTimeAfterLoadMs'],
  },
  {
    id: 'static-island',
    guard:
      'tests/e2e/site.test.ts: the release bodies ship as HTML only, kept after hydration and brought back after a client-side navigation',
    where:
      'src/components/StaticIsland.tsx, src/features/changelog/components/ReleaseNotes.client.tsx, mdxCrossCompilerCache: false in docusaurus.config.ts',
    what: 'The release bodies are rendered at build time only: the framework keeps their HTML and never hydrates them. They are compiled for the server bundle only, so the cross-compiler cache, which would wait for a browser compilation, is off.',
    why: 'Docusaurus has no way to mark part of a page as rendered on the server only.',
    probe: 'island',
  },
];

/** A copy of the build sharing every file with it (hard links) but the pages the workaround's undo rewrites. */
function buildWithout(workaround) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `nym-docs-without-${workaround.id}-`));
  execFileSync('cp', ['-al', `${BUILD}/.`, dir]);
  for (const [file, edit] of Object.entries(workaround.undo)) {
    const target = path.join(dir, file);
    const html = readFileSync(target, 'utf8');
    const undone = edit(html);
    if (undone === html) throw new Error(`${file}: nothing to undo for ${workaround.id}; the build no longer has it`);
    unlinkSync(target);
    writeFileSync(target, undone);
  }
  return {dir, remove: () => rmSync(dir, {recursive: true, force: true})};
}

/** A build of a copy of the site whose config the workaround's `build` edits. */
function builtWithout(workaround) {
  const site = prepareScaledSite({scale: 1});
  const config = path.join(site.dir, 'docusaurus.config.ts');
  const source = readFileSync(config, 'utf8');
  const edited = workaround.build(source);
  if (edited === source) {
    site.remove();
    throw new Error(`docusaurus.config.ts: nothing to undo for ${workaround.id}`);
  }
  writeFileSync(config, edited);
  console.error(`Building the site without ${workaround.id} in a temporary copy…`);
  buildSite(site.dir);
  return {dir: path.join(site.dir, 'build'), remove: site.remove};
}

const at = (summary, figure) => {
  const [part, type] = figure.split('.');
  if (type) return summary.bytes[part][type].gzip;
  return summary[figure]?.median ?? null;
};

/** Each page on each network, `runs` loads per site, with and without, turn about. */
async function compare(browser, workaround, without, runs) {
  const [kept, undone] = [await serveBuild({root: BUILD}), await serveBuild({root: without})];
  const rows = [];
  try {
    for (const target of PAGES.filter(({name}) => workaround.pages.includes(name))) {
      for (const network of Object.keys(NETWORKS)) {
        const samples = {with: [], without: []};
        for (let run = 0; run < runs; run += 1) {
          process.stderr.write(`${workaround.id}: ${target.name} (${network}), run ${run + 1} of ${runs}\n`);
          const changelog = target.name === 'changelog';
          samples.with.push(await loadOnce(browser, kept.url + target.path, changelog, network));
          samples.without.push(await loadOnce(browser, undone.url + target.path, changelog, network));
        }
        const [withIt, withoutIt] = [summarise(samples.with), summarise(samples.without)];
        for (const figure of workaround.figures)
          rows.push({page: target.name, network, figure, with: at(withIt, figure), without: at(withoutIt, figure)});
      }
    }
  } finally {
    await kept.close();
    await undone.close();
  }
  return rows;
}

/**
 * What the changelog's places held before layout miss, once the older releases are in: each release's held height
 * against its laid-out one.
 */
async function heightMisses(browser, root, width) {
  const server = await serveBuild({root});
  const context = await browser.newContext({viewport: {width, height: 800}});
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}operators/changelog`, {waitUntil: 'load'});
    await page.evaluate(() => document.querySelector('.release--stub')?.scrollIntoView());
    await page.waitForFunction(() => !document.querySelector('.release--stub'), undefined, {timeout: 60_000});
    await page.evaluate(() => window.scrollTo(0, 0));
    return await page.evaluate(async () => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await frames();
      const releases = [...document.querySelectorAll('.release-notes article.release:not(.release-archive *)')].slice(
        1,
      );
      const held = releases.map((release) => release.getBoundingClientRect().height);
      for (const release of releases) release.style.setProperty('content-visibility', 'visible');
      const laidOut = releases.map((release) => release.getBoundingClientRect().height);
      const misses = laidOut.map((height, index) => Math.abs(height - held[index]));
      return {
        releases: releases.length,
        meanMissPx: Math.round(misses.reduce((sum, miss) => sum + miss, 0) / releases.length),
      };
    });
  } finally {
    await context.close();
    await server.close();
  }
}

/** What the framework would render and hydrate again in the browser without the island: the bodies' markup. */
function islandFigures() {
  const $ = load(readFileSync(path.join(BUILD, CHANGELOG), 'utf8'));
  const bodies = $('.release-notes article.release');
  const markup = bodies
    .map((_, body) => $.html(body))
    .get()
    .join('');
  return [
    {
      page: 'changelog',
      figure: 'elements in the first view’s release bodies',
      with: 0,
      without: bodies.find('*').length,
    },
    {
      page: 'changelog',
      figure: 'their markup, gzip (a floor for the code that would draw them)',
      with: 0,
      without: gzipSync(markup, {level: 9}).length,
    },
  ];
}

async function main(args) {
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const runs = Number(option('--runs')) || 3;
  const only = option('--only');
  const chosen = WORKAROUNDS.filter(({id}) => !only || id === only);
  if (chosen.length === 0) throw new Error(`--only takes one of: ${WORKAROUNDS.map(({id}) => id).join(', ')}`);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  const results = [];
  try {
    for (const workaround of chosen) {
      let rows;
      if (workaround.probe === 'island') rows = islandFigures();
      else {
        const without = workaround.build ? builtWithout(workaround) : buildWithout(workaround);
        try {
          if (workaround.probe === 'heights') {
            rows = [];
            for (const width of [375, 1280]) {
              const [withIt, withoutIt] = [
                await heightMisses(browser, BUILD, width),
                await heightMisses(browser, without.dir, width),
              ];
              for (const figure of ['meanMissPx'])
                rows.push({
                  page: `changelog at ${width} px (${withIt.releases} releases above the archive)`,
                  figure,
                  with: withIt[figure],
                  without: withoutIt[figure],
                });
            }
          } else rows = await compare(browser, workaround, without.dir, runs);
        } finally {
          without.remove();
        }
      }
      results.push({
        id: workaround.id,
        where: workaround.where,
        what: workaround.what,
        why: workaround.why,
        runs: workaround.probe ? null : runs,
        rows,
      });
      console.log(`\n${workaround.id} (${workaround.where})`);
      console.table(rows);
    }
  } finally {
    await browser.close();
  }
  // A run of one workaround (--only) keeps the others' figures from earlier runs.
  const earlier = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')).results : [];
  const merged = WORKAROUNDS.map(
    ({id}) => results.find((result) => result.id === id) ?? earlier.find((result) => result.id === id),
  ).filter(Boolean);
  writeFileSync(RESULTS, `${JSON.stringify({results: merged}, null, 2)}\n`);
}

await main(process.argv.slice(2));
