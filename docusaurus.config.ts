import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {site} from './src/site/site';
import codeImport from 'remark-code-import';
import rehypeHighlight from './src/highlight/rehypeHighlight';
import {NO_SCRIPT_STYLE} from './src/security/inlineAllowList';
import {LINK_CHECKS, MARKDOWN_LINK_CHECKS} from './src/site/linkChecks';

/**
 * The whole site lives under /docs/. Every internal link, anchor and Markdown
 * link is checked at build time: a broken one fails the build.
 */
const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.origin,
  baseUrl: site.basePath,
  trailingSlash: false,
  // Its inline script would be one more hash in the policy, for a warning only a misconfigured deployment needs.
  baseUrlIssueBanner: false,

  ...LINK_CHECKS,
  markdown: {
    format: 'mdx',
    // Explicit heading ids are written `## Title {#id}` across the site.
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: MARKDOWN_LINK_CHECKS,
  },

  future: {
    // v4 behaviour, except CSS cascade layers: their polyfill raises the
    // theme's specificity above the site's own stylesheet.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      siteStorageNamespacing: true,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
      // The release bodies are compiled for the server bundle only (the
      // browser keeps their prerendered HTML); the cross-compiler cache would
      // make the server compilation wait for a browser compilation that never
      // comes.
      mdxCrossCompilerCache: false,
    },
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  plugins: [
    './src/plugins/redirects.ts',
    './src/plugins/site-script.ts',
    './src/features/changelog/plugin.ts',
    './src/plugins/page-exports.ts',
    './src/plugins/lean-client.ts',
    './src/plugins/security-headers.ts',
    './src/plugins/api-reference.ts',
    './src/plugins/node-config-reference.ts',
    './src/plugins/not-found-page.ts',
  ],
  clientModules: ['./src/client/routeEvents.ts', './src/features/changelog/client/calculator-slots.ts'],
  headTags: [
    // Controls that need JavaScript (filters, copy buttons) are hidden when
    // it is off; with it on they are laid out from the first paint, so
    // nothing moves when the scripts arrive.
    {tagName: 'noscript', attributes: {}, innerHTML: `<style>${NO_SCRIPT_STYLE}</style>`},
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
          // A code block written ```ts file=<rootDir>/examples/… shows that file: the examples the
          // tests type-check are the ones on the page.
          remarkPlugins: [codeImport],
          // Code blocks are highlighted at build time: the pages carry the colours as class names, no highlighter.
          rehypePlugins: [rehypeHighlight],
        },
        blog: false,
        pages: {},
        theme: {customCss: ['./src/css/custom.css', './src/css/print.css']},
        sitemap: {changefreq: 'weekly', priority: 0.5},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    colorMode: {respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: site.shortTitle,
      logo: {alt: 'Nym operators docs home', src: 'img/logo.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'network', label: 'Network', position: 'left'},
        {
          type: 'dropdown',
          label: 'Developers',
          position: 'left',
          items: [
            {type: 'doc', docId: 'developers/index', label: 'Overview'},
            {type: 'doc', docId: 'developers/rust/index', label: 'Rust SDK'},
            {type: 'doc', docId: 'developers/typescript/index', label: 'TypeScript SDK'},
          ],
        },
        {type: 'docSidebar', sidebarId: 'operators', label: 'Operators', position: 'left'},
        {type: 'docSidebar', sidebarId: 'apis', label: 'APIs', position: 'left'},
        {to: '/operators/changelog', label: 'Changelog', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Operators',
          items: [
            {label: 'Changelog', to: '/operators/changelog'},
            {label: 'Release cycle', to: '/operators/release-cycle'},
            {label: 'Troubleshooting', to: '/operators/troubleshooting'},
          ],
        },
        {
          title: 'Sections',
          items: [
            {label: 'Network', to: '/network'},
            {label: 'Developers', to: '/developers'},
            {label: 'APIs', to: '/apis/introduction'},
          ],
        },
        {
          title: 'Source',
          items: [{label: 'Nym on GitHub', href: site.repository}],
        },
      ],
      copyright: site.footerNote,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
