import {rmSync} from 'node:fs';
import {afterAll, describe, expect, it} from 'vitest';
import {RecordRepository} from '../git';
import {cargoToml, changelogEntry, changelogPage, makeRecordRepository} from '../testRepository';
import {recordDetailsOf} from './details';
import {releaseDetailsExtractor, RELEASE_DETAILS_OUTPUT, type ReleaseDetailsFile} from './detailsExtractor';
import {RECORD_CHANGELOG_PATH} from './parse';

/** An entry whose sections hold one example of each thing the reader keeps or leaves out. */
const DETAILED = `## \`v2030.3-gamma\`

- [Release Binaries](https://github.com/nymtech/nym/releases/tag/nym-binaries-v2030.3-gamma)
- [\`nym-node\`](nodes/nym-node.mdx) version \`9.2.0\`

- [Operators updates and tools](changelog#operators-updates--tools)

### Operators Updates & Tools

Run \`nym-node run --mode exit-gateway\` once; see [setup](nodes/nym-node/setup#init) and [below](#steps).
The route \`/api/v1/status\` and \`GET /v1/load\` changed; the folder \`/sdk/rust\` did not; \`/etc/nym\` is a path.

\`\`\`sh
sudo -E ./nym-node run --id alpha | tee log.txt
curl -L https://example.org/ntm.sh -o ntm.sh && chmod +x ntm.sh
cat <<'EOF' > script.sh
echo inside
EOF
for x in a b; do
echo $x
done
# outcome
thread 'main' panicked at src/main.rs:9:64:
\`\`\`

\`\`\`json
{"url": "https://example.org/sample.json"}
\`\`\`

##### Rules

- Fix [\`apt install\` in CI](https://example.org/ci) with \`--force-run\`, commit \`${'cd'.repeat(20)}\`.

![wallet](/images/wallet.png)

<AccordionTemplate name="More">
#### Removed routes

- \`/v1/old\`
</AccordionTemplate>

<Tabs>
#### \`nym-node\` - VPS

- [Terms](nodes/nym-node/setup#terms)
</Tabs>

### Features

- [Third thing](https://github.com/nymtech/nym/pull/7003): text.

### Bridge

<BridgeSteps />
`;

/** A snippet the page imports: its facts are the page's, at the line that shows it. */
const SNIPPET = `Read the [bridge guide](https://example.org/bridge).

\`\`\`sh
root@localhost:~# ./bridge.sh
Usage: bridge.sh COMMAND
full_setup - Run everything
\`\`\`
`;
const IMPORT = "import BridgeSteps from 'components/snippets/bridge.mdx';\n\n";

const ALPHA = changelogEntry('v2030.1-alpha', '9.0.0', '2030-01-05', [[7000, 'First thing']]);
const BETA = changelogEntry('v2030.2-beta', '9.1.0', '2030-01-20', [[7001, 'Second thing']]);

const root = makeRecordRepository([
  {
    files: {
      'nym-node/Cargo.toml': cargoToml('9.0.0'),
      'sdk/rust/README.md': 'sdk',
      [RECORD_CHANGELOG_PATH]: changelogPage(ALPHA),
    },
    date: '2030-01-05T10:00:00Z',
    tag: 'nym-binaries-v2030.1-alpha',
  },
  {
    files: {'nym-node/Cargo.toml': cargoToml('9.1.0'), [RECORD_CHANGELOG_PATH]: changelogPage(BETA, ALPHA)},
    date: '2030-01-20T10:00:00Z',
    tag: 'nym-binaries-v2030.2-beta',
  },
  {
    files: {
      'nym-node/Cargo.toml': cargoToml('9.2.0'),
      'documentation/docs/components/snippets/bridge.mdx': SNIPPET,
      [RECORD_CHANGELOG_PATH]: IMPORT + changelogPage(DETAILED, BETA, ALPHA),
    },
    date: '2030-02-01T10:00:00Z',
    tag: 'nym-binaries-v2030.3-gamma',
  },
]);
afterAll(() => rmSync(root, {recursive: true, force: true}));
const repo = new RecordRepository(root);

const extract = (tag: string) =>
  (releaseDetailsExtractor.extract(repo, tag) as Record<string, string>)[RELEASE_DETAILS_OUTPUT];
const fileAt = (tag: string) => JSON.parse(extract(tag)) as ReleaseDetailsFile;

/** A fact as the tests compare it: its kind and its other fields by name. */
type Fact = {kind: string} & Record<string, unknown>;

/** The facts of one entry's section, without ids and lines, by the section's heading. */
function factsIn(file: ReleaseDetailsFile, slug: string, heading: string | null): Fact[] {
  const section = file.entries
    .find((entry) => entry.slug === slug)!
    .sections.find((candidate) => candidate.heading === heading)!;
  return section.facts.map(({id: _id, line: _line, ...fact}) => fact);
}
const ofKind = (facts: Fact[], kind: string) => facts.filter((fact) => fact.kind === kind);

describe('the release-details extractor', () => {
  const gamma = fileAt('nym-binaries-v2030.3-gamma');
  const operators = factsIn(gamma, 'v20303-gamma', 'Operators Updates & Tools');

  it("writes every entry up to the tag, each with every section of the page in order, the entry's head first", () => {
    expect(releaseDetailsExtractor.outputs).toEqual([RELEASE_DETAILS_OUTPUT]);
    expect(fileAt('nym-binaries-v2030.2-beta').entries.map((entry) => entry.slug)).toEqual([
      'v20302-beta',
      'v20301-alpha',
    ]);
    expect(gamma.entries.find((entry) => entry.slug === 'v20303-gamma')!.sections.map((s) => s.heading)).toEqual([
      null,
      'Operators Updates & Tools',
      'nym-node - VPS',
      'Features',
      'Bridge',
    ]);
  });

  it("leaves out the entry's header links, its pull requests and its links to the changelog page itself", () => {
    expect(factsIn(gamma, 'v20303-gamma', null)).toEqual([]);
    expect(factsIn(gamma, 'v20303-gamma', 'Features')).toEqual([]);
  });

  it('reads the commands of shell blocks as run, and leaves out here-documents, shell syntax and output', () => {
    expect(ofKind(operators, 'command').filter((fact) => fact.where === 'code block')).toEqual([
      {
        kind: 'command',
        program: './nym-node',
        args: ['run', '--id', 'alpha'],
        raw: expect.any(String),
        sudo: true,
        where: 'code block',
      },
      {
        kind: 'command',
        program: 'curl',
        args: ['-L', 'https://example.org/ntm.sh', '-o', 'ntm.sh'],
        raw: expect.any(String),
        where: 'code block',
      },
      {kind: 'command', program: 'chmod', args: ['+x', 'ntm.sh'], raw: expect.any(String), where: 'code block'},
      {kind: 'command', program: 'echo', args: ['$x'], raw: 'echo $x', where: 'code block'},
    ]);
  });

  it('reads an inline command whose program a shell block runs, but not one named in a link text', () => {
    expect(ofKind(operators, 'command').filter((fact) => fact.where === 'inline code')).toEqual([
      {
        kind: 'command',
        program: 'nym-node',
        args: ['run', '--mode', 'exit-gateway'],
        raw: expect.any(String),
        where: 'inline code',
      },
    ]);
  });

  it("reads routes, and no path of the file system or of the record's tree", () => {
    expect(ofKind(operators, 'route').map((fact) => [fact.method, fact.path, fact.subheading])).toEqual([
      [undefined, '/api/v1/status', undefined],
      ['GET', '/v1/load', undefined],
      [undefined, '/v1/old', 'Removed routes'],
    ]);
  });

  it('reads links, the addresses of shell blocks only, and notes the sub-heading a fact sits under', () => {
    expect(ofKind(operators, 'url').map((fact) => [fact.url, fact.scope, fact.where, fact.subheading])).toEqual([
      ['nodes/nym-node/setup#init', 'docs-relative', 'link', undefined],
      ['#steps', 'anchor', 'link', undefined],
      ['https://example.org/ntm.sh', 'external', 'code block', undefined],
      ['https://example.org/ci', 'external', 'link', 'Rules'],
    ]);
    expect(factsIn(gamma, 'v20303-gamma', 'nym-node - VPS')).toEqual([
      {kind: 'url', url: 'nodes/nym-node/setup#terms', scope: 'docs-relative', where: 'link'},
    ]);
  });

  it('reads flags, hashes and images', () => {
    expect(ofKind(operators, 'flag').map((fact) => fact.flag)).toEqual(['--force-run']);
    expect(ofKind(operators, 'hash').map((fact) => fact.value)).toEqual(['cd'.repeat(20)]);
    expect(ofKind(operators, 'image')).toEqual([
      {kind: 'image', file: '/images/wallet.png', alt: 'wallet', where: 'image', subheading: 'Rules'},
    ]);
  });

  it('reads an imported MDX snippet where the page shows it, and of a terminal session only the prompted commands', () => {
    expect(factsIn(gamma, 'v20303-gamma', 'Bridge')).toEqual([
      {kind: 'url', url: 'https://example.org/bridge', scope: 'external', where: 'link'},
      {kind: 'command', program: './bridge.sh', args: [], raw: './bridge.sh', where: 'code block'},
    ]);
  });

  it('gives each fact an id from its entry, section index and kind, and counts the kinds', () => {
    const ids = gamma.entries.flatMap((entry) => entry.sections.flatMap((section) => section.facts.map((f) => f.id)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('v20303-gamma#1.route-3');
    const total = Object.values(gamma._meta.counts).reduce((sum, count) => sum + count, 0);
    expect(total).toBe(ids.length);
  });

  it('is deterministic and reports the counts that changed', () => {
    const text = extract('nym-binaries-v2030.3-gamma');
    expect(extract('v2030.3-gamma')).toBe(text);
    expect(releaseDetailsExtractor.diff(RELEASE_DETAILS_OUTPUT, text, text)).toEqual([]);
    const [line] = releaseDetailsExtractor.diff(RELEASE_DETAILS_OUTPUT, extract('nym-binaries-v2030.2-beta'), text);
    expect(line).toContain(
      `command ${fileAt('nym-binaries-v2030.2-beta')._meta.counts.command} → ${gamma._meta.counts.command}`,
    );
  });

  it('names the file and line of a page that is not valid MDX', () => {
    expect(() => recordDetailsOf('## `v1`\n\n<Broken\n', {file: 'changelog.mdx'})).toThrow(/^changelog\.mdx:\d+: /);
  });
});
