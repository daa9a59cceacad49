/** One problem found by a validation rule: where it is, what is wrong and how to fix it. */
export interface RuleError {
  /** Where: a config path (host.public_ips[0]) or a flag (--modes). */
  path: string;
  message: string;
}

/** The outcome of a validation: the accepted value, or every problem found; warnings either way. */
export type Result<T> =
  {ok: true; value: T; warnings: RuleError[]} | {ok: false; errors: RuleError[]; warnings: RuleError[]};

export function ok<T>(value: T, warnings: RuleError[] = []): Result<T> {
  return {ok: true, value, warnings};
}

export function fail<T>(errors: RuleError[], warnings: RuleError[] = []): Result<T> {
  return {ok: false, errors, warnings};
}

/** Ok when no error was collected, else every error. */
export function collect<T>(value: T, errors: RuleError[], warnings: RuleError[]): Result<T> {
  return errors.length > 0 ? fail(errors, warnings) : ok(value, warnings);
}

/** Array.isArray without widening a typed list to any[]: for inputs checked at run time. */
export function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}
