// The change report of the API types file: routes whose parameters, bodies or statuses changed, types added,
// removed or changed (with the fields added, removed or changed), and hosts added or removed.

import {previousFacts} from '../json';

interface Field {
  name: string;
  [key: string]: unknown;
}
interface Type {
  type: string;
  source: string;
  fields?: Field[];
  variants?: Field[];
  [key: string]: unknown;
}
interface Endpoint {
  api: string;
  method: string;
  path: string;
  [key: string]: unknown;
}
interface Host {
  api: string;
  network: string;
  url: string;
  key: string;
}
interface Facts {
  _meta?: {tag?: string};
  endpoints?: Endpoint[];
  types?: Type[];
  hosts?: Host[];
}

const parse = (text: string | undefined): Facts => previousFacts<Facts>(text);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>, skip: string[] = []): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => !skip.includes(key) && !same(before[key], after[key]))
    .sort();
}

/** How the members (fields or variants) of a type changed: "+name", "-name", "~name". */
function memberChanges(before: Field[] = [], after: Field[] = []): string[] {
  const old = new Map(before.map((member) => [member.name, member]));
  const now = new Map(after.map((member) => [member.name, member]));
  return [
    ...[...now.keys()].filter((name) => !old.has(name)).map((name) => `+${name}`),
    ...[...old.keys()].filter((name) => !now.has(name)).map((name) => `-${name}`),
    ...[...now.entries()]
      .filter(([name, member]) => old.has(name) && !same(old.get(name), member))
      .map(([name]) => `~${name}`),
  ];
}

/** Report lines: endpoints changed, types added, removed or changed, hosts added or removed. */
export function diffTypeFacts(oldText: string | undefined, newText: string): string[] {
  const before = parse(oldText);
  const after = parse(newText);
  const lines: string[] = [];
  if (before._meta?.tag !== after._meta?.tag)
    lines.push(`tag: ${before._meta?.tag ?? '(none)'} → ${after._meta?.tag ?? '(none)'}`);

  const endpointKey = (endpoint: Endpoint) => `${endpoint.api} ${endpoint.method} ${endpoint.path}`;
  const oldEndpoints = new Map((before.endpoints ?? []).map((endpoint) => [endpointKey(endpoint), endpoint]));
  const newKeys = new Set((after.endpoints ?? []).map(endpointKey));
  for (const endpoint of after.endpoints ?? []) {
    const previous = oldEndpoints.get(endpointKey(endpoint));
    if (!previous) lines.push(`endpoint added: ${endpointKey(endpoint)}`);
    else {
      const keys = changedKeys(previous, endpoint);
      if (keys.length > 0) lines.push(`endpoint changed: ${endpointKey(endpoint)} (${keys.join(', ')})`);
    }
  }
  for (const key of oldEndpoints.keys()) if (!newKeys.has(key)) lines.push(`endpoint removed: ${key}`);

  const typeKey = (type: Type) => `${type.type} (${type.source})`;
  const oldTypes = new Map((before.types ?? []).map((type) => [typeKey(type), type]));
  const newTypes = new Map((after.types ?? []).map((type) => [typeKey(type), type]));
  const typeLines: string[] = [];
  for (const [key, type] of newTypes) {
    const previous = oldTypes.get(key);
    if (!previous) {
      typeLines.push(`type added: ${key}`);
      continue;
    }
    const members = [
      ...memberChanges(previous.fields, type.fields),
      ...memberChanges(previous.variants, type.variants).map((change) => `${change} (variant)`),
    ];
    // A type that moved within its file is not a change of what it is.
    const other = changedKeys(previous, type, ['fields', 'variants', 'line']);
    if (members.length > 0 || other.length > 0)
      typeLines.push(`type changed: ${key} (${[...members, ...other].join(', ')})`);
  }
  for (const key of oldTypes.keys()) if (!newTypes.has(key)) typeLines.push(`type removed: ${key}`);
  if (typeLines.length > 0) lines.push(`types changed: ${typeLines.length}`, ...typeLines.map((line) => `  ${line}`));

  const hostKey = (host: Host) => `${host.api} ${host.network} ${host.key} ${host.url}`;
  const oldHosts = new Set((before.hosts ?? []).map(hostKey));
  const newHosts = new Set((after.hosts ?? []).map(hostKey));
  for (const key of newHosts) if (!oldHosts.has(key)) lines.push(`host added: ${key}`);
  for (const key of oldHosts) if (!newHosts.has(key)) lines.push(`host removed: ${key}`);
  return lines;
}
