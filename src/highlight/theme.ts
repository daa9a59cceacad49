import type {ThemeRegistration} from 'shiki/core';

/**
 * The kinds of token the code blocks colour, each with the TextMate scopes that belong to it. The colours
 * themselves live in the stylesheet beside the code block (src/theme/CodeBlock/highlight.css), one rule per kind
 * and theme, so the pages carry class names only (the Content-Security-Policy forbids style attributes).
 * Operators and punctuation stay in the text colour: they are most of a shell line and read well without colour.
 */
export const TOKEN_KINDS = {
  /** comments */
  c: ['comment', 'punctuation.definition.comment'],
  /** strings, and the quotes around them */
  s: ['string', 'punctuation.definition.string', 'markup.inline.raw', 'constant.other.symbol'],
  /** keywords and storage words: `let`, `fn`, `if`, `SELECT` */
  k: ['keyword', 'storage', 'keyword.control', 'storage.type', 'storage.modifier', 'keyword.other'],
  /** numbers and named constants: `42`, `true`, `null` */
  n: ['constant.numeric', 'constant.language', 'constant.character', 'support.constant', 'constant.other'],
  /** functions and commands: `main`, `systemctl` */
  f: ['entity.name.function', 'support.function', 'meta.function-call.generic'],
  /** types and classes */
  t: ['entity.name.type', 'entity.name.class', 'support.type', 'support.class', 'entity.other.inherited-class'],
  /** keys of config files and objects, tags and attributes of markup, section headers */
  p: [
    'support.type.property-name',
    'meta.object-literal.key',
    'entity.name.tag',
    'entity.other.attribute-name',
    'entity.name.section',
    'keyword.other.definition.ini',
    'meta.mapping.key',
    'variable.other.property',
    'variable.other.key',
  ],
  /** variables of the shell and parameters: `$HOME`, `${ID}` */
  v: ['variable.other.normal', 'variable.other.bracket', 'punctuation.definition.variable', 'variable.parameter'],
  /** operators and punctuation: the text colour (no class) */
  '': ['keyword.operator', 'punctuation', 'meta.brace', 'punctuation.separator'],
} as const satisfies Record<string, readonly string[]>;

export type TokenKind = keyof typeof TOKEN_KINDS;

/** The class a token of each kind carries (`hl-k` for keywords…); the stylesheet colours them. */
export const tokenClass = (kind: Exclude<TokenKind, ''>) => `hl-${kind}`;

/** The class a highlighted `<code>` carries, so tests over the built pages can tell it from a plain one. */
export const HIGHLIGHTED_CLASS = 'hl';

/** The class list of a `<code>` that holds highlighted code of this language. */
export const highlightedCodeClass = (lang: string) => `language-${lang} ${HIGHLIGHTED_CLASS}`;

/** The text colour of the theme below: a token of this colour gets no class. */
const TEXT = '#000000';

/**
 * The colour that stands for a kind inside the highlighter: Shiki matches scopes to a theme's colours, so each
 * kind gets a colour of its own, made from its index, and kindOfColour reads the kind back from it.
 */
function codeColour(index: number): string {
  return `#0000${(index + 1).toString(16).padStart(2, '0')}`;
}

const KINDS = Object.keys(TOKEN_KINDS) as TokenKind[];

/** A Shiki theme whose colours name token kinds, not colours. */
export const KIND_THEME: ThemeRegistration = {
  name: 'token-kinds',
  type: 'light',
  fg: TEXT,
  bg: '#ffffff',
  settings: [
    {settings: {foreground: TEXT}},
    ...KINDS.map((kind, index) => ({
      scope: [...TOKEN_KINDS[kind]],
      settings: {foreground: kind === '' ? TEXT : codeColour(index)},
    })),
  ],
};

const KIND_OF_COLOUR = new Map(KINDS.map((kind, index) => [codeColour(index), kind]));

/** The kind a token of this colour belongs to; '' (text) for the text colour or one the theme does not give. */
export function kindOfColour(colour: string | undefined): TokenKind {
  return KIND_OF_COLOUR.get((colour ?? TEXT).toLowerCase()) ?? '';
}
