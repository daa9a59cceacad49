// The sentence that says what a config.toml key, a command-line argument, a subcommand or a top-level table does.
import {ARGUMENT_DESCRIPTIONS, SUBCOMMAND_DESCRIPTIONS} from './flags';
import {KEY_DESCRIPTIONS, TABLE_DESCRIPTIONS} from './keys';

/** True when the dotted pattern (`*` standing for one segment) names the dotted path. */
export function matchesPattern(pattern: string, path: string): boolean {
  const wanted = pattern.split('.');
  const segments = path.split('.');
  return wanted.length === segments.length && wanted.every((part, index) => part === '*' || part === segments[index]);
}

/** The sentence of a key: its own, else the first pattern that matches it. */
export function keyDescription(key: string): string | undefined {
  const own = KEY_DESCRIPTIONS[key];
  if (own !== undefined) return own;
  const pattern = Object.keys(KEY_DESCRIPTIONS).find(
    (candidate) => candidate.includes('*') && matchesPattern(candidate, key),
  );
  return pattern === undefined ? undefined : KEY_DESCRIPTIONS[pattern];
}

/** The sentence of an argument of a subcommand (`name` is its long flag, or the field of a positional argument). */
export function argumentDescription(command: string, name: string): string | undefined {
  return ARGUMENT_DESCRIPTIONS[`${command} ${name}`] ?? ARGUMENT_DESCRIPTIONS[`* ${name}`];
}

/** The sentence of a subcommand (`(global)` for nym-node's own arguments). */
export function subcommandDescription(command: string): string | undefined {
  return SUBCOMMAND_DESCRIPTIONS[command];
}

/** The sentence of a top-level table of config.toml (or of a top-level key such as `id`). */
export function tableDescription(table: string): string | undefined {
  return TABLE_DESCRIPTIONS[table];
}

/** Every key path and pattern that has a sentence: the test checks each still names a key of the newest release. */
export const DESCRIBED_KEYS: readonly string[] = Object.keys(KEY_DESCRIPTIONS);
/** Every `<subcommand> <argument>` that has a sentence. */
export const DESCRIBED_ARGUMENTS: readonly string[] = Object.keys(ARGUMENT_DESCRIPTIONS);
