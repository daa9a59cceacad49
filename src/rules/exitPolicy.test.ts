import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {describePortRule, lookupExitPort, parsePortQuery} from './exitPolicy';
import {EXIT_POLICY_NEW_PORTS} from './constants';

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
        expect(result.errors[0]!.message).toBe(
          `Port must be a number from 1 to 65535, like 8080 or 8080/tcp (you typed "${text}").`,
        );
    }
    expect(parsePortQuery('  ')).toMatchObject({
      ok: false,
      errors: [{path: 'port', message: 'Port is required: type a number from 1 to 65535, like 8080 or 8080/tcp.'}],
    });
    const long = parsePortQuery('8'.repeat(1000));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.errors[0]!.message).toContain(`(you typed "${'8'.repeat(40)}…")`);
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
