import {describe, expect, it} from 'vitest';
import {NEWEST_CONFIG_TAG, argumentName, argumentsAt, keysAt, subcommandsAt, tableOf} from '../source';
import {
  DESCRIBED_ARGUMENTS,
  DESCRIBED_KEYS,
  argumentDescription,
  keyDescription,
  matchesPattern,
  subcommandDescription,
  tableDescription,
} from '.';

const keys = keysAt(NEWEST_CONFIG_TAG);
const args = argumentsAt(NEWEST_CONFIG_TAG);

describe('every setting of the newest release is described in our words', () => {
  it('gives every config.toml key a sentence', () => {
    expect(keys.filter((key) => !keyDescription(key.key)).map((key) => key.key)).toEqual([]);
  });

  it('gives every top-level table a sentence', () => {
    const tables = [...new Set(keys.map((key) => tableOf(key.key)))];
    expect(tables.filter((table) => !tableDescription(table))).toEqual([]);
  });

  it('gives every argument and every subcommand a sentence', () => {
    const missing = args.filter((arg) => !argumentDescription(arg.command, argumentName(arg)));
    expect(missing.map((arg) => `${arg.command} ${argumentName(arg)}`)).toEqual([]);
    const commands = ['(global)', ...subcommandsAt(NEWEST_CONFIG_TAG).map((subcommand) => subcommand.command)];
    expect(commands.filter((command) => !subcommandDescription(command))).toEqual([]);
  });

  it('holds no sentence for a key or argument the newest release does not have', () => {
    const stale = DESCRIBED_KEYS.filter((pattern) => !keys.some((key) => matchesPattern(pattern, key.key)));
    expect(stale).toEqual([]);
    const named = new Set(args.flatMap((arg) => [`${arg.command} ${argumentName(arg)}`, `* ${argumentName(arg)}`]));
    expect(DESCRIBED_ARGUMENTS.filter((entry) => !named.has(entry))).toEqual([]);
  });

  it('writes one sentence each: it ends with a full stop and stays short', () => {
    for (const key of keys) {
      const sentence = keyDescription(key.key) ?? '';
      expect(sentence, key.key).toMatch(/\.$/);
      expect(sentence.length, key.key).toBeLessThanOrEqual(160);
    }
  });
});

describe('a pattern of the descriptions', () => {
  it('stands for exactly one segment with each star', () => {
    expect(matchesPattern('a.*.c', 'a.b.c')).toBe(true);
    expect(matchesPattern('a.*.c', 'a.b.x.c')).toBe(false);
    expect(matchesPattern('a.*', 'a')).toBe(false);
  });
});
