/** Facts about the site itself, written once and used by the config, pages and feeds. */
export const site = {
  title: 'Nym Operators Docs',
  shortTitle: 'Nym Docs',
  tagline: 'Run, configure and upgrade nodes of the Nym mixnet and VPN network',
  /** Where the built site is meant to be served; feeds and the sitemap use it. */
  origin: 'https://nym.com',
  basePath: '/docs/',
  repository: 'https://github.com/nymtech/nym',
  pullRequestBase: 'https://github.com/nymtech/nym/pull/',
  footerNote: 'Written for the operators of the Nym network. Content is data: each release is one file.',
} as const;
