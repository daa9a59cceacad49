// Drafts releases/<name>.mdx for a release tag from a local checkout or mirror of the record (nymtech/nym):
// every fact the record holds for it, and a WRITER-TODO mark wherever the file needs a writer. The build and
// `npm run check:releases` refuse the file, listing each mark, until every one is written over.
// Usage: npm run release:draft -- --repo PATH --tag TAG [--record-ref REF] [--out DIR] [--force] [--compare]
// --compare writes nothing: it drafts the release and prints how its facts compare with the published file of
// the same release in --out (PR items, node version, date, build information, commands of the operator steps).
import {createJiti} from 'jiti';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const jiti = createJiti(import.meta.url);
const {RecordRepository} = await jiti.import('../src/record/git.ts');
const {draftInputFromRecord} = await jiti.import('../src/record/changelog/fromRepo.ts');
const {draftRelease} = await jiti.import('../src/record/changelog/draft.ts');
const {compareWithPublished} = await jiti.import('../src/record/changelog/compare.ts');
const {parseRelease} = await jiti.import('../src/features/changelog/model/parse.ts');
const {draftProblems} = await jiti.import('../src/features/changelog/model/draftMarkers.ts');

const usage =
  'usage: npm run release:draft -- --repo PATH --tag TAG [--record-ref REF] [--out DIR] [--force] [--compare]';
let options;
try {
  ({values: options} = parseArgs({
    options: {
      repo: {type: 'string'},
      tag: {type: 'string'},
      'record-ref': {type: 'string', default: 'HEAD'},
      out: {type: 'string', default: path.join(import.meta.dirname, '..', 'releases')},
      force: {type: 'boolean', default: false},
      compare: {type: 'boolean', default: false},
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
  const input = draftInputFromRecord(new RecordRepository(options.repo), options.tag, options['record-ref']);
  const drafted = draftRelease(input);
  const target = path.join(options.out, drafted.fileName);
  const shown = path.relative(process.cwd(), target);
  if (options.compare) {
    const published = parseRelease(shown, readFileSync(target, 'utf8'));
    const figures = compareWithPublished(input, published);
    const {prs, nodeVersion, date, buildInfo, commands} = figures;
    console.log(`${input.tag}: drafted from the record at ${input.recordCommit.slice(0, 10)}, against ${shown}`);
    console.log(
      `  PR items: ${prs.found} in the record, ${prs.published} published, ${prs.matched} in both (${prs.sameTitle} with the same title)`,
    );
    if (figures.onlyInRecord.length) console.log(`    only in the record: #${figures.onlyInRecord.join(', #')}`);
    if (figures.onlyPublished.length) console.log(`    only published: #${figures.onlyPublished.join(', #')}`);
    console.log(`  node version: drafted ${nodeVersion.drafted}, published ${JSON.stringify(nodeVersion.published)}`);
    console.log(`  date: drafted ${date.drafted}, published ${date.published}`);
    console.log(
      `  build information: ${buildInfo.found} fields drafted, ${buildInfo.published} published, ${buildInfo.equal} equal`,
    );
    console.log(
      `  operator commands: ${commands.found} in the record's steps, ${commands.published} published as actions, ${commands.matched} of those drafted`,
    );
    process.exit(0);
  }
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
