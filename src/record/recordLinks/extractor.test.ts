import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {RecordExtractor, SyncContext} from '../extractor';
import {RecordRepository} from '../git';
import {runSync} from '../sync';
import {makeRecordRepository} from '../testRepository';
import {API_ROUTES_FACTS, EXPLORER_API_FACTS} from './apiSourceLinks';
import {PINNED_LINKS_OUTPUT, RECORD_FILES_OUTPUT, recordLinksExtractor} from './extractor';

/**
 * The two lists on a record the test writes itself (a tagged commit, then HEAD on develop, where a script was
 * replaced) and a small project whose page links into it. Never the real repository, never the network.
 */
const TAG = 'nym-binaries-v2026.1-test';
const BLOB = 'https://github.com/nymtech/nym/blob';
const TREE = 'https://github.com/nymtech/nym/tree';

let recordDir: string;
let project: string;
let repo: RecordRepository;
let tagged: string;
let head: string;

/** api-routes.json with one current route at `commit` and one route removed after TAG. */
const routeFacts = (commit: string, source: string) =>
  JSON.stringify({
    _meta: {repository: 'nymtech/nym', commit},
    endpoints: [{api: 'nym-api', method: 'GET', path: '/v1/now', source, line: 3}],
    removed_endpoints: [{api: 'nym-api', method: 'GET', path: '/v1/gone', source: 'scripts/a.sh', last_tag: TAG}],
  });
const EXPLORER = JSON.stringify({removed_endpoints: []});

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(project, file)), {recursive: true});
  writeFileSync(path.join(project, file), text);
};
const contextOf = (produced: ReadonlyMap<string, string>, notes: string[] = []): SyncContext => ({
  root: project,
  produced,
  note: (line) => notes.push(line),
});
const listed = (text: string | undefined) => (text ?? '').split('\n').filter((line) => line && !line.startsWith('#'));

beforeAll(() => {
  recordDir = makeRecordRepository([
    {date: '2026-04-01T12:00:00Z', tag: TAG, files: {'CHANGELOG.md': '# Changelog\n', 'scripts/a.sh': 'echo a\n'}},
    {date: '2026-05-01T12:00:00Z', files: {'scripts/b.sh': 'echo b\n'}, remove: ['scripts/a.sh']},
  ]);
  repo = new RecordRepository(recordDir);
  tagged = repo.commitOf(TAG);
  head = repo.commitOf('HEAD');
  project = mkdtempSync(path.join(tmpdir(), 'record-links-project-'));
  write(
    'docs/page.mdx',
    [
      `[at the tag](${BLOB}/${TAG}/scripts/a.sh#L1)`,
      `[not at the tag](${BLOB}/${TAG}/scripts/b.sh)`,
      `[a commit's folder](${TREE}/${tagged}/scripts)`,
      `[a branch](${BLOB}/develop/scripts/b.sh)`,
      `[another branch](${TREE}/feature/x/scripts)`,
    ].join('\n'),
  );
  mkdirSync(path.join(project, 'releases'));
  // The facts on disk still name the tagged commit, where scripts/b.sh is not: this run's facts replace them.
  write(API_ROUTES_FACTS, routeFacts(tagged, 'scripts/b.sh'));
  write(EXPLORER_API_FACTS, EXPLORER);
}, 30_000);

afterAll(() => {
  rmSync(recordDir, {recursive: true, force: true});
  rmSync(project, {recursive: true, force: true});
});

describe('record-links', () => {
  it("lists the record's files at its HEAD, whatever the tag, with that commit in the header", async () => {
    const files = await recordLinksExtractor.extract(repo, TAG, contextOf(new Map()));
    expect(listed(files[RECORD_FILES_OUTPUT])).toEqual(['CHANGELOG.md', 'scripts/b.sh']);
    expect(files[RECORD_FILES_OUTPUT]).toContain(`at commit ${head}`);
  });

  it("lists a tag's and a commit's path the tree holds, and names the others in the report with where they are", async () => {
    const notes: string[] = [];
    const produced = new Map([[API_ROUTES_FACTS, routeFacts(head, 'scripts/b.sh')]]);
    const files = await recordLinksExtractor.extract(repo, TAG, contextOf(produced, notes));
    expect(listed(files[PINNED_LINKS_OUTPUT])).toEqual(
      [`${TAG}/scripts/a.sh`, `${tagged}/scripts`, `${head}/scripts/b.sh`].sort(),
    );
    expect(notes).toEqual([
      `not in the record: ${TAG}/scripts/b.sh (docs/page.mdx:2)`,
      'not in the record: feature/x/scripts (docs/page.mdx:5)',
    ]);
  });

  it('reads the API facts as the project has them when no extractor of the run produced them', async () => {
    const notes: string[] = [];
    const files = await recordLinksExtractor.extract(repo, TAG, contextOf(new Map(), notes));
    expect(listed(files[PINNED_LINKS_OUTPUT])).not.toContain(`${head}/scripts/b.sh`);
    expect(notes).toContain(`not in the record: ${tagged}/scripts/b.sh (src/api/facts (nym-api GET /v1/now))`);
  });

  it('gives the same bytes on every run', async () => {
    const produced = new Map([[API_ROUTES_FACTS, routeFacts(head, 'scripts/b.sh')]]);
    const first = await recordLinksExtractor.extract(repo, TAG, contextOf(produced));
    expect(await recordLinksExtractor.extract(repo, TAG, contextOf(produced))).toEqual(first);
  });

  it("in the sync, reads what an earlier extractor produced though --check writes nothing, and reports what it can't verify", async () => {
    const facts: RecordExtractor = {
      name: 'facts',
      outputs: [API_ROUTES_FACTS],
      extract: () => ({[API_ROUTES_FACTS]: routeFacts(head, 'scripts/b.sh')}),
      diff: () => [],
    };
    const result = await runSync({
      repo: recordDir,
      tag: TAG,
      check: true,
      root: project,
      extractors: [facts, recordLinksExtractor],
    });
    const pinned = result.files.find((file) => file.file === PINNED_LINKS_OUTPUT);
    expect(pinned?.status).toBe('would change');
    expect(pinned?.changes).toContain(`pinned link added: ${head}/scripts/b.sh`);
    expect(result.notes.map((note) => `${note.extractor}: ${note.line}`)).toEqual([
      `record-links: not in the record: ${TAG}/scripts/b.sh (docs/page.mdx:2)`,
      'record-links: not in the record: feature/x/scripts (docs/page.mdx:5)',
    ]);
    expect(existsSync(path.join(project, PINNED_LINKS_OUTPUT))).toBe(false);
  });

  it("reports the record's files a new commit added and removed", () => {
    const text = (commit: string, files: string[]) => `# at commit ${commit}\n${files.join('\n')}\n`;
    expect(recordLinksExtractor.diff(RECORD_FILES_OUTPUT, text(tagged, ['a', 'b']), text(head, ['b', 'c']))).toEqual([
      `commit ${tagged} → ${head}: 1 files added, 1 removed`,
      'file added: c',
      'file removed: a',
    ]);
  });

  it('reports a change of the pinned list that is only in its header', () => {
    const text = (header: string) => `# ${header}\n${tagged}/scripts/a.sh\n`;
    expect(recordLinksExtractor.diff(PINNED_LINKS_OUTPUT, text('old words'), text('new words'))).toEqual([
      'header changed',
    ]);
    expect(recordLinksExtractor.diff(PINNED_LINKS_OUTPUT, text('same'), text('same'))).toEqual([]);
  });
});
