import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {changelogHtml} from '../support/changelogPage';
import {
  factsOf,
  missingFrom,
  newerFactsOf,
  scopeByHeading,
  type Details,
  type Errata,
  type NewerEntry,
} from '../support/factCoverage';
import {scopesOfRelease} from '../support/htmlScope';

/**
 * Every operator fact of the public record (a copy of shared/data/release-details.json)
 * is on the built changelog, inside its own release and section, in the form a
 * reader uses it (commands in code blocks, routes and keys as code, steps as
 * numbered lists…). One test per release; the counts per kind are printed.
 */
const fixtures = path.join(__dirname, '../fixtures');
const details: Details = JSON.parse(readFileSync(path.join(fixtures, 'release-details.json'), 'utf8'));
const linkMap: Record<string, string> = JSON.parse(readFileSync(path.join(fixtures, 'moved-docs-links.json'), 'utf8'));
const errata: Errata = JSON.parse(readFileSync(path.join(fixtures, 'record-errata.json'), 'utf8'));
const releaseSlugs = Object.keys(details).filter((key) => key !== '_meta');

let $: CheerioAPI;
beforeAll(() => {
  $ = load(changelogHtml());
});

const perKind = new Map<string, {found: number; total: number}>();
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

describe('every operator fact of the record is in its release and section', () => {
  it('covers every release of the facts file', () => {
    expect(releaseSlugs.length).toBeGreaterThan(0);
    for (const slug of releaseSlugs) expect($(`article[data-release="${slug}"]`).length, slug).toBe(1);
  });

  it.each(releaseSlugs)('%s', (slug) => {
    const scopes = scopesOfRelease($, $(`article[data-release="${slug}"]`));
    const missing: string[] = [];
    for (const {section, fact} of factsOf(details, slug, errata)) {
      const scope = scopes.byId.get(section);
      const problem = scope ? missingFrom(fact, scope, {linkMap}) : `no section #${section} in the release`;
      const count = perKind.get(fact.kind) ?? {found: 0, total: 0};
      count.total += 1;
      if (problem) missing.push(`${slug} › ${section} › ${fact.id}: ${problem}`);
      else count.found += 1;
      perKind.set(fact.kind, count);
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
      const scope = scopeByHeading(scopes, headings, index);
      const problem = scope ? missingFrom(fact, scope, {linkMap}) : `no section "${heading}" in the entry`;
      const count = perKind.get(fact.kind) ?? {found: 0, total: 0};
      count.total += 1;
      if (problem) missing.push(`${slug} › ${heading ?? '(before the first section)'} › ${fact.id}: ${problem}`);
      else count.found += 1;
      perKind.set(fact.kind, count);
    }
    expect(missing).toEqual([]);
  });
});
