// The anchors of the configuration reference: one per config.toml key and one per command-line argument. They are
// published (operators share them, the changelog and the config doctor link them), so the scheme never changes.

/** Site path of the nym-node configuration reference. */
export const CONFIG_REFERENCE_PATH = '/operators/nodes/nym-node/config-reference';

/** A config.toml key's anchor: `key-` and its dotted path with dots as dashes (`key-wireguard-private_ipv4`). */
export function keyAnchor(key: string): string {
  return `key-${key.replaceAll('.', '-')}`;
}

/**
 * A command-line argument's anchor: `flag-`, its subcommand (`global` for nym-node's own, spaces as dashes) and the
 * long flag without its dashes, or the field name of a positional argument
 * (`flag-run-wireguard-tunnel-announced-port`).
 */
export function flagAnchor(command: string, flag: string): string {
  const where = command === '(global)' ? 'global' : command.replaceAll(' ', '-');
  return `flag-${where}-${flag.replace(/^-+/, '')}`;
}
