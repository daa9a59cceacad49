import type {CheerioAPI} from 'cheerio';
import {isTag, isText, type AnyNode} from 'domhandler';

/** A heading of a page, in document order. */
export interface OutlineHeading {
  level: number;
  id: string;
  text: string;
  /** Whether anything is shown between this heading and the next one (or the end of the content). */
  followedByContent: boolean;
}

const HEADING = /^h([1-6])$/;
/** Elements that show something even with no text of their own. */
const SHOWN_WITHOUT_TEXT = new Set([
  'img',
  'svg',
  'figure',
  'table',
  'pre',
  'input',
  'select',
  'textarea',
  'video',
  'iframe',
  'canvas',
  'hr',
]);

/**
 * The outline of a page's content: its headings in order, each with whether
 * content follows it before the next heading. Hidden helpers (the anchor link
 * the theme adds inside a heading) belong to the heading, not to its content.
 */
export function outlineOf($: CheerioAPI, rootSelector: string): OutlineHeading[] {
  const headings: OutlineHeading[] = [];
  const visit = (node: AnyNode) => {
    if (isText(node)) {
      if (node.data.replace(/[\s\u200b]+/g, '') !== '' && headings.length > 0)
        headings.at(-1)!.followedByContent = true;
      return;
    }
    if (!isTag(node)) return;
    const element = node;
    const match = HEADING.exec(element.name);
    if (match) {
      headings.push({
        level: Number(match[1]),
        id: element.attribs.id ?? '',
        text: $(node)
          .text()
          .replace(/\u200b/g, '')
          .trim(),
        followedByContent: false,
      });
      return;
    }
    if (SHOWN_WITHOUT_TEXT.has(element.name) && headings.length > 0) headings.at(-1)!.followedByContent = true;
    for (const child of element.children) visit(child);
  };
  $(rootSelector).each((_, root) => visit(root));
  return headings;
}

/**
 * Headings with nothing under them: the next heading is of the same or a higher level (or none follows) and nothing
 * sits between.
 */
export function emptyHeadings(outline: OutlineHeading[]): OutlineHeading[] {
  return outline.filter((heading, index) => {
    if (heading.followedByContent) return false;
    const next = outline[index + 1];
    return next === undefined || next.level <= heading.level;
  });
}

/** Headings that go down more than one level from the heading before them (h2 then h4). */
export function skippedLevels(outline: OutlineHeading[]): string[] {
  const problems: string[] = [];
  outline.forEach((heading, index) => {
    const previous = outline[index - 1];
    if (previous && heading.level > previous.level + 1) {
      problems.push(`h${heading.level} "${heading.text}" (#${heading.id}) after h${previous.level} "${previous.text}"`);
    }
  });
  return problems;
}
