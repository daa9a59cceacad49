import type {Page} from 'playwright-core';

/**
 * How a page that links a first-view stylesheet of its own (a purged copy of
 * the site's, see src/features/frameworkOnReach/stylesheet.ts) differs from
 * the same page under the site's full stylesheet.
 */

/** Computed styles that show a missing rule: layout, type, colour, borders, lists. */
const STYLE_PROPERTIES = [
  'display',
  'position',
  'visibility',
  'width',
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-left-color',
  'text-decoration-line',
  'list-style-type',
];

/**
 * Each element's computed style under the page's own stylesheet, then again once the site's stylesheet (the one the
 * framework loader names) is added: every property of STYLE_PROPERTIES that differs, as
 * `tag.class property: ours (site: theirs)`. Empty when the first view misses no rule.
 */
export function stylesAgainstSiteStylesheet(page: Page): Promise<string[]> {
  return page.evaluate(async (properties) => {
    const elements = [...document.querySelectorAll('body *')];
    const styles = () =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return properties.map((property) => style.getPropertyValue(property));
      });
    const firstView = styles();
    const href = document.querySelector<HTMLElement>('framework-loader[data-stylesheet]')?.dataset.stylesheet;
    if (!href) return ['the framework loader names no site stylesheet'];
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    await new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = reject;
      document.head.append(link);
    });
    const site = styles();
    return elements.flatMap((element, index) =>
      properties.flatMap((property, at) =>
        firstView[index][at] === site[index][at]
          ? []
          : [
              `${element.tagName.toLowerCase()}.${String(element.getAttribute('class'))} ${property}: ${firstView[index][at]} (site: ${site[index][at]})`,
            ],
      ),
    );
  }, STYLE_PROPERTIES);
}
