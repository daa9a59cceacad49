import {nodeVersions} from './nodeVersions';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseRelease} from './parse';
import {loadReleases} from './load';
import {resolveSince} from './filter';
import {changelogItemIndex, itemLink, releaseMarkers, splitItemTexts, upgradeSummary, withItemTexts} from './itemIndex';
import {ACTIONS, FILE, release} from './releaseFixtures';
import {ReleaseValidationError} from './errors';

/** The site's own release files, parsed once for every test of this file that reads them. */
const REAL_RELEASES = loadReleases(path.resolve(__dirname, '../../../../releases'));

const body = `<OperatorActions upgrade="required">

- <Action id="mode" kind="check" />Pass exactly one \`--mode\` when you start the node.
- <Action id="nip-3" kind="vote" date="2099-02-01" for="validator" />Vote on [NIP-3](https://example.org/nip-3) before the deadline.

</OperatorActions>

<Section kind="operators" id="legal-test" title="Legal support">

Operators of exit gateways can ask for **legal** help.

</Section>

<Section kind="features" id="features-test" title="Features">

<Change pr={5898} title="Reject mixnode with exit mode" audience="operators">

A node started with \`--mode mixnode --mode exit-gateway\` stops.

</Change>

<Change pr={5899} title="Faster client" audience="developers" endpoints="/v1/nym-nodes/skimmed" />

</Section>
`;

describe('the item index, built from a release file', () => {
  const parsed = parseRelease(FILE, release({}, body));
  const index = changelogItemIndex([parsed]);
  const entry = index.releases[0];

  it("holds the release's facts: slug, tag, heading, versions, archive, news", () => {
    expect(entry).toMatchObject({
      slug: 'v20991-test',
      tag: 'v2099.1-test',
      heading: 'v2099.1-test',
      versions: ['1.99.0'],
      archived: false,
    });
    expect(entry).not.toHaveProperty('news');
  });

  it('holds the "what to do" actions as typed facts with their text, one per bullet, each with its anchor', () => {
    expect(entry.upgrade).toBe('required');
    expect(entry.operatorActions).toEqual([
      {id: 'mode', kind: 'check', for: ['all'], text: 'Pass exactly one --mode when you start the node.'},
      {id: 'nip-3', kind: 'vote', date: '2099-02-01', for: ['validator'], text: 'Vote on NIP-3 before the deadline.'},
    ]);
    expect(entry.whatToDo).toBe('v20991-test-what-to-do');
    expect(parsed.anchors).toEqual(
      expect.arrayContaining(['v20991-test-what-to-do', 'v20991-test-do-mode', 'v20991-test-do-nip-3']),
    );
  });

  it.each([
    [
      'a block without bullets',
      '<OperatorActions upgrade="optional">\n\nNothing to do for operators.\n\n</OperatorActions>\n',
      {field: 'OperatorActions', reason: expect.stringMatching(/as bullets/)},
    ],
    [
      'a bullet without an <Action>',
      '<OperatorActions upgrade="optional">\n\n- Nothing to do.\n\n</OperatorActions>\n',
      {field: 'OperatorActions[0]', reason: expect.stringMatching(/opens with <Action/)},
    ],
    [
      'a port that is not one',
      '<OperatorActions upgrade="optional">\n\n- <Action id="ports" kind="ports" ports="51822/udp 70000/tcp" />Open them.\n\n</OperatorActions>\n',
      {field: 'OperatorActions[0].ports', reason: expect.stringMatching(/"70000\/tcp" is not a port/)},
    ],
    [
      'an unknown kind',
      '<OperatorActions upgrade="optional">\n\n- <Action id="x" kind="pray" />Hope.\n\n</OperatorActions>\n',
      {field: 'OperatorActions[0].kind', reason: expect.stringMatching(/must be one of upgrade, ports/)},
    ],
    [
      'an unknown target',
      '<OperatorActions upgrade="optional">\n\n- <Action id="x" kind="read" for="exit gateway" />Read.\n\n</OperatorActions>\n',
      {field: 'OperatorActions[0].for', reason: expect.stringMatching(/"exit" is not a target/)},
    ],
    [
      'two actions with one id',
      '<OperatorActions upgrade="optional">\n\n- <Action id="x" kind="read" />Read.\n- <Action id="x" kind="check" />Check.\n\n</OperatorActions>\n',
      {field: 'OperatorActions[1].id', reason: '"x" is used twice'},
    ],
    [
      'an <Action> outside the block',
      `${ACTIONS}Some prose <Action id="x" kind="read" /> here.\n`,
      {field: 'Action', reason: expect.stringMatching(/only there/)},
    ],
  ])('refuses %s, naming the file and line, the field and why', (_case, body, problem) => {
    let error: unknown;
    try {
      parseRelease(FILE, release({}, body));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ReleaseValidationError);
    expect((error as ReleaseValidationError).problems).toEqual(
      expect.arrayContaining([expect.objectContaining({file: expect.stringMatching(/:\d+$/), ...problem})]),
    );
  });

  it('lists every section with its kind, and the sections that are prose without items with their text', () => {
    expect(entry.sections).toEqual([
      {id: 'legal-test', kind: 'operators'},
      {id: 'features-test', kind: 'features'},
    ]);
    expect(entry.proseSections).toEqual([
      {
        id: 'legal-test',
        title: 'Legal support',
        kind: 'operators',
        text: 'Legal support Operators of exit gateways can ask for legal help.',
      },
    ]);
  });

  it('has one entry per item: its anchor, release, section, kind, audiences, endpoints, PR, title and text', () => {
    expect(index.items).toEqual([
      {
        id: 'pr-5898',
        release: 'v20991-test',
        section: 'features-test',
        kind: 'features',
        audiences: ['operators'],
        endpoints: [],
        configurationChange: true,
        title: 'Reject mixnode with exit mode',
        pr: 5898,
        text: 'Reject mixnode with exit mode A node started with --mode mixnode --mode exit-gateway stops.',
      },
      {
        id: 'pr-5899',
        release: 'v20991-test',
        section: 'features-test',
        kind: 'features',
        audiences: ['developers'],
        endpoints: ['/v1/nym-nodes/skimmed'],
        configurationChange: false,
        title: 'Faster client',
        pr: 5899,
        text: 'Faster client',
      },
    ]);
  });

  it("marks configuration changes by the rule of src/rules: an operators' item that names a flag", () => {
    expect(index.items.map((item) => [item.id, item.configurationChange])).toEqual([
      ['pr-5898', true],
      ['pr-5899', false],
    ]);
  });

  it("keeps the link of an item only when it is not the item's pull request", () => {
    const other = changelogItemIndex([parseRelease(FILE, release())]);
    expect(other.items.map((item) => item.href)).toEqual([undefined, '/operators/nodes/nym-node/setup']);
    expect(other.items.map(itemLink)).toEqual([
      'https://github.com/nymtech/nym/pull/5898',
      '/operators/nodes/nym-node/setup',
    ]);
  });

  it('names the parent of a nested item and the section a nested section sits in', () => {
    const nested = parseRelease(
      FILE,
      release(
        {},
        `<Section kind="operators" id="outer" title="Outer">

<Section kind="operators" id="inner" title="Inner" level={4}>

<Change pr={1} title="Parent" audience="operators">

<Change pr={2} title="Child" audience="wallet" />

</Change>

</Section>

</Section>
`,
      ),
    );
    const nestedIndex = changelogItemIndex([nested]);
    expect(nestedIndex.releases[0].sections).toEqual([
      {id: 'outer', kind: 'operators'},
      {id: 'inner', kind: 'operators', within: 'outer'},
    ]);
    expect(nestedIndex.items.map(({id, parent, section}) => ({id, parent, section}))).toEqual([
      {id: 'pr-1', parent: undefined, section: 'inner'},
      {id: 'pr-2', parent: 'pr-1', section: 'inner'},
    ]);
  });

  it("marks news, drops build suffixes from versions, and keeps a release's several versions", () => {
    const news = parseRelease(
      'releases/news-test-news.mdx',
      release({
        kind: 'news',
        tag: 'null',
        slug: 'test-news',
        heading: '"Test news"',
        node_version: 'null',
        binaries_url: 'null',
      }),
    );
    const patched = parseRelease(FILE, release({node_version: '["1.1.0+nymnode", "1.1.1"]'}));
    const both = changelogItemIndex([news, patched]);
    expect(both.releases.map(({slug, tag, versions, news: isNews}) => ({slug, tag, versions, news: isNews}))).toEqual([
      {slug: 'test-news', tag: null, versions: [], news: true},
      {slug: 'v20991-test', tag: 'v2099.1-test', versions: ['1.1.0', '1.1.1'], news: undefined},
    ]);
    expect(releaseMarkers(both)).toEqual([
      {slug: 'test-news', tag: null, heading: 'Test news', versions: [], news: true},
      {slug: 'v20991-test', tag: 'v2099.1-test', heading: 'v2099.1-test', versions: ['1.1.0', '1.1.1'], news: false},
    ]);
  });

  it('is derived once per list of releases: asked again, it is the same index', () => {
    const releases = [parsed];
    expect(changelogItemIndex(releases)).toBe(changelogItemIndex(releases));
    expect(changelogItemIndex([parsed])).not.toBe(changelogItemIndex(releases));
    expect(changelogItemIndex([parsed])).toEqual(changelogItemIndex(releases));
  });

  it('is plain JSON: written and read back, it is the same', () => {
    expect(JSON.parse(JSON.stringify(index))).toEqual(index);
  });

  it("sums up a range: the strongest upgrade need, every action, operators' prose sections among the operator actions", () => {
    const summary = upgradeSummary(index, new Set(['v20991-test']));
    expect(summary.releases).toBe(1);
    expect(summary.upgrade).toBe('required');
    expect(summary.whatToDo.map((link) => link.title)).toEqual(entry.operatorActions.map((action) => action.text));
    expect(summary.operatorActions).toEqual([{anchor: 'legal-test', title: 'Legal support', release: 'v2099.1-test'}]);
    expect(summary.configurationChanges.map((link) => link.anchor)).toEqual(['pr-5898']);
    expect(summary.endpointChanges).toEqual([
      {anchor: 'pr-5899', title: 'Faster client', release: 'v2099.1-test', endpoints: ['/v1/nym-nodes/skimmed']},
    ]);
    expect(upgradeSummary(index, new Set())).toEqual({
      releases: 0,
      whatToDo: [],
      operatorActions: [],
      configurationChanges: [],
      endpointChanges: [],
    });
  });
});

describe('the item index of the changelog', () => {
  const index = changelogItemIndex(REAL_RELEASES);
  const releases = REAL_RELEASES;
  const markers = releaseMarkers(index);

  it('has one entry per item of every release, each id once, each parent and section known and before it', () => {
    expect(index.items.length).toBe(releases.reduce((total, entry) => total + entry.items.length, 0));
    expect(new Set(index.items.map((item) => item.id)).size).toBe(index.items.length);
    const slugs = new Set(index.releases.map((entry) => entry.slug));
    const seen = new Set<string>();
    for (const item of index.items) {
      expect(slugs.has(item.release), item.id).toBe(true);
      if (item.parent) expect(seen.has(item.parent), item.id).toBe(true);
      if (item.section)
        expect(
          index.releases.find((entry) => entry.slug === item.release)!.sections.map((section) => section.id),
          item.id,
        ).toContain(item.section);
      seen.add(item.id);
    }
  });

  it('gives every entry its "what to do" actions', () => {
    for (const entry of index.releases) expect(entry.operatorActions.length, entry.slug).toBeGreaterThan(0);
  });

  it('upgrading from the node version before the one that refuses a mixnode combined with a gateway mode lists that instruction', () => {
    // The release whose actions say a mixnode combined with a gateway mode does not start, and the node version
    // just before it.
    const refusal = /does not start/;
    const strict = releases.find((entry) =>
      entry.operatorActions.some((action) => /--mode mixnode/.test(action.text) && refusal.test(action.text)),
    );
    expect(strict?.node_version).toBeTruthy();
    const versionOf = (entry: (typeof releases)[number]) => nodeVersions(entry)[0];
    const older = releases.find(
      (entry) =>
        entry.release_date < strict!.release_date && versionOf(entry) && versionOf(entry) !== versionOf(strict!),
    );
    const since = resolveSince(versionOf(older!), markers);
    expect(since.ok).toBe(true);
    if (!since.ok) return;
    const summary = upgradeSummary(index, new Set(since.newer));
    const instruction = summary.whatToDo.find((link) => /--mode mixnode/.test(link.title) && refusal.test(link.title));
    expect(instruction?.anchor).toMatch(new RegExp(`^${strict!.slug}-do-`));
  });

  it("counts the operators' sections that are prose only among the operator actions of their range", () => {
    const withProse = index.releases.find((entry) =>
      entry.proseSections.some((section) => section.kind === 'operators'),
    )!;
    const summary = upgradeSummary(index, new Set([withProse.slug]));
    for (const section of withProse.proseSections.filter((entry) => entry.kind === 'operators')) {
      expect(summary.operatorActions.map((link) => link.anchor)).toContain(section.id);
    }
  });
});

describe('the index in two parts, for the browser', () => {
  it('keeps every fact apart from the text, and gives the same index back once joined', () => {
    // The real releases, parsed once for the whole file (parsing every release file is the slow part).
    const index = changelogItemIndex(REAL_RELEASES);
    const {index: facts, texts} = splitItemTexts(index);
    expect(facts.items.every((item) => item.text === '')).toBe(true);
    expect(facts.releases).toEqual(index.releases);
    expect(Object.keys(texts)).toHaveLength(index.items.length);
    expect(withItemTexts(facts, texts)).toEqual(index);
  });
});
