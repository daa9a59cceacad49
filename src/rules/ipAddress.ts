/**
 * What kind of address a node announces in host.public_ips: only a `public`
 * (globally reachable) one is accepted without --local; `invalid` is not an
 * address at all, which nym-node cannot even read.
 */
export type AddressKind = 'public' | 'loopback' | 'unspecified' | 'not-global' | 'invalid';

const OCTET = /^(0|[1-9]\d{0,2})$/;

/** The four octets of a dotted IPv4 address, or undefined when it is not one. */
export function parseIpv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => OCTET.test(part))) return undefined;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : undefined;
}

const GROUP = /^[0-9a-f]{1,4}$/i;

/**
 * The eight 16-bit groups of an IPv6 address, or undefined when it is not
 * one. Accepts the `::` shorthand once and a dotted IPv4 tail
 * (::ffff:192.0.2.1).
 */
export function parseIpv6(text: string): number[] | undefined {
  if (!text.includes(':')) return undefined;
  let body = text;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4 = parseIpv4(last);
    if (!v4) return undefined;
    tail = [v4[0] * 256 + v4[1], v4[2] * 256 + v4[3]];
    // Drop the tail; a `::` right before it stays a shorthand.
    body = text[lastColon - 1] === ':' ? text.slice(0, lastColon + 1) : text.slice(0, lastColon);
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0]);
  const rest = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (![...head, ...rest].every((group) => GROUP.test(group))) return undefined;
  const toNumbers = (groups: string[]) => groups.map((group) => Number.parseInt(group, 16));
  const known = head.length + rest.length + tail.length;
  if (halves.length === 1) return known === 8 ? [...toNumbers(head), ...tail] : undefined;
  // `::` stands for one zero group or more.
  if (known > 7) return undefined;
  return [...toNumbers(head), ...Array<number>(8 - known).fill(0), ...toNumbers(rest), ...tail];
}

/** An address with its kind and, when it is not global, the special-purpose block it lies in. */
export interface AddressClass {
  kind: AddressKind;
  /** The block, in words with its prefix, for `not-global` addresses. */
  block?: string;
}

const inBlock = (block: string): AddressClass => ({kind: 'not-global', block});

/** `is_global_ipv4` of nym-node, with the block that makes an address not global. */
function classifyIpv4([a, b, c, d]: number[]): AddressClass {
  if (a === 0 && b === 0 && c === 0 && d === 0) return {kind: 'unspecified'};
  if (a === 127) return {kind: 'loopback'};
  if (a === 0) return inBlock('"this network" address (0.0.0.0/8)');
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168))
    return inBlock('private address (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16)');
  if (a === 100 && (b & 0b1100_0000) === 0b0100_0000) return inBlock('shared address (100.64.0.0/10)');
  if (a === 169 && b === 254) return inBlock('link-local address (169.254.0.0/16)');
  if (a === 192 && b === 0 && c === 0 && d !== 9 && d !== 10)
    return inBlock('protocol assignment address (192.0.0.0/24)');
  if ((a === 192 && b === 0 && c === 2) || (a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113))
    return inBlock('documentation address (192.0.2.0/24, 198.51.100.0/24 or 203.0.113.0/24)');
  if (a === 198 && (b & 0xfe) === 18) return inBlock('benchmarking address (198.18.0.0/15)');
  if (a === 255 && b === 255 && c === 255 && d === 255) return inBlock('broadcast address (255.255.255.255)');
  if ((a & 240) === 240) return inBlock('reserved address (240.0.0.0/4)');
  return {kind: 'public'};
}

/** `is_global_ipv6` of nym-node, with the block that makes an address not global. */
function classifyIpv6(g: number[]): AddressClass {
  const zerosBefore = (n: number) => g.slice(0, n).every((group) => group === 0);
  if (zerosBefore(8)) return {kind: 'unspecified'};
  if (zerosBefore(7) && g[7] === 1) return {kind: 'loopback'};
  if (zerosBefore(5) && g[5] === 0xffff) return inBlock('IPv4-mapped address (::ffff:0:0/96)');
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return inBlock('IPv4/IPv6 translation address (64:ff9b:1::/48)');
  if (g[0] === 0x100 && g[1] === 0 && g[2] === 0 && g[3] === 0) return inBlock('discard-only address (100::/64)');
  if (g[0] === 0x2001 && g[1] < 0x200) {
    const anycast = g[1] === 1 && g.slice(2, 7).every((group) => group === 0) && (g[7] === 1 || g[7] === 2);
    const globalBlock = anycast || g[1] === 3 || (g[1] === 4 && g[2] === 0x112) || (g[1] >= 0x20 && g[1] <= 0x3f);
    if (!globalBlock) return inBlock('protocol assignment address (2001::/23)');
  }
  if (g[0] === 0x2002) return inBlock('6to4 address (2002::/16)');
  if (g[0] === 0x2001 && g[1] === 0xdb8) return inBlock('documentation address (2001:db8::/32)');
  if ((g[0] & 0xfe00) === 0xfc00) return inBlock('unique local address (fc00::/7)');
  if ((g[0] & 0xffc0) === 0xfe80) return inBlock('link-local address (fe80::/10)');
  return {kind: 'public'};
}

/**
 * Sorts an announced address the way nym-node does at startup since
 * v2025.5-chokito (#5526, `is_global_ip`): loopback, unspecified and every
 * other special-purpose block (private, shared, link-local, documentation,
 * benchmarking, reserved, broadcast; for IPv6 also IPv4-mapped, unique local,
 * 6to4 and the protocol-assignment blocks) is not global and is refused
 * without --local. Multicast addresses are not among the blocks the node refuses.
 * From v2024.6-chomp (#4630) to v2025.4-dorina the node refused only
 * 127.0.0.1, 0.0.0.0, 255.255.255.255, ::1 and :: (`SPECIAL_ADDRESSES`).
 * @source common/bin-common/src/ip_check/mod.rs @ nym-binaries-v2026.9-venaco (`is_global_ip`, called by
 *   `check_public_ips` in nym-node/src/cli/commands/run/mod.rs)
 * @source nym-node/src/node/mixnet/packet_forwarding/global.rs @ nym-binaries-v2025.5-chokito (first use in
 *   `check_public_ips`, #5526)
 * @source common/config/src/helpers.rs @ nym-binaries-v2024.6-chomp (`SPECIAL_ADDRESSES`)
 */
export function describeAddress(text: string): AddressClass {
  const v4 = parseIpv4(text);
  if (v4) return classifyIpv4(v4);
  const v6 = parseIpv6(text);
  return v6 ? classifyIpv6(v6) : {kind: 'invalid'};
}

/** The kind of an announced address: only a public one may go to the network without --local. */
export function classifyAddress(text: string): AddressKind {
  return describeAddress(text).kind;
}
