// Pins the anchors of each release that has none pinned yet in tests/fixtures/published-anchors.json (the fixture
// only grows): run it once a new release file validates, instead of editing the fixture by hand.
// Usage: npm run anchors:pin
import {createJiti} from 'jiti';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const jiti = createJiti(import.meta.url);
const {loadReleases} = await jiti.import('../src/features/changelog/model/load.ts');
const {pinNewReleases} = await jiti.import('../tests/support/publishedAnchors.ts');

const root = path.join(import.meta.dirname, '..');
const file = path.join(root, 'tests/fixtures/published-anchors.json');
try {
  const fixture = JSON.parse(readFileSync(file, 'utf8'));
  const {anchors, added} = pinNewReleases(fixture, loadReleases(path.join(root, 'releases'), root));
  writeFileSync(file, `${JSON.stringify({...fixture, anchors}, null, 1)}\n`);
  const releases = Object.keys(added);
  console.log(`${releases.length} releases pinned${releases.length ? ':' : ''}`);
  for (const slug of releases) console.log(`  ${slug}: ${added[slug].length} anchors`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
