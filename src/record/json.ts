// JSON as the record's extractors write it: keys in sorted order at every level, two-space indentation and a final
// newline, so that the same facts always give the same bytes and a diff shows only what changed.

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

function sorted(value: unknown): Json {
  if (Array.isArray(value)) return value.map(sorted);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, item]) => [key, sorted(item)]));
  }
  return value as Json;
}

/** The stable text of a JSON value; `undefined` properties are left out. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(sorted(value), null, 2)}\n`;
}

/**
 * The facts an output held before a sync, for the change report: nothing when the file did not exist or no longer
 * parses (the report then lists everything as new; the sync still writes the file).
 */
export function previousFacts<T extends object>(text: string | undefined): Partial<T> {
  if (text === undefined) return {};
  try {
    return JSON.parse(text) as Partial<T>;
  } catch {
    return {};
  }
}
