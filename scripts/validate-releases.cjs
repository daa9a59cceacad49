// Validates every file of releases/ the way the build does and prints a
// one-line summary (or every problem with file, field and reason).
// Usage: node scripts/validate-releases.cjs
const path = require('node:path');
const jiti = require('jiti')(__filename, {interopDefault: true});
const {loadReleases} = jiti('../src/features/changelog/model/load.ts');

const siteDir = path.join(__dirname, '..');
try {
  const releases = loadReleases(path.join(siteDir, 'releases'), siteDir);
  const items = releases.reduce((sum, release) => sum + release.items.length, 0);
  console.log(`${releases.length} releases valid, ${items} items`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
