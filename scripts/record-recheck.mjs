// What a new release changes on our pages: the facts of the record that changed between two release tags (nym-node
// config keys and their defaults, command-line flags, the routes the services mount, the nym-node version), each
// page of docs/ that states one of them with the line, and the "Last checked against" markers older than the new
// tag. Run it after `npm run record:sync` at the new tag, so the facts hold it.
// Usage: npm run record:recheck -- --from TAG --to TAG
import {createJiti} from 'jiti';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const jiti = createJiti(import.meta.url);
const {changedFacts, lastCheckedBehind, pagesToRecheck} = await jiti.import('../src/record/recheck.ts');
const {recheckFacts} = await jiti.import('../src/record/recheckFacts.ts');

const root = path.join(import.meta.dirname, '..');
const usage = 'usage: npm run record:recheck -- --from TAG --to TAG';
let options;
try {
  ({values: options} = parseArgs({options: {from: {type: 'string'}, to: {type: 'string'}}}));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
if (!options.from || !options.to) {
  console.error(usage);
  process.exit(2);
}

function pages(directory) {
  return readdirSync(path.join(root, directory), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => {
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      return {path: file, text: readFileSync(path.join(root, file), 'utf8')};
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

try {
  const facts = recheckFacts(root);
  const changed = changedFacts(facts, options.from, options.to);
  const docs = pages('docs');
  const toRecheck = pagesToRecheck(changed, docs);
  const behind = lastCheckedBehind(facts.tags, options.to, docs);
  console.log(`${options.from} → ${options.to}: ${changed.length} facts changed`);
  for (const fact of changed) console.log(`  ${fact.kind}: ${fact.change}`);
  console.log(`\n${toRecheck.length} pages state one of them:`);
  for (const page of toRecheck)
    for (const {fact, line} of page.facts) console.log(`  ${page.page}:${line}: ${fact.change}`);
  console.log(`\n${behind.length} "Last checked against" markers older than ${options.to}:`);
  for (const marker of behind) console.log(`  ${marker.page}:${marker.line}: ${marker.release}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
