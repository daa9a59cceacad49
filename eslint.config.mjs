// Lint rules of the project. Formatting is Prettier's (`.prettierrc.json`);
// ESLint checks what a formatter cannot: types, React hooks, accessibility of
// the markup, and the line length Prettier leaves to us (comments).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import stylistic from '@stylistic/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      // The staging directory the build writes while it runs (scripts/build.mjs); npm test lints alongside it.
      'build.staging-*/**',
      '.docusaurus/**',
      'node_modules/**',
      'reports/**',
      'screenshots/**',
      '.stryker-tmp/**',
      'static/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {languageOptions: {parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname}}},
  {files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked]},
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    plugins: {'@stylistic': stylistic},
    rules: {
      // Prettier wraps code at 120 columns but never splits a string, a
      // template literal or a comment; comments are ours to wrap, and a string
      // (an error message, a test's name, a fact quoted from the record) reads
      // better whole than cut into concatenations.
      '@stylistic/max-len': [
        'error',
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreUrls: true,
          ignoreRegExpLiterals: true,
        },
      ],
      // Leaving fields out of an object by destructuring them beside a rest is the language's own omit.
      // Wide tables, code blocks and diagrams (a named region) scroll sideways on narrow screens: they take focus
      // so the keyboard can scroll them too (WCAG 2.1.1; axe's scrollable-region-focusable asks for it).
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre', 'table'], roles: ['tabpanel', 'region']}],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
  {
    // Values from the URL (?since=, ?q=) and from release files reach the page as text only: no module
    // of the site writes markup. The few that move the site's own prerendered HTML say so where they do.
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'createContextualFragment'].map((property) => ({
          property,
          message: 'Writes markup: build elements, set textContent, or use React.',
        })),
        {object: 'document', property: 'write', message: 'Writes markup: build elements or use React.'},
      ],
      'no-restricted-globals': ['error', {name: 'DOMParser', message: 'Parses markup: build elements or use React.'}],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Writes markup: render children instead.',
        },
      ],
    },
  },
  {
    // A newcomer should be able to read any module whole: past about 400 lines of code (blank lines and comments
    // not counted) a module holds more than one concern, and is split by concern. Tests are left out (a test file
    // is a list of cases), and so are the three modules that are tables of facts (the endpoints the release notes
    // name, the explorer routes' successors, the routes' summaries): long because the API is, and read row by row.
    files: ['src/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.mjs', 'bench/**/*.mjs'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'src/api/endpoints.ts',
      'src/api/explorerSuccessors.ts',
      'src/api/routeSummaries.ts',
    ],
    rules: {'max-lines': ['error', {max: 400, skipBlankLines: true, skipComments: true}]},
  },
  {
    // The network's rules are pure functions the features use; they never reach back into a feature.
    files: ['src/rules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features(/|$)',
              message: 'src/rules holds the network rules the features use; a rule imports no feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // No plugin imports another plugin: what two plugins share goes in a module of its own outside the plugins
    // (src/build/pageScripts.ts, a feature's model). A plugin's *Data module (its name and global data) is no
    // plugin and may be imported.
    files: ['src/features/*/plugin.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)plugins/(?![^/]*Data$)[^/]+$|(^|/)plugin$',
              message: 'A plugin imports no other plugin: move what both need into a shared module.',
            },
          ],
        },
      ],
    },
  },
  {
    // The same for the site's plugins, where every sibling module is a plugin but for the *Data modules.
    files: ['src/plugins/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)plugins/(?![^/]*Data$)[^/]+$|(^|/)plugin$|^\\./(?![^/]*Data$)[^/]+$',
              message: 'A plugin imports no other plugin: move what both need into a shared module.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON the build wrote (JSON.parse gives `any`) and assert on its shape: the assertion is
    // the check there, and typing every file the build writes a second time for the tests adds nothing.
    files: ['tests/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // CommonJS scripts run by Node, which need require().
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
