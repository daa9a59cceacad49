import {describe, expect, it} from 'vitest';
import {findRecordRelease, parseRecordChangelog, sectionKindOf} from './parse';

const BUILD_INFO = [
  '```sh',
  'Binary Name:        nym-node',
  'Build Timestamp:    2030-01-02T03:04:05.000000000Z',
  'Build Version:      9.1.0',
  'Commit SHA:         0123456789abcdef0123456789abcdef01234567',
  'Commit Date:        2030-01-02T01:00:00.000000000+01:00',
  'Commit Branch:      HEAD',
  'rustc Version:      1.91.1',
  'rustc Channel:      stable',
  'cargo Profile:      release',
  '```',
].join('\n');

const PAGE = `---
title: Changelog
---

import { Steps } from 'nextra/components';

# Changelog

## \`v2030.2-beta\`

- [Release Binaries](https://github.com/nymtech/nym/releases/tag/nym-binaries-v2030.2-beta)
- [\`nym-node\`](nodes/nym-node.mdx) version \`9.1.0\`

${BUILD_INFO}

### Operators Updates & Tools

- [**Vote on NIP-99**](https://governator.example/nip-99) A sentence.

<Steps>
###### 1. Get the tool
\`\`\`sh
curl -L https://example.org/tool.sh -o ./tool.sh && \\
chmod +x tool.sh
\`\`\`
###### 2. Run it
\`\`\`sh
sudo ./tool.sh apply --mode "exit gateway" # a comment
\`\`\`
</Steps>

#### Network Tunnel Manager

1. **[Read the steps](#network-tunnel-manager)** below: an in-page link is no item.

### Features

- [Add \`thing\` to the API ](https://github.com/nymtech/nym/pull/7001): text after the link.
  - [Nested, not an item](https://github.com/nymtech/nym/pull/7002)
- Older style line ([#7003])
- [A docs page](https://nym.com/docs/x), PR [\\#7004](https://github.com/nymtech/nym/pull/7004)

[#7003]: https://github.com/nymtech/nym/pull/7003

<br />
<AccordionTemplate name="Older">

## Some news for operators

Published 2030-01-10, a note.

## Archived Changelog

## \`v2030.1-alpha\`

- [\`nym-node\`](nodes/nym-node.mdx) version \`9.0.0\`

### Bugfix

- [Fix it](https://github.com/nymtech/nym/pull/6999)

</AccordionTemplate>
`;

describe("the record's changelog page as data", () => {
  const releases = parseRecordChangelog(PAGE);

  it('gives one entry per ## heading, inside collapsibles too, without the archive heading', () => {
    expect(releases.map((release) => release.heading)).toEqual([
      'v2030.2-beta',
      'Some news for operators',
      'v2030.1-alpha',
    ]);
    expect(releases.map((release) => release.slug)).toEqual(['v20302-beta', 'some-news-for-operators', 'v20301-alpha']);
    expect(releases.map((release) => release.archived)).toEqual([false, false, true]);
  });

  it("reads a release's tag, binaries link, node version and build information", () => {
    const [beta] = releases;
    expect(beta.tag).toBe('v2030.2-beta');
    expect(beta.kind).toBe('release');
    expect(beta.binariesUrl).toBe('https://github.com/nymtech/nym/releases/tag/nym-binaries-v2030.2-beta');
    expect(beta.nodeVersion).toBe('9.1.0');
    expect(beta.buildInfo).toMatchObject({
      binary_name: 'nym-node',
      build_version: '9.1.0',
      commit_sha: '0123456789abcdef0123456789abcdef01234567',
      cargo_profile: 'release',
    });
  });

  it('reads items as PR numbers with their link text, leaving nested bullets and the header bullets out', () => {
    const features = releases[0].sections.find((section) => section.heading === 'Features')!;
    expect(features.kind).toBe('features');
    expect(features.items.map((item) => [item.pr, item.title])).toEqual([
      [7001, 'Add thing to the API'],
      [7003, 'Older style line'],
      [7004, 'A docs page'],
    ]);
    const operators = releases[0].sections[0];
    expect(operators.items).toEqual([
      {
        pr: null,
        title: 'Vote on NIP-99',
        url: 'https://governator.example/nip-99',
        line: expect.any(Number),
        described: true,
      },
    ]);
  });

  it('says which items the record describes: text after the link or blocks under it, not a PR reference alone', () => {
    const features = releases[0].sections.find((section) => section.heading === 'Features')!;
    // 7001 has text and a nested bullet; 7003 is a title with its reference; 7004 names its PR after a link.
    expect(features.items.map((item) => [item.pr, item.described])).toEqual([
      [7001, true],
      [7003, false],
      [7004, false],
    ]);
    const bugfix = releases[2].sections[0].items;
    expect(bugfix.map((item) => item.described)).toEqual([false]);
  });

  it('reads operator steps: step titles and the commands of shell blocks as argv', () => {
    const steps = releases[0].steps;
    expect(steps.map((step) => step.title)).toEqual(['1. Get the tool', '2. Run it']);
    expect(steps[0].commands.map((command) => command.argv)).toEqual([
      ['curl', '-L', 'https://example.org/tool.sh', '-o', './tool.sh'],
      ['chmod', '+x', 'tool.sh'],
    ]);
    expect(steps[1].commands[0]).toMatchObject({argv: ['./tool.sh', 'apply', '--mode', 'exit gateway'], root: true});
    expect(steps[0].section).toBe('Operators Updates & Tools');
  });

  it('gives a #### section that names no kind the kind of its ### section', () => {
    expect(releases[0].sections.map((section) => [section.heading, section.level, section.kind])).toEqual([
      ['Operators Updates & Tools', 3, 'operators'],
      ['Network Tunnel Manager', 4, 'operators'],
      ['Features', 3, 'features'],
    ]);
    expect(releases[0].sections[1].items).toEqual([]);
  });

  it('tells news from releases and reads a date the entry states', () => {
    const news = releases[1];
    expect(news.kind).toBe('news');
    expect(news.tag).toBeNull();
    expect(news.date).toBe('2030-01-10');
    expect(releases[0].date).toBeNull();
  });

  it('finds an entry by its tag, with or without the binaries prefix', () => {
    expect(findRecordRelease(releases, 'nym-binaries-v2030.1-alpha')?.heading).toBe('v2030.1-alpha');
    expect(findRecordRelease(releases, 'v2030.1-alpha')?.sections[0].items[0].pr).toBe(6999);
    expect(findRecordRelease(releases, 'v2030.3-gamma')).toBeUndefined();
  });

  it('names the line of MDX it cannot read', () => {
    expect(() => parseRecordChangelog('# x\n\n<Broken\n', 'page.mdx')).toThrow(
      /^page\.mdx:\d+: the record's changelog is not valid MDX/,
    );
  });

  it('gives each section heading its kind', () => {
    expect(sectionKindOf('Bugfix')).toBe('bugfixes');
    expect(sectionKindOf('Refactors & Maintenance')).toBe('refactors');
    expect(sectionKindOf('Operators Updates & Tools')).toBe('operators');
    expect(sectionKindOf(null)).toBe('changes');
  });
});
