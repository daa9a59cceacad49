// Runs every test of the project and ends with one line: "N passed, N failed" over all steps.
// The steps run two at a time, each as soon as what it needs is done: the build first, then the browser
// tests on it, while the checks that need no build (type check, lint, format, dead code, unit tests) and the
// content tests of the built files fill the other lane. Each step's output is printed whole when it ends,
// so that two steps never interleave; the summary gives each step's time. A step that cannot run counts as
// failed; nothing is skipped.
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-tests-'));
/** Two cores: two steps at once keeps both busy without one step starving the other. */
const LANES = 2;

/** A step that is one check: it passes or fails as a whole. */
const check = (label, command, args, needs = []) => ({label, command, args, needs});
/** A Vitest suite: its own test counts are added up from its JSON report. */
const suite = (label, config, needs = []) => ({
  label,
  needs,
  command: bin('vitest'),
  args: ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile=${report(label)}`],
  report: report(label),
});
function report(label) {
  return path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
}

// In the order they start when ready: the build leads, and the browser tests follow it at once, as they take
// longest.
const STEPS = [
  check('production build', 'node', ['scripts/build.mjs']),
  check('lint', bin('eslint'), ['--max-warnings=0', '.']),
  suite('browser tests', 'vitest.browser.config.mts', ['production build']),
  check('type check', bin('tsc'), ['--noEmit']),
  // The Developers section's TypeScript examples, against the SDK packages' published types.
  check('examples type check', bin('tsc'), ['-p', 'examples/typescript']),
  check('format', bin('prettier'), ['--check', '.']),
  check('dead code and dependencies', bin('knip'), ['--no-progress']),
  suite('unit tests', 'vitest.config.mts'),
  suite('content tests', 'vitest.content.config.mts', ['production build']),
];

const results = new Map();
let passed = 0;
let failed = 0;

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`--- started: ${step.label}`);
    const child = spawn(step.command, step.args, {env: {...process.env, FORCE_COLOR: '0'}});
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n=== ${step.label}: ${[step.command, ...step.args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve(count(step, status === 0, seconds));
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', finish);
  });
}

/** Adds a finished step to the counts; returns whether it passed. */
function count(step, ok, seconds) {
  if (!step.report) {
    if (ok) passed += 1;
    else failed += 1;
    results.set(step.label, {ok, line: `${step.label}: ${ok ? 'passed' : 'FAILED'} (${seconds} s)`});
    return ok;
  }
  if (!existsSync(step.report)) {
    failed += 1;
    results.set(step.label, {ok: false, line: `${step.label}: FAILED to run (${seconds} s)`});
    return false;
  }
  const result = JSON.parse(readFileSync(step.report, 'utf8'));
  const suiteFailed = result.numFailedTests + (ok || result.numFailedTests > 0 ? 0 : 1);
  passed += result.numPassedTests;
  failed += suiteFailed;
  results.set(step.label, {
    ok,
    line: `${step.label}: ${result.numPassedTests} passed, ${suiteFailed} failed (${seconds} s)`,
    failures: failuresOf(result),
  });
  return ok;
}

/**
 * Each failed test of a Vitest JSON report, as its file, its name and the first line of its error: the summary
 * repeats them, as a log cut to its end (CI keeps the last lines) would lose them with the step's own output.
 */
function failuresOf(result) {
  const firstLine = (text = '') => text.split('\n')[0];
  return result.testResults.flatMap((file) => {
    const name = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed outside its tests (an import, a hook) says so in its own message.
    if (tests.length === 0 && file.status === 'failed') return [`${name}: ${firstLine(file.message)}`];
    return tests.map((test) => `${name} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
}

/** Runs the steps, at most LANES at once, each once every step it needs has passed. */
async function runAll() {
  const waiting = [...STEPS];
  const running = new Set();
  while (waiting.length > 0 || running.size > 0) {
    // A step whose need failed cannot run: it fails, and says why.
    for (const step of [...waiting]) {
      const broken = step.needs.find((need) => results.has(need) && !results.get(need).ok);
      if (!broken) continue;
      waiting.splice(waiting.indexOf(step), 1);
      failed += 1;
      results.set(step.label, {ok: false, line: `${step.label}: FAILED (not run: ${broken} failed)`});
    }
    const ready = waiting.filter((step) => step.needs.every((need) => results.get(need)?.ok));
    for (const step of ready.slice(0, LANES - running.size)) {
      waiting.splice(waiting.indexOf(step), 1);
      const promise = runStep(step).then(() => running.delete(promise));
      running.add(promise);
    }
    if (running.size === 0 && waiting.length > 0)
      throw new Error(`steps wait for no step: ${waiting.map((step) => step.label)}`);
    if (running.size > 0) await Promise.race(running);
  }
}

const started = Date.now();
await runAll();
console.log(`\n=== summary (${((Date.now() - started) / 1000).toFixed(1)} s in all)`);
for (const step of STEPS) {
  const {line, failures = []} = results.get(step.label);
  console.log(`  ${line}`);
  for (const failure of failures) console.log(`    failed: ${failure}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
