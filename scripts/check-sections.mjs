// Quick check for writers of the Developers and Network sections, no build
// needed: for each page of ours, the facts of the public pages it covers
// (front matter `covers`) that it does not show yet, its code blocks and
// diagrams against theirs, and the words of each site-map item, ours / public.
// The built pages' test (tests/content/sections.test.ts) applies the same rules
// to the HTML and is the one that counts.
// Usage: npm run check:sections [docs/developers/rust ...]   (default: both sections)
import {createJiti} from 'jiti';
import fs from 'node:fs';
import path from 'node:path';
const jiti = createJiti(import.meta.url);
const {PUBLIC_PAGES, sectionFactMissing, wordCount} = await jiti.import('../tests/support/sectionFacts.ts');
const {scopesOfMdx} = await jiti.import('../tests/support/mdxScope.ts');
const {sectionPages} = await jiti.import('../src/site/sectionPages.ts');

const root = path.join(import.meta.dirname, '..');
const wanted = process.argv.slice(2).map((arg) => path.relative(root, path.resolve(arg)));
const pages = sectionPages(root).filter(
  (page) => wanted.length === 0 || wanted.some((prefix) => page.file.startsWith(prefix)),
);
const byRoute = new Map(PUBLIC_PAGES.map((page) => [page.route, page]));

/** The source with each ```lang file=<rootDir>/… block filled in, as remark-code-import does in the build (the MDX
 * parser used here runs without the build's plugins). */
function expanded(source) {
  return source.replace(/^```(\w+)[^\n]*?file=<rootDir>\/(\S+)[^\n]*\n```/gm, (_, language, file) => {
    const code = fs.readFileSync(path.join(root, file), 'utf8').replace(/\n$/, '');
    return `\`\`\`${language}\n${code}\n\`\`\``;
  });
}

const items = new Map();
let missingTotal = 0;
for (const page of pages) {
  if (page.covers.length === 0) continue;
  const source = expanded(fs.readFileSync(path.join(root, page.file), 'utf8'));
  const scope = scopesOfMdx(source).byId.get('_preamble');
  const blocks = scope.blocks.length;
  const diagrams = (source.match(/<[A-Z]\w*Diagram\b/g) ?? []).length;
  const prose = source
    .replace(/^---[\s\S]*?---/, '')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/^(import|export) .*$/gm, '');
  const words = wordCount(prose.replace(/<[^>]+>/g, ' '));
  let publicBlocks = 0;
  let publicDiagrams = 0;
  const lines = [];
  for (const {route} of page.covers) {
    const publicPage = byRoute.get(route);
    if (!publicPage) {
      lines.push(`  ${route}: no such public page`);
      continue;
    }
    publicBlocks += publicPage.code_blocks;
    publicDiagrams += publicPage.facts.filter((fact) => fact.kind === 'diagram').length;
    const item = `${publicPage.section}: ${publicPage.sitemap_item.item}`;
    const totals = items.get(item) ?? {ours: 0, theirs: 0, files: new Set()};
    totals.theirs += publicPage.words;
    if (!totals.files.has(page.file)) totals.ours += words;
    totals.files.add(page.file);
    items.set(item, totals);
    for (const fact of publicPage.facts) {
      const missing = sectionFactMissing(fact, scope);
      if (missing) {
        missingTotal += 1;
        lines.push(`  ${route}: ${missing}`);
      }
    }
  }
  const counts = `code blocks ${blocks}/${publicBlocks}, diagrams ${diagrams}/${publicDiagrams}, words ${words}`;
  console.log(`${page.file} (${page.url}): ${counts}`);
  for (const line of lines) console.log(line);
}
console.log('\nwords per site-map item, ours / public (pages in this run only):');
for (const [item, {ours, theirs}] of items) console.log(`  ${item}: ${ours} / ${theirs}`);
console.log(`\n${missingTotal} facts missing`);
process.exit(missingTotal === 0 ? 0 : 1);
