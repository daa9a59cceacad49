import {describe, expect, it} from 'vitest';
import {withFirstViewScript} from './firstViewBuild';

const SCRIPT = {src: '/docs/assets/js/changelog-first-view.abcd1234.js', themeKey: 'theme-ce4'};
const PAGE = [
  '<html><head><link rel=preload href=/docs/assets/js/main.1a.js as=script>',
  '<link rel=stylesheet href=/docs/assets/css/styles.css />',
  '<script src=/docs/assets/js/runtime~main.9c.js defer></script>',
  '<script src="/docs/assets/js/main.1a.js" defer></script>',
  '<script src=https://elsewhere.example/tool.js defer></script>',
  '</head><body><p>text</p></body></html>',
].join('');

describe("the changelog's first view after the build", () => {
  const lean = withFirstViewScript(PAGE, '/docs/assets/js/', SCRIPT);

  it("loads none of the framework's scripts", () => {
    expect(lean).not.toMatch(/<script src="?[^" >]*main\./);
    expect(lean).not.toContain('as=script');
  });

  it('loads the first-view script once, where the framework scripts were, listing them in order', () => {
    expect(lean.match(/<script /g)?.length).toBe(2);
    expect(lean).toContain(
      '<link rel=stylesheet href=/docs/assets/css/styles.css /><script src="/docs/assets/js/changelog-first-view.abcd1234.js" defer data-framework="/docs/assets/js/runtime~main.9c.js /docs/assets/js/main.1a.js" data-theme-key="theme-ce4"></script><script src=https://elsewhere.example/tool.js',
    );
  });

  it('keeps every other part of the page', () => {
    expect(lean).toContain('<link rel=stylesheet href=/docs/assets/css/styles.css />');
    expect(lean).toContain('<body><p>text</p></body>');
  });

  it("names the site's stylesheet for the framework to bring, when there is one", () => {
    const withStylesheet = withFirstViewScript(PAGE, '/docs/assets/js/', {
      ...SCRIPT,
      stylesheet: '/docs/assets/css/styles.css',
    });
    expect(withStylesheet).toContain(
      'data-theme-key="theme-ce4" data-stylesheet="/docs/assets/css/styles.css"></script>',
    );
    expect(lean).not.toContain('data-stylesheet');
  });

  it('refuses a page without the framework scripts, rather than leaving it as it is', () => {
    expect(() => withFirstViewScript('<html><body></body></html>', '/docs/assets/js/', SCRIPT)).toThrow(
      /no script under \/docs\/assets\/js\//,
    );
  });
});
