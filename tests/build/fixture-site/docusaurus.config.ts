import type {Config} from '@docusaurus/types';
import {LINK_CHECKS, MARKDOWN_LINK_CHECKS} from '../../../src/site/linkChecks';

/**
 * The smallest site that runs the checks the real site's build runs on links: the same settings
 * (src/site/linkChecks.ts), the same base path and docs at the root, the same bundler. It has two pages; the
 * broken-links test copies it and adds a third with the broken link it is proving.
 */
const config: Config = {
  title: 'Broken-links fixture',
  url: 'https://example.org',
  baseUrl: '/docs/',
  trailingSlash: false,
  baseUrlIssueBanner: false,
  ...LINK_CHECKS,
  markdown: {
    format: 'mdx',
    hooks: MARKDOWN_LINK_CHECKS,
  },
  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true},
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: false,
      mdxCrossCompilerCache: true,
    },
  },
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false, pages: false, sitemap: false}]],
};

export default config;
