// What a new release changes on our pages: the facts of the record that changed between two release tags (nym-node
// config keys and their defaults, command-line flags, the routes the services mount, the nym-node version), each
// page of docs/ that states one of them with the line, and the "Last checked against" markers older than the new
// tag. Run it after `npm run record:sync` at the new tag, so the facts hold it.
// Usage: npm run record:recheck -- --from TAG --to TAG
import {createJiti} from 'jiti';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import YAML from 'yaml';

const jiti = createJiti(import.meta.url);
const {NODE_CONFIG_SOURCE} = await jiti.import('../src/nodeConfig/source.ts');
const {FRONT_MATTER} = await jiti.import('../src/features/changelog/model/frontMatter.ts');
const {changedFacts, lastCheckedBehind, pagesToRecheck} = await jiti.import('../src/record/recheck.ts');

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

/** The nym-node version of each release file, by tag (front matter only: a draft counts too). */
function nodeVersions() {
  const versions = {};
  const directory = path.join(root, 'releases');
  for (const name of readdirSync(directory).filter((file) => file.endsWith('.mdx'))) {
    const match = FRONT_MATTER.exec(readFileSync(path.join(directory, name), 'utf8'));
    const data = match ? YAML.parse(match[1]) : undefined;
    const version = Array.isArray(data?.node_version) ? data.node_version.at(-1) : data?.node_version;
    if (data?.tag && typeof version === 'string') versions[data.tag] = version;
  }
  return versions;
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
  const api = JSON.parse(readFileSync(path.join(root, 'src/api/facts/api-routes.json'), 'utf8'));
  const facts = {
    tags: NODE_CONFIG_SOURCE.tags,
    configKeys: NODE_CONFIG_SOURCE.config_keys,
    flags: NODE_CONFIG_SOURCE.cli,
    routes: api.history,
    nodeVersions: nodeVersions(),
  };
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
