import {describe, expect, it} from 'vitest';
import {browserSuite} from '../support/suite';
import {openSharedLink, publishedAnchors} from '../../scripts/anchor-landing.mjs';
import {RELEASES_ELEMENT} from '../../src/features/changelog/model/firstView';

/**
 * A link someone shared into the changelog (…/operators/changelog#ID) lands on its target: opened fresh,
 * the target sits just below the navbar once the page has settled, every older release in place around
 * it. Every release is checked once, every other one at the CPU of a desktop and the rest at four times
 * slower, so that both speeds meet old and new releases alike; of the other anchors (sections, sub-headings,
 * items), an even sample. `npm run check:anchors` walks all of them.
 */
const site = browserSuite();

const anchors = publishedAnchors();
const releases = anchors.filter(({id, release}) => id === release).map(({id}) => id);
const others = anchors.filter(({id, release}) => id !== release).map(({id}) => id);
/** About forty of the other anchors, evenly spread over every release's sections and items. */
const SAMPLE_SIZE = 40;
const sample = others.filter((_id, index) => index % Math.ceil(others.length / SAMPLE_SIZE) === 0);

async function landing(id: string, cpu: number) {
  const context = await site.context({viewport: {width: 1280, height: 800}});
  return await openSharedLink(context, `${site.server.url}operators/changelog`, id, {
    releases: RELEASES_ELEMENT,
    cpu,
  });
}

/** Each release with the CPU its link is opened at: 1× and 4× in turn, newest first. */
const releaseLandings = releases.map((id, index) => [id, index % 2 === 0 ? 1 : 4] as const);

describe('a shared link to a release lands on it', () => {
  it.each(releaseLandings)('#%s, at %dx CPU', async (id, cpu) => {
    expect(await landing(id, cpu)).toMatchObject({id, landed: true, errors: []});
  });
});

describe('a shared link to a section, a sub-heading or an item lands on it', () => {
  it('the sample covers anchors of old and new releases', () => {
    const sampled = new Set(sample.map((id) => anchors.find((anchor) => anchor.id === id)?.release));
    expect(sampled.size).toBeGreaterThan(releases.length / 4);
  });

  it.each(sample)('#%s', async (id) => {
    expect(await landing(id, 1)).toMatchObject({id, landed: true, errors: []});
  });
});
