import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadReleases} from '../../features/changelog/model/load';
import {releaseChain} from '../../features/changelog/model/nodeVersions';
import {CONFIG_TAGS, NEWEST_CONFIG_TAG, defaultAt, keysAt, nodeVersionAt, releaseOfTag, tagIndex} from '../source';
import {diagnose} from './doctor';
import {historicalConfig, historicalKeys, type InitChoices} from './historicalConfig';
import type {Diagnosis, Finding} from './types';

const CHAIN = releaseChain(loadReleases(path.resolve(__dirname, '../../../releases')));
const EXIT: InitChoices = {node: 'exit-gateway', publicIp: '1.1.1.1'};
const tagOf = (name: string) => CONFIG_TAGS.find((tag) => tag.endsWith(name)) as string;
/**
 * The release the findings below were reviewed for: they are read for it, not for the newest release, so that a
 * newer release leaves what was reviewed as it was.
 */
const REVIEWED_FOR = tagOf('v2026.9-venaco');
const subjects = (findings: readonly Finding[]) => findings.flatMap((each) => [each.subject, ...(each.others ?? [])]);
const ofKind = (diagnosis: Diagnosis, kind: Finding['kind']) => diagnosis.findings.filter((each) => each.kind === kind);

/** The doctor's findings for a config as a short Markdown report: what the closing note of the issue quotes. */
function report(tag: string, diagnosis: Diagnosis): string {
  const lines = [`## ${releaseOfTag(tag)} (nym-node ${nodeVersionAt(tag)}) → ${diagnosis.target.release.label}`, ''];
  const {written, plan} = diagnosis;
  if (written) {
    const range =
      written.from === written.to
        ? `${written.fromVersion} (${written.fromRelease.label})`
        : `${written.fromVersion}–${written.toVersion} (${written.fromRelease.label} to ${written.toRelease.label})`;
    lines.push(`Written by ${range}:`);
    for (const evidence of written.evidence) lines.push(`- ${evidence}`);
  }
  if (plan) lines.push('', `Plan: ${plan.href}`);
  lines.push('');
  for (const finding of diagnosis.findings) {
    const more = finding.others ? ` (+${finding.others.length})` : '';
    const to = finding.replacement ? ` → ${finding.replacement.label}` : '';
    const release = finding.release ? ` [${finding.release.label}]` : '';
    lines.push(`- ${finding.severity} ${finding.kind}: \`${finding.subject}\`${more}${to}${release}`);
  }
  return lines.join('\n');
}

describe('configs as nym-node wrote them at each release', () => {
  it.each(CONFIG_TAGS)('%s: the doctor dates the file to a range that holds its release', (tag) => {
    const {written} = diagnose(historicalConfig(tag, EXIT));
    expect(written).toBeDefined();
    const [from, to] = [tagIndex(written?.from ?? ''), tagIndex(written?.to ?? '')];
    expect(from).toBeLessThanOrEqual(tagIndex(tag));
    expect(to).toBeGreaterThanOrEqual(tagIndex(tag));
    // Every release of the range writes the same keys as the file's: a key set that tells them apart would narrow it.
    const keys = (each: string) =>
      keysAt(each)
        .filter((key) => defaultAt(key, each) !== null)
        .map((key) => key.key)
        .sort();
    for (const each of CONFIG_TAGS.slice(from, to + 1)) expect(keys(each), each).toEqual(keys(tag));
  });

  it.each(CONFIG_TAGS)('%s: read by the release that wrote it, the file has no finding about its keys', (tag) => {
    const diagnosis = diagnose(historicalConfig(tag, EXIT), {target: tag});
    expect(diagnosis.findings.filter((each) => each.kind !== 'rule')).toEqual([]);
  });

  it.each(CONFIG_TAGS)('%s: each key the newest release lacks is reported once, as removed or renamed', (tag) => {
    const keys = [...historicalKeys(tag, EXIT).keys()];
    const newest = new Set(keysAt(NEWEST_CONFIG_TAG).map((key) => key.key));
    const diagnosis = diagnose(historicalConfig(tag, EXIT));
    const moved = diagnosis.findings.filter((each) => each.kind === 'removed' || each.kind === 'renamed');
    expect(subjects(moved).sort()).toEqual(keys.filter((key) => !newest.has(key)).sort());
    expect(ofKind(diagnosis, 'unknown')).toEqual([]);
    expect(ofKind(diagnosis, 'newer')).toEqual([]);
  });

  it('reads a file of nym-node 1.10.0 (v2025.8-tourist) the way an operator upgrading it needs', () => {
    const diagnosis = diagnose(historicalConfig(tagOf('tourist'), EXIT), {releaseChain: CHAIN, target: REVIEWED_FOR});
    expect(diagnosis.written?.fromVersion).toBe('1.10.0');
    expect(diagnosis.plan?.href).toBe('/operators/upgrade/1.10.0#exit-gateway');
    const renamed = ofKind(diagnosis, 'renamed').find((each) => each.subject === 'wireguard.announced_port');
    expect(renamed?.replacement?.label).toBe('wireguard.announced_tunnel_port');
    expect(renamed?.release?.href).toBe('/operators/changelog#v202516-halloumi');
    expect(renamed?.reference?.href).toBe('/operators/nodes/nym-node/config-reference#key-wireguard-announced_port');
    const noise = ofKind(diagnosis, 'default-changed').find(
      (each) => each.subject === 'mixnet.debug.unsafe_disable_noise',
    );
    expect(noise?.message).toMatch(
      /^`true` is what v2025\.8-tourist wrote by default; since v2025\.12-dolcelatte the default is `false`\./,
    );
    expect(noise?.severity).toBe('notice');
  });

  it('reads a file of nym-node 1.1.0 (v2024.3-eclipse): the single mode key, and sections still read under old names', () => {
    const diagnosis = diagnose(historicalConfig(tagOf('eclipse'), EXIT), {releaseChain: CHAIN, target: REVIEWED_FOR});
    expect(diagnosis.plan?.href).toBe('/operators/upgrade/1.1.0#exit-gateway');
    const mode = diagnosis.findings.filter((each) => each.subject === 'mode');
    expect(mode).toHaveLength(1);
    expect(mode[0]).toMatchObject({kind: 'removed', release: {label: 'v2025.1-reeses'}});
    expect(mode[0]?.message).toMatch(/write \[modes\]/);
    const exit = ofKind(diagnosis, 'renamed').find((each) => each.subject.startsWith('exit_gateway.') && each.others);
    expect(exit?.message).toMatch(
      /^`exit_gateway\.\*` \(\d+ keys\) became `service_providers\.\*` in v2025\.1-reeses\. v2026\.9-venaco still reads the old name/,
    );
  });

  it('writes down its findings for five releases (reviewed in fixtures/historical-findings.md)', async () => {
    const reports = ['eclipse', 'ruta', 'tourist', 'isabirra', 'raclette'].map((name) => {
      const tag = tagOf(name);
      return report(tag, diagnose(historicalConfig(tag, EXIT), {releaseChain: CHAIN, target: REVIEWED_FOR}));
    });
    const text = `# The doctor's findings for configs nym-node wrote\n\nExit gateways, public IP 1.1.1.1, every other key at its release's default; read for v2026.9-venaco.\n\n${reports.join('\n\n')}\n`;
    await expect(text).toMatchFileSnapshot('fixtures/historical-findings.md');
  });
});
