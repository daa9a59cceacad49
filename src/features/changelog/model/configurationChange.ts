/**
 * What counts as a configuration change: a changelog item for operators that
 * names how a node is set up. The changelog's upgrade summary lists these
 * items under "Configuration changes", and the item index marks them.
 *
 * An item names its set-up when its text speaks of the node's config file or
 * configuration, a `.toml` file, a command-line flag (`--mode`,
 * `--wireguard-enabled`), flags in general, or the node's modes. Items for
 * wallet users or developers never count, whatever they say: they do not ask
 * an operator to touch a node.
 */

/** What the rule reads of an item: who it concerns and everything it says, as plain text. */
export interface ConfigurationChangeCandidate {
  audience: readonly string[];
  text: string;
}

/**
 * Words that name a node's set-up: config / configuration (not "configure"),
 * a file ending in .toml, a long flag (two dashes, then a letter), flag(s)
 * and mode(s) as whole words.
 */
const SET_UP_WORDS = /\bconfig(uration)?\b|\.toml\b|--[a-z][a-z-]+|\bflags?\b|\bmodes?\b/i;

/** True when the item is for operators and names a config file or key, a flag or the node's modes. */
export function changesConfiguration(item: ConfigurationChangeCandidate): boolean {
  return item.audience.includes('operators') && SET_UP_WORDS.test(item.text);
}
