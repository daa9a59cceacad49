// Proves the test suite still catches what it is there to catch: each fault below is one kind of mistake,
// applied to a temporary copy of the project (its tracked files, its build/ and a link to node_modules), and
// the one check that must catch it is run there. A fault is caught when that check fails; before any fault is
// applied, each check is run once on the untouched copy and must pass, so that a failure is the fault's.
//
// Usage: node scripts/seeded-faults.mjs [--only ID,ID] [--list]   (after npm run build)
// Prints a table of faults, the check that caught each and the time it took; exits 1 if any was missed.
import {spawnSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const VITEST = 'node_modules/.bin/vitest';

/** A check: a command run in the copy. */
const vitest = (config, file, name) => ({
  label: `${file}${name ? ` › ${name}` : ''}`,
  argv: [VITEST, 'run', '--config', config, file, ...(name ? ['-t', escape(name)] : [])],
});
/** A test of the built site, by file and a part of its full name: in the browser (tests/e2e) or not. */
const site = (file, name) =>
  vitest(file.startsWith('tests/e2e/') ? 'vitest.browser.config.mts' : 'vitest.content.config.mts', file, name);
const unit = (file, name) => vitest('vitest.config.mts', file, name);
const tool = (label, ...argv) => ({label, argv});
const BUILD = tool('npm run build', process.execPath, 'scripts/build.mjs', '--out-dir', 'fault-build');

/** A name as a Vitest -t pattern that matches it literally. */
function escape(name) {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first file under build/ whose name matches, as a path from the project's root. */
function builtAsset(folder, pattern) {
  const name = readdirSync(path.join(ROOT, 'build', folder)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no file matching ${pattern} in build/${folder}: run npm run build first`);
  return `build/${folder}/${name}`;
}

/** Replaces the first match of `pattern` in a text, and fails loudly when there is none (a fault must apply). */
const replace = (pattern, by) => (text) => {
  if (!pattern.test(text)) throw new Error(`the fault does not apply: ${pattern} not found`);
  return text.replace(pattern, by);
};
const append = (extra) => (text) => `${text}${extra}`;

const FAQ_PAGE = 'docs/operators/faq.mdx';
const NO_JAVASCRIPT_TEST = 'tests/e2e/no-javascript.test.ts';
const FAQ_HTML = 'build/operators/faq.html';
const CHANGELOG_HTML = 'build/operators/changelog.html';
const OLDER_HTML = 'build/operators/changelog/older.html';

/**
 * The faults, one per kind of check. `file` is a path from the project's root; `apply` turns its text into the
 * faulty one, or `remove` deletes it.
 */
function faults() {
  const siteCss = builtAsset('assets/css', /^styles\..*\.css$/);
  const firstViewCss = builtAsset('assets/css', /^changelog-first-view\..*\.css$/);
  const siteScript = builtAsset('assets/js', /^site\..*\.js$/);
  return [
    {
      id: 'broken-link',
      kind: 'a broken internal link',
      file: FAQ_PAGE,
      apply: append('\nSee [a page that does not exist](/operators/no-such-page).\n'),
      check: BUILD,
    },
    {
      id: 'broken-anchor',
      kind: 'a broken anchor',
      file: FAQ_PAGE,
      apply: append('\nSee [a heading that does not exist](./troubleshooting.mdx#no-such-heading).\n'),
      check: BUILD,
    },
    {
      id: 'malformed-release',
      kind: 'a malformed release field',
      file: 'releases/2025.13-emmental.mdx',
      apply: replace(/^release_date: 2025-07-22$/m, 'release_date: 2025-07-32'),
      check: tool('npm run check:releases', process.execPath, 'scripts/validate-releases.mjs'),
      output: /2025\.13-emmental\.mdx.*release_date/s,
    },
    {
      id: 'shared-link',
      kind: 'a shared link that no longer lands',
      file: firstViewCss,
      apply: (css) => css.replaceAll('scroll-margin-top:calc(var(--ifm-navbar-height) + .5rem)', 'scroll-margin-top:0'),
      check: site('tests/e2e/changelog-shared-links.test.ts', 'a shared link to a release lands on it #v20269-venaco'),
    },
    {
      id: 'dark-contrast',
      kind: 'a contrast failure in the dark theme',
      file: siteCss,
      apply: append('[data-theme=dark] article p{color:#333!important}'),
      check: site(
        'tests/e2e/quality.test.ts',
        'every page, read once as a reader has it: under the Content-Security-Policy, light then dark /docs/operators/faq ',
      ),
    },
    {
      id: 'light-accessibility',
      kind: 'an accessibility failure (an image without a text alternative)',
      file: FAQ_HTML,
      apply: replace(/<h2 /, '<img src=/docs/img/logo.svg><h2 '),
      check: site(
        'tests/e2e/quality.test.ts',
        'every page, read once as a reader has it: under the Content-Security-Policy, light then dark /docs/operators/faq ',
      ),
    },
    {
      id: 'too-wide',
      kind: 'a page wider than a 375 px phone',
      file: siteCss,
      apply: append('article{min-width:500px}'),
      check: site(
        NO_JAVASCRIPT_TEST,
        'with JavaScript off, no control is shown that cannot work, and no page scrolls sideways on a phone /docs/operators/faq ',
      ),
    },
    {
      id: 'dead-control',
      kind: 'a control shown without JavaScript that cannot work',
      file: FAQ_HTML,
      apply: replace(/class="copy-button js-only"/, 'class="copy-button"'),
      check: site(
        NO_JAVASCRIPT_TEST,
        'with JavaScript off, no control is shown that cannot work, and no page scrolls sideways on a phone /docs/operators/faq ',
      ),
    },
    {
      id: 'unhashed-script',
      kind: 'an inline script without its hash in the policy',
      file: FAQ_HTML,
      apply: replace(/<\/body>/, '<script>document.body.dataset.extra="1"</script></body>'),
      check: site(
        'tests/e2e/quality.test.ts',
        'every page, read once as a reader has it: under the Content-Security-Policy, light then dark /docs/operators/faq ',
      ),
    },
    {
      id: 'focus-ring',
      kind: 'a focus ring that no longer shows',
      file: siteCss,
      apply: append('*:focus,*:focus-visible{outline:none!important;box-shadow:none!important}'),
      check: site('tests/e2e/quality.test.ts', 'keyboard walk of the changelog'),
    },
    {
      id: 'no-js-content',
      kind: 'a page missing its content without JavaScript',
      file: CHANGELOG_HTML,
      apply: replace(/<article([^>]*) data-release=/, '<article$1 data-gone='),
      check: site('tests/e2e/site.test.ts', 'the changelog without JavaScript'),
    },
    {
      id: 'heading-order',
      kind: 'a heading that skips a level',
      file: FAQ_HTML,
      apply: replace(/<h2 ([^>]*)>(.*?)<\/h2>/, '<h4 $1>$2</h4>'),
      check: site('tests/content/headings.test.ts', 'headings of every page operators/faq.html'),
    },
    {
      id: 'external-link-rel',
      kind: 'a link to another site that passes on the opener',
      file: FAQ_HTML,
      apply: replace(/<\/article>/, '<a href="https://example.org/">elsewhere</a></article>'),
      check: site('tests/content/safety.test.ts', 'safety of the built pages every link to another site'),
    },
    {
      id: 'event-handler',
      kind: 'an inline event handler',
      file: FAQ_HTML,
      apply: replace(/<h2 /, '<h2 onclick="1" '),
      check: site('tests/content/safety.test.ts', 'safety of the built pages no page has an inline event handler'),
    },
    {
      id: 'feed-item',
      kind: 'a release missing from a feed',
      file: 'build/operators/changelog/rss.xml',
      apply: replace(/<item>[\s\S]*?<\/item>/, ''),
      check: site('tests/content/published-files.test.ts', 'the changelog feeds, as built RSS 2.0'),
    },
    {
      id: 'published-anchor',
      kind: 'a published anchor that moved',
      file: OLDER_HTML,
      apply: replace(/id=pr-5878\b/, 'id=pr-5878-moved'),
      check: site('tests/content/published-anchors.test.ts', 'published anchors never move v202513-emmental'),
    },
    {
      id: 'record-fact',
      kind: 'a missing fact of the record',
      file: OLDER_HTML,
      apply: (html) => html.replaceAll('578c9b0567656d86812aa21eb0b4c93b5a7235bd', '578c9b0'),
      check: site(
        'tests/content/changelog.test.ts',
        'the built changelog against the facts shows each node version and commit SHA',
      ),
    },
    {
      id: 'byte-budget',
      kind: 'a first view over its byte budget',
      file: firstViewCss,
      apply: append(`/*${randomBytes(3000).toString('base64')}*/`),
      check: site('tests/e2e/quality.test.ts', 'byte budgets of the changelog'),
    },
    {
      id: 'lost-tap',
      kind: 'a tap made before the framework runs that is lost',
      file: siteScript,
      apply: (script) => script.replaceAll('site-framework-running', 'site-framework-never'),
      check: site('tests/e2e/changelog-first-view.test.ts', 'a tap on the menu before the framework runs'),
    },
    {
      id: 'sandbox-accessibility',
      kind: "an accessibility failure on an API's sandbox page only",
      file: 'build/apis/validator-rest-api/sandbox.html',
      apply: replace(/(<section class=api-endpoint data-status=current>)(<h3 )/, '$1<img src=/docs/img/logo.svg>$2'),
      check: site(
        'tests/e2e/quality.test.ts',
        'every page, read once as a reader has it: under the Content-Security-Policy, light then dark /docs/apis/validator-rest-api/sandbox ',
      ),
    },
    {
      id: 'markdown-copy',
      kind: 'a page without its Markdown copy',
      file: 'build/operators/faq.md',
      remove: true,
      check: site(
        'tests/content/published-files.test.ts',
        'files for tools and assistants every page has its Markdown copy beside it',
      ),
    },
    {
      id: 'sitemap',
      kind: 'a page missing from the sitemap',
      file: 'build/sitemap.xml',
      apply: replace(/<url><loc>[^<]*\/developers<\/loc>[\s\S]*?<\/url>/, ''),
      check: site('tests/content/sections.test.ts', 'the pages of the two sections are each in the sitemap'),
    },
    {
      id: 'not-found-page',
      kind: 'no 404 page',
      file: 'build/404.html',
      remove: true,
      check: site('tests/e2e/site.test.ts', 'the landing page and the 404 page an unknown URL gets the 404 page'),
    },
    {
      id: 'api-route',
      kind: 'an API route missing from its page',
      file: 'build/apis/validator-rest-api/mainnet.html',
      apply: (html) => html.replaceAll('id=get-v1-nym-nodes-rewarded-set', 'id=gone'),
      check: site('tests/content/api-pages.test.ts', 'the API pages, as built every route of the source'),
    },
    {
      id: 'openapi-route',
      kind: 'an API route missing from its OpenAPI document',
      file: 'src/api/openapi.ts',
      apply: replace(/for \(const route of current\) \{/, 'for (const route of current.slice(1)) {'),
      check: unit('src/api/openapi.test.ts', 'each API’s OpenAPI document'),
    },
    {
      id: 'record-link',
      kind: 'a link into the record that no longer resolves',
      file: FAQ_PAGE,
      apply: append(
        '\nSee [a removed script](https://github.com/nymtech/nym/blob/develop/scripts/no-such-script.sh).\n',
      ),
      check: unit('tests/unit/record-links.test.ts'),
    },
    {
      id: 'upgrade-plan-step',
      kind: 'an upgrade plan step dropped',
      file: 'src/features/upgradePlan/model/upgradePlan.ts',
      apply: replace(/\.\.\.\(ports\.sources\.length > 0/, '...(ports.sources.length > 1000'),
      check: unit('src/features/upgradePlan/model/upgradePlan.test.ts'),
    },
    {
      id: 'rule-constant',
      kind: 'a rule that no longer matches the record',
      file: 'src/rules/constants.ts',
      apply: replace(/VeryHigh: 0\.95,/, 'VeryHigh: 0.9,'),
      check: unit('src/rules/load.test.ts'),
    },
    {
      id: 'type-error',
      kind: 'a type error',
      file: 'src/site/site.ts',
      apply: append('\nexport const notANumber: number = "one";\n'),
      check: tool('tsc', 'node_modules/.bin/tsc', '--noEmit'),
    },
    {
      id: 'lint',
      kind: 'a lint error',
      file: 'src/rules/result.ts',
      apply: append('\nexport var legacy = 1;\n'),
      check: tool('eslint', 'node_modules/.bin/eslint', '--max-warnings=0', 'src/rules/result.ts'),
    },
    {
      id: 'format',
      kind: 'an unformatted file',
      file: 'src/site/site.ts',
      apply: append('\nexport   const   spaced =   1 ;\n'),
      check: tool('prettier', 'node_modules/.bin/prettier', '--check', 'src/site/site.ts'),
    },
    {
      id: 'dead-export',
      kind: 'an export nothing uses',
      file: 'src/site/site.ts',
      apply: append('\nexport const neverImported = 1;\n'),
      check: tool('knip', 'node_modules/.bin/knip', '--no-progress'),
    },
  ];
}

function copyProject() {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'docs-faults-'));
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
    cpSync(path.join(ROOT, file), path.join(copy, file));
  }
  cpSync(path.join(ROOT, 'build'), path.join(copy, 'build'), {recursive: true});
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

function run(check, cwd) {
  const started = Date.now();
  const result = spawnSync(check.argv[0], check.argv.slice(1), {
    cwd,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1', CI: 'true'},
    maxBuffer: 256 * 1024 * 1024,
  });
  // Colours off: the counts below are read from the text.
  // eslint-disable-next-line no-control-regex
  const output = `${result.stdout}\n${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
  // A Vitest run whose pattern matches no test passes with every test skipped, which proves nothing: a sound run
  // must have passed tests, a caught fault failed ones.
  const vitestRun = check.argv[0] === VITEST;
  return {
    passed: result.status === 0 && (!vitestRun || /Tests\s+\d+ passed/.test(output)),
    // A test file that throws while its tests are collected fails whole: that is the check failing too.
    failed: result.status !== 0 && (!vitestRun || /(Tests|Test Files)\s+\d+ failed/.test(output)),
    output,
    seconds: (Date.now() - started) / 1000,
  };
}

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new Set(args[onlyAt + 1].split(',')) : null;
if (!existsSync(path.join(ROOT, 'build'))) {
  console.error('No build/: run npm run build first.');
  process.exit(2);
}
const chosen = faults().filter((fault) => !only || only.has(fault.id));
if (args.includes('--list')) {
  for (const fault of chosen) console.log(`${fault.id}\t${fault.kind}\t${fault.check.label}`);
  process.exit(0);
}

const copy = copyProject();
console.log(`Faults applied in a copy of the project (${chosen.length} faults)`);
let missed = 0;
try {
  // Each check, once, on the untouched copy: a failure here would make a fault's failure mean nothing.
  const checks = [...new Map(chosen.map((fault) => [fault.check.label, fault.check])).values()];
  for (const check of checks) {
    const clean = run(check, copy);
    if (!clean.passed) {
      console.error(`The check fails with no fault applied: ${check.label}\n${clean.output.slice(-3000)}`);
      process.exit(1);
    }
    console.log(`  sound: ${check.label} (${clean.seconds.toFixed(0)} s)`);
  }
  const rows = [];
  for (const fault of chosen) {
    const file = path.join(copy, fault.file);
    const original = readFileSync(file);
    if (fault.remove) rmSync(file);
    else writeFileSync(file, fault.apply(original.toString('utf8')));
    const result = run(fault.check, copy);
    writeFileSync(file, original);
    const caught = result.failed && (!fault.output || fault.output.test(result.output));
    if (!caught) missed += 1;
    rows.push(
      `| ${fault.kind} | \`${fault.file}\` | ${fault.check.label} | ${caught ? 'caught' : '**missed**'} | ${result.seconds.toFixed(0)} s |`,
    );
    console.log(`  ${caught ? 'caught' : 'MISSED'}: ${fault.id} (${result.seconds.toFixed(0)} s)`);
  }
  console.log('\n| fault | where | the check that must catch it | result | time |\n|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`\n${chosen.length - missed} caught, ${missed} missed`);
} finally {
  rmSync(copy, {recursive: true, force: true});
}
process.exit(missed === 0 ? 0 : 1);
