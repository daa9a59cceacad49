import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR} from '../support/server';
import {isPlainLanguage} from '../../src/highlight/highlight';
import {HIGHLIGHTED_CLASS, TOKEN_KINDS} from '../../src/highlight/theme';
import {SERVICE_SETTINGS} from '../../src/rules/constants';

/**
 * Code is highlighted at build time: the pages carry it as markup (a class per token), and no highlighter, grammar
 * or theme reaches the browser's scripts. Plain languages (isPlainLanguage: no language, `text` and the like) are
 * shown without colour, their placeholders marked.
 */

function files(directory: string, extension: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return name === 'pagefind' ? [] : files(full, extension);
    return name.endsWith(extension) ? [full] : [];
  });
}

interface Block {
  page: string;
  lang: string | undefined;
  highlighted: boolean;
  tokenClasses: string[];
  /** The text of the `<pre>`: what its copy button copies. */
  text: string;
}

/**
 * The code the pages' sources hold: the body of every fence in docs/ and releases/ (less the indentation of a
 * fence inside a list), and the example files the fences import.
 */
function sourceCode(): {fences: Set<string>; examples: string[]} {
  const fences = new Set<string>();
  const fence = /^([ \t]*)(`{3,})[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm;
  for (const file of [...files('docs', '.mdx'), ...files('releases', '.mdx')]) {
    for (const [, indent, , body] of readFileSync(file, 'utf8').matchAll(fence)) {
      const lines = body.replace(/\n$/, '').split('\n');
      fences.add(lines.map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line)).join('\n'));
    }
  }
  return {fences, examples: files('examples', '').map((file) => readFileSync(file, 'utf8'))};
}

function codeBlocks(): Block[] {
  return files(BUILD_DIR, '.html')
    .filter((file) => !file.includes(`${path.sep}assets${path.sep}`))
    .flatMap((file) => {
      const $ = load(readFileSync(file, 'utf8'));
      return $('pre')
        .toArray()
        .map((pre) => {
          const code = $(pre).children('code').first();
          const classes = (code.attr('class') ?? '').split(/\s+/);
          return {
            page: path.relative(BUILD_DIR, file),
            lang: classes.find((name) => name.startsWith('language-'))?.slice('language-'.length),
            highlighted: classes.includes(HIGHLIGHTED_CLASS),
            tokenClasses: code
              .find('span[class^="hl-"]')
              .toArray()
              .map((span) => $(span).attr('class')!),
            text: $(pre).text(),
          };
        });
    });
}

const blocks = codeBlocks();

describe('highlighted code in the built pages', () => {
  it('finds code blocks to check', () => {
    expect(blocks.filter((block) => !isPlainLanguage(block.lang)).length).toBeGreaterThan(0);
  });

  it('highlights every code block whose language is not plain', () => {
    const missed = blocks
      .filter((block) => !isPlainLanguage(block.lang) && !block.highlighted)
      .map((block) => `${block.page}: ${block.lang}`);
    expect([...new Set(missed)]).toEqual([]);
  });

  it('colours tokens in every language the pages use, with classes the stylesheet knows', () => {
    const known = new Set(
      Object.keys(TOKEN_KINDS)
        .filter(Boolean)
        .map((kind) => `hl-${kind}`),
    );
    const languages = new Set(blocks.filter((block) => block.highlighted).map((block) => block.lang));
    const coloured = new Set(blocks.filter((block) => block.tokenClasses.length > 0).map((block) => block.lang));
    expect([...languages].filter((lang) => !coloured.has(lang))).toEqual([]);
    const unknown = blocks.flatMap((block) => block.tokenClasses.filter((name) => !known.has(name)));
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('keeps the code as written: the text of each highlighted block of the docs and releases is its source', () => {
    const {fences, examples} = sourceCode();
    const settings = ['[Service]', ...Object.entries(SERVICE_SETTINGS).map(([key, value]) => `${key}=${value}`)];
    fences.add(settings.join('\n'));
    // The API pages' samples are made from the OpenAPI documents (src/api/openapi.test.ts checks their text), the
    // upgrade plans' commands from the releases' actions (src/features/upgradePlan checks theirs).
    const checked = blocks.filter(
      (block) => block.highlighted && !block.page.startsWith('apis/') && !block.page.startsWith('operators/upgrade/'),
    );
    expect(checked.length).toBeGreaterThan(0);
    const changed = checked.filter(
      (block) => !fences.has(block.text) && !examples.some((example) => example.includes(block.text)),
    );
    expect(changed.map((block) => `${block.page}: ${block.text.slice(0, 80)}`)).toEqual([]);
  });

  it('colours every line of the upgrade plans: the build coloured each line a plan shows', () => {
    const planBlocks = blocks.filter((block) => block.page.startsWith('operators/upgrade/'));
    expect(planBlocks.length).toBeGreaterThan(0);
    const uncoloured = planBlocks.filter((block) => !block.highlighted || block.tokenClasses.length === 0);
    expect(uncoloured.map((block) => `${block.page}: ${block.text.slice(0, 80)}`)).toEqual([]);
  });

  it('leaves plain blocks uncoloured', () => {
    const coloured = blocks.filter((block) => isPlainLanguage(block.lang) && block.tokenClasses.length > 0);
    expect(coloured.map((block) => block.page)).toEqual([]);
  });

  it('ships no highlighter, grammar or theme in any script', () => {
    // What any of them would bring: TextMate grammars name their scopes, Shiki its entry points, Prism its table.
    const markers = [
      /scopeName\\?["']?\s*:\s*\\?["']source\./,
      /createHighlighter/,
      /tokenizeTimeLimit/,
      /Prism\.languages/,
    ];
    const scripts = files(path.join(BUILD_DIR, 'assets', 'js'), '.js');
    expect(scripts.length).toBeGreaterThan(0);
    const found = scripts.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return markers.filter((marker) => marker.test(text)).map((marker) => `${path.basename(file)}: ${marker}`);
    });
    expect(found).toEqual([]);
  });
});
