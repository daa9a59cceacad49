import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {groupPages} from './groupPages';
import {ROUTES_PER_PAGE, groupPagesOf, type RouteView} from './referenceView';

const ROOT = path.join(__dirname, '../..');

describe('the pages of the API reference’s route groups', () => {
  const pages = groupPages();

  it('are on disk as the source’s groups make them: run npm run api:pages when this fails', () => {
    expect(pages.length).toBeGreaterThan(0);
    const stale = pages.filter(
      (page) =>
        !existsSync(path.join(ROOT, page.file)) || readFileSync(path.join(ROOT, page.file), 'utf8') !== page.text,
    );
    expect(stale.map((page) => page.file)).toEqual([]);
  });

  it('leave no page of a group the source no longer has', () => {
    const wanted = new Set(pages.map((page) => page.file));
    const directories = new Set(pages.map((page) => path.dirname(page.file)));
    const extra = [...directories].flatMap((directory) =>
      readdirSync(path.join(ROOT, directory))
        .map((name) => path.join(directory, name))
        .filter((file) => !wanted.has(file)),
    );
    expect(extra).toEqual([]);
  });
});

describe('a route group spread over pages', () => {
  const routes = (count: number) => Array.from({length: count}, (_, index) => ({anchor: `r${index}`}) as RouteView);

  it('keeps every route once, in order, at most ROUTES_PER_PAGE to a page, on as few pages as can hold them', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: 60}), (count) => {
        const pages = groupPagesOf('ecash', routes(count));
        expect(pages.flatMap((page) => page.routes)).toEqual(routes(count));
        expect(pages.length).toBe(Math.max(1, Math.ceil(count / ROUTES_PER_PAGE)));
        for (const page of pages) expect(page.routes.length).toBeLessThanOrEqual(ROUTES_PER_PAGE);
      }),
    );
  });

  it('fills its pages evenly: no page holds more than one route more than another', () => {
    fc.assert(
      fc.property(fc.integer({min: 1, max: 60}), (count) => {
        const sizes = groupPagesOf('ecash', routes(count)).map((page) => page.routes.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('keeps the group’s slug for its first page, so links from before it grew still land there', () => {
    expect(groupPagesOf('ecash', routes(ROUTES_PER_PAGE * 2 + 1)).map((page) => page.slug)).toEqual([
      'ecash',
      'ecash-part-2',
      'ecash-part-3',
    ]);
  });
});
