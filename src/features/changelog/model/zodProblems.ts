import * as z from 'zod';
import type {ReleaseProblem} from './errors';

/** Wrappers whose inner schema says what a field expects: optional, nullable, default and the like. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let node = schema;
  for (;;) {
    if (
      node instanceof z.ZodOptional ||
      node instanceof z.ZodNullable ||
      node instanceof z.ZodDefault ||
      node instanceof z.ZodPrefault ||
      node instanceof z.ZodReadonly ||
      node instanceof z.ZodNonOptional
    ) {
      if (node.description) return node;
      node = node.unwrap() as z.ZodType;
    } else return node;
  }
}

/** The object or list a path steps into: through wrappers, and through either side of a pipe. */
function containerOf(schema: z.ZodType): z.ZodObject | z.ZodArray | undefined {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject || inner instanceof z.ZodArray) return inner;
  if (inner instanceof z.ZodPipe) return containerOf(inner.out as z.ZodType) ?? containerOf(inner.in as z.ZodType);
  return undefined;
}

/**
 * What the schema at a path says it expects ("one of release, debug", "a date written YYYY-MM-DD"):
 * its description, else the options of an enum or "true or false". Read through zod's public schema
 * classes (shape, element, unwrap, options, description).
 */
export function expectationAt(schema: z.ZodType | undefined, path: readonly PropertyKey[]): string | undefined {
  let node = schema;
  for (const key of path) {
    const container = node && containerOf(node);
    if (container instanceof z.ZodObject) node = (container.shape as Record<string, z.ZodType>)[String(key)];
    else if (container instanceof z.ZodArray) node = container.element as z.ZodType;
    else return undefined;
  }
  while (node) {
    if (node.description) return node.description;
    if (node instanceof z.ZodEnum) return `one of ${node.options.map(String).join(', ')}`;
    if (node instanceof z.ZodBoolean) return 'true or false';
    const inner = unwrapped(node);
    if (inner !== node) node = inner;
    else if (node instanceof z.ZodPipe) node = node.in as z.ZodType;
    else return undefined;
  }
  return undefined;
}

/** A value as an editor wrote it, for "found …". */
function shown(input: unknown): string {
  return JSON.stringify(input);
}

function foundWhat(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'a block of fields';
  return shown(input);
}

/**
 * Validates with a schema and turns its issues into problems an editor can act on: the field, what
 * was found and what is expected. Zod's own messages are replaced through its public error
 * customisation (a per-parse error function), which applies only where the schema gave no message
 * of its own; a schema's own message is kept, with what was found added.
 */
export function parseWithProblems<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  options: {
    file: string;
    /** The line of the whole input (a component's element). */
    line?: number;
    /** The line of each field (the front matter's), where known; else `line`. */
    lineOf?: (path: readonly PropertyKey[]) => number | undefined;
    prefix?: string;
  },
): {data: z.output<Schema>; problems: []} | {data?: undefined; problems: ReleaseProblem[]} {
  const what = options.prefix ? 'attribute' : 'field';
  const ours = new Set<string>();
  const say = (message: string) => {
    ours.add(message);
    return message;
  };
  const result = schema.safeParse(input, {
    reportInput: true,
    error: (issue) => {
      const path = (issue.path ?? []).map(String).join('.');
      const found = issue.input;
      if (issue.code === 'unrecognized_keys') {
        return say(`unknown ${what}${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`);
      }
      const expected = expectationAt(schema, issue.path ?? []);
      if (
        found === undefined &&
        (issue.code === 'invalid_type' || issue.code === 'invalid_union' || issue.code === 'invalid_value')
      ) {
        return say(`missing required ${what} ${path}${expected ? ` (${expected})` : ''}`);
      }
      if (issue.code === 'invalid_type') {
        if (issue.expected === 'string' && (typeof found === 'number' || typeof found === 'boolean')) {
          return say(
            `must be text${expected ? ` (${expected})` : ''}; found the ${typeof found === 'number' ? 'number' : 'value'} ${String(found)} (YAML reads it as a ${typeof found}): write it in quotes`,
          );
        }
        return say(`must be ${expected ?? issue.expected}; found ${foundWhat(found)}`);
      }
      if (issue.code === 'invalid_value') {
        return say(`must be one of ${issue.values.map(String).join(', ')}; found ${shown(found)}`);
      }
      return undefined;
    },
  });
  if (result.success) return {data: result.data, problems: []};
  const problems = result.error.issues.map((issue): ReleaseProblem => {
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
    const line = options.lineOf?.(path) ?? options.line;
    const at = line ? `${options.file}:${line}` : options.file;
    const input = (issue as {input?: unknown}).input;
    const primitive = ['string', 'number', 'boolean'].includes(typeof input);
    // A schema's own message gets what was found, unless it already says (versionMessage does).
    const saysFound = ours.has(issue.message) || /\bfound\b/.test(issue.message);
    const reason = primitive && !saysFound ? `${issue.message}; found ${shown(input)}` : issue.message;
    const field = [options.prefix, path.map(String).join('.')].filter(Boolean).join('.') || '(front matter)';
    return {file: at, field, reason};
  });
  return {problems};
}
