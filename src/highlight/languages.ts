import type {LanguageRegistration} from 'shiki/core';
import cpp from 'shiki/dist/langs/cpp.mjs';
import go from 'shiki/dist/langs/go.mjs';
import html from 'shiki/dist/langs/html.mjs';
import ini from 'shiki/dist/langs/ini.mjs';
import javascript from 'shiki/dist/langs/javascript.mjs';
import json from 'shiki/dist/langs/json.mjs';
import mdx from 'shiki/dist/langs/mdx.mjs';
import nginx from 'shiki/dist/langs/nginx.mjs';
import python from 'shiki/dist/langs/python.mjs';
import rust from 'shiki/dist/langs/rust.mjs';
import shellscript from 'shiki/dist/langs/shellscript.mjs';
import sql from 'shiki/dist/langs/sql.mjs';
import toml from 'shiki/dist/langs/toml.mjs';
import tsx from 'shiki/dist/langs/tsx.mjs';
import typescript from 'shiki/dist/langs/typescript.mjs';
import xml from 'shiki/dist/langs/xml.mjs';
import yaml from 'shiki/dist/langs/yaml.mjs';

/**
 * The grammars the site's code blocks need, and no more: each is loaded once, at build time, by the highlighter
 * (highlight.ts). The list follows the languages the pages use (fences in docs/ and releases/, the API samples of
 * src/api/codeSamples.ts, the rules' settings in src/components/rules/tables.tsx).
 */
export const GRAMMARS: LanguageRegistration[][] = [
  cpp,
  go,
  html,
  ini,
  javascript,
  json,
  mdx,
  nginx,
  python,
  rust,
  shellscript,
  sql,
  toml,
  tsx,
  typescript,
  xml,
  yaml,
];

/**
 * Fence names the pages write, mapped to the grammar that reads them. A name missing here and absent from
 * PLAIN_LANGUAGES fails the build (rehypeHighlight.ts), so a new language is added on purpose.
 */
export const LANGUAGE_OF_FENCE: Readonly<Record<string, string>> = {
  sh: 'shellscript',
  bash: 'shellscript',
  shell: 'shellscript',
  shellscript: 'shellscript',
  zsh: 'shellscript',
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'tsx',
  js: 'javascript',
  javascript: 'javascript',
  jsx: 'tsx',
  rust: 'rust',
  rs: 'rust',
  toml: 'toml',
  json: 'json',
  ini: 'ini',
  yaml: 'yaml',
  yml: 'yaml',
  sql: 'sql',
  html: 'html',
  xml: 'xml',
  nginx: 'nginx',
  mdx: 'mdx',
  go: 'go',
  cpp: 'cpp',
  python: 'python',
  py: 'python',
};

/** Languages shown as they are, without colour: output, logs and prose-like text have no grammar to follow. */
export const PLAIN_LANGUAGES: ReadonlySet<string> = new Set(['text', 'txt', 'plain', 'plaintext', 'console-output']);
