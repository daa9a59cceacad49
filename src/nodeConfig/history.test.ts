import {describe, expect, it} from 'vitest';
import {argumentHistory, argumentReplacement, keyHistory, keyReplacement, removedSettings} from './history';
import {CONFIG_TAGS, NODE_CONFIG_SOURCE, releaseOfTag} from './source';

const key = (path: string) => {
  const found = NODE_CONFIG_SOURCE.config_keys.find((entry) => entry.key === path);
  if (!found) throw new Error(`no key ${path} in the dataset`);
  return found;
};
const arg = (command: string, flag: string) => {
  const found = NODE_CONFIG_SOURCE.cli.find((entry) => entry.command === command && entry.flag === flag);
  if (!found) throw new Error(`no argument ${command} ${flag} in the dataset`);
  return found;
};
const brief = (events: ReturnType<typeof keyHistory>) =>
  events.map((event) => `${event.kind} ${releaseOfTag(event.tag)}${'from' in event ? ` ${String(event.from)}` : ''}`);

describe('the history of a setting', () => {
  it('follows a key back through its earlier names, with the default it had under each', () => {
    expect(brief(keyHistory(key('wireguard.private_ipv4')))).toEqual([
      'present v2024.3-eclipse',
      'renamed v2024.6-chomp wireguard.private_network_ip',
      'default v2024.6-chomp 10.1.0.0',
      'renamed v2024.14-crunch wireguard.private_ip',
    ]);
  });

  it('says when a default changed, from what to what', () => {
    const events = keyHistory(key('mixnet.debug.unsafe_disable_noise'));
    expect(events).toContainEqual({
      kind: 'default',
      tag: 'nym-binaries-v2025.12-dolcelatte',
      from: 'true',
      to: 'false',
    });
  });

  it('starts with the oldest release covered when the setting was already there, under its name of then', () => {
    expect(keyHistory(key('http.bind_address'))[0]).toEqual({kind: 'present', tag: CONFIG_TAGS[0]});
    expect(keyHistory(key('wireguard.private_ipv4'))[0]).toEqual({
      kind: 'present',
      tag: CONFIG_TAGS[0],
      as: 'wireguard.private_network_ip',
    });
  });

  it('names the flag a new one took the place of, through the variable both read', () => {
    const events = argumentHistory(arg('run', '--wireguard-tunnel-announced-port'));
    expect(events).toContainEqual({
      kind: 'replaces',
      tag: 'nym-binaries-v2025.16-halloumi',
      from: '--wireguard-announced-port',
      env: 'NYMNODE_WG_ANNOUNCED_PORT',
    });
  });
});

describe('what replaced a removed setting', () => {
  it('follows renames to the key the newest release has', () => {
    expect(keyReplacement(key('wireguard.private_network_ip'))).toEqual(['wireguard.private_ipv4']);
  });

  it('takes the errata’s replacement where the dataset has a wrong rename or none', () => {
    expect(keyReplacement(key('storage_paths.keys.public_x25519_sphinx_key_file'))).toEqual([
      'storage_paths.keys.primary_x25519_sphinx_key_file',
      'storage_paths.keys.secondary_x25519_sphinx_key_file',
    ]);
    expect(keyReplacement(key('mode'))).toEqual(['modes.mixnode', 'modes.entry', 'modes.exit']);
  });

  it('gives a removed flag the one of the same subcommand that reads its variable', () => {
    expect(argumentReplacement(arg('run', '--wireguard-announced-port'))?.flag).toBe(
      '--wireguard-tunnel-announced-port',
    );
    expect(argumentReplacement(arg('run', '--wireguard-private-ip'))).toBeUndefined();
  });

  it('lists every key and argument that has a removing release', () => {
    const {keys, arguments: args} = removedSettings();
    expect(keys.length).toBe(NODE_CONFIG_SOURCE.config_keys.filter((entry) => entry.removed !== null).length);
    expect(args.length).toBe(NODE_CONFIG_SOURCE.cli.filter((entry) => entry.removed !== null).length);
  });
});
