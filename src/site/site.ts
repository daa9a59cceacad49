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
  /** Where readers report a problem; the release-cycle page sends them there too. */
  issues: 'https://github.com/nymtech/nym/issues',
  /**
   * The licence of the site's text and of the OpenAPI documents built from it: the one the
   * community counsel pages already state for contributions, applied to the whole site
   * (package.json and the README say the same).
   */
  licence: {name: 'CC BY 4.0', identifier: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/'},
  footerNote: 'Written for the operators of the Nym network. Content is data: each release is one file.',
} as const;

/** The absolute address of a path of the built site, e.g. siteUrl('/apis/introduction') → https://nym.com/docs/apis/introduction. */
export function siteUrl(path: string): string {
  return `${site.origin}${site.basePath}${path.replace(/^\//, '')}`;
}
