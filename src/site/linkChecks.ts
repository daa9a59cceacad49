/**
 * What the build does with a broken internal link, anchor, Markdown link or image: it fails. The site's config
 * and the small fixture site of the broken-links test (tests/build/fixture-site) both spread these settings, so the
 * test proves the site's own choice rather than a copy of it.
 */
export const LINK_CHECKS = {onBrokenLinks: 'throw', onBrokenAnchors: 'throw'} as const;

/** The same choice for Markdown links and images, which Docusaurus reads under `markdown.hooks`. */
export const MARKDOWN_LINK_CHECKS = {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'} as const;
