// Validates every file of releases/ the way the build does and prints a
// one-line summary (or every problem with file, field and reason).
// Usage: node scripts/validate-releases.mjs
import {createJiti} from 'jiti';
import path from 'node:path';
const jiti = createJiti(import.meta.url);
const {loadReleases} = await jiti.import('../src/features/changelog/model/load.ts');

const siteDir = path.join(import.meta.dirname, '..');
try {
  const releases = loadReleases(path.join(siteDir, 'releases'), siteDir);
  const items = releases.reduce((sum, release) => sum + release.items.length, 0);
  console.log(`${releases.length} releases valid, ${items} items`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
