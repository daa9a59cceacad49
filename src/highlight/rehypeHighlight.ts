import type {Element, Root} from 'hast';
import {selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {highlightCode, isPlainLanguage} from './highlight';
import {HIGHLIGHTED_CLASS} from './theme';

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  const list = Array.isArray(classes) ? classes : [];
  for (const name of list) {
    if (typeof name === 'string' && name.startsWith('language-')) return name.slice('language-'.length);
  }
  return undefined;
}

/**
 * Highlights every fenced code block of an MDX page at build time: the `<code>` of each `<pre>` gets its text as
 * coloured runs and marked placeholders (highlight.ts), so the page carries the colours as markup and no
 * highlighter runs in the browser. The trailing newline of the fence stays, as the theme expects it: a one-line
 * block without it would render as inline code.
 */
export default function rehypeHighlight() {
  return (tree: Root) => {
    for (const code of selectAll('pre > code', tree)) {
      const lang = languageOf(code);
      if (isPlainLanguage(lang)) continue;
      const text = toText(code, {whitespace: 'pre'});
      const body = text.replace(/\n$/, '');
      code.children = [...highlightCode(body, lang), ...(body === text ? [] : [{type: 'text' as const, value: '\n'}])];
      const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
      code.properties.className = [...classes, HIGHLIGHTED_CLASS];
    }
  };
}
