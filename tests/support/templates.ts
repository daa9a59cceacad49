import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from './server';

/**
 * The chrome a built page shares with others: the layout (the plugin and page kind the framework names on
 * `<html>`, the kind of `<main>`), whether the framework waits for a reader's reach, and which sidebar it shows
 * (named by its first link). Everything outside `<main>` is the same for pages of one template, up to which
 * sidebar entry is the current one.
 */
export function templateOf(html: string): string {
  const htmlClasses = (/<html[^>]*\bclass="([^"]*)"/.exec(html)?.[1] ?? '')
    .split(/\s+/)
    .filter((name) => name && !name.startsWith('docs-doc-id-'));
  const main = /<main\b[^>]*\bclass=("[^"]*"|[^\s>]+)/.exec(html)?.[1].replaceAll('"', '') ?? 'no main';
  const sidebar = /theme-doc-sidebar-menu[^>]*>.*?\bhref=("[^"]*"|[^\s>]+)/s.exec(html)?.[1].replaceAll('"', '');
  const onReach = html.includes('<framework-loader') ? 'framework on reach' : 'framework at load';
  return [
    htmlClasses.join(' '),
    `main.${main.split(' ').join('.')}`,
    onReach,
    sidebar ? `sidebar ${sidebar}` : 'no sidebar',
  ].join(' | ');
}

/** The built HTML file of a page's address under /docs/ ('' is the landing page). */
export function builtFile(url: string): string {
  return path.join(BUILD_DIR, url === '' ? 'index.html' : `${url}.html`);
}

/**
 * The pages that stand for their template: the first of `urls` with each template. Their accessibility is
 * checked over the whole page, chrome included; every other page over its `<main>`, what differs from page to
 * page.
 */
export function templateRepresentatives(urls: readonly string[]): Map<string, {template: string; pages: number}> {
  const byTemplate = new Map<string, string[]>();
  for (const url of urls) {
    const template = templateOf(readFileSync(builtFile(url), 'utf8'));
    byTemplate.set(template, [...(byTemplate.get(template) ?? []), url]);
  }
  return new Map([...byTemplate].map(([template, pages]) => [pages[0], {template, pages: pages.length}]));
}
