// Builds the site so that a failed build leaves nothing that looks shippable.
// Docusaurus writes pages, and our plugins write feeds, _headers and the search
// index (postBuild), before it checks links and anchors; a build that then
// fails would leave a complete-looking output. So the build goes to a staging
// directory beside the output and replaces it only when everything passed; on
// failure both the staging directory and any older output are removed.
// Usage: node scripts/build.mjs [--out-dir DIR]   (default: build)
import {spawnSync} from 'node:child_process';
import {existsSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const at = args.indexOf('--out-dir');
const outDir = path.resolve(at >= 0 ? args[at + 1] : 'build');
const rest = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
const staging = `${outDir}.staging-${process.pid}`;

const docusaurus = path.resolve('node_modules/.bin/docusaurus');
const result = spawnSync(docusaurus, ['build', '--out-dir', staging, ...rest], {stdio: 'inherit'});

if (result.status === 0) {
  rmSync(outDir, {recursive: true, force: true});
  renameSync(staging, outDir);
  console.log(`Site written to ${path.relative(process.cwd(), outDir) || outDir}.`);
} else {
  rmSync(staging, {recursive: true, force: true});
  if (existsSync(outDir)) {
    rmSync(outDir, {recursive: true, force: true});
    console.error(
      `The build failed: the older output in ${path.relative(process.cwd(), outDir)} was removed so that it is not shipped by mistake.`,
    );
  } else {
    console.error('The build failed: nothing was written.');
  }
  process.exit(result.status ?? 1);
}
