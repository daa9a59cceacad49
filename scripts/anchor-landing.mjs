// Where a shared link into the changelog leaves its reader: the page opened fresh at
// /docs/operators/changelog#ID, as a reader opens a link, and looked at once it has settled (no older
// release arriving, the target still for two frames). Used by the browser test (a sample in
// CI) and by `npm run check:anchors` (every published anchor, at 1x and 4x CPU).
import {readFileSync} from 'node:fs';

/** Every anchor the changelog has published, and the release each belongs to. */
export function publishedAnchors(file = new URL('../tests/fixtures/published-anchors.json', import.meta.url)) {
  return Object.entries(JSON.parse(readFileSync(file, 'utf8')).anchors).map(([id, release]) => ({id, release}));
}

/**
 * Opens `changelogUrl#id` in a fresh page of `context` with the CPU slowed `cpu` times, and says where
 * the target ended up: `landed` when its top is just below the navbar (within `tolerance` px), or as
 * high as the page can scroll for an anchor near the end; with the console errors of the page.
 * `releases` is the tag of the releases' element (RELEASES_ELEMENT, model/firstView.ts), busy while older
 * releases arrive.
 */
export async function openSharedLink(context, changelogUrl, id, {releases, cpu = 1, tolerance = 32, timeout = 60_000}) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    if (cpu > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
    }
    await page.goto(`${changelogUrl}#${encodeURIComponent(id)}`, {waitUntil: 'load'});
    // Settled: no older release arriving, and the target where it was one frame before, twice.
    await page.waitForFunction(
      ({target, releases}) => {
        const state = (window.__landingCheck ??= {top: NaN, still: 0});
        const element = document.getElementById(target);
        if (document.querySelector(`${releases}[aria-busy="true"]`) || !element) return false;
        const top = Math.round(element.getBoundingClientRect().top);
        state.still = top === state.top ? state.still + 1 : 0;
        state.top = top;
        return state.still >= 2;
      },
      {target: id, releases},
      {polling: 'raf', timeout},
    );
    const where = await page.evaluate(
      ({target, tolerance}) => {
        const element = document.getElementById(target);
        const top = element.getBoundingClientRect().top;
        const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
        const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        const below = top >= navbar - 1;
        const landed = below && (top <= navbar + tolerance || (atBottom && top < window.innerHeight));
        return {id: target, top: Math.round(top), navbar: Math.round(navbar), landed};
      },
      {target: id, tolerance},
    );
    return {...where, errors};
  } finally {
    await page.close();
  }
}
