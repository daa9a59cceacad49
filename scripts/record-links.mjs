// Writes the two lists the test of the site's links into the public record reads
// (tests/unit/record-links.test.ts), from a local mirror of nymtech/nym:
// - tests/fixtures/record-files.txt: `git ls-tree -r --name-only <commit>`, the record's files at the pinned commit;
// - tests/fixtures/record-pinned-links.txt: each link of the site pinned to a tag or a commit (`<ref>/<path>`) whose
//   path `git cat-file -e <ref>:<path>` finds in that tree. A link it cannot verify is printed, not listed.
// Usage: node scripts/record-links.mjs <git directory of a nymtech/nym mirror> <commit>
import {createJiti} from 'jiti';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';

const [mirror, commit] = process.argv.slice(2);
if (!mirror || !/^[0-9a-f]{40}$/.test(commit ?? '')) {
  console.error('usage: node scripts/record-links.mjs <git directory of a nymtech/nym mirror> <40-hex commit>');
  process.exit(2);
}
const jiti = createJiti(import.meta.url);
const {siteRecordLinks} = await jiti.import('../tests/support/recordLinks.ts');

const git = (...args) => spawnSync('git', ['-C', mirror, ...args], {encoding: 'utf8', maxBuffer: 1 << 26});
const fixture = (name) => new URL(`../tests/fixtures/${name}`, import.meta.url);
const header = (lines) => lines.map((line) => `# ${line}\n`).join('');

const files = execFileSync('git', ['-C', mirror, 'ls-tree', '-r', '--name-only', '-z', commit], {
  encoding: 'utf8',
  maxBuffer: 1 << 26,
})
  .split('\0')
  .filter(Boolean);
fs.writeFileSync(
  fixture('record-files.txt'),
  header([
    `The files of the public record, nymtech/nym, at commit ${commit}, one path a line.`,
    `Made with: git ls-tree -r --name-only ${commit} (by node scripts/record-links.mjs <mirror> ${commit}).`,
  ]) +
    files.join('\n') +
    '\n',
);

/** A tag or a full commit the mirror holds; branches are not pinned references. */
const isPinnedRef = (ref) =>
  /^[0-9a-f]{40}$/.test(ref)
    ? git('cat-file', '-e', `${ref}^{commit}`).status === 0
    : git('show-ref', '--verify', '--quiet', `refs/tags/${ref}`).status === 0;

/** Splits `<ref>/<path>` where the reference is a tag or commit (a tag may hold a slash) and finds the path there. */
function verified(target) {
  const parts = target.split('/');
  for (let count = 1; count <= parts.length; count += 1) {
    const ref = parts.slice(0, count).join('/');
    if (!isPinnedRef(ref)) continue;
    const path = parts.slice(count).join('/');
    return path === '' || git('cat-file', '-e', `${ref}:${path}`).status === 0;
  }
  return false;
}

const pinned = new Map();
for (const link of siteRecordLinks()) {
  if (link.path !== undefined) continue;
  if (!pinned.has(link.target)) pinned.set(link.target, {ok: verified(link.target), where: []});
  pinned.get(link.target).where.push(`${link.file}${link.line ? `:${link.line}` : ''}`);
}
const ok = [...pinned.keys()].filter((target) => pinned.get(target).ok).sort();
fs.writeFileSync(
  fixture('record-pinned-links.txt'),
  header([
    "The site's links into nymtech/nym pinned to a tag or a commit (<ref>/<path>), each found in that tree of the record",
    'by git cat-file -e <ref>:<path> in a mirror of the record.',
    `Made with: node scripts/record-links.mjs <mirror> ${commit}`,
  ]) +
    ok.join('\n') +
    '\n',
);
console.log(`${files.length} files at ${commit}; ${ok.length} of ${pinned.size} pinned links verified`);
for (const [target, {ok: found, where}] of pinned) {
  if (!found) console.log(`not in the record: ${target} (${where.join(', ')})`);
}
