import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadReleases} from '../changelog/model/load';
import {upgradePlan, type PlanProfile} from '../../rules/upgradePlan';
import {planPages, planRelease, releasesSince} from './planPages';
import {stepTitle} from './planText';

/**
 * Upgrade paths operators take, planned from the site's own release files:
 * each plan holds the steps the releases since ask of that node, and nothing
 * else. Checks and readings are counted (their words are the releases'), the
 * steps that install, set, open or run something are listed in full.
 */
const RELEASES = loadReleases(path.resolve(__dirname, '../../../releases'));

function planFor(version: string, profile: PlanProfile) {
  const since = releasesSince(version, RELEASES);
  const plan = upgradePlan(since.map(planRelease), profile, {from: version});
  return {
    releases: since.map((release) => release.slug).reverse(),
    actions: since.reduce((count, release) => count + release.operatorActions.length, 0),
    steps: plan.steps.filter((step) => step.kind !== 'check' && step.kind !== 'read').map(stepTitle),
    stops: plan.steps.flatMap((step) =>
      step.kind === 'upgrade' ? step.stops.map((stop) => `${stop.version}: ${stop.run?.join(' ') ?? ''}`) : [],
    ),
    /** The steps before the upgrade, by the anchor of the newest release asking for each. */
    before: plan.steps
      .slice(
        0,
        plan.steps.findIndex((step) => step.kind === 'upgrade'),
      )
      .map((step) => step.sources[0].anchor),
    checks: plan.steps.filter((step) => step.kind === 'check').length,
    reads: plan.steps.filter((step) => step.kind === 'read').length,
    dates: plan.dates.map((entry) => `${entry.kind} ${entry.date ?? 'undated'} ${entry.source.anchor}`),
    skipped: plan.skipped.map((entry) => entry.source.anchor),
    withdrawn: plan.withdrawn.map((entry) => entry.argv.join(' ')),
  };
}

const NTM = 'Run ./network-tunnel-manager.sh complete_networking_configuration as root';

describe('the upgrade plan of a real upgrade path', () => {
  it('from 1.25.0, an exit gateway with WireGuard: one upgrade, the LP ports, the NTM, ufw off, the NTM again', () => {
    const plan = planFor('1.25.0', {node: 'exit-gateway', wireguard: true});
    expect(plan.releases).toEqual([
      'v20264-quark',
      'v20265-raclette',
      'v20266-stilton',
      'v20267-tola',
      'v20268-urda',
      'v20269-venaco',
    ]);
    expect(plan.actions).toBe(20);
    // v2026.6-stilton: the NTM takes the ports over, then ufw goes off, then the NTM runs again.
    expect(plan.steps).toEqual([
      'Upgrade nym-node to 1.31.0',
      'Open ports 41264/tcp, 51264/udp',
      NTM,
      'Run ufw disable as root',
      NTM,
    ]);
    expect(plan.stops).toEqual([]);
    expect([plan.checks, plan.reads]).toEqual([2, 3]);
    expect(plan.dates).toEqual(['vote undated v20269-venaco-do-nip-11']);
    expect(plan.skipped).toEqual(['v20266-stilton-do-mixnode-firewall']);
    expect(plan.withdrawn).toEqual([]);
  });

  it('from 1.20.0, a mixnode: no NTM (stilton retires it for mixnodes), no gateway step', () => {
    const plan = planFor('1.20.0', {node: 'mixnode', wireguard: false});
    expect(plan.releases[0]).toBe('v202520-leerdammer');
    expect(plan.releases.at(-1)).toBe('v20269-venaco');
    expect(plan.steps).toEqual([
      'Upgrade nym-node to 1.31.0',
      'Upgrade nym-node-cli to 1.2.0',
      'Open ports 41264/tcp, 51264/udp',
      // v2026.2-oscypek: the providers' databases are reset with the new binary, before the restart.
      'Run ./nym-node debug reset-providers-gateway-dbs --id <ID> as root',
      'Run service nym-node restart as root',
    ]);
    expect(plan.withdrawn).toEqual(['./network-tunnel-manager.sh complete_networking_configuration']);
    expect(plan.skipped).toEqual(
      expect.arrayContaining([
        'v202520-leerdammer-do-quic-bridge',
        'v20264-quark-do-socks5-score',
        'v20267-tola-do-ntm',
      ]),
    );
    expect(plan.dates).toEqual(['vote undated v20269-venaco-do-nip-11']);
  });

  it('from 1.15.0, an entry gateway without WireGuard: the QUIC bridge once, the NTM, ufw off and the NTM again, the restart last, no WireGuard step', () => {
    const plan = planFor('1.15.0', {node: 'entry-gateway', wireguard: false});
    expect(plan.releases[0]).toBe('v202514-feta');
    expect(plan.steps).toEqual([
      'Upgrade nym-node to 1.31.0',
      'Upgrade nym-node-cli to 1.2.0',
      'Set gateway_tasks.storage_paths.bridge_client_params (config.toml) to <PATH_TO_BRIDGE_CLIENT_PARAMS_FILE>',
      'Open ports 41264/tcp, 51264/udp',
      'Run ./quic_bridge_deployment.sh full_bridge_setup as root',
      NTM,
      'Run ./nym-node debug reset-providers-gateway-dbs --id <ID> as root',
      'Run ufw disable as root',
      NTM,
      'Run service nym-node restart as root',
    ]);
    expect(plan.skipped).toEqual(
      expect.arrayContaining(['v202515-gruyere-do-wg-exit-policy', 'v202517-isabirra-do-metadata-port']),
    );
    expect(plan.skipped.every((anchor) => !anchor.endsWith('-do-upgrade') || anchor.startsWith('quic'))).toBe(true);
  });

  it('from 1.1.10, a legacy gateway migrating: a stop at 1.1.12 to migrate, the wallet, the old NTM retired by the new one, the deadlines in order', () => {
    const plan = planFor('1.1.10', {node: 'legacy-gateway', wireguard: false});
    expect(plan.releases[0]).toBe('v202413-magura-patched');
    expect(plan.steps.filter((title) => title.startsWith('Upgrade '))).toEqual([
      'Upgrade nym-node to 1.31.0',
      'Upgrade nym-wallet to 1.2.18',
      'Upgrade nym-node-cli to 1.2.0',
    ]);
    // nym-node 1.2.0 (v2024.14-crunch) can no longer migrate a legacy binary: the plan stops at 1.1.12 for it.
    expect(plan.stops).toEqual([
      '1.1.12: ./nym-node migrate --config-file ~/.nym/gateways/<GATEWAY_ID>/config/config.toml gateway',
    ]);
    // Checked or read before installing: the system, the config file's backup, the node's modes.
    expect(plan.before).toEqual([
      'v20257-tex-do-os',
      'v202513-emmental-do-one-mode',
      'v20251-reeses-do-config-changes',
    ]);
    expect(plan.steps.filter((title) => title.startsWith('Migrate: '))).toHaveLength(2);
    expect(plan.steps.filter((title) => title === NTM)).toHaveLength(2);
    expect(plan.steps.slice(-4)).toEqual([
      'Run ./nym-node debug reset-providers-gateway-dbs --id <ID> as root',
      'Run ufw disable as root',
      NTM,
      'Run service nym-node restart as root',
    ]);
    expect(plan.withdrawn).toEqual([
      './network_tunnel_manager.sh apply_iptables_rules',
      '$HOME/nym-binaries/network_tunnel_manager.sh apply_iptables_rules',
    ]);
    expect(plan.dates.slice(0, 3)).toEqual([
      'deadline 2024-12-16 v202414-crunch-do-migration-deadline',
      'deadline 2025-04-01 v20255-chokito-do-auth-v2',
      'deadline 2025-05-30 v202510-brie-do-nsl-report',
    ]);
  });
});

describe('the plan pages', () => {
  const pages = planPages(RELEASES);

  it('cover every shipped version but the newest, each exactly the releases after it', () => {
    const versions = pages.map((page) => page.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions).not.toContain(pages[0].newest);
    for (const page of pages) {
      const since = new Set(releasesSince(page.version, RELEASES).map((release) => release.slug));
      expect(new Set(page.releases.map((release) => release.slug))).toEqual(since);
      // None of them shipped the reader's version or one older.
      for (const release of RELEASES.filter((each) => since.has(each.slug) && each.kind !== 'news'))
        expect(String(release.node_version)).not.toBe(page.version);
    }
  });
});
