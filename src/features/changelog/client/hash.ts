/**
 * The id a URL hash points to, for the modules that act on it. Pure: no
 * window, so it is unit-tested in Node.
 */

/**
 * Longest id looked up, in characters once decoded (the raw hash may be up to
 * three times longer when percent-encoded). The page's anchors are short
 * (pr-5878, v202513-emmental-features); 256 leaves room for any heading slug,
 * and a hash longer than that is not looked up at all.
 */
export const MAX_HASH_LENGTH = 256;

/**
 * The decoded id of `hash` ("#pr-5878" or "pr-5878"); the raw text when it is
 * not valid percent-encoding ("#%", "#%E0%A4%A"); '' when it is empty or
 * longer than MAX_HASH_LENGTH. Never throws.
 */
export function anchorIdFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw || raw.length > MAX_HASH_LENGTH * 3) return '';
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    id = raw;
  }
  return id.length > MAX_HASH_LENGTH ? '' : id;
}
