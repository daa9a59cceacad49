import {describe, expect, it} from 'vitest';
import {CONFIG_TAGS, NEWEST_CONFIG_TAG, releaseOfTag} from '../source';
import {diagnose} from './doctor';
import {historicalConfig} from './historicalConfig';
import {MAX_DEPTH, MAX_INPUT_BYTES} from './input';

const only = (text: string, options = {}) => {
  const {findings, kind} = diagnose(text, options);
  expect(findings).toHaveLength(1);
  return {...findings[0], input: kind};
};
const tagOf = (name: string) => CONFIG_TAGS.find((tag) => tag.endsWith(name)) as string;

describe('what the doctor refuses to read, each with a clear message', () => {
  it.each([
    ['empty', ''],
    ['whitespace', ' \n\t\n  '],
  ])('%s input: a notice that there is nothing to check', (_, text) => {
    expect(only(text)).toMatchObject({
      input: 'none',
      severity: 'notice',
      message: expect.stringMatching(/^nothing to check yet/),
    });
  });

  it.each([
    ['a NUL byte', '[host]\npublic_ips = ["1.1.1.1"]\u0000\u0001'],
    ['an invalid UTF-8 sequence (decoded as U+FFFD)', '\uFFFD\uFFFDPNG\r\n'],
  ])('%s: an error that the input is not text', (_, text) => {
    expect(only(text)).toMatchObject({input: 'none', severity: 'error', message: expect.stringMatching(/not text/)});
  });

  it(`input over ${MAX_INPUT_BYTES / 1024} KB: an error naming the limit`, () => {
    const huge = `# ${'x'.repeat(MAX_INPUT_BYTES)}\n`;
    expect(only(huge).message).toContain(`larger than ${MAX_INPUT_BYTES / 1024} KB`);
    // The limit is on bytes: two-byte characters reach it at half as many characters.
    expect(only(`# ${'é'.repeat(MAX_INPUT_BYTES / 2)}`).message).toContain('larger than');
  });

  it('a TOML syntax error: its line and column, and nothing else checked', () => {
    const finding = only('[host]\npublic_ips = ["1.1.1.1"]\n\n[wireguard\nenabled = true\n');
    expect(finding).toMatchObject({input: 'config', severity: 'error', subject: 'line 4, column 11'});
    expect(finding.message).toMatch(/^Not valid TOML at line 4, column 11: /);
  });

  it.each([
    ['a [__proto__] table', '[__proto__]\npolluted = true\n', 'line 1'],
    ['a dotted constructor key', 'host.constructor.prototype.polluted = true\n', 'line 1'],
  ])('%s: refused as unsafe, and nothing is polluted', (_, text, where) => {
    const finding = only(text);
    expect(finding.subject).toMatch(new RegExp(`^${where}`));
    expect(finding.message).toMatch(/unsafe/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it(`inline nesting deeper than ${MAX_DEPTH}: refused by the parser`, () => {
    const deep = `x = ${'['.repeat(MAX_DEPTH + 5)}${']'.repeat(MAX_DEPTH + 5)}\n`;
    expect(only(deep).message).toMatch(/^Not valid TOML at line 1, column \d+: .*nested/);
  });

  it(`tables nested deeper than ${MAX_DEPTH}: refused with the path`, () => {
    const path = Array.from({length: MAX_DEPTH + 3}, (_, index) => `t${index}`).join('.');
    const finding = only(`[${path}]\nx = 1\n`);
    expect(finding.message).toMatch(new RegExp(`nested more than ${MAX_DEPTH} deep`));
  });

  it('a target the dataset does not hold is a programming error', () => {
    expect(() => diagnose('[host]', {target: 'nym-binaries-v1999.1-nothing'})).toThrow(/no release tag/);
  });
});

describe('hand-made broken configs', () => {
  it('a misspelt key: unknown in every release, with the keys of that name the target has', () => {
    const {findings} = diagnose('[wireguard]\nenabled = true\nanounced_tunnel_port = 51822\n');
    const unknown = findings.filter((each) => each.kind === 'unknown');
    expect(unknown).toEqual([expect.objectContaining({severity: 'error', subject: 'wireguard.anounced_tunnel_port'})]);
    const misplaced = diagnose('[host]\nannounced_tunnel_port = 51822\n').findings.find(
      (each) => each.kind === 'unknown',
    );
    expect(misplaced?.message).toContain('`wireguard.announced_tunnel_port`');
  });

  it('old and new names mixed by hand: the old one is reported, its replacement named, the node kind found', () => {
    const text = historicalConfig(NEWEST_CONFIG_TAG, {node: 'entry-gateway', publicIp: '1.1.1.1'}).concat(
      '\n[entry_gateway]\nenforce_zk_nyms = true\n',
    );
    const diagnosis = diagnose(text, {releaseChain: ['1.30.0', '1.31.0']});
    const renamed = diagnosis.findings.filter((each) => each.kind === 'renamed');
    expect(renamed).toEqual([
      expect.objectContaining({
        subject: 'entry_gateway.enforce_zk_nyms',
        replacement: expect.objectContaining({label: 'gateway_tasks.enforce_zk_nyms'}),
        release: expect.objectContaining({label: 'v2025.1-reeses'}),
      }),
    ]);
    // The file holds keys of both layouts: no release wrote it, and the newest one is nearest.
    expect(diagnosis.written?.to).toBe(NEWEST_CONFIG_TAG);
    expect(diagnosis.plan).toBeUndefined();
  });

  it('values the node refuses: the startup rules still speak, with a link to the key', () => {
    const text = historicalConfig(tagOf('tourist'), {node: 'exit-gateway', publicIp: '127.0.0.1'}).replace(
      'mixnode = false',
      'mixnode = true',
    );
    const rules = diagnose(text).findings.filter((each) => each.kind === 'rule');
    expect(rules.map((each) => [each.severity, each.subject])).toEqual([
      ['error', 'host.public_ips[0]'],
      ['error', 'modes'],
      ['error', 'modes'],
    ]);
    expect(rules[0]?.reference?.label).toBe('host.public_ips');
  });

  it('a key of a later release, read for an older target: the target does not know it', () => {
    const text = '[wireguard]\nannounced_tunnel_port = 51822\n';
    const target = tagOf('tourist');
    const newer = diagnose(text, {target}).findings.filter((each) => each.kind !== 'rule');
    expect(newer).toEqual([
      expect.objectContaining({
        severity: 'error',
        kind: 'newer',
        release: expect.objectContaining({label: 'v2025.16-halloumi'}),
      }),
    ]);
    expect(newer[0]?.message).toContain(releaseOfTag(target));
  });

  it('a value set by hand to something else than the old default is not a default change', () => {
    const text = historicalConfig(tagOf('tourist'), {node: 'exit-gateway', publicIp: '1.1.1.1'}).replace(
      'unsafe_disable_noise = true',
      'unsafe_disable_noise = false',
    );
    const subjects = diagnose(text).findings.map((each) => each.subject);
    expect(subjects).not.toContain('mixnet.debug.unsafe_disable_noise');
  });
});
