import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {BUILD_DIR} from './server';
import {sectionPages} from '../../src/site/sectionPages';

/** The pages of the Developers and Network sections whose built HTML holds a diagram (under /docs/, no slash). */
export const DIAGRAM_PAGES = sectionPages(path.resolve(__dirname, '../..'))
  .map((page) => page.url.slice(1))
  .filter((url) => readFileSync(path.join(BUILD_DIR, `${url}.html`), 'utf8').includes('diagram__svg'));

/** Labels of the page's diagrams whose contrast with the fill behind them is under 4.5:1 (WCAG AA for their size). */
export function lowContrastLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    // What is behind the drawing: the first ancestor with a background of its own.
    const backgroundOf = (element: Element | null): string => {
      for (let at = element; at; at = at.parentElement) {
        const color = getComputedStyle(at).backgroundColor;
        if (color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    const problems: string[] = [];
    for (const text of document.querySelectorAll<SVGTextElement>('.diagram__svg text')) {
      const box = text.closest('.diagram__box')?.querySelector('rect');
      const behind = box ? getComputedStyle(box).fill : backgroundOf(text.closest('figure'));
      const contrast = ratio(getComputedStyle(text).fill, behind);
      if (contrast < 4.5) problems.push(`"${text.textContent}": ${contrast.toFixed(2)}:1`);
    }
    return problems;
  });
}
