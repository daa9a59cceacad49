import {describe, expect, it} from 'vitest';
import {checkNodeInput, parseNodeConfigToml, validateNodeConfig} from './nodeConfig';

const good = {
  host: {public_ips: ['203.0.113.7', '2001:db8::7']},
  modes: ['entry-gateway'],
  http: {bind_address: '0.0.0.0:8080'},
  wireguard: {enabled: true},
};
const errorsOf = (result: ReturnType<typeof validateNodeConfig>) => (result.ok ? [] : result.errors);

describe('a nym-node config.toml', () => {
  it('accepts a sound configuration and reports what it read, defaults included', () => {
    expect(validateNodeConfig(good)).toEqual({
      ok: true,
      value: {
        publicIps: ['203.0.113.7', '2001:db8::7'],
        modes: ['entry-gateway'],
        wireguard: {enabled: true, bindAddress: '{ip}:51822', privateIp: '{ip}'},
        httpBindAddress: '0.0.0.0:8080',
      },
      warnings: [],
    });
  });

  it('needs host.public_ips, not empty', () => {
    expect(errorsOf(validateNodeConfig({}))).toEqual([
      {path: 'host.public_ips', message: expect.stringMatching(/missing: list the public IP addresses/)},
    ]);
    expect(errorsOf(validateNodeConfig({host: {public_ips: []}}))).toEqual([
      {path: 'host.public_ips', message: expect.stringMatching(/empty: .* or start with --local/)},
    ]);
    expect(errorsOf(validateNodeConfig({host: {public_ips: '1.2.3.4'}}))[0]!.path).toBe('host.public_ips');
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['{ip}', 'placeholder'],
  ])('rejects %s (%s) unless the node is started with --local', (ip, kind) => {
    const config = {host: {public_ips: [ip]}};
    expect(errorsOf(validateNodeConfig(config))).toEqual([
      {path: 'host.public_ips[0]', message: expect.stringContaining(kind)},
    ]);
    expect(validateNodeConfig(config, {local: true}).ok).toBe(true);
  });

  it.each(['256.1.1.1', 'example.org', '1.2.3', '2001:db8:::1', '1:2:3:4:5:6:7:8:9', 'fffff::1'])(
    'rejects %s, which is no address, even with --local',
    (ip) => {
      expect(errorsOf(validateNodeConfig({host: {public_ips: [ip]}}, {local: true}))).toEqual([
        {
          path: 'host.public_ips[0]',
          message: expect.stringMatching(/is not an IPv4 or IPv6 address: write the server's public address/),
        },
      ]);
    },
  );

  it('accepts full and compressed IPv6 addresses', () => {
    expect(validateNodeConfig({host: {public_ips: ['2001:db8:0:0:0:0:0:1', 'fe80::1']}}).ok).toBe(true);
  });

  it('names the entry of a list that is not a string', () => {
    expect(errorsOf(validateNodeConfig({host: {public_ips: ['203.0.113.7', 7]}}))).toEqual([
      {path: 'host.public_ips[1]', message: expect.stringMatching(/in quotes/)},
    ]);
  });

  it('wants modes as a list of known modes, and the old single mode replaced', () => {
    expect(errorsOf(validateNodeConfig({...good, mode: 'mixnode'}))).toEqual([
      {path: 'mode', message: expect.stringMatching(/replaced by "modes"/)},
    ]);
    expect(errorsOf(validateNodeConfig({...good, modes: 'mixnode'}))).toEqual([
      {path: 'modes', message: expect.stringMatching(/must be a list/)},
    ]);
    expect(errorsOf(validateNodeConfig({...good, modes: ['mixnode', 'router']}))).toEqual([
      {path: 'modes[1]', message: expect.stringMatching(/unknown mode "router"/)},
    ]);
    expect(errorsOf(validateNodeConfig({...good, modes: ['router']}))).toEqual([
      {path: 'modes[0]', message: 'unknown mode "router": use mixnode, entry-gateway or exit-gateway'},
    ]);
    expect(errorsOf(validateNodeConfig({...good, modes: []}))).toEqual([
      {path: 'modes', message: 'no mode given: choose one of mixnode, entry-gateway or exit-gateway'},
    ]);
    expect(errorsOf(validateNodeConfig({...good, modes: ['mixnode', 'entry-gateway']}))[0]!.message).toMatch(
      /cannot run together/,
    );
    const exitOnly = validateNodeConfig({...good, modes: ['exit-gateway']});
    expect(exitOnly.warnings[0]!.message).toMatch(/no websocket/);
  });

  it('names the renamed and removed sections with their new names', () => {
    const result = validateNodeConfig({...good, mixnode: {verloc: {}}, entry_gateway: {}, exit_gateway: {}});
    expect(errorsOf(result).map((error) => error.path)).toEqual([
      'mixnode',
      'entry_gateway',
      'exit_gateway',
      'mixnode.verloc',
    ]);
    expect(errorsOf(result)[1]!.message).toMatch(/now \[gateway_tasks\]/);
    expect(errorsOf(result)[2]!.message).toMatch(/now \[service_providers\]/);
    expect(errorsOf(result)[3]!.message).toMatch(/rename it \[verloc\]/);
  });

  it('checks the wireguard settings against their defaults', () => {
    expect(errorsOf(validateNodeConfig({...good, wireguard: {enabled: 'yes'}}))).toEqual([
      {path: 'wireguard.enabled', message: expect.stringMatching(/true or false/)},
    ]);
    const moved = validateNodeConfig({
      ...good,
      wireguard: {enabled: true, private_ip: '10.1.0.1', bind_address: '0.0.0.0:51820'},
    });
    expect(moved.ok).toBe(true);
    expect(moved.warnings.map((warning) => warning.path)).toEqual(['wireguard.private_ip', 'wireguard.bind_address']);
    expect(validateNodeConfig({...good, wireguard: {bind_address: '0.0.0.0:51822'}}).warnings).toEqual([]);
    expect(validateNodeConfig({...good, wireguard: undefined})).toMatchObject({
      ok: true,
      value: {wireguard: {enabled: false}},
    });
  });

  it('warns about an HTTP port other than 8080, naming 8000 as the old default', () => {
    expect(validateNodeConfig({...good, http: {bind_address: '0.0.0.0:8000'}}).warnings).toEqual([
      {path: 'http.bind_address', message: expect.stringMatching(/8000 is the old default: 8080 is recommended/)},
    ]);
    expect(validateNodeConfig({...good, http: {bind_address: '0.0.0.0:9999'}}).warnings[0]!.message).toMatch(
      /listens on 9999/,
    );
    expect(validateNodeConfig({...good, http: {bind_address: 'localhost'}}).warnings).toEqual([]);
  });

  it('reads the port after the last colon, so an IPv6 bind address is understood', () => {
    expect(validateNodeConfig({...good, http: {bind_address: '[2001:db8::7]:8080'}}).warnings).toEqual([]);
    expect(validateNodeConfig({...good, wireguard: {bind_address: '[2001:db8::7]:51822'}}).warnings).toEqual([]);
  });

  it('does not warn about the wireguard port when the bind address gives none', () => {
    expect(validateNodeConfig({...good, wireguard: {bind_address: '{ip}'}}).warnings).toEqual([]);
  });

  it('reports the HTTP bind address only when it is text', () => {
    const result = validateNodeConfig({...good, http: {bind_address: 8080}});
    expect(result).toMatchObject({ok: true, warnings: []});
    expect(result.ok && 'httpBindAddress' in result.value).toBe(false);
  });

  it('refuses what is not a table', () => {
    for (const input of [null, 'text', 3, []])
      expect(errorsOf(validateNodeConfig(input))[0]!.message).toMatch(/not a table/);
    expect(errorsOf(validateNodeConfig('text'))).toEqual([
      {path: '', message: 'the configuration is not a table of settings: paste the whole config.toml'},
    ]);
  });
});

describe('pasted text', () => {
  it('parses TOML and reports a syntax error with its line', () => {
    expect(parseNodeConfigToml('modes = ["mixnode"]\n[host]\npublic_ips = ["203.0.113.7"]\n').ok).toBe(true);
    const broken = parseNodeConfigToml('[host]\npublic_ips = ["203.0.113.7"\n');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.errors[0]!.message).toMatch(/^not valid TOML at line \d+/);
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
    expect(checkNodeInput('# settings for nym-node\n[host]\npublic_ips = ["203.0.113.7"]').kind).toBe('config');
    expect(checkNodeInput('[host] # see --help\npublic_ips = ["203.0.113.7"]').kind).toBe('config');
  });

  it('reads anything else as config.toml, even a key that starts with the binary name', () => {
    expect(checkNodeInput('nym-node-id = "x"').kind).toBe('config');
    expect(checkNodeInput('modes = ["mixnode"]\n[host]\npublic_ips = ["203.0.113.7"]')).toMatchObject({
      kind: 'config',
      result: {ok: true},
    });
  });

  it('counts TOML lines from the first line pasted, blank lines included', () => {
    const {result} = checkNodeInput('\n\n[host]\npublic_ips = ["203.0.113.7"\n');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors[0]!.path).toBe('line 5, column 1');
      expect(result.errors[0]!.message).toBe(
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
  it('loopback, placeholder and unspecified addresses say how to fix them', () => {
    expect(errorsOf(validateNodeConfig({host: {public_ips: ['::ffff:127.0.0.1', '0:0:0:0:0:0:0:0', '{ip}']}}))).toEqual(
      [
        {
          path: 'host.public_ips[0]',
          message:
            '"::ffff:127.0.0.1" is a loopback address: announce the server\'s public address, or start with --local for a test node',
        },
        {
          path: 'host.public_ips[1]',
          message:
            '"0:0:0:0:0:0:0:0" is the unspecified address: announce the server\'s public address, or start with --local for a test node',
        },
        {
          path: 'host.public_ips[2]',
          message:
            '"{ip}" is the {ip} placeholder, not an address: announce the server\'s public address, or start with --local for a test node',
        },
      ],
    );
  });

  it('an address padded with spaces is not an address', () => {
    expect(errorsOf(validateNodeConfig({host: {public_ips: [' 203.0.113.7']}}))).toEqual([
      {
        path: 'host.public_ips[0]',
        message: '" 203.0.113.7" is not an IPv4 or IPv6 address: write the server\'s public address',
      },
    ]);
  });

  it('a wireguard private IP or port other than the defaults', () => {
    expect(
      validateNodeConfig({...good, wireguard: {enabled: true, private_ip: '10.1.0.1', bind_address: '0.0.0.0:51820'}})
        .warnings,
    ).toEqual([
      {
        path: 'wireguard.private_ip',
        message: 'wireguard.private_ip should be {ip}: set it back unless you know why it differs',
      },
      {
        path: 'wireguard.bind_address',
        message: 'wireguard listens on 51822/udp by default: open the port you set in the firewall',
      },
    ]);
  });

  it('the removed [mixnode] section and an unusual HTTP port', () => {
    expect(errorsOf(validateNodeConfig({...good, mixnode: {}}))).toEqual([
      {
        path: 'mixnode',
        message:
          'the [mixnode] section was removed: delete it, and move its verloc settings to a top-level [verloc] section',
      },
    ]);
    expect(validateNodeConfig({...good, http: {bind_address: '0.0.0.0:9999'}}).warnings).toEqual([
      {
        path: 'http.bind_address',
        message:
          'the HTTP API listens on 9999, not the recommended 8080: move it to 8080, or give 9999 as the custom HTTP port of the bond so the directory can reach the node',
      },
    ]);
  });
});
