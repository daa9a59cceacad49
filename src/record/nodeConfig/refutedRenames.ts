// Renames the heuristic would infer but the record contradicts, each with the place that does. The heuristic pairs
// a key removed at a tag with a look-alike key added there; the release's own migration code (which the walk does
// not read) can show that the two are different settings.

interface RefutedRename {
  /** The tag where the old key went and the new one came. */
  readonly tag: string;
  readonly from: string;
  readonly to: string;
  /** Where in the record, at `tag`, the migration shows what became of the old key. */
  readonly source: string;
}

const REFUTED: readonly RefutedRename[] = [
  // The migration imports the old private sphinx key as the primary key, then deletes the old private and public
  // key files; the secondary key is a second private key for rotation, not the old public key.
  {
    tag: 'nym-binaries-v2025.12-dolcelatte',
    from: 'storage_paths.keys.public_x25519_sphinx_key_file',
    to: 'storage_paths.keys.secondary_x25519_sphinx_key_file',
    source: 'nym-node/src/config/old_configs/old_config_v9.rs:1293-1323 (fn upgrade_sphinx_key)',
  },
];

/** True when the record shows that `to`, added at `tag`, does not replace `from`. */
export function isRefutedRename(tag: string, from: string, to: string): boolean {
  return REFUTED.some((r) => r.tag === tag && r.from === from && r.to === to);
}
