// Runs every test of the project in order and ends with one line:
// "N passed, N failed" over all suites. Steps: type check, type check of the
// docs' TypeScript examples, lint (ESLint), format (Prettier), dead code and
// dependencies (knip), unit tests, production build, then the tests of the built site (content and browser).
// A step that cannot run counts as failed; nothing is skipped.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, existsSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-tests-'));
let passed = 0;
let failed = 0;
const summary = [];

function run(label, command, args) {
  console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, FORCE_COLOR: '0'}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return {ok: result.status === 0, seconds};
}

/** A step that is one check: it passes or fails as a whole. */
function check(label, command, args) {
  const {ok, seconds} = run(label, command, args);
  if (ok) passed += 1;
  else failed += 1;
  summary.push(`${label}: ${ok ? 'passed' : 'FAILED'} (${seconds} s)`);
  return ok;
}

/** A Vitest suite: its own test counts are added up. */
function suite(label, config) {
  const report = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const {ok, seconds} = run(label, bin('vitest'), [
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ]);
  if (!existsSync(report)) {
    failed += 1;
    summary.push(`${label}: FAILED to run (${seconds} s)`);
    return false;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const suitePassed = result.numPassedTests;
  const suiteFailed = result.numFailedTests + (ok || result.numFailedTests > 0 ? 0 : 1);
  passed += suitePassed;
  failed += suiteFailed;
  summary.push(`${label}: ${suitePassed} passed, ${suiteFailed} failed (${seconds} s)`);
  return ok;
}

check('type check', bin('tsc'), ['--noEmit']);
// The Developers section's TypeScript examples, against the SDK packages' published types.
check('examples type check', bin('tsc'), ['-p', 'examples/typescript']);
check('lint', bin('eslint'), ['--max-warnings=0', '.']);
check('format', bin('prettier'), ['--check', '.']);
check('dead code and dependencies', bin('knip'), ['--no-progress']);
suite('unit tests', 'vitest.config.mts');
if (check('production build', 'node', ['scripts/build.mjs'])) {
  suite('site tests', 'vitest.site.config.mts');
} else {
  failed += 1;
  summary.push('site tests: FAILED (no build to test)');
}

console.log('\n=== summary');
for (const line of summary) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
