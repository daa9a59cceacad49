import {describe, expect, it} from 'vitest';
import {withKeysLinked} from './linkedKeys';

const KEYS = new Set(['host.public_ips', 'wireguard.announced_tunnel_port', 'wireguard.enabled']);

describe("the reference's sentences link the keys they name", () => {
  it('makes each key of the release a link to its entry, keeping the words around it', () => {
    expect(withKeysLinked('Sets host.public_ips.', KEYS)).toEqual([
      'Sets ',
      {key: 'host.public_ips', anchor: 'key-host-public_ips'},
      '.',
    ]);
    expect(
      withKeysLinked('Only read when wireguard.enabled is true; see wireguard.announced_tunnel_port', KEYS),
    ).toEqual([
      'Only read when ',
      {key: 'wireguard.enabled', anchor: 'key-wireguard-enabled'},
      ' is true; see ',
      {key: 'wireguard.announced_tunnel_port', anchor: 'key-wireguard-announced_tunnel_port'},
    ]);
  });

  it('leaves a dotted word that is no key of the release, and the key the sentence describes, as text', () => {
    expect(withKeysLinked('Reads config.toml and wireguard.private_network_ip.', KEYS)).toEqual([
      'Reads config.toml and wireguard.private_network_ip.',
    ]);
    expect(withKeysLinked('Whether wireguard.enabled is on.', KEYS, 'wireguard.enabled')).toEqual([
      'Whether wireguard.enabled is on.',
    ]);
  });
});
