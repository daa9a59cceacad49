import type {ElementContent} from 'hast';
import {describe, expect, it} from 'vitest';
import {grammarOf, highlightCode, isPlainLanguage} from './highlight';
import {GRAMMARS, LANGUAGE_OF_FENCE, PLAIN_LANGUAGES} from './languages';
import {TOKEN_KINDS} from './theme';

const textOf = (nodes: ElementContent[]): string =>
  nodes
    .map((node) => (node.type === 'text' ? node.value : node.type === 'element' ? textOf(node.children) : ''))
    .join('');

const elements = (nodes: ElementContent[]) =>
  nodes.filter((node): node is Extract<ElementContent, {type: 'element'}> => node.type === 'element');

const classesOf = (nodes: ElementContent[]) => elements(nodes).map((node) => String(node.properties.className));

/** One sample per fence name, written in that language; each must get at least one coloured token. */
const SAMPLES: Record<string, string> = {
  sh: 'sudo systemctl restart nym-node # then check\necho "$HOME"',
  ts: 'const answer: number = await Promise.resolve(42);',
  js: 'export function main() { return "ok"; }',
  tsx: 'export const A = () => <div className="x">{1}</div>;',
  rust: 'fn main() {\n    let bytes: Vec<u8> = Vec::new(); // empty\n}',
  toml: '[host]\npublic_ips = ["1.2.3.4"]\nport = 1789',
  json: '{"identity_key": "abc", "count": 3, "ok": true}',
  yaml: 'services:\n  nym-node:\n    restart: always # keep it up',
  sql: 'SELECT id, total FROM rewards WHERE epoch = 12;',
  ini: '[Service]\nLimitNOFILE=65536',
  html: '<a href="/docs/">Docs</a>',
  xml: '<node id="1">text</node>',
  nginx: 'server {\n  listen 443 ssl;\n}',
  mdx: "import X from './x';\n\n# Title",
  go: 'func main() { fmt.Println("hi") }',
  cpp: 'int main() { return 0; }',
  python: 'def main():\n    return requests.get("https://example.org")',
};

describe('build-time highlighting', () => {
  it.each(Object.keys(LANGUAGE_OF_FENCE))('maps the fence language %s to a loaded grammar', (fence) => {
    const loaded = new Set(GRAMMARS.flat().flatMap((grammar) => [grammar.name, ...(grammar.aliases ?? [])]));
    expect(loaded).toContain(grammarOf(fence));
  });

  it.each(Object.entries(SAMPLES))('colours %s and keeps its text exactly', (lang, code) => {
    const nodes = highlightCode(code, lang);
    expect(textOf(nodes)).toBe(code);
    const kinds = Object.keys(TOKEN_KINDS).filter(Boolean);
    expect(classesOf(nodes).some((name) => kinds.some((kind) => name === `hl-${kind}`))).toBe(true);
  });

  it('has a sample for every grammar it loads, so each is seen to work', () => {
    const tested = new Set(Object.keys(SAMPLES).map(grammarOf));
    expect(new Set(Object.values(LANGUAGE_OF_FENCE))).toEqual(tested);
  });

  it('gives comments, keywords and strings their own classes', () => {
    const spans = elements(highlightCode('let name = "nym"; // a comment', 'rust')).map((node) => [
      String(node.properties.className),
      textOf(node.children).trim(),
    ]);
    expect(spans).toEqual(
      expect.arrayContaining([
        ['hl-k', 'let'],
        ['hl-s', '"nym"'],
        ['hl-c', '// a comment'],
      ]),
    );
  });

  it('colours the keys of config files alike: TOML, YAML, JSON, ini', () => {
    const keyOf = (code: string, lang: string) =>
      elements(highlightCode(code, lang))
        .filter((node) => String(node.properties.className) === 'hl-p')
        .map((node) => textOf(node.children).trim());
    expect(keyOf('port = 1789', 'toml')).toEqual(['port']);
    expect(keyOf('port: 1789', 'yaml')).toEqual(['port']);
    expect(keyOf('{"port": 1789}', 'json')).toEqual(['port']);
    expect(keyOf('port=1789', 'ini')).toEqual(['port']);
  });

  it('keeps each placeholder whole, as one <var>, where the grammar splits it into tokens', () => {
    const code = 'id = "<NODE_ID>"\n./nym-node run --id <NODE_ID> --hostname <your.host-name>';
    for (const lang of ['toml', 'sh']) {
      const nodes = highlightCode(code, lang);
      const vars = elements(nodes).filter((node) => node.tagName === 'var');
      expect(vars.map((node) => textOf(node.children))).toEqual(['<NODE_ID>', '<NODE_ID>', '<your.host-name>']);
      expect(vars.every((node) => String(node.properties.className) === 'code-placeholder')).toBe(true);
      expect(textOf(nodes)).toBe(code);
    }
  });

  it('finds no placeholders where angle brackets are code', () => {
    const nodes = highlightCode('let bytes: Vec<u8> = Vec::new();', 'rust');
    expect(elements(nodes).filter((node) => node.tagName === 'var')).toEqual([]);
  });

  it('leaves plain languages as one text node, placeholders marked', () => {
    for (const lang of [...PLAIN_LANGUAGES, undefined]) {
      expect(isPlainLanguage(lang)).toBe(true);
      const nodes = highlightCode('error: <NODE_ID> not found', lang);
      expect(classesOf(nodes)).toEqual(['code-placeholder']);
      expect(textOf(nodes)).toBe('error: <NODE_ID> not found');
    }
  });

  it('refuses a language it has no grammar for, naming where to add it', () => {
    expect(() => highlightCode('x', 'cobol')).toThrow(/cobol.*languages\.ts/);
  });

  it('keeps the text of long and multi-line code, whatever the grammar makes of it', () => {
    const code = Array.from(
      {length: 40},
      (_, index) => `nym-node run --id <ID> --port ${index} # ${'x'.repeat(index)}`,
    ).join('\n');
    expect(textOf(highlightCode(code, 'sh'))).toBe(code);
  });
});
