// npm run check:anchors [-- --cpu 1,4] [--only ID,ID] [--root DIR] [--jobs N]: opens every published anchor of
// the changelog as a shared link, in the built site (npm run build first), and reports those that do not land.
// Exits 1 when one does not. The browser test checks every release anchor and a sample of the rest.
import {parseArgs} from 'node:util';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';
import {serveBuild} from './site-server.mjs';
import {openSharedLink, publishedAnchors} from './anchor-landing.mjs';
import {createJiti} from 'jiti';

const {RELEASES_ELEMENT} = await createJiti(import.meta.url).import('../src/features/changelog/model/firstView.ts');

const {values} = parseArgs({
  options: {
    cpu: {type: 'string', default: '1,4'},
    only: {type: 'string'},
    root: {type: 'string', default: 'build'},
    jobs: {type: 'string', default: '1'},
  },
});
const rates = values.cpu.split(',').map(Number);
const only = values.only ? new Set(values.only.split(',')) : undefined;
const anchors = publishedAnchors().filter(({id}) => !only || only.has(id));

const server = await serveBuild({root: path.resolve(values.root), headers: {}});
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
let failed = 0;
try {
  for (const cpu of rates) {
    const started = Date.now();
    let landed = 0;
    let done = 0;
    const queue = [...anchors];
    // Each job opens its links one after another in a context of its own; jobs share the queue.
    const job = async () => {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      try {
        for (let next = queue.shift(); next; next = queue.shift()) {
          let result;
          try {
            result = await openSharedLink(context, `${server.url}operators/changelog`, next.id, {
              releases: RELEASES_ELEMENT,
              cpu,
            });
          } catch (error) {
            result = {id: next.id, landed: false, error: String(error).split('\n')[0]};
          }
          if (result.landed && result.errors.length === 0) landed += 1;
          else console.log(`${cpu}x  ${next.id}: not landed ${JSON.stringify(result)}`);
          done += 1;
          if (done % 100 === 0) console.log(`${cpu}x  ${done}/${anchors.length}…`);
        }
      } finally {
        await context.close();
      }
    };
    await Promise.all(Array.from({length: Number(values.jobs)}, job));
    failed += anchors.length - landed;
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`${cpu}x CPU: ${landed}/${anchors.length} shared links landed (${seconds} s)`);
  }
} finally {
  await browser.close();
  await server.close();
}
process.exitCode = failed > 0 ? 1 : 0;
