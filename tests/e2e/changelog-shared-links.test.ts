import {describe, it} from 'vitest';
import {browserSuite} from '../support/suite';
import {RECORD} from '../support/record';
import {openSharedLink, publishedAnchors} from '../../scripts/anchor-landing.mjs';
import {RELEASES_ELEMENT, splitFirstView} from '../../src/features/changelog/model/firstView';

/**
 * A link someone shared into the changelog (…/operators/changelog#ID) lands on its target: opened fresh,
 * the target sits just below the navbar once the page has settled, every older release in place around it.
 *
 * How a link lands depends on where its release sits, not on which release it is: in the first view (on the
 * page from the first byte), among the older releases (a short entry that the full release replaces as it
 * arrives), or in the closed archive (opened by the link). Of each kind, the newest, the middle and the oldest
 * release are opened, each at the CPU of a desktop and at four times slower; of the other anchors (sections,
 * sub-headings, items), an even sample of each kind. That every published anchor is still on the page is
 * checked for all of them over the built files (tests/content/published-anchors.test.ts); `npm run
 * check:anchors` opens every one of them in the browser.
 */
const site = browserSuite();

const {firstView, older} = splitFirstView(RECORD);
const KINDS = {
  'the first view': firstView,
  'the older releases': older.filter((entry) => !entry.archived),
  'the archive': older.filter((entry) => entry.archived),
};
/** The newest, the middle and the oldest of a list, once each. */
const ends = <T>(list: readonly T[]): T[] => [...new Set([list[0], list[Math.floor(list.length / 2)], list.at(-1)!])];

const anchors = publishedAnchors();
const releaseLandings = Object.entries(KINDS).flatMap(([kind, entries]) =>
  ends(entries).flatMap((entry) => [1, 4].map((cpu) => [entry.slug, kind, cpu] as const)),
);
/** Of the anchors below the releases' headings of each kind, about five, spread evenly over them. */
const PER_KIND = 5;
const otherLandings = Object.entries(KINDS).flatMap(([kind, entries]) => {
  const slugs = entries.map((entry) => entry.slug);
  const inKind = anchors
    .filter(({id, release}) => id !== release && slugs.includes(release))
    .sort((a, b) => slugs.indexOf(a.release) - slugs.indexOf(b.release) || a.id.localeCompare(b.id));
  const step = Math.max(1, Math.floor(inKind.length / PER_KIND));
  return inKind.filter((_anchor, index) => index % step === 0).map(({id}) => [id, kind] as const);
});

async function landing(id: string, cpu: number, onFinished: Parameters<typeof site.context>[1]) {
  const context = await site.context({viewport: {width: 1280, height: 800}}, onFinished);
  return await openSharedLink(context, `${site.server.url}operators/changelog`, id, {releases: RELEASES_ELEMENT, cpu});
}

describe('the sample of shared links', () => {
  it('meets every kind of release, and each kind holds releases', ({expect}) => {
    for (const entries of Object.values(KINDS)) expect(entries.length).toBeGreaterThan(0);
    expect(new Set(releaseLandings.map(([, kind]) => kind)).size).toBe(Object.keys(KINDS).length);
    expect(new Set(otherLandings.map(([, kind]) => kind)).size).toBe(Object.keys(KINDS).length);
  });
});

// Each link in a context of its own: they share nothing, and run two at a time.
describe.concurrent('a shared link to a release lands on it', () => {
  it.for(releaseLandings)('#%s, in %s, at %dx CPU', async ([id, , cpu], {expect, onTestFinished}) => {
    expect(await landing(id, cpu, onTestFinished)).toMatchObject({id, landed: true, errors: []});
  });
});

describe.concurrent('a shared link to a section, a sub-heading or an item lands on it', () => {
  it.for(otherLandings)('#%s, in %s', async ([id], {expect, onTestFinished}) => {
    expect(await landing(id, 1, onTestFinished)).toMatchObject({id, landed: true, errors: []});
  });
});
