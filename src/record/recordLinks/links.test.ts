import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {linksInText, parseRecordLink, writtenRecordLinks} from './links';

const BLOB = 'https://github.com/nymtech/nym/blob';
const project = mkdtempSync(path.join(tmpdir(), 'record-links-project-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(project, file)), {recursive: true});
  writeFileSync(path.join(project, file), text);
};
afterAll(() => rmSync(project, {recursive: true, force: true}));

describe("the site's links into the record", () => {
  it('reads a link without its fragment, query, trailing punctuation or slash, and only links into nymtech/nym', () => {
    expect(parseRecordLink(`${BLOB}/master/nym-api/src/main.rs#L10`)).toEqual({
      target: 'master/nym-api/src/main.rs',
      branch: 'master',
      path: 'nym-api/src/main.rs',
    });
    expect(parseRecordLink('https://github.com/nymtech/nym/tree/develop/clients/.')).toMatchObject({path: 'clients'});
    expect(parseRecordLink('https://github.com/nymtech/nym/raw/main/a%20b.txt?raw=1')).toMatchObject({path: 'a b.txt'});
    expect(parseRecordLink(`${BLOB}/nym-binaries-v2024.6-chomp/CHANGELOG.md,`)).toEqual({
      target: 'nym-binaries-v2024.6-chomp/CHANGELOG.md',
    });
    expect(
      linksInText(
        'https://github.com/nymtech/nym-vpn-client/blob/develop/x https://github.com/nymtech/nym/pull/1',
        'z',
      ),
    ).toEqual([]);
  });

  it("reads the links of the pages, releases and source the site renders, a file of this run's outputs as produced", () => {
    write('docs/page.mdx', `one\n[a](${BLOB}/develop/a.sh)\n`);
    write('docs/notes.txt', `${BLOB}/develop/not-rendered.sh\n`);
    write('releases/v1.mdx', `[b](${BLOB}/develop/b.sh)\n`);
    write('src/view.test.ts', `'${BLOB}/develop/a-test.sh'\n`);
    write('src/facts/old.json', `"${BLOB}/develop/old.sh"\n`);
    write('sidebars.ts', `'${BLOB}/develop/sidebar.sh'\n`);
    const produced = new Map([
      ['src/facts/old.json', `"${BLOB}/develop/new.sh"\n`],
      ['src/facts/added.json', `"${BLOB}/develop/added.sh"\n`],
      ['tests/fixtures/list.txt', `${BLOB}/develop/fixture.sh\n`],
    ]);
    expect(writtenRecordLinks(project, produced).map((link) => `${link.file}:${link.line} ${link.target}`)).toEqual([
      'docs/page.mdx:2 develop/a.sh',
      'releases/v1.mdx:1 develop/b.sh',
      'sidebars.ts:1 develop/sidebar.sh',
      'src/facts/added.json:1 develop/added.sh',
      'src/facts/old.json:1 develop/new.sh',
    ]);
  });
});
