// npm run check:anchors [-- --cpu 1,4] [--only ID,ID] [--root DIR]: opens every published anchor of the changelog
// as a shared link, in the built site (npm run build first), and reports those that do not land.
// Exits 1 when one does not. The browser test checks every release anchor and a sample of the rest.
import {parseArgs} from 'node:util';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';
import {serveBuild} from './site-server.mjs';
import {openSharedLink, publishedAnchors} from './anchor-landing.mjs';

const {values} = parseArgs({
  options: {cpu: {type: 'string', default: '1,4'}, only: {type: 'string'}, root: {type: 'string', default: 'build'}},
});
const rates = values.cpu.split(',').map(Number);
const only = values.only ? new Set(values.only.split(',')) : undefined;
const anchors = publishedAnchors().filter(({id}) => !only || only.has(id));

const server = await serveBuild({root: path.resolve(values.root), headers: {}});
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
let failed = 0;
try {
  for (const cpu of rates) {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    let landed = 0;
    const started = Date.now();
    for (const [index, {id}] of anchors.entries()) {
      let result;
      try {
        result = await openSharedLink(context, `${server.url}operators/changelog`, id, {cpu});
      } catch (error) {
        result = {id, landed: false, error: String(error).split('\n')[0]};
      }
      if (result.landed) landed += 1;
      else console.log(`${cpu}x  ${id}: not landed ${JSON.stringify(result)}`);
      if ((index + 1) % 100 === 0) console.log(`${cpu}x  ${index + 1}/${anchors.length}…`);
    }
    failed += anchors.length - landed;
    console.log(
      `${cpu}x CPU: ${landed}/${anchors.length} shared links landed (${Math.round((Date.now() - started) / 1000)} s)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
process.exitCode = failed > 0 ? 1 : 0;
