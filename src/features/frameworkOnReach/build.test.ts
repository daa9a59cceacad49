import {describe, expect, it} from 'vitest';
import {withFrameworkOnReach} from './build';

const FRAMEWORK = {themeKey: 'theme-ce4'};
const PAGE = [
  '<html><head><link rel=preload href=/docs/assets/js/main.1a.js as=script>',
  '<link rel=preload href=/docs/assets/js/site.5e.js as=script>',
  '<link rel=stylesheet href=/docs/assets/css/styles.css />',
  '<script type=module src=/docs/assets/js/site.5e.js></script>',
  '<script src=/docs/assets/js/runtime~main.9c.js defer></script>',
  '<script src="/docs/assets/js/main.1a.js" defer></script>',
  '<script src=https://elsewhere.example/tool.js defer></script>',
  '</head><body><p>text</p></body></html>',
].join('');
const KEEP = ['/docs/assets/js/site.5e.js'];

describe('a page with the framework loaded on reach, after the build', () => {
  const lean = withFrameworkOnReach(PAGE, '/docs/assets/js/', FRAMEWORK, KEEP);

  it("loads none of the framework's scripts, and keeps the scripts it is told to", () => {
    expect(lean).not.toMatch(/<script src="?[^" >]*main\./);
    expect(lean).not.toContain('main.1a.js as=script');
    expect(lean).toContain('<link rel=preload href=/docs/assets/js/site.5e.js as=script>');
    expect(lean).toContain('<script type=module src=/docs/assets/js/site.5e.js></script>');
    expect(lean).toContain('<script src=https://elsewhere.example/tool.js defer></script>');
  });

  it('ends the body with one framework loader that lists the framework scripts in order', () => {
    expect(lean.match(/<framework-loader /g)?.length).toBe(1);
    expect(lean).toContain(
      '<p>text</p><framework-loader hidden data-framework="/docs/assets/js/runtime~main.9c.js /docs/assets/js/main.1a.js" data-theme-key="theme-ce4"></framework-loader></body>',
    );
  });

  it('keeps every other part of the page', () => {
    expect(lean).toContain('<link rel=stylesheet href=/docs/assets/css/styles.css />');
    expect(lean.startsWith('<html><head>')).toBe(true);
    expect(lean.endsWith('</body></html>')).toBe(true);
  });

  it("names the site's stylesheet for the framework to bring, when there is one", () => {
    const withStylesheet = withFrameworkOnReach(
      PAGE,
      '/docs/assets/js/',
      {...FRAMEWORK, stylesheet: '/docs/assets/css/styles.css'},
      KEEP,
    );
    expect(withStylesheet).toContain('data-theme-key="theme-ce4" data-stylesheet="/docs/assets/css/styles.css">');
    expect(lean).not.toContain('data-stylesheet');
  });

  it('refuses a page without the framework scripts, or without a body end, rather than leaving it as it is', () => {
    expect(() => withFrameworkOnReach('<html><body></body></html>', '/docs/assets/js/', FRAMEWORK)).toThrow(
      /no script under \/docs\/assets\/js\//,
    );
    expect(() =>
      withFrameworkOnReach('<html><script src=/docs/assets/js/main.1a.js></script>', '/docs/assets/js/', FRAMEWORK),
    ).toThrow(/no <\/body>/);
  });
});
