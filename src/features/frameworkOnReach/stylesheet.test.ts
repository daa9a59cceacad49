import {describe, expect, it} from 'vitest';
import {firstViewStylesheet, siteStylesheetOf, withFirstViewStylesheet} from './stylesheet';

const SITE_CSS = [
  ':root{--ifm-color-primary:#2e8555;--only-elsewhere:1px;--release-gap:2rem}',
  'html[data-theme=dark]{--ifm-color-primary:#25c2a0}',
  '.release{margin-block:var(--release-gap);color:var(--ifm-color-primary)}',
  '.release:hover{outline:1px solid}',
  '.apiCatalogue_x1{padding:var(--only-elsewhere)}',
  '.copy-button--copied{opacity:.6}',
  '@media (max-width:996px){.release{margin-block:1rem}.navbar-sidebar--show{display:block}}',
].join('\n');

const CHANGELOG =
  '<html data-theme=light><body><article class=release data-release=a><h2 id=a>A</h2></article></body></html>';
const SCRIPT = 'button.className="copy-button--copied";';

describe('a first-view stylesheet', () => {
  const lean = firstViewStylesheet({css: SITE_CSS, html: [CHANGELOG], scripts: [SCRIPT]});

  it('keeps the rules the markup uses, with their states and media queries', async () => {
    const css = await lean;
    expect(css).toContain('.release{margin-block:var(--release-gap)');
    expect(css).toContain('.release:hover');
    expect(css).toMatch(/@media \(max-width:996px\)\{\s*\.release\{margin-block:1rem\}/);
  });

  it("drops the rules of other pages and of React's controls, and the custom properties only they read", async () => {
    const css = await lean;
    expect(css).not.toContain('apiCatalogue_x1');
    expect(css).not.toContain('navbar-sidebar--show');
    expect(css).not.toContain('--only-elsewhere');
    expect(css).toContain('--release-gap:2rem');
  });

  it('keeps the dark theme, which the theme switch sets after load', async () => {
    expect(await lean).toContain('html[data-theme=dark]{--ifm-color-primary:#25c2a0}');
  });

  it('keeps the classes the site script creates', async () => {
    expect(await lean).toContain('.copy-button--copied{opacity:.6}');
  });

  it('refuses to produce an empty stylesheet', async () => {
    await expect(firstViewStylesheet({css: '.other{color:red}', html: ['<p>text</p>'], scripts: []})).rejects.toThrow(
      /came out empty/,
    );
  });
});

describe("a lean page's stylesheet link", () => {
  const page =
    '<head><link rel=icon href=/docs/img/favicon.svg /><link rel=stylesheet href=/docs/assets/css/styles.875289c9.css /></head>';

  it("finds the site's stylesheet, quoted or not", () => {
    expect(siteStylesheetOf(page, '/docs/assets/css/')).toBe('/docs/assets/css/styles.875289c9.css');
    expect(siteStylesheetOf('<link rel="stylesheet" href="/docs/assets/css/s.css">', '/docs/assets/css/')).toBe(
      '/docs/assets/css/s.css',
    );
  });

  it("points the page at the first view's stylesheet instead", () => {
    const rewritten = withFirstViewStylesheet(
      page,
      '/docs/assets/css/',
      '/docs/assets/css/changelog-first-view.1234abcd.css',
    );
    expect(rewritten).toContain('<link rel=stylesheet href=/docs/assets/css/changelog-first-view.1234abcd.css />');
    expect(rewritten).not.toContain('styles.875289c9.css');
    expect(rewritten).toContain('<link rel=icon href=/docs/img/favicon.svg />');
  });

  it('refuses a page without the site stylesheet', () => {
    expect(() => withFirstViewStylesheet('<head></head>', '/docs/assets/css/', '/x.css')).toThrow(
      /no stylesheet under \/docs\/assets\/css\//,
    );
  });
});
