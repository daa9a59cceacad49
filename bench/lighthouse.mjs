// npm run lighthouse: Lighthouse (mobile preset, simulated throttling) on the
// built changelog and the other pages of bench/pages.mjs, served with gzip on 127.0.0.1 by
// Debian's Chromium; prints the performance and accessibility scores and
// writes bench/lighthouse.json. Needs `npm run build` first.
import {writeFileSync} from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {serveBuild} from './server.mjs';
import {PAGES} from './pages.mjs';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../scripts/chromium.mjs';

const server = await serveBuild();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});
const results = [];
try {
  for (const target of PAGES) {
    const runner = await lighthouse(server.url + target.path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const {categories, audits} = runner.lhr;
    results.push({
      page: target.name,
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      totalBlockingTimeMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: audits['cumulative-layout-shift'].numericValue,
      accessibilityFailures: categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map(
          (ref) =>
            `${ref.id}: ${(audits[ref.id].details?.items ?? [])
              .slice(0, 3)
              .map((item) => item.node?.selector ?? '')
              .join(' | ')}`,
        ),
    });
  }
} finally {
  await chrome.kill();
  await server.close();
}
writeFileSync('bench/lighthouse.json', `${JSON.stringify({date: new Date().toISOString(), results}, null, 2)}\n`);
console.table(results.map(({accessibilityFailures, ...row}) => row));
for (const {page, accessibilityFailures} of results)
  if (accessibilityFailures.length > 0) console.log(`${page}: ${accessibilityFailures.join('; ')}`);
