import {keyAnchor} from './anchors';

/** A piece of a setting's sentence: its own words, or a config key it names, with the key's anchor. */
export type SentencePart = string | {key: string; anchor: string};

/** A dotted path as the sentences write a key: `wireguard.announced_tunnel_port` (a final period is the sentence's). */
const DOTTED_PATH = /[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+/g;

/**
 * A sentence of the reference with every config key it names (a dotted path that is a key of the release shown)
 * made a link to that key's entry; the key the sentence describes is left as text. Other dotted words (a file
 * name, a host) stay as they are.
 */
export function withKeysLinked(sentence: string, keys: ReadonlySet<string>, own?: string): SentencePart[] {
  const parts: SentencePart[] = [];
  let from = 0;
  for (const match of sentence.matchAll(DOTTED_PATH)) {
    const key = match[0];
    if (!keys.has(key) || key === own) continue;
    if (match.index > from) parts.push(sentence.slice(from, match.index));
    parts.push({key, anchor: keyAnchor(key)});
    from = match.index + key.length;
  }
  if (from < sentence.length) parts.push(sentence.slice(from));
  return parts;
}
