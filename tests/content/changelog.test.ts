import {load, type CheerioAPI} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {changelogHtml, prOfItem} from '../support/changelogPage';

import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ARCHIVED_COUNT, BUILD_INFO_COUNT, PR_ITEM_COUNT, RECORD} from '../support/record';
import {BUILD_DIR} from '../support/server';
import {loadReleases} from '../../src/features/changelog/model/load';
import {changelogItemIndex} from '../../src/features/changelog/model/itemIndex';
import {developerDocsOf} from '../../src/features/changelog/model/developerDocs';
import {newestBuildInfo, newestNodeRelease} from '../../src/features/changelog/model/newest';
import {buildInfoText} from '../../src/features/changelog/model/buildInfo';

/** Every entry as the public record gives it, newest first. */
const facts = RECORD;

let $: CheerioAPI;
beforeAll(() => {
  $ = load(changelogHtml());
});

const release = (slug: string) => $(`article[data-release="${slug}"]`);
/** An item's element in its own release, through one map of the page's ids (a selector per item reads the page). */
let itemsById: Map<string, ReturnType<typeof $>> | undefined;
function itemOf(slug: string, id: string) {
  itemsById ??= new Map(
    $('article[data-release] [id]')
      .map((_, element) => [[element.attribs.id, $(element)]] as const)
      .get(),
  );
  const item = itemsById.get(id);
  return item?.closest('article[data-release]').attr('data-release') === slug ? item : $([]);
}

describe('the built changelog against the facts', () => {
  it('shows every release, with its anchor, in the order of the record', () => {
    const ids = $('article[data-release]')
      .map((_, element) => $(element).attr('data-release'))
      .get();
    expect(ids).toEqual(facts.map((fact) => fact.slug));
    for (const fact of facts) expect($(`[id="${fact.slug}"]`).length, fact.slug).toBe(1);
    console.log(`releases rendered: ${ids.length} / ${facts.length}`);
  });

  it('shows each node version and commit SHA inside its own release, the build information after "what to do"', () => {
    let versions = 0;
    let shas = 0;
    for (const fact of facts) {
      const text = release(fact.slug).find('.build-info').text();
      if (fact.build_info) {
        const blocks = release(fact.slug)
          .find('.operator-actions, .build-info')
          .toArray()
          .map((element) => (element.attribs.class.includes('build-info') ? 'build' : 'actions'));
        expect(blocks, fact.slug).toEqual(['actions', 'build']);
      }
      if (fact.node_version) {
        expect(release(fact.slug).find('.release__version').text(), fact.slug).toContain(fact.node_version);
        versions += 1;
      }
      if (fact.build_info) {
        expect(text, fact.slug).toContain(fact.build_info.commit_sha);
        shas += 1;
      }
    }
    console.log(`node versions shown in their release: ${versions}; build-info commit SHAs: ${shas}`);
    expect(shas).toBe(BUILD_INFO_COUNT);
  });

  it('links every item with a pull request to that PR inside its own release', () => {
    let linked = 0;
    let expected = 0;
    const missing: string[] = [];
    for (const fact of facts) {
      const hrefs = new Set(
        release(fact.slug)
          .find('.change__title a')
          .map((_, a) => $(a).attr('href'))
          .get(),
      );
      for (const item of fact.sections.flatMap((section) => section.items)) {
        if (item.pr === null) continue;
        expected += 1;
        if (hrefs.has(`https://github.com/nymtech/nym/pull/${item.pr}`)) linked += 1;
        else missing.push(`${fact.slug} #${item.pr}`);
      }
    }
    console.log(`PR items linked inside the right release: ${linked} / ${expected}`);
    expect(missing).toEqual([]);
    expect(expected).toBe(PR_ITEM_COUNT);
  });

  it('keeps the 2024 releases in the archive, closed by default', () => {
    const archive = $('details.release-archive');
    expect(archive.length).toBe(1);
    expect(archive.attr('open')).toBeUndefined();
    expect(archive.find('article[data-release]').length).toBe(ARCHIVED_COUNT);
    expect(
      archive
        .find('summary #archived-changelog')
        .text()
        .replace(/\u200b/g, ''),
    ).toBe('Archived changelog');
  });

  it('gives each section a heading with its own anchor', () => {
    const sections = $('section.release-section');
    // One per section of the record that has a heading (the record's count, not a number typed here).
    expect(sections.length).toBe(facts.flatMap((fact) => fact.sections).filter((section) => section.heading).length);
    sections.each((_, section) => {
      const heading = $(section).children('h3, h4, h5').first();
      expect(heading.attr('id')).toBe($(section).attr('aria-labelledby'));
    });
  });

  it("names each item's link by the PR number beside it, and ships no copy button with it (one is made on demand)", () => {
    const items = $('.release-notes .change');
    // Every item of the record, with or without a PR.
    expect(items.length).toBe(facts.flatMap((fact) => fact.sections.flatMap((section) => section.items)).length);
    items.each((_, item) => {
      const pr = prOfItem($, item);
      const name = pr ? `#${pr}` : $(item).find('.change__title > a').first().text();
      expect($(item).find('> .change__title > .change__permalink').attr('aria-label')).toBe(`Link to ${name}`);
      expect($(item).find('> .change__title button').length).toBe(0);
      // Nothing the filters could read back: they work from the item index.
      expect(Object.keys($(item).attr() ?? {}).filter((name) => name.startsWith('data-'))).toEqual([]);
    });
  });

  it('leaves no writer marker behind', () => {
    expect($.html()).not.toMatch(/WRITE/);
  });

  it('links each item for developers to the page of the Developers or Network section that explains its change', () => {
    const items = changelogItemIndex(loadReleases(path.resolve(__dirname, '../../releases'))).items;
    const wanted = items.flatMap((item) => {
      const docs = developerDocsOf(item.title, item.audiences.join(','));
      return docs ? [{item, to: `/docs${docs.to}`}] : [];
    });
    const wrong = wanted
      .filter(
        ({item, to}) =>
          itemOf(item.release, item.id).children('.change__title').find('.change__docs a').attr('href') !== to,
      )
      .map(({item, to}) => `${item.release} ${item.id}: ${to}`);
    expect(wrong).toEqual([]);
    const targets = [...new Set(wanted.map(({to}) => to))];
    expect(targets.filter((to) => !existsSync(path.join(BUILD_DIR, `${to.slice('/docs/'.length)}.html`)))).toEqual([]);
    // No other item carries such a link.
    expect($('.change__docs').length).toBe(wanted.length);
    const forDevelopers = items.filter((item) => item.audiences.includes('developers')).length;
    console.log(`items for developers linked to a section page: ${wanted.length} / ${forDevelopers}`);
  });
});

describe("the guides' current version follows the changelog's newest release", () => {
  it('the nym-node setup page names the newest release that ships nym-node, its version and its build-info', () => {
    const releases = loadReleases(path.resolve(__dirname, '../../releases'));
    const newest = newestNodeRelease(releases)!;
    const built = newestBuildInfo(releases)!;
    const $ = load(readFileSync(path.join(BUILD_DIR, 'operators/nodes/nym-node/setup.html'), 'utf8'));
    const section = $('#current-version').nextUntil('h2');
    expect(section.first().text()).toContain(`${newest.heading}, which ships nym-node ${newest.version}`);
    expect(section.first().find(`a[href$="/operators/changelog#${newest.slug}"]`).length).toBe(1);
    const blocks = section
      .find('pre code')
      .map((_, code) => $(code).text())
      .get();
    expect(blocks).toContain(buildInfoText(built.info));
  });
});
