// A tiny record for tests: a git repository made in a temporary folder, one commit per step, each step's files
// written over the last (or deleted) and tagged when it names a tag. Dates are fixed, so commits and tag dates are
// the same on every run.
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

export interface RecordStep {
  /** Files to write (path relative to the repository's root → text). */
  readonly files: Readonly<Record<string, string>>;
  /** Files to delete (paths relative to the repository's root). */
  readonly remove?: readonly string[];
  /** The commit's date, ISO 8601. */
  readonly date: string;
  /** A tag to put on the commit. */
  readonly tag?: string;
}

/** Makes the repository and returns its folder. */
export function makeRecordRepository(steps: readonly RecordStep[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'record-'));
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Record',
        GIT_AUTHOR_EMAIL: 'record@example.org',
        GIT_COMMITTER_NAME: 'Record',
        GIT_COMMITTER_EMAIL: 'record@example.org',
        ...(date ? {GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date} : {}),
      },
    });
  git(['init', '-q', '-b', 'develop']);
  steps.forEach((step, index) => {
    for (const [file, text] of Object.entries(step.files)) {
      mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      writeFileSync(path.join(root, file), text);
    }
    for (const file of step.remove ?? []) rmSync(path.join(root, file));
    git(['add', '-A']);
    git(['commit', '-q', '--allow-empty', '-m', `step ${index + 1}`], step.date);
    if (step.tag) git(['tag', step.tag]);
  });
  return root;
}

/** nym-node/Cargo.toml with a version. */
export const cargoToml = (version: string) =>
  `[package]\nname = "nym-node"\nversion = "${version}"\nedition = "2021"\n`;
/** One entry of the record's changelog page: binaries, version, build information, an operator step, PR items. */
export const changelogEntry = (tag: string, version: string, day: string, prs: [number, string][]) => `## \`${tag}\`

- [Release Binaries](https://github.com/nymtech/nym/releases/tag/nym-binaries-${tag})
- [\`nym-node\`](nodes/nym-node.mdx) version \`${version}\`

\`\`\`sh
Binary Name:        nym-node
Build Timestamp:    ${day}T09:00:00.000000000Z
Build Version:      ${version}
Commit SHA:         ${'ab'.repeat(20)}
Commit Date:        ${day}T08:00:00.000000000Z
Commit Branch:      HEAD
rustc Version:      1.91.1
rustc Channel:      stable
cargo Profile:      release
\`\`\`

### Operators Updates & Tools

- [**Vote on NIP-99**](https://governator.example.org/nip-99) now.

\`\`\`sh
./network-tunnel-manager.sh complete_networking_configuration
\`\`\`

### Features

${prs.map(([pr, title]) => `- [${title}](https://github.com/nymtech/nym/pull/${pr}): text.`).join('\n')}
`;
/** The changelog page holding the entries, newest first. */
export const changelogPage = (...entries: string[]) => `# Changelog\n\n${entries.join('\n')}`;
