import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {
  describePortRule,
  lookupCurrentExitPort,
  lookupExitPort,
  lookupNodePort,
  nodePorts,
  parsePortAndProtocol,
  parsePortQuery,
} from './exitPolicy';
import {EXIT_POLICY_CURRENT_PORTS, EXIT_POLICY_NEW_PORTS, PORTS} from './constants';

describe('exit policy port lookup', () => {
  it('finds single ports and ports inside ranges, bounds included', () => {
    expect(lookupExitPort(22)).toEqual({opened: true, match: 22});
    expect(lookupExitPort(5000)).toEqual({opened: true, match: [5000, 5005]});
    expect(lookupExitPort(5005)).toEqual({opened: true, match: [5000, 5005]});
    expect(lookupExitPort(27025)).toEqual({opened: true, match: [27000, 27050]});
    expect(lookupExitPort(61000)).toEqual({opened: true, match: [60000, 61000]});
  });
  it('says no for ports the update did not open', () => {
    for (const port of [1, 21, 4999, 5006, 26999, 27051, 59999, 61001, 65535])
      expect(lookupExitPort(port)).toEqual({opened: false});
  });
  it('every listed port and range is found', () => {
    for (const rule of EXIT_POLICY_NEW_PORTS) {
      const ports = typeof rule === 'number' ? [rule] : [rule[0], rule[1]];
      for (const port of ports) expect(lookupExitPort(port).opened).toBe(true);
    }
  });
  it('refuses what is not a port', () => {
    for (const port of [0, 65536, 80.5, Number.NaN, -22]) expect(() => lookupExitPort(port)).toThrow(RangeError);
  });
  it('answers for every valid port without throwing', () => {
    fc.assert(
      fc.property(fc.integer({min: 1, max: 65535}), (port) => typeof lookupExitPort(port).opened === 'boolean'),
    );
  });
});

describe('reading a typed port', () => {
  it('accepts a number, with a protocol or spaces', () => {
    expect(parsePortQuery('8080')).toEqual({ok: true, value: 8080, warnings: []});
    expect(parsePortQuery(' 27010 ')).toMatchObject({ok: true, value: 27010});
    expect(parsePortQuery('853/TCP')).toMatchObject({ok: true, value: 853});
    expect(parsePortQuery('123 / udp')).toMatchObject({ok: true, value: 123});
    expect(parsePortQuery('1')).toMatchObject({ok: true, value: 1});
    expect(parsePortQuery('65535')).toMatchObject({ok: true, value: 65535});
  });
  it('explains what is wrong with anything else', () => {
    for (const text of ['http', '0', '70000', '80/icmp', '8o', 'port 8080', 'x8080/tcp']) {
      const result = parsePortQuery(text);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.errors[0].message).toBe(
          `Port must be a number from 1 to 65535, like 8080 or 8080/tcp (you typed "${text}").`,
        );
    }
    expect(parsePortQuery('  ')).toMatchObject({
      ok: false,
      errors: [{path: 'port', message: 'Port is required: type a number from 1 to 65535, like 8080 or 8080/tcp.'}],
    });
    const long = parsePortQuery('8'.repeat(1000));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.errors[0].message).toContain(`(you typed "${'8'.repeat(40)}…")`);
  });
  it('writes ranges with a dash', () => {
    expect(describePortRule(443)).toBe('443');
    expect(describePortRule([5000, 5005])).toBe('5000–5005');
  });
});

describe('exit ports, as properties', () => {
  it('a port is opened exactly when it equals a listed port or lies in a listed range', () => {
    fc.assert(
      fc.property(fc.integer({min: 1, max: 65535}), (port) => {
        const listed = EXIT_POLICY_NEW_PORTS.some((rule) =>
          typeof rule === 'number' ? rule === port : port >= rule[0] && port <= rule[1],
        );
        const found = lookupExitPort(port);
        expect(found.opened).toBe(listed);
        if (found.match !== undefined) expect(EXIT_POLICY_NEW_PORTS).toContain(found.match);
      }),
    );
  });

  it('reading a typed port gives back any valid port, however it is spaced', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 1, max: 65535}),
        fc.constantFrom('', ' ', '  '),
        fc.constantFrom('', '/tcp', '/udp', ' / TCP'),
        (port, pad, protocol) => {
          expect(parsePortQuery(`${pad}${port}${protocol}${pad}`)).toEqual({ok: true, value: port, warnings: []});
        },
      ),
    );
  });

  it('refuses what is not text, and names the bad text in its message', () => {
    expect(() => parsePortQuery(8080 as unknown as string)).toThrow(
      new TypeError('parsePortQuery expects the text typed, got number'),
    );
    expect(parsePortQuery(' 80/icmp ')).toEqual({
      ok: false,
      errors: [
        {path: 'port', message: 'Port must be a number from 1 to 65535, like 8080 or 8080/tcp (you typed "80/icmp").'},
      ],
      warnings: [],
    });
  });
});

// The v2024.9-topdeck list as the changelog shows it at daed9cd15b (465 taken out by commit ade194f2b2), and
// the allow list of scripts/nym-node-setup/network-tunnel-manager.sh @ daed9cd15b.
describe('the record changed the exit policy after v2024.9-topdeck', () => {
  it('465 is no longer on the topdeck list, but the current policy allows it (NIP-6, rate limited)', () => {
    expect(lookupExitPort(465)).toEqual({opened: false});
    expect(lookupCurrentExitPort(465)).toEqual({allowed: true, matches: [465]});
  });

  it('finds the ports the NIP votes opened, ranges and overlaps included', () => {
    // NIP-4 and NIP-6 (v2026.1-niolo): 587, 22021 (Session), 3478-3484 (WhatsApp).
    expect(lookupCurrentExitPort(587)).toEqual({allowed: true, matches: [587]});
    expect(lookupCurrentExitPort(22021)).toEqual({allowed: true, matches: [22021]});
    expect(lookupCurrentExitPort(3484)).toEqual({allowed: true, matches: [[3478, 3484]]});
    expect(lookupCurrentExitPort(3479)).toEqual({
      allowed: true,
      matches: [
        [3478, 3480],
        [3478, 3484],
      ],
    });
    // NIP-10 (v2026.7-tola, #6648): TeamSpeak, Dash, Litecoin.
    for (const port of [9333, 9987, 9999, 10011, 10080, 10443, 41144])
      expect(lookupCurrentExitPort(port).allowed).toBe(true);
    expect(lookupCurrentExitPort(6543)).toEqual({allowed: false, matches: []});
    expect(lookupCurrentExitPort(25)).toEqual({allowed: false, matches: []});
  });

  it('every port of the current list is found, and the list is in ascending order', () => {
    for (const rule of EXIT_POLICY_CURRENT_PORTS) {
      const ports = typeof rule === 'number' ? [rule] : [rule[0], rule[1]];
      for (const port of ports) expect(lookupCurrentExitPort(port).allowed).toBe(true);
    }
    const starts = EXIT_POLICY_CURRENT_PORTS.map((rule) => (typeof rule === 'number' ? rule : rule[0]));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});

// Lewes Protocol ports: nym-node/src/config/lp.rs @ nym-binaries-v2026.5-raclette (DEFAULT_CONTROL_PORT 41264,
// DEFAULT_DATA_PORT 51264) and the changelog's `ufw allow 41264/tcp && ufw allow 51264/udp` (v2026.5-raclette).
describe('the ports of the node itself', () => {
  it('name the Lewes Protocol ports with their protocol', () => {
    expect(PORTS.lewesProtocolTcp).toBe(41264);
    expect(PORTS.lewesProtocolUdp).toBe(51264);
    expect(lookupNodePort(41264)).toEqual([
      expect.objectContaining({name: 'lewesProtocolTcp', port: 41264, protocol: 'tcp'}),
    ]);
    expect(lookupNodePort(51264)).toEqual([
      expect.objectContaining({name: 'lewesProtocolUdp', port: 51264, protocol: 'udp'}),
    ]);
    expect(lookupNodePort(51822)).toEqual([expect.objectContaining({name: 'wireguard', protocol: 'udp'})]);
    expect(lookupNodePort(27015)).toEqual([]);
  });

  it('are the ufw rules of the record, each with its protocol', () => {
    const rules = nodePorts()
      .filter((entry) => entry.inbound)
      .map((entry) => `${entry.port}/${entry.protocol}`);
    expect(rules).toEqual([
      '22/tcp',
      '80/tcp',
      '443/tcp',
      '1789/tcp',
      '1790/tcp',
      '8080/tcp',
      '9000/tcp',
      '9001/tcp',
      '51822/udp',
      '51830/tcp',
      '41264/tcp',
      '51264/udp',
    ]);
  });

  it('a typed protocol is kept when given', () => {
    expect(parsePortAndProtocol('41264/TCP')).toEqual({ok: true, value: {port: 41264, protocol: 'tcp'}, warnings: []});
    expect(parsePortAndProtocol(' 51264 ')).toEqual({ok: true, value: {port: 51264}, warnings: []});
    expect(parsePortAndProtocol('x')).toMatchObject({ok: false});
    expect(() => lookupNodePort(0)).toThrow(RangeError);
    expect(() => lookupCurrentExitPort(70000)).toThrow(RangeError);
  });
});
