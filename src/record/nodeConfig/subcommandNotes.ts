// What a subcommand's arguments alone do not say: a change of behaviour under the same name, read in the record.

const NOTES: Readonly<Record<string, string>> = {
  // nym-node/src/cli/commands/migrate.rs at nym-binaries-v2024.13-magura-patched (struct Args, node types) and at
  // nym-binaries-v2024.14-crunch (hidden `_args`, `Err(NymNodeError::UnsupportedMigration)`).
  migrate:
    'to nym-binaries-v2024.13-magura-patched: converts the config of a legacy mixnode or gateway; from ' +
    'nym-binaries-v2024.14-crunch (nym-node 1.2.0): accepts only hidden trailing arguments and fails with ' +
    'UnsupportedMigration',
};

/** The note on a subcommand, or null when its arguments tell the whole story. */
export function subcommandNote(command: string): string | null {
  return NOTES[command] ?? null;
}
