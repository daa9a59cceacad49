import type {ElementContent} from 'hast';
import {createHighlighterCoreSync, type HighlighterCore} from 'shiki/core';
import {createJavaScriptRegexEngine} from 'shiki/engine/javascript';
import {placeholderRanges} from '../theme/CodeBlock/placeholders';
import {GRAMMARS, LANGUAGE_OF_FENCE, PLAIN_LANGUAGES} from './languages';
import {KIND_THEME, kindOfColour, tokenClass, type TokenKind} from './theme';

/**
 * Code highlighting at build time, in Node: code in, HTML elements (hast) out, with a class per kind of token
 * (theme.ts) and the placeholders marked as `<var class="code-placeholder">`. Nothing of it reaches the browser:
 * the MDX pipeline (rehypeHighlight.ts) and the plugins that render code from data call it while the site builds.
 */

let highlighter: HighlighterCore | undefined;

/** One highlighter for the whole build; its regular expressions run in JavaScript, so no WebAssembly loads. */
function shiki(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [KIND_THEME],
    langs: GRAMMARS,
    engine: createJavaScriptRegexEngine({forgiving: true}),
  });
  return highlighter;
}

/** Whether a fence's language is shown without colour (no language, or one of PLAIN_LANGUAGES). */
export function isPlainLanguage(lang: string | undefined): boolean {
  return !lang || PLAIN_LANGUAGES.has(lang);
}

/** The grammar for a fence's language; throws for a language the site has not mapped, so none goes unnoticed. */
export function grammarOf(lang: string): string {
  const grammar = LANGUAGE_OF_FENCE[lang];
  if (!grammar) {
    throw new Error(
      `Code block language "${lang}" has no grammar: map it in src/highlight/languages.ts (LANGUAGE_OF_FENCE) or list it as plain (PLAIN_LANGUAGES).`,
    );
  }
  return grammar;
}

interface Run {
  text: string;
  kind: TokenKind;
}

/** The code as runs of text of one kind each, newlines included, neighbours of the same kind merged. */
function runsOf(code: string, lang: string | undefined): Run[] {
  if (isPlainLanguage(lang)) return [{text: code, kind: ''}];
  const {tokens} = shiki().codeToTokens(code, {
    lang: grammarOf(lang!),
    theme: KIND_THEME.name!,
    // No time limit: past it Shiki leaves the rest of a line as one token, and a slow build machine reaches it.
    tokenizeTimeLimit: 0,
  });
  const runs: Run[] = [];
  const push = (text: string, kind: TokenKind) => {
    const last = runs.at(-1);
    if (last && (last.kind === kind || text.trim() === '')) last.text += text;
    else runs.push({text, kind});
  };
  tokens.forEach((line, index) => {
    if (index > 0) push('\n', '');
    for (const token of line) push(token.content, kindOfColour(token.color));
  });
  return runs;
}

const textNode = (value: string): ElementContent => ({type: 'text', value});

function runNode({text, kind}: Run): ElementContent {
  if (kind === '') return textNode(text);
  return {type: 'element', tagName: 'span', properties: {className: [tokenClass(kind)]}, children: [textNode(text)]};
}

/**
 * The children of a code block's `<code>`: its text split into coloured runs, each placeholder one `<var>` (kept
 * whole, in the text colour, even where the grammar splits it into several tokens). Their text, joined, is the code.
 */
export function highlightCode(code: string, lang?: string): ElementContent[] {
  const placeholders = placeholderRanges(code, lang);
  const nodes: ElementContent[] = [];
  let offset = 0;
  let next = 0;
  for (const run of runsOf(code, lang)) {
    const end = offset + run.text.length;
    let from = offset;
    while (from < end) {
      const placeholder = placeholders[next];
      if (placeholder && placeholder[0] <= from) {
        // A placeholder starts here: emit it whole, then skip past it (it may cover several runs).
        if (placeholder[0] === from) nodes.push(placeholderNode(code.slice(placeholder[0], placeholder[1])));
        from = Math.min(end, placeholder[1]);
        if (from === placeholder[1]) next += 1;
        continue;
      }
      const to = Math.min(end, placeholder ? placeholder[0] : end);
      nodes.push(runNode({text: code.slice(from, to), kind: run.kind}));
      from = to;
    }
    offset = end;
  }
  return nodes;
}

function placeholderNode(text: string): ElementContent {
  return {type: 'element', tagName: 'var', properties: {className: ['code-placeholder']}, children: [textNode(text)]};
}
