// What the doctor accepts before it reads anything: text of a sensible size, not a binary file, not empty; and
// which of the three things it reads the text is.

/**
 * The largest input the doctor reads, in bytes of UTF-8: 256 KB. A config.toml nym-node writes is about 15 KB;
 * anything much larger is not one, and reading it would only slow the page.
 */
export const MAX_INPUT_BYTES = 256 * 1024;

/**
 * The deepest nesting of tables and arrays the doctor reads. nym-node's deepest key has five levels
 * (`service_providers.network_requester.debug.reply_surbs.…`); this leaves room and stops hostile nesting early.
 */
export const MAX_DEPTH = 12;

/** What the doctor says of an input over MAX_INPUT_BYTES, pasted or chosen as a file (which it then does not read). */
export const TOO_LARGE = `the input is larger than ${MAX_INPUT_BYTES / 1024} KB: a nym-node config.toml is about 15 KB, so this is not one (paste config.toml, the service file or the command line)`;

/** Why the input cannot be read, in a sentence, or undefined when it can. */
export function inputProblem(text: string): string | undefined {
  if (typeof text !== 'string') throw new TypeError(`the doctor reads text, got ${typeof text}`);
  // A UTF-16 unit is at least one byte, so a text this long is too large without measuring it.
  if (text.length > MAX_INPUT_BYTES || new TextEncoder().encode(text).length > MAX_INPUT_BYTES) return TOO_LARGE;
  if (text.trim() === '')
    return 'nothing to check yet: paste config.toml, the service file or the nym-node command line';
  if (text.includes('\u0000') || text.includes('\uFFFD')) {
    return 'the input holds bytes that are not text (a NUL or an invalid UTF-8 sequence): it looks like a binary file, so choose config.toml, the service file, or paste the command line';
  }
  return undefined;
}

/** What the input is: a systemd service file, a command line, or config.toml. */
export type InputKind = 'service' | 'command' | 'config';

/** The kind, from the text: a `[Service]` section or `ExecStart=` line; a line opening with nym-node or a flag. */
export function inputKind(text: string): InputKind {
  if (/^\s*\[(Unit|Service|Install)\]\s*$/m.test(text) || /^\s*ExecStart\s*=/m.test(text)) return 'service';
  const trimmed = text.trim();
  if (/^(\S*\/)?nym-node(?=\s|$)|^--/.test(trimmed)) return 'command';
  return 'config';
}
