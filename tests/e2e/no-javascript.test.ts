import {describe, it} from 'vitest';
import type {Page} from 'playwright-core';
import {browserSuite} from '../support/suite';
import {SITE_PAGES as PAGES} from './sitemap';

/**
 * Every page read without JavaScript, as a reader with it off or a text browser has it: wide and then on a phone.
 * Each page loads once, in a context of its own; pages are read two at a time.
 */
const site = browserSuite();

/**
 * Controls a reader can operate with JavaScript off that would do nothing:
 * enabled, editable, laid out, and not part of a form that submits to a page.
 */
async function deadControls(page: Page): Promise<string[]> {
  return page.$$eval('button, input, select, textarea', (elements) =>
    elements
      .filter((element) => {
        const control = element as HTMLInputElement;
        const box = control.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return false;
        if (getComputedStyle(control).visibility === 'hidden') return false;
        if (control.disabled || control.readOnly) return false;
        return control.closest('form[action]') === null;
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

describe.concurrent(
  'with JavaScript off, no control is shown that cannot work, and no page scrolls sideways on a phone',
  () => {
    // One load per page, looked at wide and then narrow: a control hidden at one width may show at the other.
    it.for(PAGES)(
      '/docs/%s at 1280 px and at 375 px, where it does not scroll sideways',
      async (url, {expect, onTestFinished}) => {
        const context = await site.context(
          {javaScriptEnabled: false, viewport: {width: 1280, height: 900}},
          onTestFinished,
        );
        const page = await context.newPage();
        await page.goto(`${site.server.url}${url}`, {waitUntil: 'load'});
        expect(await deadControls(page), 'at 1280 px').toEqual([]);
        await page.setViewportSize({width: 375, height: 900});
        expect(await deadControls(page), 'at 375 px').toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), 'width at 375 px').toBeLessThanOrEqual(
          375,
        );
      },
    );
  },
);
