import {IP_PLACEHOLDER} from './constants';

/** What kind of address a node announces in host.public_ips. */
export type AddressKind = 'public' | 'loopback' | 'unspecified' | 'placeholder' | 'invalid';

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
    tail = [v4[0]! * 256 + v4[1]!, v4[2]! * 256 + v4[3]!];
    // Drop the tail; a `::` right before it stays a shorthand.
    body = text[lastColon - 1] === ':' ? text.slice(0, lastColon + 1) : text.slice(0, lastColon);
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0]!);
  const rest = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (![...head, ...rest].every((group) => GROUP.test(group))) return undefined;
  const toNumbers = (groups: string[]) => groups.map((group) => Number.parseInt(group, 16));
  const known = head.length + rest.length + tail.length;
  if (halves.length === 1) return known === 8 ? [...toNumbers(head), ...tail] : undefined;
  // `::` stands for one zero group or more.
  if (known > 7) return undefined;
  return [...toNumbers(head), ...Array<number>(8 - known).fill(0), ...toNumbers(rest), ...tail];
}

/** Sorts an announced address: only a public one may go to the network without --local. */
export function classifyAddress(text: string): AddressKind {
  if (text === IP_PLACEHOLDER) return 'placeholder';
  const v4 = parseIpv4(text);
  if (v4) {
    if (v4[0] === 127) return 'loopback';
    if (v4.every((octet) => octet === 0)) return 'unspecified';
    return 'public';
  }
  const v6 = parseIpv6(text);
  if (!v6) return 'invalid';
  const leadingZeros = v6.slice(0, 7).every((group) => group === 0);
  if (leadingZeros && v6[7] === 1) return 'loopback';
  if (leadingZeros && v6[7] === 0) return 'unspecified';
  // An IPv4 address mapped into IPv6 (::ffff:a.b.c.d) is judged as that IPv4 address.
  const mapped = v6.slice(0, 5).every((group) => group === 0) && v6[5] === 0xffff;
  if (mapped) {
    const first = v6[6]! >> 8;
    if (first === 127) return 'loopback';
    if (v6[6] === 0 && v6[7] === 0) return 'unspecified';
  }
  return 'public';
}
