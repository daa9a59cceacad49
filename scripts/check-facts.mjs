// Quick check for writers, no build needed: which operator facts of the public
// record (tests/fixtures/release-details.json, read off the record's page by
// npm run record:sync, and release-details-own-words.json) a release file does not show yet,
// section by section. The built page's test (tests/content/release-details.test.ts)
// applies the same rules to the HTML and is the one that counts.
// Usage: node scripts/check-facts.mjs [releases/2025.2-hu.mdx ...]   (default: every file)
import {createJiti} from 'jiti';
import fs from 'node:fs';
import path from 'node:path';
const jiti = createJiti(import.meta.url);
const {missingFrom, missingFromRecordSection, factsOf, newerFactsOf, regeneratedFactsOf, scopeByHeading} =
  await jiti.import('../tests/support/factCoverage.ts');
const {scopesOfMdx} = await jiti.import('../tests/support/mdxScope.ts');

const root = path.join(import.meta.dirname, '..');
const synced = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/release-details.json'), 'utf8'));
const details = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/release-details-own-words.json'), 'utf8'));
const newer = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/releases-after-emmental.json'), 'utf8'));
// Every entry of the synced record, with the fuller facts where they exist (tests/support/record.ts).
const {RECORD: record} = await jiti.import('../tests/support/record.ts');
const linkMap = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/moved-docs-links.json'), 'utf8'));
const errata = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/record-errata.json'), 'utf8'));
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : fs.readdirSync(path.join(root, 'releases')).map((name) => path.join('releases', name));

let found = 0;
let failures = 0;
let total = 0;
for (const file of files) {
  const source = fs.readFileSync(path.resolve(root, file), 'utf8');
  const slug = /^slug:\s*(\S+)/m.exec(source)?.[1];
  const entry = newer.find((candidate) => candidate.slug === slug);
  const recordEntry = synced.entries.find((candidate) => candidate.slug === slug);
  if (!slug || (!details[slug] && !entry && !recordEntry)) continue;
  const scopes = scopesOfMdx(source);
  const missing = [];
  const headings = (recordEntry?.sections ?? []).map((each) => each.heading);
  const facts = [
    ...regeneratedFactsOf(synced, slug, errata).map(({index, heading, fact}) => ({
      section: heading ?? '_preamble',
      fact,
      problem: missingFromRecordSection(fact, scopes, headings, index, {linkMap}),
    })),
    ...(entry
      ? newerFactsOf(entry).map(({index, heading, fact}) => ({
          section: heading ?? '_preamble',
          fact,
          scope: scopeByHeading(
            scopes,
            entry.sections.map((s) => s.heading),
            index,
          ),
        }))
      : factsOf(details, slug, errata).map(({section, fact}) => ({section, fact, scope: scopes.byId.get(section)}))),
  ];
  for (const {section, fact, scope, problem: known} of facts) {
    total += 1;
    const problem =
      known !== undefined ? known : scope ? missingFrom(fact, scope, {linkMap}) : `no <Section> for "${section}"`;
    if (problem) missing.push(`  ${section} ${fact.id}${fact.line ? ` (record line ${fact.line})` : ''}: ${problem}`);
    else found += 1;
  }
  // Items the record describes must be described here too (in our words).
  const described = new Set();
  for (const match of source.matchAll(/<Change\b[^>]*?\bpr=\{(\d+)\}[^>]*?(\/?)>/g))
    if (match[2] !== '/') described.add(Number(match[1]));
  const release = record.find((entry) => entry.slug === slug);
  for (const item of (release?.sections ?? []).flatMap((section) => section.items)) {
    if (item.has_description && item.pr && !described.has(item.pr))
      missing.push(`  description: #${item.pr} "${item.title}" has none`);
  }
  if (!/<OperatorActions\b/.test(source)) missing.push('  what to do: no <OperatorActions> block');
  const count = facts.length;
  const factLines = missing.filter((line) => !line.startsWith('  description:') && !line.startsWith('  what to do:'));
  console.log(`${file}: ${count - factLines.length} / ${count} facts`);
  failures += missing.length;
  for (const line of missing) console.log(line);
}
console.log(`facts shown: ${found} / ${total}`);
process.exit(failures === 0 ? 0 : 1);
