import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {linksInText} from '../../src/record/recordLinks/links';
import {brokenRecordLinks, recordLists, siteRecordLinks} from '../support/recordLinks';
import {movedRecordLink} from '../support/recordLinkMoves';

const links = siteRecordLinks();
const {files, pinned} = recordLists();

describe("the site's links into the public record, nymtech/nym", () => {
  it('every blob, tree and raw link resolves: a branch path in the file list, a tag or commit path verified', () => {
    expect(brokenRecordLinks(links, files, pinned)).toEqual([]);
  });

  it('finds the links of the pages, the releases and the API pages', () => {
    const from = (prefix: string) => links.filter((link) => link.file.startsWith(prefix)).length;
    expect(from('docs/')).toBeGreaterThan(0);
    expect(from('releases/')).toBeGreaterThan(0);
    expect(from('src/api/facts')).toBeGreaterThan(0);
  });

  it('the pinned list holds only links the site still has', () => {
    const targets = new Set(links.map((link) => link.target));
    expect(pinned.filter((target) => !targets.has(target))).toEqual([]);
  });

  it('each moved link of the record leads to links the site renders, and a moved link is read at its new address', () => {
    const {moves} = JSON.parse(
      readFileSync(new URL('../fixtures/record-link-moves.json', import.meta.url), 'utf8'),
    ) as {moves: {from: string; to: string}[]};
    expect(moves.filter((move) => !links.some((link) => link.url.startsWith(move.to)))).toEqual([]);
    const [first] = moves;
    expect(movedRecordLink(`${first.from}#L2`)).toBe(`${first.to}#L2`);
    expect(movedRecordLink('https://github.com/nymtech/nym/pull/1')).toBe('https://github.com/nymtech/nym/pull/1');
  });

  it('names file, line and link of a branch link whose path the record does not hold', () => {
    const text =
      'ok [a](https://github.com/nymtech/nym/tree/develop/scripts)\n' +
      'wget https://raw.githubusercontent.com/nymtech/nym/refs/heads/develop/scripts/gone.sh\n';
    expect(brokenRecordLinks(linksInText(text, 'docs/x.mdx'), ['scripts/here.sh'], [])).toEqual([
      'docs/x.mdx:2: https://raw.githubusercontent.com/nymtech/nym/refs/heads/develop/scripts/gone.sh: ' +
        'scripts/gone.sh is not in the record on develop (record-files.txt)',
    ]);
  });

  it('names a branch link to a line, which drifts as the branch moves on', () => {
    const text = '[a](https://github.com/nymtech/nym/blob/develop/scripts/here.sh#L12)';
    expect(brokenRecordLinks(linksInText(text, 'docs/x.mdx'), ['scripts/here.sh'], [])).toEqual([
      'docs/x.mdx:1: https://github.com/nymtech/nym/blob/develop/scripts/here.sh#L12: ' +
        'a line on a branch drifts; pin the link to a tag or commit',
    ]);
  });

  it('names a link on a tag, a commit or another branch that was not verified in that tree', () => {
    const text = [
      '[a](https://github.com/nymtech/nym/blob/nym-binaries-v2024.6-chomp/CHANGELOG.md#L3)',
      '[b](https://github.com/nymtech/nym/blob/nym-binaries-v2024.6-chomp/gone.md)',
      '[c](https://github.com/nymtech/nym/tree/simon/feature/gateway)',
    ].join('\n');
    expect(
      brokenRecordLinks(linksInText(text, 'releases/y.mdx'), [], ['nym-binaries-v2024.6-chomp/CHANGELOG.md']),
    ).toEqual([
      'releases/y.mdx:2: https://github.com/nymtech/nym/blob/nym-binaries-v2024.6-chomp/gone.md: ' +
        "nym-binaries-v2024.6-chomp/gone.md is not a tag's or commit's path verified in the record (record-pinned-links.txt)",
      'releases/y.mdx:3: https://github.com/nymtech/nym/tree/simon/feature/gateway: ' +
        "simon/feature/gateway is not a tag's or commit's path verified in the record (record-pinned-links.txt)",
    ]);
  });
});
