// The change report of the API routes file: routes added, removed or changed, removed routes whose details changed,
// and changed histories, between the file as it was and as the sync would write it.

import {previousFacts} from '../json';

interface Route {
  api: string;
  method: string;
  path: string;
  [field: string]: unknown;
}
interface Facts {
  _meta?: {tag?: string};
  endpoints?: Route[];
  removed_endpoints?: Route[];
  history?: Route[];
}

const keyOf = (route: Route) => `${route.api} ${route.method} ${route.path}`;

const parse = (text: string | undefined): Facts => previousFacts<Facts>(text);

function changedFields(before: Route, after: Route): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields].filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])).sort();
}

/**
 * Report lines: one per route added, removed or changed, one per removed route whose details (as at its last tag)
 * changed, and one per route whose history changed.
 */
export function diffRouteFacts(oldText: string | undefined, newText: string): string[] {
  const before = parse(oldText);
  const after = parse(newText);
  const lines: string[] = [];
  if (before._meta?.tag !== after._meta?.tag)
    lines.push(`tag: ${before._meta?.tag ?? '(none)'} → ${after._meta?.tag ?? '(none)'}`);
  const old = new Map((before.endpoints ?? []).map((route) => [keyOf(route), route]));
  const now = new Map((after.endpoints ?? []).map((route) => [keyOf(route), route]));
  for (const [key, route] of now) {
    const previous = old.get(key);
    if (!previous) lines.push(`route added: ${key}`);
    else {
      const fields = changedFields(previous, route);
      if (fields.length > 0) lines.push(`route changed: ${key} (${fields.join(', ')})`);
    }
  }
  for (const key of old.keys()) if (!now.has(key)) lines.push(`route removed: ${key}`);
  const oldRemoved = new Map((before.removed_endpoints ?? []).map((route) => [keyOf(route), route]));
  for (const route of after.removed_endpoints ?? []) {
    const previous = oldRemoved.get(keyOf(route));
    const fields = previous ? changedFields(previous, route) : [];
    if (fields.length > 0) lines.push(`removed route changed: ${keyOf(route)} (${fields.join(', ')})`);
  }
  const oldHistory = new Map((before.history ?? []).map((entry) => [keyOf(entry), entry]));
  let countedOnly = 0;
  for (const entry of after.history ?? []) {
    const previous = oldHistory.get(keyOf(entry));
    const fields = previous ? changedFields(previous, entry) : [];
    // One more tag checked changes every current route's count; that is said once, not once per route.
    if (fields.length === 1 && fields[0] === 'tags_present') countedOnly += 1;
    else if (fields.length > 0) lines.push(`history changed: ${keyOf(entry)} (${fields.join(', ')})`);
  }
  if (countedOnly > 0) lines.push(`history: ${countedOnly} routes mounted at a different number of tags, nothing else`);
  return lines;
}
