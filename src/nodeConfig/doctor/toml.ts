// config.toml as the doctor reads it: parsed with smol-toml (unsafe keys and deep inline nesting refused by the
// parser), then flattened to its leaf keys, the dotted paths the dataset names.
import {parse} from 'smol-toml';
import {MAX_DEPTH} from './input';

type Table = Record<string, unknown>;

const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The parsed file, or why it is not TOML with the line and column. */
export type ParsedToml = {ok: true; table: Table} | {ok: false; line?: number; column?: number; reason: string};

/** Parses config.toml text; the parser refuses `__proto__` and `constructor` keys and inline nesting past MAX_DEPTH. */
export function parseConfigToml(text: string): ParsedToml {
  try {
    return {ok: true, table: parse(text, {unsafeKeyBehaviour: 'throw', maxDepth: MAX_DEPTH})};
  } catch (error) {
    const {line, column, message} = error as {line?: unknown; column?: unknown; message?: unknown};
    const reason = String(message ?? error)
      .split('\n')[0]
      .replace(/^Invalid TOML document:\s*/i, '');
    return {
      ok: false,
      ...(typeof line === 'number' ? {line} : {}),
      ...(typeof column === 'number' ? {column} : {}),
      reason,
    };
  }
}

/** The leaf keys of a parsed file, each with its value; or why the file cannot be walked. */
export type LeafKeys = {ok: true; keys: Map<string, unknown>} | {ok: false; path: string; reason: string};

/**
 * Flattens a parsed file to its leaf keys. An empty table whose path is a key of the dataset is a leaf (nym-node has
 * a few keys whose value is a table, written empty); other tables are walked into, up to MAX_DEPTH.
 */
export function leafKeys(table: Table, isLeafKey: (path: string) => boolean): LeafKeys {
  const keys = new Map<string, unknown>();
  const walk = (node: Table, prefix: string, depth: number): LeafKeys | undefined => {
    for (const name of Object.keys(node)) {
      const path = prefix ? `${prefix}.${name}` : name;
      const value = node[name];
      if (isTable(value) && (Object.keys(value).length > 0 || !isLeafKey(path))) {
        if (depth >= MAX_DEPTH) {
          return {ok: false, path, reason: `tables are nested more than ${MAX_DEPTH} deep at ${path}`};
        }
        const stopped = walk(value, path, depth + 1);
        if (stopped) return stopped;
      } else {
        keys.set(path, value);
      }
    }
    return undefined;
  };
  return walk(table, '', 1) ?? {ok: true, keys};
}
