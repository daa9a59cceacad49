import {describe, expect, it} from 'vitest';
import {CONFIG_TAGS, NEWEST_CONFIG_TAG, NODE_CONFIG_SOURCE, argumentsAt, releaseOfTag, tagIndex} from '../source';
import {diagnose} from './doctor';
import {readCommandLine} from './commandFindings';

const tagOf = (name: string) => CONFIG_TAGS.find((tag) => tag.endsWith(name)) as string;

describe('reading a nym-node command line', () => {
  it('finds the subcommand after global flags, and the values of flags that take one', () => {
    expect(
      readCommandLine([
        '/usr/local/bin/nym-node',
        '--no-banner',
        'run',
        '--id',
        'run',
        '--mode',
        'entry-gateway',
        'exit-gateway',
        '-w',
      ]),
    ).toEqual({
      command: 'run',
      flags: ['--no-banner', '--id', '--mode', '-w'],
      modes: ['entry-gateway', 'exit-gateway'],
    });
    expect(readCommandLine(['nym-node', 'debug', 'reset-providers-gateway-dbs', '--id', 'x']).command).toBe(
      'debug reset-providers-gateway-dbs',
    );
    expect(readCommandLine(['nym-node', 'run', '--modes=entry-gateway,exit-gateway']).modes).toEqual([
      'entry-gateway',
      'exit-gateway',
    ]);
  });
});

describe('a command line against the target release', () => {
  it('a flag renamed since: an error naming the new flag, the release and the variable both read', () => {
    const {findings, written} = diagnose(
      'nym-node run --mode exit-gateway --wireguard-enabled true --wireguard-announced-port 51822 --accept-operator-terms-and-conditions',
    );
    const renamed = findings.find((each) => each.subject === '--wireguard-announced-port');
    expect(renamed).toMatchObject({
      severity: 'error',
      kind: 'renamed',
      release: {label: 'v2025.16-halloumi'},
      replacement: {label: '--wireguard-tunnel-announced-port'},
    });
    expect(renamed?.message).toContain('NYMNODE_WG_ANNOUNCED_PORT');
    expect(renamed?.reference?.href).toBe(
      '/operators/nodes/nym-node/config-reference#flag-run-wireguard-announced-port',
    );
    // The old flag dates the command line to the releases that still had it.
    expect(written?.to).toBe(tagOf('gruyere'));
  });

  it('every flag the newest release dropped from run is reported, none it kept', () => {
    const dropped = NODE_CONFIG_SOURCE.cli.filter(
      (each) => each.command === 'run' && each.flag && each.removed !== null,
    );
    const kept = argumentsAt(NEWEST_CONFIG_TAG).filter((each) => each.command === 'run' && each.flag);
    const line = ['nym-node run', ...dropped.map((each) => each.flag), ...kept.map((each) => each.flag)].join(' ');
    const reported = diagnose(line).findings.filter((each) => each.kind === 'removed' || each.kind === 'renamed');
    expect(reported.map((each) => each.subject).sort()).toEqual(dropped.map((each) => each.flag).sort());
  });

  it('a flag no release had: unknown; a subcommand no release had: unknown, and its flags unread', () => {
    expect(diagnose('nym-node run --mode mixnode --turbo').findings).toContainEqual(
      expect.objectContaining({severity: 'error', kind: 'unknown', subject: '--turbo'}),
    );
    const {findings} = diagnose('nym-node launch --turbo');
    expect(findings.filter((each) => each.kind !== 'rule')).toEqual([
      expect.objectContaining({severity: 'error', kind: 'unknown', subject: 'launch'}),
    ]);
  });

  it('a subcommand of a later release, for an older target: newer', () => {
    const introduced = tagOf('dolcelatte');
    const target = CONFIG_TAGS[tagIndex(introduced) - 1];
    const {findings} = diagnose('nym-node unsafe-reset-sphinx-keys --id my-node', {target});
    expect(findings[0]).toMatchObject({
      kind: 'newer',
      subject: 'unsafe-reset-sphinx-keys',
      release: {label: releaseOfTag(introduced)},
    });
  });

  it('the startup rules of command lines still speak', () => {
    const {findings} = diagnose('nym-node run --modes entry-gateway --mode exit-gateway');
    expect(findings).toContainEqual(expect.objectContaining({kind: 'rule', subject: '--modes'}));
  });
});
