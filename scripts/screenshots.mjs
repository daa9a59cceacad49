// Takes screenshots of built pages for a human look: light and dark themes,
// 375 px and 1440 px wide, optionally with JavaScript off.
// Usage: node scripts/screenshots.mjs [path[#anchor] ...]   (needs `npm run build`)
// Writes PNG files to screenshots/ (not committed).
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {serveBuild} from './site-server.mjs';
import {chromium} from 'playwright-core';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['', 'operators/changelog'];
const out = path.resolve('screenshots');
mkdirSync(out, {recursive: true});

const server = await serveBuild();
const origin = server.url;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
for (const target of pages) {
  for (const [theme, width, js] of [
    ['light', 1440, true],
    ['dark', 1440, true],
    ['light', 375, true],
    ['dark', 375, false],
  ]) {
    const context = await browser.newContext({
      viewport: {width, height: 900},
      colorScheme: theme,
      javaScriptEnabled: js,
    });
    const page = await context.newPage();
    await page.goto(origin + target, {waitUntil: 'load'});
    await page.waitForTimeout(300);
    const name = `${(target || 'home').replace(/[^\w-]+/g, '_')}-${theme}-${width}${js ? '' : '-nojs'}.png`;
    await page.screenshot({path: path.join(out, name)});
    console.log(name);
    await context.close();
  }
}
await browser.close();
server.close();
