import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseToml} from 'smol-toml';
import {Language, Parser} from 'web-tree-sitter';
import {beforeAll, describe, expect, it} from 'vitest';
import {CRATES} from '../../src/site/sdkVersions';

/**
 * The Rust examples of the Developers section (examples/rust/). No crates
 * registry is reachable here, so they cannot be compiled; what can be checked
 * without one is: each file parses as Rust (tree-sitter's Rust grammar), each
 * name it imports from the Nym crates is public in that crate at the release
 * tag, each associated function it calls on an imported type is a public
 * function of the workspace there (tests/fixtures/rust-public-names.json), and
 * each Cargo.toml names the crates at the versions of src/site/sdkVersions.ts.
 */
const DIR = path.resolve(__dirname, '../../examples/rust');
const RUST_FILES = readdirSync(DIR).filter((file) => file.endsWith('.rs'));
const CARGO_FILES = readdirSync(DIR).filter((file) => file.endsWith('.Cargo.toml'));
const PUBLIC = JSON.parse(readFileSync(path.join(__dirname, '../fixtures/rust-public-names.json'), 'utf8')) as {
  crates: Record<string, string[]>;
  functions: string[];
};
const CRATE_NAMES = new Map(Object.entries(PUBLIC.crates).map(([crate, names]) => [crate, new Set(names)]));
const FUNCTIONS = new Set(PUBLIC.functions);

let parser: Parser;
beforeAll(async () => {
  await Parser.init();
  parser = new Parser();
  parser.setLanguage(await Language.load(require.resolve('tree-sitter-rust/tree-sitter-rust.wasm')));
});

const source = (file: string) => readFileSync(path.join(DIR, file), 'utf8');

/** The `use` declarations of a file whose path starts with one of the Nym crates: crate and every name in it. */
function nymImports(code: string): {crate: string; names: string[]}[] {
  return [...code.matchAll(/^use\s+([a-z_]+)::([\s\S]*?);/gm)]
    .filter(([, crate]) => CRATE_NAMES.has(crate))
    .map(([, crate, rest]) => ({
      crate,
      names: [...rest.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)].map(([name]) => name).filter((name) => name !== 'self'),
    }));
}

describe('the Rust examples', () => {
  it('are found', () => {
    expect(RUST_FILES.length).toBeGreaterThan(0);
    expect(CARGO_FILES.length).toBeGreaterThan(0);
  });

  it.each(RUST_FILES)('%s parses as Rust', (file) => {
    const tree = parser.parse(source(file))!;
    expect(tree.rootNode.hasError, `${file} has a syntax error`).toBe(false);
  });

  it.each(RUST_FILES)('%s imports only names its Nym crates make public at the release tag', (file) => {
    const unknown = nymImports(source(file)).flatMap(({crate, names}) =>
      names.filter((name) => !CRATE_NAMES.get(crate)!.has(name)).map((name) => `${crate}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(RUST_FILES)('%s calls only associated functions that exist at the release tag', (file) => {
    const code = source(file);
    const imported = new Set(nymImports(code).flatMap(({names}) => names.filter((name) => /^[A-Z]/.test(name))));
    const calls = [...code.matchAll(/\b([A-Z][A-Za-z0-9]*)::([a-z_][a-z0-9_]*)\s*\(/g)]
      .filter(([, type]) => imported.has(type))
      .map(([, type, fn]) => `${type}::${fn}`);
    expect(calls.filter((call) => !FUNCTIONS.has(call.split('::')[1]))).toEqual([]);
  });

  it.each(CARGO_FILES)('%s names the Nym crates at the versions of sdkVersions.ts', (file) => {
    const toml = parseToml(source(file)) as {dependencies?: Record<string, unknown>};
    const dependencies = toml.dependencies ?? {};
    const wrong = Object.entries(dependencies)
      .filter(([name]) => name in CRATES)
      .filter(([name, spec]) => {
        const version = typeof spec === 'string' ? spec : (spec as {version?: string; git?: string}).version;
        const git = typeof spec === 'object' && spec !== null && 'git' in spec;
        return !git && version !== CRATES[name as keyof typeof CRATES];
      })
      .map(([name, spec]) => `${name} ${JSON.stringify(spec)}`);
    expect(wrong).toEqual([]);
  });
});

describe('every example file of examples/', () => {
  const shown = new Set(
    readdirSync(path.resolve(__dirname, '../../docs'), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .flatMap((file) => [
        ...readFileSync(path.resolve(__dirname, '../../docs', file), 'utf8').matchAll(/file=<rootDir>\/(\S+)/g),
      ])
      .map(([, file]) => file),
  );
  const all = ['rust', 'typescript'].flatMap((language) =>
    readdirSync(path.resolve(__dirname, '../../examples', language))
      .filter((file) => /\.(rs|ts|toml)$/.test(file) && file !== 'tsconfig.json')
      .map((file) => `examples/${language}/${file}`),
  );

  it.each(all)('%s is shown on a page', (file) => {
    expect(shown.has(file), `no page shows ${file}`).toBe(true);
  });
});
