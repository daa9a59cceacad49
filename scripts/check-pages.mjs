// Quick check for writers of the docs pages the changelog links to, no build:
// for each page of tests/fixtures/link-targets.json (or the site paths given),
// which headings of the public page have no anchor here yet, and which of its
// operator facts the MDX file does not show. The built-site tests decide.
// Usage: node scripts/check-pages.mjs [/operators/nodes/nym-node/setup ...]
import {createJiti} from 'jiti';
import fs from 'node:fs';
const jiti = createJiti(import.meta.url);
const {LINK_TARGETS, anchoredHeadings, docFileOf, sitePathOf} = await jiti.import('../tests/support/linkTargets.ts');
// A link of the record that no longer resolves there is looked for at the address the site uses instead.
const {movedRecordLink} = await jiti.import('../tests/support/recordLinkMoves.ts');

const wanted = process.argv.slice(2);
let headingsFound = 0;
let headingsTotal = 0;
for (const target of LINK_TARGETS) {
  const sitePath = sitePathOf(target.route);
  if (wanted.length > 0 && !wanted.includes(sitePath)) continue;
  if (sitePath === '/operators/changelog' || sitePath === '/') continue;
  const file = docFileOf(sitePath);
  const headings = anchoredHeadings(target);
  if (!file) {
    console.log(`${sitePath}: no page here (${headings.length} headings to write)`);
    headingsTotal += headings.length;
    continue;
  }
  const text = fs.readFileSync(file, 'utf8');
  const missing = [];
  for (const heading of headings) {
    headingsTotal += 1;
    if (text.includes(`{#${heading.slug}}`)) headingsFound += 1;
    else missing.push(`  heading h${heading.level} "${heading.text}" {#${heading.slug}}`);
  }
  const facts = {
    commands: [],
    flags: [],
    config_keys: [],
    ports: [],
    paths: [],
    urls: [],
    figures: [],
    api_routes: [],
    ...(target.facts ?? {}),
  };
  for (const command of facts.commands) {
    const tokens = [command.program.replace(/^(\.\/|.*\/)/, ''), ...command.args.map(movedRecordLink)];
    let from = 0;
    const ok = tokens.every((token) => {
      const at = text.indexOf(token, from);
      if (at < 0) return false;
      from = at + token.length;
      return true;
    });
    if (!ok) missing.push(`  command: ${[command.program, ...command.args].join(' ')}`);
  }
  for (const [kind, values] of Object.entries({
    flag: facts.flags,
    'config key': facts.config_keys,
    port: facts.ports,
    path: facts.paths,
    url: facts.urls,
    figure: facts.figures,
    'api route': facts.api_routes,
  })) {
    for (const value of values)
      if (!text.includes(kind === 'url' ? movedRecordLink(value) : value)) missing.push(`  ${kind}: ${value}`);
  }
  console.log(
    `${sitePath} (${file.replace(/^.*\/docs\//, 'docs/')}): ${headings.length - missing.filter((line) => line.startsWith('  heading')).length} / ${headings.length} headings, ${text.split('\n').length} lines`,
  );
  for (const line of missing) console.log(line);
}
console.log(`headings of the public pages present as anchors: ${headingsFound} / ${headingsTotal}`);
