import type {MarkdownPage} from './markdown';

/** Sections of the site in the order the index lists them, by first path segment. */
const SECTIONS: [segment: string, title: string][] = [
  ['operators', 'Operators'],
  ['network', 'Network'],
  ['developers', 'Developers'],
  ['apis', 'APIs'],
];

function sectionOf(page: MarkdownPage, baseUrl: string): string {
  const segment = page.url.slice(baseUrl.length).split('/')[0] ?? '';
  return SECTIONS.find(([name]) => name === segment)?.[1] ?? 'Other';
}

function byUrl(a: MarkdownPage, b: MarkdownPage): number {
  return a.url < b.url ? -1 : a.url > b.url ? 1 : 0;
}

/**
 * /llms.txt: the site's title, a one-paragraph summary, then one list per
 * section linking each page's Markdown copy with its description, following
 * the llms.txt convention (a Markdown file with an H1, a quote, H2 lists).
 */
export function llmsIndex(
  pages: readonly MarkdownPage[],
  site: {title: string; summary: string; origin: string; baseUrl: string},
): string {
  const lines = [`# ${site.title}`, '', `> ${site.summary}`, ''];
  lines.push(`The whole site in one file: ${site.origin}${site.baseUrl}llms-full.txt`, '');
  for (const title of [...SECTIONS.map(([, name]) => name), 'Other']) {
    const inSection = pages.filter((page) => sectionOf(page, site.baseUrl) === title).sort(byUrl);
    if (inSection.length === 0) continue;
    lines.push(`## ${title}`, '');
    for (const page of inSection) {
      lines.push(
        `- [${page.title}](${site.origin}${page.markdownUrl})${page.description ? `: ${page.description}` : ''}`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** /llms-full.txt: every page's Markdown, the changelog included, one after the other. */
export function llmsFull(pages: readonly MarkdownPage[], site: {title: string; origin: string}): string {
  const parts = [...pages].sort(byUrl).map((page) => `${page.markdown.trim()}\n\nPage: ${site.origin}${page.url}`);
  return `# ${site.title}: every page\n\n${parts.join('\n\n---\n\n')}\n`;
}
