// Which settings a changelog item names: the item's text is read for the dataset's dotted key paths, long flags
// and environment variables, and for a key's last segment when that segment has an underscore and names one key
// only (`private_ipv4`). Flags and variables are matched as whole tokens, so `--mode` does not match `--modes`. A
// top-level key that is a plain word (`id`, `mode`, `logging`) is never matched: in prose it is the word.
import {keyAnchor, flagAnchor} from './anchors';
import {NEWEST_CONFIG_TAG, NODE_CONFIG_SOURCE, argumentName, tagIndex, type NodeArgument} from './source';

/** A setting as an item names it: what to show and its anchor on the reference. */
export interface SettingMention {
  label: string;
  anchor: string;
}

const TOKEN = /[A-Za-z0-9_.-]+/g;

/** The argument a flag or variable stands for: one the newest release has (`run`'s first), else the last one. */
function preferred(candidates: NodeArgument[]): NodeArgument | undefined {
  const rank = (argument: NodeArgument) =>
    (argument.removed === null ? 0 : 2) + (argument.command === 'run' || argument.command === '(global)' ? 0 : 1);
  return [...candidates].sort(
    (a, b) => rank(a) - rank(b) || tagIndex(b.removed ?? NEWEST_CONFIG_TAG) - tagIndex(a.removed ?? NEWEST_CONFIG_TAG),
  )[0];
}

function buildVocabulary(): Map<string, SettingMention> {
  const vocabulary = new Map<string, SettingMention>();
  const keys = NODE_CONFIG_SOURCE.config_keys;
  for (const key of keys)
    if (/[._]/.test(key.key)) vocabulary.set(key.key, {label: key.key, anchor: keyAnchor(key.key)});
  const lastSegments = new Map<string, string[]>();
  for (const key of keys) {
    const last = key.key.split('.').at(-1) ?? key.key;
    if (last.includes('_')) lastSegments.set(last, [...(lastSegments.get(last) ?? []), key.key]);
  }
  for (const [segment, paths] of lastSegments) {
    const [only] = paths;
    if (paths.length === 1 && only !== undefined && !vocabulary.has(segment))
      vocabulary.set(segment, {label: only, anchor: keyAnchor(only)});
  }
  const byName = new Map<string, NodeArgument[]>();
  for (const argument of NODE_CONFIG_SOURCE.cli) {
    if (argument.positional) continue;
    for (const name of [argument.flag, argument.env])
      if (name) byName.set(name, [...(byName.get(name) ?? []), argument]);
  }
  for (const [name, candidates] of byName) {
    const argument = preferred(candidates);
    if (argument)
      vocabulary.set(name, {
        label: name.startsWith('-') ? `${argument.command === '(global)' ? '' : `${argument.command} `}${name}` : name,
        anchor: flagAnchor(argument.command, argumentName(argument)),
      });
  }
  return vocabulary;
}

const VOCABULARY = buildVocabulary();

/** The settings a text names, each once, in the order the text names them. */
export function settingsNamed(text: string): SettingMention[] {
  const found = new Map<string, SettingMention>();
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0].replace(/[.]+$/, '');
    const mention = VOCABULARY.get(token);
    if (mention && !found.has(mention.anchor)) found.set(mention.anchor, mention);
  }
  return [...found.values()];
}
