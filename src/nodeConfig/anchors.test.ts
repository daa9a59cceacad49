import {describe, expect, it} from 'vitest';
import {flagAnchor, keyAnchor} from './anchors';

describe('anchors of the configuration reference, once published, never change', () => {
  it('gives a key its dotted path with dashes', () => {
    expect(keyAnchor('wireguard.private_ipv4')).toBe('key-wireguard-private_ipv4');
    expect(keyAnchor('service_providers.network_requester.debug.enabled_statistics')).toBe(
      'key-service_providers-network_requester-debug-enabled_statistics',
    );
  });

  it('gives a flag its subcommand and long name', () => {
    expect(flagAnchor('run', '--wireguard-tunnel-announced-port')).toBe('flag-run-wireguard-tunnel-announced-port');
    expect(flagAnchor('(global)', '--config-env-file')).toBe('flag-global-config-env-file');
    expect(flagAnchor('debug reset-providers-gateway-dbs', '--id')).toBe('flag-debug-reset-providers-gateway-dbs-id');
  });
});
