import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {classifyAddress, describeAddress, parseIpv4, parseIpv6} from './ipAddress';

describe('IPv4 addresses', () => {
  it('are four decimal octets from 0 to 255', () => {
    expect(parseIpv4('203.0.113.7')).toEqual([203, 0, 113, 7]);
    expect(parseIpv4('255.255.255.255')).toEqual([255, 255, 255, 255]);
    expect(parseIpv4('0.0.0.0')).toEqual([0, 0, 0, 0]);
  });

  it.each([
    '256.0.0.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.',
    '1..3.4',
    ' 1.2.3.4',
    '1.2.3.4 ',
    'a.b.c.d',
    '1.2.3.-4',
    '1000.2.3.4',
    '',
  ])('%j is not one', (text) => {
    expect(parseIpv4(text)).toBeUndefined();
  });

  it('read back every dotted address they are written as', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({min: 0, max: 255}), {minLength: 4, maxLength: 4}), (octets) => {
        expect(parseIpv4(octets.join('.'))).toEqual(octets);
      }),
    );
  });
});

describe('IPv6 addresses', () => {
  it('are eight groups of up to four hex digits, with one :: shorthand allowed', () => {
    expect(parseIpv6('2001:db8:0:0:0:0:0:1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('2001:DB8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('fe80::')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6('1:2:3::6:7:8')).toEqual([1, 2, 3, 0, 0, 6, 7, 8]);
    expect(parseIpv6('1:2:3:4:5:6:7::')).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
  });

  it('may end in a dotted IPv4 address', () => {
    expect(parseIpv6('::ffff:192.0.2.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]);
    expect(parseIpv6('::192.0.2.1')).toEqual([0, 0, 0, 0, 0, 0, 0xc000, 0x0201]);
    expect(parseIpv6('1:2:3:4:5:6:192.0.2.1')).toEqual([1, 2, 3, 4, 5, 6, 0xc000, 0x0201]);
    expect(parseIpv6('::ffff:198.51.100.7')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc633, 0x6407]);
  });

  it.each([
    '203.0.113.7',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::',
    '::1:2:3:4:5:6:7:8',
    '2001:db8:::1',
    '1::2::3',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:',
    'fffff::1',
    'g::1',
    '::ffff:256.0.0.1',
    '::ffff:1.2.3',
    ':1.2.3.4',
    '1:2:3:4:5:6:7:1.2.3.4',
    '',
  ])('%j is not one', (text) => {
    expect(parseIpv6(text)).toBeUndefined();
  });

  it('read back every full address they are written as', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({min: 0, max: 0xffff}), {minLength: 8, maxLength: 8}), (groups) => {
        expect(parseIpv6(groups.map((group) => group.toString(16)).join(':'))).toEqual(groups);
      }),
    );
  });

  it('read the same groups when a run of zeros is written as ::', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({min: 1, max: 0xffff}), {minLength: 8, maxLength: 8}),
        fc.integer({min: 0, max: 7}),
        fc.integer({min: 1, max: 8}),
        (groups, start, length) => {
          const end = Math.min(8, start + length);
          const full = groups.map((group, index) => (index >= start && index < end ? 0 : group));
          const hex = (part: number[]) => part.map((group) => group.toString(16)).join(':');
          expect(parseIpv6(`${hex(full.slice(0, start))}::${hex(full.slice(end))}`)).toEqual(full);
        },
      ),
    );
  });
});

// Vectors from the blocks of `is_global_ip`, which nym-node applies to host.public_ips at startup:
// common/bin-common/src/ip_check/mod.rs @ nym-binaries-v2026.9-venaco (check_public_ips since v2025.5-chokito, #5526).
describe('what a node may announce', () => {
  it.each([
    ['1.1.1.1', 'public'],
    ['8.8.4.4', 'public'],
    ['126.255.255.255', 'public'],
    ['128.0.0.1', 'public'],
    ['172.15.255.255', 'public'],
    ['172.32.0.1', 'public'],
    ['100.63.255.255', 'public'],
    ['100.128.0.1', 'public'],
    ['192.0.0.9', 'public'],
    ['192.0.0.10', 'public'],
    ['198.17.255.255', 'public'],
    ['198.20.0.1', 'public'],
    ['224.0.0.1', 'public'],
    ['2a01:4f8::1', 'public'],
    ['2001:1::1', 'public'],
    ['2001:3::1', 'public'],
    ['2001:4:112::1', 'public'],
    ['2001:20::1', 'public'],
    ['2001:200::1', 'public'],
    ['::2', 'public'],
    ['1::1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['0:0:0:0:0:0:0:0', 'unspecified'],
    ['0.0.0.1', 'not-global'],
    ['10.1.0.1', 'not-global'],
    ['172.16.0.1', 'not-global'],
    ['192.168.1.10', 'not-global'],
    ['100.64.0.1', 'not-global'],
    ['169.254.1.1', 'not-global'],
    ['192.0.0.1', 'not-global'],
    ['192.0.2.1', 'not-global'],
    ['198.51.100.7', 'not-global'],
    ['203.0.113.7', 'not-global'],
    ['198.18.0.1', 'not-global'],
    ['198.19.255.255', 'not-global'],
    ['240.0.0.1', 'not-global'],
    ['255.255.255.255', 'not-global'],
    ['::ffff:127.0.0.1', 'not-global'],
    ['::ffff:0.0.0.0', 'not-global'],
    ['::ffff:203.0.113.7', 'not-global'],
    ['64:ff9b:1::1', 'not-global'],
    ['100::1', 'not-global'],
    ['2001::1', 'not-global'],
    ['2001:1::3', 'not-global'],
    ['2002::1', 'not-global'],
    ['2001:db8::7', 'not-global'],
    ['fc01::1', 'not-global'],
    ['fd00::1', 'not-global'],
    ['fe80::1', 'not-global'],
    ['febf::1', 'not-global'],
    ['{ip}', 'invalid'],
    ['{IP}', 'invalid'],
    ['example.org', 'invalid'],
    ['localhost', 'invalid'],
  ])('%s is %s', (text, kind) => {
    expect(classifyAddress(text)).toBe(kind);
  });

  it('names the block an address lies in', () => {
    expect(describeAddress('203.0.113.7')).toEqual({
      kind: 'not-global',
      block: 'documentation address (192.0.2.0/24, 198.51.100.0/24 or 203.0.113.0/24)',
    });
    expect(describeAddress('10.1.0.1')).toEqual({
      kind: 'not-global',
      block: 'private address (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16)',
    });
    expect(describeAddress('fc01::1')).toEqual({kind: 'not-global', block: 'unique local address (fc00::/7)'});
    expect(describeAddress('1.1.1.1')).toEqual({kind: 'public'});
    expect(describeAddress('::1')).toEqual({kind: 'loopback'});
  });

  it('every address in 127.0.0.0/8 is loopback', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({min: 0, max: 255}), {minLength: 3, maxLength: 3}), (rest) => {
        expect(classifyAddress(`127.${rest.join('.')}`)).toBe('loopback');
      }),
    );
  });

  it('every address in 10.0.0.0/8 and every IPv4-mapped address is not global', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({min: 0, max: 255}), {minLength: 4, maxLength: 4}), (octets) => {
        expect(classifyAddress(`10.${octets.slice(1).join('.')}`)).toBe('not-global');
        expect(classifyAddress(`::ffff:${octets.join('.')}`)).toBe('not-global');
      }),
    );
  });
});
