import {parseSemver} from '../../rules/version';

/**
 * Reading what a reader typed into a calculator, before any rule sees it.
 * Every message names the field as the form labels it and quotes what was
 * typed, never a converted value (no "NaN", no bytes for GiB); an empty
 * field is "required" (or "not given" where the form says it may be left
 * empty), never 0; Infinity and numbers too large to hold are refused.
 */

/** How a number field is read; bounds are in the field's own unit. */
export interface NumberField {
  label: string;
  /** Smallest value allowed (default 0: none of the calculators takes a negative number). */
  min?: number;
  /** A value must be more than this (for counts and totals that cannot be 0). */
  above?: number;
  max?: number;
  integer?: boolean;
  /** The form says the field may be left empty: empty reads as "not given". */
  optional?: boolean;
}

/** A message about one field, for the field it belongs to. */
export interface FieldMessage<Name extends string = string> {
  field: Name;
  message: string;
}

export type FieldReading<T> = {ok: true; value: T} | {ok: false; message: string};

/** Longest typed text a message quotes whole; the rest is cut (a pasted page must not be laid out in a message). */
export const QUOTED_LENGTH = 40;

export function quoteTyped(typed: string): string {
  const text = typed.trim();
  return `"${text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH)}…` : text}"`;
}

/** Plain decimal notation, as people type numbers: 12, 0.98, .5, 1e6. Not hex, not "Infinity", not "1,5". */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** Longer than any number a calculator takes, with room to spare: such text is refused before it is read. */
const MAX_NUMBER_LENGTH = 32;

export function readNumberField(field: NumberField, typed: string): FieldReading<number | undefined> {
  const text = typed.trim();
  if (text === '')
    return field.optional ? {ok: true, value: undefined} : {ok: false, message: `${field.label} is required.`};
  const you = `you typed ${quoteTyped(typed)}`;
  if (text.length > MAX_NUMBER_LENGTH)
    return {ok: false, message: `${field.label} is too long to be a number (${you}).`};
  if (!DECIMAL.test(text)) {
    const hint = /^\d+,\d+$/.test(text) ? ' Use a dot for decimals, like 1.5.' : '';
    return {ok: false, message: `${field.label} must be a number (${you}).${hint}`};
  }
  const value = Number(text);
  if (!Number.isFinite(value)) return {ok: false, message: `${field.label} is too large to work with (${you}).`};
  const min = field.min ?? 0;
  if (value < min)
    return {
      ok: false,
      message:
        min === 0 ? `${field.label} cannot be negative (${you}).` : `${field.label} must be ${min} or more (${you}).`,
    };
  if (field.above !== undefined && value <= field.above)
    return {ok: false, message: `${field.label} must be more than ${field.above} (${you}).`};
  if (field.max !== undefined && value > field.max)
    return {ok: false, message: `${field.label} must be ${field.max} or less (${you}).`};
  if (field.integer && !Number.isInteger(value))
    return {ok: false, message: `${field.label} must be a whole number (${you}).`};
  return {ok: true, value};
}

/** Reads every number field of a form; values of fields in error are left out. */
export function readNumberFields<Name extends string>(
  fields: Record<Name, NumberField>,
  typed: Record<Name, string>,
): {values: Partial<Record<Name, number>>; messages: FieldMessage<Name>[]} {
  const values: Partial<Record<Name, number>> = {};
  const messages: FieldMessage<Name>[] = [];
  for (const name of Object.keys(fields) as Name[]) {
    const reading = readNumberField(fields[name], typed[name]);
    if (!reading.ok) messages.push({field: name, message: reading.message});
    else if (reading.value !== undefined) values[name] = reading.value;
  }
  return {values, messages};
}

/** A version field: required, and a version like 1.15.0. */
export function readVersionField(label: string, typed: string): FieldReading<string> {
  const text = typed.trim();
  if (text === '') return {ok: false, message: `${label} is required.`};
  try {
    parseSemver(text);
  } catch {
    return {ok: false, message: `${label} must be a version like 1.15.0 (you typed ${quoteTyped(typed)}).`};
  }
  return {ok: true, value: text};
}
