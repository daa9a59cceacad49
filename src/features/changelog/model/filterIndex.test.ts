import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseRelease} from './parse';
import {loadReleases} from './load';
import {resolveSince, type ReleaseMarker} from './filter';
import {changelogFilterIndex, upgradeSummary} from './filterIndex';
import {FILE, release} from './releaseFixtures';

const body = `<OperatorActions upgrade="required">

- Pass exactly one \`--mode\` when you start the node.
- Vote on [NIP-3](https://example.org/nip-3) before the deadline.

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

describe('the filter index, built from a release file', () => {
  const parsed = parseRelease(FILE, release({}, body));
  const [entry] = changelogFilterIndex([parsed]);

  it('holds the "what to do" actions as plain text, one per list item, with the block\'s anchor', () => {
    expect(entry!.upgrade).toBe('required');
    expect(entry!.actions).toEqual(['Pass exactly one --mode when you start the node.', 'Vote on NIP-3 before the deadline.']);
    expect(entry!.whatToDo).toBe('v20991-test-what-to-do');
    expect(parsed.anchors).toContain('v20991-test-what-to-do');
  });

  it('reads a "what to do" block without a list as its paragraphs', () => {
    const prose = parseRelease(FILE, release({}, '<OperatorActions upgrade="optional">\n\nNothing to do for operators.\n\nWallet users can update at leisure.\n\n</OperatorActions>\n'));
    expect(prose.operatorActions).toEqual(['Nothing to do for operators.', 'Wallet users can update at leisure.']);
  });

  it('lists the sections that are prose without items, with their kind', () => {
    expect(entry!.proseSections).toEqual([{id: 'legal-test', title: 'Legal support', kind: 'operators'}]);
    expect(parsed.proseSections[0]!.text).toBe('Legal support Operators of exit gateways can ask for legal help.');
  });

  it('keeps the items a summary lists: configuration changes for operators and endpoints', () => {
    expect(entry!.summaryItems).toEqual([
      {anchor: 'pr-5898', title: 'Reject mixnode with exit mode', kind: 'features', audience: ['operators'], configuration: true},
      {anchor: 'pr-5899', title: 'Faster client', kind: 'features', audience: ['developers'], endpoints: ['/v1/nym-nodes/skimmed']},
    ]);
  });

  it('sums up a range: the strongest upgrade need, every action, operators\' prose sections among the operator actions', () => {
    const summary = upgradeSummary([entry!], new Set(['v20991-test']));
    expect(summary.releases).toBe(1);
    expect(summary.upgrade).toBe('required');
    expect(summary.whatToDo.map((link) => link.title)).toEqual(entry!.actions);
    expect(summary.operatorActions).toEqual([{anchor: 'legal-test', title: 'Legal support', release: 'v2099.1-test'}]);
    expect(summary.configurationChanges.map((link) => link.anchor)).toEqual(['pr-5898']);
    expect(summary.endpointChanges.map((link) => link.anchor)).toEqual(['pr-5899']);
    expect(upgradeSummary([entry!], new Set())).toEqual({releases: 0, whatToDo: [], operatorActions: [], configurationChanges: [], endpointChanges: []});
  });
});

describe('the filter index of the changelog', () => {
  const releases = loadReleases(path.resolve(__dirname, '../../../../releases'));
  const index = changelogFilterIndex(releases);
  const markers: ReleaseMarker[] = releases.map((entry) => ({slug: entry.slug, tag: entry.tag ?? null, heading: entry.heading, versions: entry.node_version ? [entry.node_version].flat() : [], news: entry.kind === 'news'}));

  it('gives every entry its "what to do" actions', () => {
    for (const entry of index) expect(entry.actions.length, entry.slug).toBeGreaterThan(0);
  });

  it('upgrading from the node version before the one that requires a single --mode lists that instruction', () => {
    // The release whose actions say a node stops with several modes, and the node version just before it.
    const strict = releases.find((entry) => entry.operatorActions.some((action) => /exactly one --mode/.test(action) && /stops/.test(action)));
    expect(strict?.node_version).toBeTruthy();
    const versionOf = (entry: (typeof releases)[number]) => [entry.node_version ?? []].flat()[0];
    const older = releases.find((entry) => entry.release_date < strict!.release_date && versionOf(entry) && versionOf(entry) !== versionOf(strict!));
    const since = resolveSince(versionOf(older!)!, markers);
    expect(since.ok).toBe(true);
    if (!since.ok) return;
    const summary = upgradeSummary(index, new Set(since.newer));
    expect(summary.whatToDo.map((link) => link.title)).toEqual(expect.arrayContaining([expect.stringMatching(/exactly one --mode/)]));
    expect(summary.whatToDo.find((link) => /exactly one --mode/.test(link.title))!.anchor).toBe(`${strict!.slug}-what-to-do`);
  });

  it('counts the operators\' sections that are prose only among the operator actions of their range', () => {
    const withProse = index.find((entry) => entry.proseSections.some((section) => section.kind === 'operators'))!;
    const summary = upgradeSummary(index, new Set([withProse.slug]));
    for (const section of withProse.proseSections.filter((entry) => entry.kind === 'operators')) {
      expect(summary.operatorActions.map((link) => link.anchor)).toContain(section.id);
    }
  });
});
