import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {groupPages} from './groupPages';

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
