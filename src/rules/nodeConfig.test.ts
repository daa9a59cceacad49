import {describe, expect, it} from 'vitest';
import {checkNodeInput, parseNodeConfigToml, validateNodeConfig} from './nodeConfig';

/*
 * Test vectors come from the record (nymtech/nym):
 * - CURRENT: the keys and defaults nym-node writes into a new config.toml, nym-node/src/config/template.rs and
 *   nym-node/src/config/mod.rs @ nym-binaries-v2026.9-venaco ([modes] booleans; http `[::]:8080`; wireguard
 *   bind_address from `Ipv4Addr::UNSPECIFIED` and port 51822, private_ipv4 10.1.0.1, private_ipv6 fc01::1). The
 *   address 1.1.1.1 is the template's own example ("such as 1.1.1.1").
 * - MAGURA_PATCHED: the [wireguard] snippet of the changelog's v2024.13-magura-patched entry
 *   (enabled = true, bind_address = '0.0.0.0:51822', private_ip = '10.1.0.1').
 * - QUIC_BRIDGE: the [wireguard] key of the changelog's "QUIC Transport Bridge Deployment" news
 *   (private_ipv4 = '10.1.0.1').
 * - the addresses #4630 names (changelog v2024.6-chomp: 127.0.0.1, 0.0.0.0, unless --local) and the blocks of
 *   `is_global_ip`, applied since v2025.5-chokito (#5526), common/bin-common/src/ip_check/mod.rs @ venaco.
 */
const CURRENT = `id = 'my-node'

[modes]
mixnode = false
entry = true
exit = true

[host]
public_ips = [
'1.1.1.1',
]
hostname = ''
location = ''

[http]
bind_address = '[::]:8080'

[wireguard]
enabled = true
bind_address = '0.0.0.0:51822'
private_ipv4 = '10.1.0.1'
private_ipv6 = 'fc01::1'
announced_tunnel_port = 51822
announced_metadata_port = 51830
`;
const MAGURA_PATCHED = {enabled: true, bind_address: '0.0.0.0:51822', private_ip: '10.1.0.1'};
const QUIC_BRIDGE = {private_ipv4: '10.1.0.1'};

const good = {
  modes: {mixnode: false, entry: true, exit: true},
  host: {public_ips: ['1.1.1.1']},
  http: {bind_address: '[::]:8080'},
  wireguard: {enabled: true},
};
const errorsOf = (result: ReturnType<typeof validateNodeConfig>) => (result.ok ? [] : result.errors);

describe('a config.toml as nym-node v2026.9-venaco writes it', () => {
  it('passes without a warning, and the checker reports what it read', () => {
    expect(parseNodeConfigToml(CURRENT)).toEqual({
      ok: true,
      value: {
        publicIps: ['1.1.1.1'],
        modes: {mixnode: false, entry: true, exit: true},
        wireguard: {enabled: true, bindAddress: '0.0.0.0:51822', privateIpv4: '10.1.0.1', privateIpv6: 'fc01::1'},
        httpBindAddress: '[::]:8080',
      },
      warnings: [],
    });
  });

  it('fills in the wireguard defaults of the code when the section leaves them out', () => {
    expect(validateNodeConfig(good)).toMatchObject({
      ok: true,
      value: {
        wireguard: {enabled: true, bindAddress: '0.0.0.0:51822', privateIpv4: '10.1.0.1', privateIpv6: 'fc01::1'},
      },
      warnings: [],
    });
    expect(validateNodeConfig({...good, wireguard: undefined})).toMatchObject({
      ok: true,
      value: {wireguard: {enabled: false}},
    });
  });

  it('never asks for a placeholder: the record private IP passes, under either key', () => {
    expect(validateNodeConfig({...good, wireguard: QUIC_BRIDGE})).toMatchObject({ok: true, warnings: []});
    expect(validateNodeConfig({...good, wireguard: MAGURA_PATCHED})).toEqual({
      ok: true,
      value: expect.objectContaining({
        wireguard: {enabled: true, bindAddress: '0.0.0.0:51822', privateIpv4: '10.1.0.1', privateIpv6: 'fc01::1'},
      }),
      warnings: [
        {
          path: 'wireguard.private_ip',
          message:
            'private_ip is the key of configs before v2024.14-crunch: current ones have private_ipv4 (and private_ipv6), which nym-node writes when it upgrades an old file',
        },
      ],
    });
  });
});

describe('host.public_ips', () => {
  it('must list at least one address', () => {
    expect(errorsOf(validateNodeConfig({modes: good.modes}))).toEqual([
      {path: 'host.public_ips', message: expect.stringMatching(/missing: list the public IP addresses/)},
    ]);
    expect(errorsOf(validateNodeConfig({host: {public_ips: []}}))).toEqual([
      {path: 'host.public_ips', message: expect.stringMatching(/empty: .*does not start without one/)},
    ]);
    expect(errorsOf(validateNodeConfig({host: {public_ips: '1.1.1.1'}}))[0].path).toBe('host.public_ips');
  });

  it.each([
    ['127.0.0.1', 'is a loopback address'],
    ['127.8.9.10', 'is a loopback address'],
    ['::1', 'is a loopback address'],
    ['0.0.0.0', 'is the unspecified address'],
    ['::', 'is the unspecified address'],
    ['10.1.0.1', 'is a private address'],
    ['192.168.1.10', 'is a private address'],
    ['100.64.0.1', 'is a shared address'],
    ['203.0.113.7', 'is a documentation address'],
    ['2001:db8::7', 'is a documentation address'],
    ['fe80::1', 'is a link-local address'],
    ['fc01::1', 'is a unique local address'],
    ['::ffff:1.1.1.1', 'is an IPv4-mapped address'],
  ])('refuse %s (%s) unless the node is started with --local, which only warns', (ip, problem) => {
    const config = {host: {public_ips: [ip]}};
    expect(errorsOf(validateNodeConfig(config))).toEqual([
      {path: 'host.public_ips[0]', message: expect.stringContaining(`"${ip}" ${problem}`)},
    ]);
    expect(validateNodeConfig(config, {local: true})).toMatchObject({
      ok: true,
      warnings: [{path: 'host.public_ips[0]', message: expect.stringMatching(/with --local the node starts/)}],
    });
  });

  it.each([
    '{ip}',
    '<PUBLIC_IP>',
    '256.1.1.1',
    'example.org',
    '1.2.3',
    '2001:db8:::1',
    '1:2:3:4:5:6:7:8:9',
    'fffff::1',
  ])('refuse %s, which is no address nym-node can read, even with --local', (ip) => {
    expect(errorsOf(validateNodeConfig({host: {public_ips: [ip]}}, {local: true}))).toEqual([
      {
        path: 'host.public_ips[0]',
        message: `"${ip}" is not an IPv4 or IPv6 address: write the server's public address`,
      },
    ]);
  });

  it('accept globally reachable addresses, IPv4 and IPv6, full or compressed', () => {
    expect(validateNodeConfig({host: {public_ips: ['1.1.1.1', '2a00:0:0:0:0:0:0:1', '2a00::2']}})).toMatchObject({
      ok: true,
      warnings: [],
    });
  });

  it('name the entry of the list that is not a string', () => {
    expect(errorsOf(validateNodeConfig({host: {public_ips: ['1.1.1.1', 7]}}))).toEqual([
      {path: 'host.public_ips[1]', message: expect.stringMatching(/in quotes/)},
    ]);
  });
});

describe('[modes]', () => {
  it('is a table of three booleans; the single mode key and a list are from before v2025.1-reeses', () => {
    expect(errorsOf(validateNodeConfig({...good, mode: 'mixnode'}))).toEqual([
      {path: 'mode', message: expect.stringMatching(/replaced by "modes", a table, in v2025\.1-reeses/)},
    ]);
    expect(errorsOf(validateNodeConfig({...good, modes: ['mixnode']}))).toEqual([
      {path: 'modes', message: expect.stringMatching(/modes is a table in config\.toml/)},
    ]);
    expect(errorsOf(validateNodeConfig({...good, modes: {mixnode: 'yes'}}))).toEqual([
      {path: 'modes.mixnode', message: 'modes.mixnode must be true or false, without quotes'},
    ]);
    expect(errorsOf(validateNodeConfig({...good, modes: {exit: true, entry: true, gateway: true}}))).toEqual([
      {path: 'modes.gateway', message: '[modes] has no key "gateway": its keys are mixnode, entry and exit'},
    ]);
  });

  // Config::validate, nym-node/src/config/mod.rs @ nym-binaries-v2026.9-venaco; changelog v2025.13-emmental (#5878).
  it('refuses mixnode next to entry or exit, as nym-node does', () => {
    expect(errorsOf(validateNodeConfig({...good, modes: {mixnode: true, entry: true, exit: false}}))).toEqual([
      {path: 'modes', message: expect.stringMatching(/cannot run as a mixnode and an entry gateway/)},
    ]);
    expect(errorsOf(validateNodeConfig({...good, modes: {mixnode: true, entry: false, exit: true}}))).toEqual([
      {path: 'modes', message: expect.stringMatching(/cannot run as a mixnode and an exit gateway/)},
    ]);
  });

  // The warnings of nym-node/src/cli/commands/run/mod.rs @ nym-binaries-v2026.9-venaco.
  it('warns, as nym-node does, when no mode is on and when exit runs without entry', () => {
    expect(validateNodeConfig({...good, modes: {mixnode: false, entry: false, exit: false}}).warnings).toEqual([
      {path: 'modes', message: expect.stringMatching(/no mode is set to true/)},
    ]);
    expect(validateNodeConfig({...good, modes: {mixnode: false, entry: false, exit: true}}).warnings).toEqual([
      {path: 'modes', message: expect.stringMatching(/not eligible for rewards: set entry = true/)},
    ]);
    expect(validateNodeConfig({...good, modes: {mixnode: true, entry: false, exit: false}}).warnings).toEqual([]);
  });
});

describe('sections renamed or removed in v2025.1-reeses', () => {
  it('refuse [mixnode]; warn on [entry_gateway] and [exit_gateway], which nym-node still reads', () => {
    const result = validateNodeConfig({...good, mixnode: {verloc: {}}, entry_gateway: {}, exit_gateway: {}});
    expect(errorsOf(result).map((error) => error.path)).toEqual(['mixnode', 'mixnode.verloc']);
    expect(errorsOf(result)[1].message).toMatch(/rename it \[verloc\]/);
    expect(result.warnings).toEqual([
      {path: 'entry_gateway', message: expect.stringMatching(/now \[gateway_tasks\].*still reads the old name/)},
      {path: 'exit_gateway', message: expect.stringMatching(/now \[service_providers\].*still reads the old name/)},
    ]);
  });
});

describe('[wireguard]', () => {
  it('warns when the private IPv4 differs from 10.1.0.1, the value v2024.13-magura-patched asks for', () => {
    expect(validateNodeConfig({...good, wireguard: {private_ipv4: '10.0.0.1'}}).warnings).toEqual([
      {
        path: 'wireguard.private_ipv4',
        message:
          'wireguard.private_ipv4 is 10.0.0.1, not the default 10.1.0.1: set it back to 10.1.0.1 unless you changed it on purpose',
      },
    ]);
    expect(validateNodeConfig({...good, wireguard: {...MAGURA_PATCHED, private_ip: '10.0.0.1'}}).warnings).toEqual([
      expect.objectContaining({
        path: 'wireguard.private_ip',
        message: expect.stringMatching(/before v2024\.14-crunch/),
      }),
      expect.objectContaining({
        path: 'wireguard.private_ip',
        message: expect.stringMatching(/is 10\.0\.0\.1, not the default 10\.1\.0\.1/),
      }),
    ]);
  });

  it('refuses a private IPv4 that is no IPv4 address, the SPEC placeholder included', () => {
    expect(errorsOf(validateNodeConfig({...good, wireguard: {private_ipv4: '{ip}'}}))).toEqual([
      {path: 'wireguard.private_ipv4', message: '"{ip}" is not an IPv4 address: the default is 10.1.0.1'},
    ]);
  });

  it('reads an old IPv6 private_ip as private_ipv6, as the upgrade of old configs does', () => {
    expect(validateNodeConfig({...good, wireguard: {private_ip: 'fc01::1'}})).toMatchObject({
      ok: true,
      value: {wireguard: {privateIpv4: '10.1.0.1', privateIpv6: 'fc01::1'}},
    });
  });

  it('checks enabled and the port of bind_address', () => {
    expect(errorsOf(validateNodeConfig({...good, wireguard: {enabled: 'yes'}}))).toEqual([
      {path: 'wireguard.enabled', message: expect.stringMatching(/true or false/)},
    ]);
    expect(validateNodeConfig({...good, wireguard: {bind_address: '0.0.0.0:51820'}}).warnings).toEqual([
      {
        path: 'wireguard.bind_address',
        message: 'wireguard listens on 51822/udp by default: open the port you set (51820/udp) in the firewall',
      },
    ]);
    expect(validateNodeConfig({...good, wireguard: {bind_address: '[::]:51822'}}).warnings).toEqual([]);
    expect(validateNodeConfig({...good, wireguard: {bind_address: 'localhost'}}).warnings).toEqual([]);
  });
});

describe('[http]', () => {
  it('warns about a port other than 8080, naming 8000 as the legacy mixnode port', () => {
    expect(validateNodeConfig({...good, http: {bind_address: '0.0.0.0:8000'}}).warnings).toEqual([
      {path: 'http.bind_address', message: expect.stringMatching(/8000 was the HTTP API port of the legacy mixnode/)},
    ]);
    expect(validateNodeConfig({...good, http: {bind_address: '0.0.0.0:9999'}}).warnings).toEqual([
      {
        path: 'http.bind_address',
        message:
          'the HTTP API listens on 9999, not the default 8080: move it to 8080, or give 9999 as the custom HTTP port of the bond so the directory can reach the node',
      },
    ]);
    expect(validateNodeConfig({...good, http: {bind_address: '[2001:db8::7]:8080'}}).warnings).toEqual([]);
  });

  it('reports the HTTP bind address only when it is text', () => {
    const result = validateNodeConfig({...good, http: {bind_address: 8080}});
    expect(result).toMatchObject({ok: true, warnings: []});
    expect(result.ok && 'httpBindAddress' in result.value).toBe(false);
  });
});

describe('what is not a config', () => {
  it('refuses what is not a table', () => {
    for (const input of [null, 'text', 3, []])
      expect(errorsOf(validateNodeConfig(input))[0].message).toMatch(/not a table/);
    expect(errorsOf(validateNodeConfig('text'))).toEqual([
      {path: '', message: 'the configuration is not a table of settings: paste the whole config.toml'},
    ]);
  });
});

describe('pasted text', () => {
  it('parses TOML and reports a syntax error with its line', () => {
    expect(parseNodeConfigToml("[modes]\nmixnode = true\n[host]\npublic_ips = ['1.1.1.1']\n").ok).toBe(true);
    const broken = parseNodeConfigToml("[host]\npublic_ips = ['1.1.1.1'\n");
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.errors[0].message).toMatch(/^not valid TOML at line \d+/);
  });

  it('tells a command line from a config file', () => {
    expect(checkNodeInput('nym-node run --mode mixnode --accept-operator-terms-and-conditions')).toMatchObject({
      kind: 'command',
      result: {ok: true},
    });
    expect(checkNodeInput('./nym-node run --modes "entry-gateway,exit-gateway" \\\n  --mode mixnode')).toMatchObject({
      kind: 'command',
      result: {ok: false},
    });
    expect(checkNodeInput('[host]\npublic_ips = []')).toMatchObject({kind: 'config', result: {ok: false}});
  });

  it('reads a command line the way a shell would, quotes inside a word included', () => {
    expect(
      checkNodeInput(`nym-node run --modes="entry-gateway,exit-gateway" --accept-operator-terms-and-conditions`),
    ).toMatchObject({
      kind: 'command',
      result: {ok: true, value: {modes: ['entry-gateway', 'exit-gateway']}},
    });
    expect(checkNodeInput('/usr/local/bin/nym-node run --mode mixnode')).toMatchObject({
      kind: 'command',
      result: {ok: true},
    });
    expect(checkNodeInput('--mode mixnode')).toMatchObject({kind: 'command', result: {ok: true}});
    expect(checkNodeInput('  nym-node\n')).toMatchObject({kind: 'command'});
  });

  it('reads the run command of the changelog (v2024.9-topdeck) as it is written', () => {
    const command =
      './nym-node run --id <ID> --mode exit-gateway --public-ips "$(curl -4 https://ifconfig.me)" --hostname <HOSTNAME> --http-bind-address 0.0.0.0:8080 --mixnet-bind-address 0.0.0.0:1789 --location <LOCATION> --accept-operator-terms-and-conditions --wireguard-enabled true';
    expect(checkNodeInput(command)).toEqual({
      kind: 'command',
      result: {
        ok: true,
        value: {modes: ['exit-gateway'], acceptedTerms: true, local: false, wireguardEnabled: true},
        warnings: [],
      },
    });
  });

  it('reports an unclosed quote in a command line instead of guessing', () => {
    expect(checkNodeInput('nym-node run --mode "mixnode')).toEqual({
      kind: 'command',
      result: {
        ok: false,
        errors: [
          {
            path: 'command line',
            message: 'the double quote opened at character 21 is never closed: close it or remove it',
          },
        ],
        warnings: [],
      },
    });
  });

  it('takes text as a command line only when it starts with nym-node or a flag', () => {
    expect(checkNodeInput("# settings for nym-node\n[host]\npublic_ips = ['1.1.1.1']").kind).toBe('config');
    expect(checkNodeInput("[host] # see --help\npublic_ips = ['1.1.1.1']").kind).toBe('config');
  });

  it('reads anything else as config.toml, even a key that starts with the binary name', () => {
    expect(checkNodeInput('nym-node-id = "x"').kind).toBe('config');
    expect(checkNodeInput("[modes]\nmixnode = true\n[host]\npublic_ips = ['1.1.1.1']")).toMatchObject({
      kind: 'config',
      result: {ok: true},
    });
  });

  it('counts TOML lines from the first line pasted, blank lines included', () => {
    const {result} = checkNodeInput("\n\n[host]\npublic_ips = ['1.1.1.1'\n");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors[0].path).toBe('line 5, column 1');
      expect(result.errors[0].message).toBe(
        'not valid TOML at line 5, column 1: expected comma or end of structure; fix the syntax there (an unclosed quote or bracket, or a missing comma, is the usual cause)',
      );
    }
  });

  it('refuses what is not text', () => {
    expect(() => checkNodeInput(undefined as unknown as string)).toThrow(
      new TypeError('checkNodeInput expects the pasted text, got undefined'),
    );
    expect(() => parseNodeConfigToml(5 as unknown as string)).toThrow(
      new TypeError('parseNodeConfigToml expects the text of config.toml, got number'),
    );
  });
});

describe('exact messages of the config checks', () => {
  it('loopback, unspecified and documentation addresses say how to fix them', () => {
    expect(errorsOf(validateNodeConfig({host: {public_ips: ['127.0.0.1', '0:0:0:0:0:0:0:0', '203.0.113.7']}}))).toEqual(
      [
        {
          path: 'host.public_ips[0]',
          message:
            '"127.0.0.1" is a loopback address: announce the server\'s public address, or start with --local for a test node',
        },
        {
          path: 'host.public_ips[1]',
          message:
            '"0:0:0:0:0:0:0:0" is the unspecified address: announce the server\'s public address, or start with --local for a test node',
        },
        {
          path: 'host.public_ips[2]',
          message:
            '"203.0.113.7" is a documentation address (192.0.2.0/24, 198.51.100.0/24 or 203.0.113.0/24), not a globally reachable one: announce the server\'s public address, or start with --local for a test node',
        },
      ],
    );
  });

  it('an address padded with spaces is not an address', () => {
    expect(errorsOf(validateNodeConfig({host: {public_ips: [' 1.1.1.1']}}))).toEqual([
      {
        path: 'host.public_ips[0]',
        message: '" 1.1.1.1" is not an IPv4 or IPv6 address: write the server\'s public address',
      },
    ]);
  });

  it('the removed [mixnode] section', () => {
    expect(errorsOf(validateNodeConfig({...good, mixnode: {}}))).toEqual([
      {
        path: 'mixnode',
        message:
          'the [mixnode] section was removed in v2025.1-reeses: delete it, and move its verloc settings to a top-level [verloc] section',
      },
    ]);
  });
});
