import {EXIT_POLICY_NEW_PORTS} from './constants';
import {fail, ok, type Result} from './result';

export type PortRule = number | readonly [number, number];

/** Whether the exit policy update opened a port, and which listed port or range matched. */
export function lookupExitPort(port: number): {opened: boolean; match?: PortRule} {
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new RangeError(`a port is a whole number from 1 to 65535, got ${port}`);
  const match = EXIT_POLICY_NEW_PORTS.find((rule) =>
    typeof rule === 'number' ? rule === port : port >= rule[0] && port <= rule[1],
  );
  return match === undefined ? {opened: false} : {opened: true, match};
}

/** Reads what a reader types: "8080", "8080/tcp", " 27010 ". */
export function parsePortQuery(text: string): Result<number> {
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
  return ok(port);
}

export function describePortRule(rule: PortRule): string {
  return typeof rule === 'number' ? String(rule) : `${rule[0]}–${rule[1]}`;
}
