// Drafts releases/<name>.mdx for a release tag from a local checkout or mirror of the record (nymtech/nym):
// every fact the record holds for it, and a WRITER-TODO mark wherever the file needs a writer. The build and
// `npm run check:releases` refuse the file, listing each mark, until every one is written over.
// Usage: npm run release:draft -- --repo PATH --tag TAG [--record-ref REF] [--out DIR] [--force]
import {createJiti} from 'jiti';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const jiti = createJiti(import.meta.url);
const {RecordRepository} = await jiti.import('../src/record/git.ts');
const {draftFromRecord} = await jiti.import('../src/record/changelog/fromRepo.ts');
const {draftProblems} = await jiti.import('../src/features/changelog/model/draftMarkers.ts');

const usage = 'usage: npm run release:draft -- --repo PATH --tag TAG [--record-ref REF] [--out DIR] [--force]';
let options;
try {
  ({values: options} = parseArgs({
    options: {
      repo: {type: 'string'},
      tag: {type: 'string'},
      'record-ref': {type: 'string', default: 'HEAD'},
      out: {type: 'string', default: path.join(import.meta.dirname, '..', 'releases')},
      force: {type: 'boolean', default: false},
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
if (!options.repo || !options.tag) {
  console.error(usage);
  process.exit(2);
}

try {
  const drafted = draftFromRecord(new RecordRepository(options.repo), options.tag, options['record-ref']);
  const target = path.join(options.out, drafted.fileName);
  const shown = path.relative(process.cwd(), target);
  if (existsSync(target) && !options.force) {
    console.error(`${shown} exists already: a draft never overwrites a file (--force to replace it)`);
    process.exit(1);
  }
  mkdirSync(options.out, {recursive: true});
  writeFileSync(target, drafted.text);
  const marks = draftProblems(shown, drafted.text);
  console.log(`wrote ${shown}: ${marks.length} marks to write over before it validates`);
  for (const mark of marks) console.log(`  ${mark.file}: ${mark.reason}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
