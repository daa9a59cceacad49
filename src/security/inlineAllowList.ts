import {sha256Source} from './csp';

/**
 * The rule, shipped in a <noscript> <style>, that hides controls needing
 * JavaScript when it is off: the site's own (.js-only) and the theme's
 * sidebar carets, sidebar collapse button and mobile menu button, none of
 * which can act without a script (category links still lead to their pages).
 */
// The html prefix outranks the theme's own !important display rules, which come later in the page.
export const NO_SCRIPT_STYLE =
  'html .js-only,html .menu__caret,html .navbar__toggle,html [class*=collapseSidebarButton]{display:none!important}';

/** Inline text a page may carry and the policy may allow by hash, with who writes it. */
export interface AllowedInline {
  name: string;
  /** Where the text comes from, so a reviewer knows what to compare when its hash changes. */
  writtenBy: string;
  /** The source list entry the policy gets ('sha256-…' in quotes, as sha256Source writes it). */
  hash: string;
}

/**
 * The only inline scripts the site ships. The policy hashes these and nothing
 * else: an inline script the build finds that is not listed here fails the
 * build instead of being allowed (a release body, a plugin or a framework
 * upgrade could otherwise slip one in, and hashing it would let it run).
 *
 * A framework upgrade that changes the colour-mode snippet fails the build
 * with the new hash and the script's start; compare the text with the
 * framework's theme (its colour-mode head script), then update the hash here.
 */
export const ALLOWED_INLINE_SCRIPTS: readonly AllowedInline[] = [
  {
    name: 'colour mode',
    writtenBy: 'the classic theme: sets data-theme before the first paint so a dark page never flashes light',
    hash: "'sha256-rN/1QjkbTXuT0JTYxAqXX8Yuxyx1Hx8EyO5hUPBwV20='",
  },
];

/** The only inline <style> elements the site ships (style attributes are React's own and are hashed as found). */
export const ALLOWED_INLINE_STYLES: readonly AllowedInline[] = [
  {name: 'no-JavaScript rule', writtenBy: 'docusaurus.config.ts headTags', hash: sha256Source(NO_SCRIPT_STYLE)},
];

/** An inline script or style found in a built page that the allow-list does not hold. */
export interface UnlistedInline {
  kind: 'script' | 'style';
  page: string;
  hash: string;
  start: string;
}

/** Checks what one page holds inline against the allow-lists; returns what is not listed. */
export function unlistedInline(page: string, found: {scripts: string[]; styles?: string[]}): UnlistedInline[] {
  const scripts = new Set(ALLOWED_INLINE_SCRIPTS.map((entry) => entry.hash));
  const styles = new Set(ALLOWED_INLINE_STYLES.map((entry) => entry.hash));
  const describe = (kind: UnlistedInline['kind'], text: string): UnlistedInline => ({
    kind,
    page,
    hash: sha256Source(text),
    start: text.slice(0, 80).replace(/\s+/g, ' '),
  });
  return [
    ...found.scripts.map((text) => describe('script', text)).filter((entry) => !scripts.has(entry.hash)),
    ...(found.styles ?? []).map((text) => describe('style', text)).filter((entry) => !styles.has(entry.hash)),
  ];
}

/** The build's error for inline content off the allow-list: page, kind, hash and how the text starts. */
export function unlistedInlineMessage(unlisted: UnlistedInline[]): string {
  return [
    `The built pages hold ${unlisted.length} inline script${unlisted.length === 1 ? '' : 's'} or style${unlisted.length === 1 ? '' : 's'} that src/security/inlineAllowList.ts does not list, so the Content-Security-Policy will not allow ${unlisted.length === 1 ? 'it' : 'them'}:`,
    ...unlisted.map((entry) => `- ${entry.page}: inline ${entry.kind} ${entry.hash}, starting "${entry.start}"`),
    'If the site itself ships it (a framework upgrade changed its own snippet), review the text and add its hash to the list; otherwise remove it from the page.',
  ].join('\n');
}
