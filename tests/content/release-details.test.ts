import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {changelogHtml} from '../support/changelogPage';
import {
  factsOf,
  missingFrom,
  missingFromRecordSection,
  newerFactsOf,
  regeneratedFactsOf,
  scopeByHeading,
  type Details,
  type Errata,
  type Fact,
  type NewerEntry,
  type RegeneratedDetails,
  type Scope,
} from '../support/factCoverage';
import {scopesOfRelease} from '../support/htmlScope';

/**
 * Every operator fact of the public record is on the built changelog, inside its own release and section, in the
 * form a reader uses it (commands in code blocks, routes and keys as code, steps as numbered lists…). The facts read
 * off the record's page (release-details.json, written by npm run record:sync) cover every entry up to the synced
 * tag, so a new release is checked as soon as it is synced; the facts a reader judged or put in our words
 * (release-details-own-words.json) cover the entries up to v2025.13-emmental. One test per release; the counts per
 * kind are printed.
 */
const fixtures = path.join(__dirname, '../fixtures');
const regenerated: RegeneratedDetails = JSON.parse(readFileSync(path.join(fixtures, 'release-details.json'), 'utf8'));
const details: Details = JSON.parse(readFileSync(path.join(fixtures, 'release-details-own-words.json'), 'utf8'));
const linkMap: Record<string, string> = JSON.parse(readFileSync(path.join(fixtures, 'moved-docs-links.json'), 'utf8'));
const errata: Errata = JSON.parse(readFileSync(path.join(fixtures, 'record-errata.json'), 'utf8'));
const releaseSlugs = Object.keys(details).filter((key) => key !== '_meta');
const recordSlugs = regenerated.entries.map((entry) => entry.slug);

let $: CheerioAPI;
beforeAll(() => {
  $ = load(changelogHtml());
});

const perKind = new Map<string, {found: number; total: number}>();
/** Counts the fact under its kind and returns what is missing, or null. */
function check(fact: Fact, scope: Scope | undefined, where: string): string | null {
  return count(fact, scope ? missingFrom(fact, scope, {linkMap}) : `no section ${where} in the entry`);
}
function count(fact: Fact, problem: string | null): string | null {
  const count = perKind.get(fact.kind) ?? {found: 0, total: 0};
  count.total += 1;
  if (!problem) count.found += 1;
  perKind.set(fact.kind, count);
  return problem;
}
afterAll(() => {
  const lines = [...perKind]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, {found, total}]) => `  ${kind}: ${found} / ${total}`);
  const found = [...perKind.values()].reduce((sum, count) => sum + count.found, 0);
  const total = [...perKind.values()].reduce((sum, count) => sum + count.total, 0);
  console.log(
    `operator facts of the record shown in their entry and section: ${found} / ${total}\n${lines.join('\n')}`,
  );
});

describe('every fact read off the record is in its entry and section', () => {
  it('covers every entry of the synced record', () => {
    expect(recordSlugs.length).toBeGreaterThan(0);
    for (const slug of recordSlugs) expect($(`article[data-release="${slug}"]`).length, slug).toBe(1);
  });

  it.each(recordSlugs)('%s', (slug) => {
    const scopes = scopesOfRelease($, $(`article[data-release="${slug}"]`));
    const headings = regenerated.entries
      .find((entry) => entry.slug === slug)!
      .sections.map((section) => section.heading);
    const missing: string[] = [];
    for (const {index, heading, fact} of regeneratedFactsOf(regenerated, slug, errata)) {
      const problem = count(fact, missingFromRecordSection(fact, scopes, headings, index, {linkMap}));
      if (problem)
        missing.push(`${fact.id} (${heading ?? 'before the first section'}, record line ${fact.line}): ${problem}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('every operator fact in our words is in its release and section', () => {
  it('covers every release of the hand-kept facts', () => {
    expect(releaseSlugs.length).toBeGreaterThan(0);
    for (const slug of releaseSlugs) expect($(`article[data-release="${slug}"]`).length, slug).toBe(1);
  });

  it.each(releaseSlugs)('%s', (slug) => {
    const scopes = scopesOfRelease($, $(`article[data-release="${slug}"]`));
    const missing: string[] = [];
    for (const {section, fact} of factsOf(details, slug, errata)) {
      const problem = check(fact, scopes.byId.get(section), `#${section}`);
      if (problem) missing.push(`${slug} › ${section} › ${fact.id}: ${problem}`);
    }
    expect(missing).toEqual([]);
  });
});

/** The entries the public record added after v2025.13-emmental (a copy of shared/data/releases-after-emmental.json). */
const newer: NewerEntry[] = JSON.parse(readFileSync(path.join(fixtures, 'releases-after-emmental.json'), 'utf8'));

describe('every operator fact of the newer entries is in its entry and section', () => {
  it.each(newer.map((entry) => entry.slug))('%s', (slug) => {
    const entry = newer.find((candidate) => candidate.slug === slug)!;
    const article = $(`article[data-release="${slug}"]`);
    expect(article.length).toBe(1);
    const scopes = scopesOfRelease($, article);
    const headings = entry.sections.map((section) => section.heading);
    const missing: string[] = [];
    for (const {index, heading, fact} of newerFactsOf(entry)) {
      const problem = check(fact, scopeByHeading(scopes, headings, index), `"${heading}"`);
      if (problem) missing.push(`${slug} › ${heading ?? '(before the first section)'} › ${fact.id}: ${problem}`);
    }
    expect(missing).toEqual([]);
  });
});
