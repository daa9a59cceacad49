// Regenerates the facts the site derives from the public record, from a local checkout of nymtech/nym (no network).
// Usage: npm run record:sync -- --repo PATH [--tag TAG] [--check]
//   --repo   a clone or bare mirror of nymtech/nym (required)
//   --tag    the release tag to read (default: the newest nym-binaries-v* tag by commit date)
//   --check  write nothing; exit 1 when any file would change
//   --only   run only the extractors named (comma-separated), e.g. --only explorer-api
import {createJiti} from 'jiti';
import path from 'node:path';
import {parseArgs} from 'node:util';

const jiti = createJiti(import.meta.url);
const {runSync, reportLines} = await jiti.import('../src/record/sync.ts');
const {EXTRACTORS} = await jiti.import('../src/record/extractors.ts');

const {values} = parseArgs({
  options: {
    repo: {type: 'string'},
    tag: {type: 'string'},
    check: {type: 'boolean', default: false},
    only: {type: 'string'},
  },
});
if (!values.repo) {
  console.error('record:sync: --repo PATH is required (a local checkout or mirror of nymtech/nym)');
  process.exit(2);
}
const only = values.only?.split(',').map((name) => name.trim());
const unknown = (only ?? []).filter((name) => !EXTRACTORS.some((extractor) => extractor.name === name));
if (unknown.length > 0) {
  console.error(
    `record:sync: no extractor named ${unknown.join(', ')} (there are: ${EXTRACTORS.map((e) => e.name).join(', ')})`,
  );
  process.exit(2);
}
const started = Date.now();
try {
  const result = await runSync({
    repo: values.repo,
    tag: values.tag,
    check: values.check,
    root: path.join(import.meta.dirname, '..'),
    extractors: only ? EXTRACTORS.filter((extractor) => only.includes(extractor.name)) : EXTRACTORS,
  });
  for (const line of reportLines(result)) console.log(line);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(values.check && result.changed ? 1 : 0);
} catch (error) {
  console.error(`record:sync: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
