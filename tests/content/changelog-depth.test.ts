import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {changelogHtml, itemsWithPr} from '../support/changelogPage';
import {regeneratedFactsOf, type RegeneratedDetails} from '../support/factCoverage';
import {RECORD} from '../support/record';

/** The public record's structure of each release (a copy of shared/data/releases.json). */
interface RecordRelease {
  slug: string;
  archived: boolean;
  sections: {
    slug?: string | null;
    heading: string | null;
    items: {pr: number | null; title: string; has_description: boolean}[];
    subheadings?: {slug: string; heading: string; level: number}[];
  }[];
}
const fixtures = path.join(__dirname, '../fixtures');
const record: RecordRelease[] = JSON.parse(readFileSync(path.join(fixtures, 'releases.facts.json'), 'utf8'));
/** The facts read off the record's page by npm run record:sync, every entry up to the synced tag. */
const details: RegeneratedDetails = JSON.parse(readFileSync(path.join(fixtures, 'release-details.json'), 'utf8'));
/**
 * Every entry of the synced record (tests/support/record.ts), with the fuller facts where they exist: an entry
 * synced after the fuller facts were made is checked as the record's page gives it, without a fixture edited.
 */
const everyEntry: readonly RecordRelease[] = RECORD;
const slugs = everyEntry.map((release) => release.slug);
/** Entries after v2025.13-emmental: their sections are ours to anchor, found by heading. */
const isNewer = (slug: string) => !record.some((entry) => entry.slug === slug);

let $: CheerioAPI;
beforeAll(() => {
  $ = load(changelogHtml());
});
const article = (slug: string) => $(`article[data-release="${slug}"]`);
/** The section of an entry whose heading is the record's section `index`: the nth of that heading in the entry. */
const sectionByHeading = (slug: string, headings: (string | null)[], index: number) =>
  article(slug)
    .find('section.release-section')
    .filter(
      (_, candidate) =>
        $(candidate)
          .children(':header')
          .first()
          .text()
          .replace(/\u200b/g, '')
          .trim() === headings[index],
    )
    .eq(headings.slice(0, index).filter((other) => other === headings[index]).length);

describe('each release is complete enough to act on', () => {
  it.each(slugs)('%s opens with one "what to do" block, before its first section', (slug) => {
    const body = article(slug).find('.release__body').first();
    const actions = body.find('aside.operator-actions');
    expect(actions.length).toBe(1);
    expect(['required', 'recommended', 'optional', 'none']).toContain(actions.attr('data-upgrade'));
    expect(actions.find('li').length).toBeGreaterThan(0);
    const first = body.find('section.release-section').first();
    if (first.length > 0) {
      const order = body.find('aside.operator-actions, section.release-section').first();
      expect(order.is('aside.operator-actions')).toBe(true);
    }
  });

  it.each(slugs)('%s describes every item the record describes', (slug) => {
    const items = everyEntry.find((release) => release.slug === slug)!.sections.flatMap((section) => section.items);
    const missing = items
      .filter((item) => item.has_description && item.pr !== null)
      .filter((item) => {
        const bodies = itemsWithPr($, article(slug), item.pr!).children('.change__body');
        return bodies.filter((_, body) => $(body).text().trim().length > 0).length === 0;
      })
      .map((item) => `#${item.pr} ${item.title}`);
    expect(missing).toEqual([]);
  });

  it.each(slugs)('%s keeps every section and sub-heading anchor of the record inside its section', (slug) => {
    const missing: string[] = [];
    const entry = everyEntry.find((release) => release.slug === slug)!;
    entry.sections.forEach((section, index) => {
      // Published anchors are the record's; the newer entries' sections are found by heading (their anchors are ours).
      const element =
        section.heading === null
          ? article(slug)
          : isNewer(slug)
            ? sectionByHeading(
                slug,
                entry.sections.map((each) => each.heading),
                index,
              )
            : article(slug).find(`section.release-section[aria-labelledby="${section.slug}"]`);
      if (element.length !== 1) {
        missing.push(isNewer(slug) ? `section "${section.heading}"` : `#${section.slug}`);
        return;
      }
      for (const sub of section.subheadings ?? []) {
        const heading = element.find(`[id="${sub.slug}"], [id="${slug}-${sub.slug}"]`);
        if (heading.length !== 1 || !/^h[1-6]$/.test(heading.prop('tagName')!.toLowerCase()))
          missing.push(`${section.heading} › #${sub.slug}`);
      }
    });
    expect(missing).toEqual([]);
  });

  it.each(slugs)('%s shows each table once', (slug) => {
    const tables = article(slug)
      .find('table')
      .map((_, table) => $(table).text().replace(/\s+/g, ' ').trim())
      .get();
    const repeated = tables.filter((text, index) => tables.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it.each(details.entries.map((entry) => entry.slug))(
    '%s has a figure for each image of the record, in its section',
    (slug) => {
      const headings = details.entries.find((entry) => entry.slug === slug)!.sections.map((section) => section.heading);
      const bySection = new Map<number, number>();
      for (const {index, fact} of regeneratedFactsOf(details, slug))
        if (fact.kind === 'image') bySection.set(index, (bySection.get(index) ?? 0) + 1);
      for (const [index, count] of bySection) {
        const figures = (headings[index] === null ? article(slug) : sectionByHeading(slug, headings, index)).find(
          'figure',
        );
        expect(figures.length, `${slug} › ${headings[index]}`).toBeGreaterThanOrEqual(count);
        figures.each((_, figure) => {
          expect(
            $(figure).find('figcaption').text().trim().length,
            `${slug} › ${headings[index]}: caption`,
          ).toBeGreaterThan(20);
        });
      }
    },
  );

  it('archived releases sit one heading level above their sections', () => {
    const archived = record.filter((release) => release.archived);
    expect(archived.length).toBeGreaterThan(0);
    for (const release of archived) {
      expect(article(release.slug).children('h3').attr('id'), release.slug).toBe(release.slug);
      article(release.slug)
        .find('section.release-section--l3')
        .each((_, section) => {
          expect($(section).children('h4').length, `${release.slug} › ${$(section).attr('aria-labelledby')}`).toBe(1);
        });
    }
  });
});

describe('the wallet migration diagrams', () => {
  it('show the wallet’s own button and dialog names, as text, with a title for assistive technology', () => {
    const diagrams = $('figure.wallet-diagram');
    expect(diagrams.length).toBe(2);
    const text = diagrams.text();
    for (const label of ['Gateway Settings', 'Migrate to Nym Node', 'Migrate Legacy Node', 'Migrate'])
      expect(text).toContain(label);
    diagrams.each((_, figure) => {
      const svg = $(figure).find('svg[role="img"]');
      expect(svg.length).toBe(1);
      const titleId = svg.attr('aria-labelledby')!;
      expect(svg.find(`title#${titleId}`).text().length).toBeGreaterThan(10);
    });
  });
});

describe('code blocks', () => {
  it('mark placeholders the reader replaces, and copy them unchanged', () => {
    const placeholders = $('pre code var.code-placeholder');
    expect(placeholders.length).toBeGreaterThan(0);
    placeholders.each((_, element) => {
      expect($(element).text()).toMatch(/^<[A-Za-z][\w.-]*>$/);
    });
    // The block's copy button copies the text of its <pre>, which keeps each placeholder as written.
    const block = placeholders.first().closest('.code-block');
    expect(block.find('button[data-copy-code]').length).toBe(1);
    expect(block.find('pre').text()).toContain(placeholders.first().text());
  });
});
