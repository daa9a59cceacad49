import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {changelogHtml} from '../support/changelogPage';
import {BUILD_DIR} from '../support/server';

function htmlFiles(directory = BUILD_DIR): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return name === 'assets' || name === 'pagefind' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

describe('safety of the built pages', () => {
  const pages = htmlFiles();

  it('every link to another site carries rel="noopener noreferrer"', () => {
    const missing: string[] = [];
    for (const file of pages) {
      const $ = load(readFileSync(file, 'utf8'));
      $('a[href^="http"]').each((_, link) => {
        const rel = ($(link).attr('rel') ?? '').split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer'))
          missing.push(`${path.relative(BUILD_DIR, file)}: ${$(link).attr('href')}`);
      });
    }
    expect(missing.slice(0, 10)).toEqual([]);
  });

  it('no page has an inline event handler', () => {
    const handlers: string[] = [];
    for (const file of pages) {
      const $ = load(readFileSync(file, 'utf8'));
      $('*').each((_, element) => {
        for (const name of Object.keys((element as {attribs?: Record<string, string>}).attribs ?? {})) {
          if (/^on[a-z]+$/i.test(name))
            handlers.push(`${path.relative(BUILD_DIR, file)}: <${(element as {name: string}).name} ${name}>`);
        }
      });
    }
    expect(handlers).toEqual([]);
  });

  it('text from release files is escaped: no markup from data reaches a page as HTML', () => {
    // A release title holding angle brackets would show as text; none becomes an element.
    const $ = load(changelogHtml());
    expect($('.release-notes script').length).toBe(0);
    expect($('.release-notes iframe, .release-notes object, .release-notes embed').length).toBe(0);
  });
});
