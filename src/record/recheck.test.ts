import {describe, expect, it} from 'vitest';
import {changedFacts, lastCheckedBehind, pagesToRecheck, type RecheckFacts} from './recheck';

const TAGS = ['nym-binaries-v2030.1-alpha', 'nym-binaries-v2030.2-beta', 'nym-binaries-v2030.3-gamma'];
const FACTS: RecheckFacts = {
  tags: TAGS,
  configKeys: [
    {
      key: 'mixnet.bind_address',
      introduced: TAGS[0],
      removed: null,
      default_changes: [{tag: TAGS[2], from: '0.0.0.0:1789', to: '[::]:1789'}],
    },
    {key: 'http.landing_page_assets_path', introduced: TAGS[0], removed: TAGS[1], default_changes: []},
    {key: 'wireguard.private_ipv4', introduced: TAGS[2], removed: null, default_changes: []},
    {key: 'lp.control_bind_address', introduced: TAGS[1], removed: TAGS[2], default_changes: []},
  ],
  flags: [
    {command: 'run', flag: '--mode', introduced: TAGS[0], removed: null, changes: [{tag: TAGS[2], type: 'enum'}]},
    {command: 'run', flag: '--old', introduced: TAGS[0], removed: TAGS[1], changes: []},
  ],
  routes: [
    {api: 'nym-node', method: 'GET', path: '/api/v1/load', first_tag: TAGS[2], removed_at: null},
    {api: 'nym-api', method: 'GET', path: '/v1/services', first_tag: TAGS[0], removed_at: TAGS[1]},
  ],
  nodeVersions: {'v2030.1-alpha': '9.0.0', 'v2030.2-beta': '9.1.0', 'v2030.3-gamma': '9.2.0'},
};

describe('what a new release changes on our pages', () => {
  it('lists the facts changed after the old tag up to the new one, and no others', () => {
    expect(changedFacts(FACTS, 'v2030.2-beta', 'nym-binaries-v2030.3-gamma')).toEqual([
      {
        kind: 'config key',
        text: 'bind_address',
        change: 'mixnet.bind_address default "0.0.0.0:1789" → "[::]:1789" in v2030.3-gamma',
      },
      {kind: 'config key', text: 'private_ipv4', change: 'wireguard.private_ipv4 added in v2030.3-gamma'},
      {kind: 'config key', text: 'control_bind_address', change: 'lp.control_bind_address removed in v2030.3-gamma'},
      {kind: 'flag', text: '--mode', change: 'run --mode changed in v2030.3-gamma'},
      {kind: 'route', text: '/api/v1/load', change: 'nym-node GET /api/v1/load added in v2030.3-gamma'},
      {kind: 'node version', text: '9.1.0', change: 'nym-node 9.1.0 in v2030.2-beta → 9.2.0 in v2030.3-gamma'},
    ]);
    expect(changedFacts(FACTS, 'v2030.1-alpha', 'v2030.2-beta').map((fact) => fact.change)).toEqual([
      'http.landing_page_assets_path removed in v2030.2-beta',
      'lp.control_bind_address added in v2030.2-beta',
      'run --old removed in v2030.2-beta',
      'nym-api GET /v1/services removed in v2030.2-beta',
      'nym-node 9.0.0 in v2030.1-alpha → 9.1.0 in v2030.2-beta',
    ]);
    expect(() => changedFacts(FACTS, 'v2029.1-old', 'v2030.2-beta')).toThrow(/v2029\.1-old: not a release tag/);
  });

  it('lists a fact that came and went between the two tags once, as at neither of them', () => {
    expect(
      changedFacts(FACTS, 'v2030.1-alpha', 'v2030.3-gamma').filter((fact) => fact.text === 'control_bind_address'),
    ).toEqual([
      {
        kind: 'config key',
        text: 'control_bind_address',
        change: 'lp.control_bind_address added in v2030.2-beta and removed in v2030.3-gamma: at neither tag',
      },
    ]);
  });

  it('finds the pages that state a changed fact, with the line', () => {
    const changed = changedFacts(FACTS, 'v2030.2-beta', 'v2030.3-gamma');
    const fact = (text: string) => changed.find((candidate) => candidate.text === text)!;
    const pages = [
      {path: 'docs/a.mdx', text: 'Intro\nSet `bind_address` in `[mixnet]`.\nRun with --mode exit-gateway.'},
      {path: 'docs/b.mdx', text: 'Nodes on 9.1.0 should upgrade.\nNot 19.1.0 nor 9.1.0.1 nor /x/api/v1/loads.'},
      {path: 'docs/c.mdx', text: 'bind_address alone, not in backticks, is no statement of the key.'},
    ];
    expect(pagesToRecheck(changed, pages)).toEqual([
      {
        page: 'docs/a.mdx',
        facts: [
          {fact: fact('bind_address'), line: 2},
          {fact: fact('--mode'), line: 3},
        ],
      },
      {page: 'docs/b.mdx', facts: [{fact: fact('9.1.0'), line: 1}]},
    ]);
  });

  it('lists the "Last checked against" markers older than the new tag', () => {
    const pages = [
      {path: 'docs/a.mdx', text: '# A\n<LastChecked release="v2030.1-alpha" />'},
      {path: 'docs/b.mdx', text: '<LastChecked release="v2030.3-gamma" />'},
    ];
    expect(lastCheckedBehind(TAGS, 'v2030.3-gamma', pages)).toEqual([
      {page: 'docs/a.mdx', line: 2, release: 'v2030.1-alpha'},
    ]);
  });
});
