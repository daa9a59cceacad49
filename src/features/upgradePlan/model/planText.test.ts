import {describe, expect, it} from 'vitest';
import {planMarkdown, portText, shellWord, stepCode, stepTitle} from './planText';
import type {UpgradePlan} from './upgradePlan';

const source = (release: string, anchor: string, text = 'Do it.') => ({release, heading: release, anchor, text});

const PLAN: UpgradePlan = {
  releases: ['v1', 'v2'],
  asOf: '2026-01-01',
  steps: [
    {
      kind: 'upgrade',
      binary: 'nym-node',
      version: '1.31.0',
      stops: [],
      optional: false,
      sources: [source('v1', 'v1-do-upgrade'), source('v2', 'v2-do-upgrade')],
    },
    {
      kind: 'ports',
      ports: [
        {from: 41264, to: 41264, protocol: 'tcp'},
        {from: 1, to: 1024, protocol: 'udp'},
        {from: 51830, to: 51830, protocol: 'tcp', on: 'nymwg'},
      ],
      wireguardOnly: [],
      sources: [source('v2', 'v2-do-ports')],
    },
    {
      kind: 'command',
      argv: ['./nym-node', 'debug', 'reset-providers-gateway-dbs', '--id', '<ID>'],
      root: true,
      fetch: 'https://example.org/dl/nym-node',
      last: false,
      optional: false,
      sources: [source('v2', 'v2-do-reset')],
    },
    {kind: 'check', optional: true, sources: [source('v2', 'v2-do-status', 'Watch the logs.')]},
  ],
  dates: [{kind: 'deadline', date: '2026-01-31', source: source('v2', 'v2-do-by', 'Migrate by then.')}],
  folded: [
    {
      reason: 'replaced',
      source: source('v1', 'v1-do-lp', 'Nothing to set yet.'),
      by: [source('v2', 'v2-do-ports')],
      also: [],
    },
    {reason: 'passed', source: source('v1', 'v1-do-call', 'Join the call.'), until: '2025-12-01', also: []},
    {reason: 'passed', source: source('v1', 'v1-do-vote', 'Vote.'), event: {release: 'v2', heading: 'v2'}, also: []},
  ],
  skipped: [],
};

describe('a plan in words and code', () => {
  it('writes a command’s words as a shell reads them, placeholders and the home directory left as written', () => {
    expect(shellWord('~/.nym/gateways/<GATEWAY_ID>/config/config.toml')).toBe(
      '~/.nym/gateways/<GATEWAY_ID>/config/config.toml',
    );
    expect(shellWord('$HOME/nym-binaries/network_tunnel_manager.sh')).toBe(
      '$HOME/nym-binaries/network_tunnel_manager.sh',
    );
    expect(['./nym-node', '--id', '<ID>', 'a b', "it's"].map(shellWord)).toEqual([
      './nym-node',
      '--id',
      '<ID>',
      "'a b'",
      `'it'\\''s'`,
    ]);
  });

  it('names a port or a range with its protocol', () => {
    expect(portText({from: 465, to: 465, protocol: 'tcp'})).toBe('465/tcp');
    expect(portText({from: 1, to: 1024, protocol: 'udp'})).toBe('1-1024/udp');
  });

  it('titles each step by what it does, and gives the shell lines of commands and ports', () => {
    expect(PLAN.steps.map(stepTitle)).toEqual([
      'Upgrade nym-node to 1.31.0',
      'Open ports 41264/tcp, 1-1024/udp, 51830/tcp on nymwg',
      'Run ./nym-node debug reset-providers-gateway-dbs --id <ID> as root',
      'Check: Watch the logs.',
    ]);
    expect(stepCode(PLAN.steps[2])).toEqual([
      'curl -L https://example.org/dl/nym-node -o nym-node',
      'chmod +x nym-node',
      './nym-node debug reset-providers-gateway-dbs --id <ID>',
    ]);
    // Each rule as its release gives it: an interface keeps ufw's long form.
    expect(stepCode(PLAN.steps[1])).toEqual([
      'ufw allow 41264/tcp',
      'ufw allow 1:1024/udp',
      'ufw allow in on nymwg to any port 51830 proto tcp',
    ]);
    expect(stepCode(PLAN.steps[0])).toEqual([]);
  });

  it('copies as a Markdown checklist: a box per step with the releases that ask for it, code, the dates, then what no longer applies and why', () => {
    const markdown = planMarkdown(PLAN, 'From 1.25.0', 'https://docs.example/changelog');
    expect(markdown).toContain(
      '- [ ] Upgrade nym-node to 1.31.0 ([v1](https://docs.example/changelog#v1-do-upgrade), [v2](https://docs.example/changelog#v2-do-upgrade))',
    );
    expect(markdown).toContain(
      '- [ ] Check: Watch the logs. (optional) ([v2](https://docs.example/changelog#v2-do-status))',
    );
    expect(markdown).toContain(
      '  ```sh\n  ufw allow 41264/tcp\n  ufw allow 1:1024/udp\n  ufw allow in on nymwg to any port 51830 proto tcp\n  ```',
    );
    expect(markdown).toContain(
      '## No longer applies\n\n- Nothing to set yet. ([v1](https://docs.example/changelog#v1-do-lp)): replaced by [v2](https://docs.example/changelog#v2-do-ports)\n' +
        '- Join the call. ([v1](https://docs.example/changelog#v1-do-call)): its day, 2025-12-01, came before the newest release (2026-01-01)\n' +
        '- Vote. ([v1](https://docs.example/changelog#v1-do-vote)): over by [v2](https://docs.example/changelog#v2)\n',
    );
    expect(markdown).toContain(
      '## Dates\n\n- [ ] 2026-01-31: Migrate by then. ([v2](https://docs.example/changelog#v2-do-by))',
    );
    expect(markdown.match(/^- \[ \]/gm)).toHaveLength(5);
  });
});
