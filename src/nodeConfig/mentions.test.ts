import {describe, expect, it} from 'vitest';
import {flagAnchor, keyAnchor} from './anchors';
import {settingsNamed} from './mentions';

describe('the settings a changelog item names', () => {
  it('finds a dotted key path, and a key by its last segment when that names one key', () => {
    expect(settingsNamed('Set wireguard.private_ipv4 before the upgrade.')).toEqual([
      {label: 'wireguard.private_ipv4', anchor: keyAnchor('wireguard.private_ipv4')},
    ]);
    expect(settingsNamed('the new announced_metadata_port key')).toEqual([
      {label: 'wireguard.announced_metadata_port', anchor: keyAnchor('wireguard.announced_metadata_port')},
    ]);
  });

  it('finds a flag as a whole token, preferring the subcommand the newest release has it in', () => {
    expect(settingsNamed('pass --wireguard-tunnel-announced-port 51822')).toEqual([
      {label: 'run --wireguard-tunnel-announced-port', anchor: flagAnchor('run', '--wireguard-tunnel-announced-port')},
    ]);
    expect(settingsNamed('use --modes now').map((mention) => mention.label)).toEqual(['run --modes']);
  });

  it('finds an environment variable, and a removed flag where the reference lists it', () => {
    expect(settingsNamed('NYMNODE_WG_ANNOUNCED_PORT is read').map((mention) => mention.label)).toEqual([
      'NYMNODE_WG_ANNOUNCED_PORT',
    ]);
    expect(settingsNamed('--wireguard-private-ip is gone')).toEqual([
      {label: 'run --wireguard-private-ip', anchor: flagAnchor('run', '--wireguard-private-ip')},
    ]);
  });

  it('does not take a plain word for a top-level key, nor a last segment shared by several keys', () => {
    expect(settingsNamed('pick a mode and an id; logging is verbose')).toEqual([]);
    expect(settingsNamed('bind_address and enabled')).toEqual([]);
  });
});
