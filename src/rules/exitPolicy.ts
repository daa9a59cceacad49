import {
  EXIT_POLICY_CURRENT_PORTS,
  EXIT_POLICY_NEW_PORTS,
  PORT_DETAILS,
  PORTS,
  type PortName,
  type PortRule,
} from './constants';
import {fail, ok, type Result} from './result';

export type Protocol = 'tcp' | 'udp';

function requirePort(port: number): number {
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new RangeError(`a port is a whole number from 1 to 65535, got ${port}`);
  return port;
}

const covers = (rule: PortRule, port: number) =>
  typeof rule === 'number' ? rule === port : port >= rule[0] && port <= rule[1];

/** Whether the exit policy update of v2024.9-topdeck opened a port, and which listed port or range matched. */
export function lookupExitPort(port: number): {opened: boolean; match?: PortRule} {
  requirePort(port);
  const match = EXIT_POLICY_NEW_PORTS.find((rule) => covers(rule, port));
  return match === undefined ? {opened: false} : {opened: true, match};
}

/**
 * Whether the exit policy allows a port today, as the network tunnel manager
 * installs it, with every listed port or range that covers it.
 */
export function lookupCurrentExitPort(port: number): {allowed: boolean; matches: PortRule[]} {
  requirePort(port);
  const matches = EXIT_POLICY_CURRENT_PORTS.filter((rule) => covers(rule, port));
  return {allowed: matches.length > 0, matches};
}

/** A port a nym-node (or its server) listens on, with its protocol and use. */
export interface NodePort {
  name: PortName;
  port: number;
  protocol: Protocol;
  use: string;
  neededBy: string;
  inbound: boolean;
}

/** Every default port of a nym-node, from the constants, in the order PORTS lists them. */
export function nodePorts(): NodePort[] {
  return (Object.keys(PORTS) as PortName[]).map((name) => ({name, port: PORTS[name], ...PORT_DETAILS[name]}));
}

/** The nym-node ports with this number, whatever their protocol. */
export function lookupNodePort(port: number): NodePort[] {
  requirePort(port);
  return nodePorts().filter((entry) => entry.port === port);
}

/** Reads what a reader types: "8080", "8080/tcp", " 27010 ", with the protocol when given. */
export function parsePortAndProtocol(text: string): Result<{port: number; protocol?: Protocol}> {
  if (typeof text !== 'string') throw new TypeError(`parsePortQuery expects the text typed, got ${typeof text}`);
  const match = /^\s*(\d{1,5})\s*(?:\/\s*(tcp|udp))?\s*$/i.exec(text);
  const port = match ? Number(match[1]) : Number.NaN;
  const typed = text.trim();
  if (typed === '')
    return fail([{path: 'port', message: 'Port is required: type a number from 1 to 65535, like 8080 or 8080/tcp.'}]);
  if (!match || port < 1 || port > 65_535) {
    // The reader's text is quoted as typed, cut short when long, so a pasted page never fills the message.
    const quoted = typed.length > 40 ? `${typed.slice(0, 40)}…` : typed;
    return fail([
      {path: 'port', message: `Port must be a number from 1 to 65535, like 8080 or 8080/tcp (you typed "${quoted}").`},
    ]);
  }
  const protocol = match[2]?.toLowerCase() as Protocol | undefined;
  return ok(protocol ? {port, protocol} : {port});
}

/** Reads what a reader types, keeping the port number only. */
export function parsePortQuery(text: string): Result<number> {
  const parsed = parsePortAndProtocol(text);
  return parsed.ok ? ok(parsed.value.port) : parsed;
}

export function describePortRule(rule: PortRule): string {
  return typeof rule === 'number' ? String(rule) : `${rule[0]}–${rule[1]}`;
}
