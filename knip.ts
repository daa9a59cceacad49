/**
 * Dead code and dependency checks (`npm test` runs knip). Entries that the framework finds by
 * convention or by a path in a string, where knip cannot see an import, are named here.
 */
// knip checks the shape of its configuration itself when it loads this file.
const config = {
  entry: [
    // Docusaurus: config, plugins, client modules and sidebars are found by knip's Docusaurus plugin;
    // swizzled theme components are picked up by their folder, routes by the paths the plugins give.
    'src/theme/**/*.tsx',
    'src/features/changelog/components/OlderReleasesPage.tsx',
    'src/features/upgradePlan/components/UpgradePlanPage.tsx',
    'src/features/upgradePlan/components/UpgradePlansIndex.tsx',
    'src/features/changelog/components/ReleaseNotes.client.tsx',
    'src/components/api/ApiReference.client.tsx',
    'src/components/nodeConfig/ConfigReference.client.tsx',
    'src/client/noPrism.ts',
    'src/client/routePreloading.ts',
    // The site script, the changelog pages' script and the modules they import at run time, bundled on their own
    // (src/plugins/site-script.ts).
    'src/client/site.ts',
    'src/features/changelog/client/changelogPage.ts',
    'src/features/changelog/client/olderReleases.ts',
    'src/client/tryItConsole.ts',
    'src/client/routeEvents.ts',
    'src/features/changelog/client/calculator-slots.ts',
    // The broken-links test's fixture site: its config is read by the Docusaurus the test runs on a copy of it.
    'tests/build/fixture-site/docusaurus.config.ts',
    // Scripts run by npm scripts and the bench; check-facts and check-pages load test helpers through jiti.
    'scripts/*.mjs',
    'bench/*.mjs',
    'tests/support/mdxScope.ts',
    'tests/support/linkTargets.ts',
    'tests/support/factCoverage.ts',
    // record:sync (scripts/record-sync.mjs) loads the sync and its extractors through jiti.
    'src/record/sync.ts',
    'src/record/extractors.ts',
    // Pages and release files import constants and components in MDX.
    'docs/**/*.mdx',
    'releases/*.mdx',
    // The Developers section's TypeScript examples: shown on the pages, type-checked on their own.
    'examples/typescript/*.ts',
  ],
  project: [
    'examples/typescript/*.ts',
    'docs/**/*.mdx',
    'releases/*.mdx',
    'src/**/*.{ts,tsx}',
    'scripts/**/*.mjs',
    'bench/**/*.{mjs,ts}',
    'tests/**/*.ts',
    '*.ts',
    '*.mts',
  ],
  ignoreDependencies: [
    // The OpenAPI linters run as programs from tests/unit/openapi.lint.test.ts, not imported.
    '@redocly/cli',
    '@stoplight/spectral-cli',
  ],
  // MDX: only the import lines matter to knip (the documented way to let it read MDX); code blocks are examples.
  compilers: {
    mdx: (text: string) =>
      [...text.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').matchAll(/^import\s[^;]+;?$/gm)]
        .map((match) => match[0])
        .join('\n'),
  },
};

export default config;
