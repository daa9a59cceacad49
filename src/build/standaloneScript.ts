import path from 'node:path';
import type {Stats} from '@rspack/core';

/**
 * Bundles one browser entry on its own with Rspack, the bundler the build
 * itself runs, into `outDir` as `name.[contenthash].js`, and returns the file
 * name. These scripts run without the framework's runtime chunk, so they
 * cannot be entries of the framework's bundle (Docusaurus has one entry and
 * no option to add another that loads alone). Each is one module with no
 * loader runtime: a script that loads another at run time does it with the
 * browser's own `import()` and a file name given in `define` (see
 * src/plugins/site-script.ts). `exports` makes an ES module whose exports
 * are the entry's. Compiled for ES2022: every browser that runs module
 * scripts and custom elements today has class fields and private methods,
 * which for ES2020 were rewritten into WeakMap helpers (a third of the
 * changelog's element, about 340 B gzip).
 */
export async function bundleStandaloneScript({
  siteDir,
  entry,
  outDir,
  name,
  exports = false,
  define = {},
}: {
  siteDir: string;
  entry: string;
  outDir: string;
  name: string;
  exports?: boolean;
  define?: Record<string, string>;
}): Promise<string> {
  const {rspack} = await import('@rspack/core');
  const compiler = rspack({
    mode: 'production',
    target: ['web', 'es2022'],
    context: siteDir,
    entry: path.join(siteDir, entry),
    ...(exports ? {experiments: {outputModule: true}} : {}),
    output: {
      path: outDir,
      filename: `${name}.[contenthash:8].js`,
      clean: false,
      ...(exports ? {module: true, library: {type: 'module'}} : {}),
    },
    resolve: {extensions: ['.ts', '.js']},
    module: {
      // new URL(…, import.meta.url) names a module the browser loads itself, not an asset to emit.
      parser: {javascript: {url: false, importMeta: false}},
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}},
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin(
        Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
      ),
    ],
    devtool: false,
    performance: {hints: false},
  });
  const stats = await new Promise<Stats>((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (!result) reject(new Error(`Rspack returned no result for ${entry}.`));
      else if (result.hasErrors())
        reject(new Error(`${entry} does not build:\n${result.toString({all: false, errors: true})}`));
      else resolve(result);
    });
  });
  const files = (stats.toJson({all: false, assets: true}).assets ?? []).map((asset) => asset.name);
  const file = files.find((candidate) => candidate.startsWith(`${name}.`) && candidate.endsWith('.js'));
  if (!file) throw new Error(`Rspack wrote no script for ${entry}.`);
  if (files.length > 1) throw new Error(`${entry} must bundle to one file, got: ${files.join(', ')}.`);
  return file;
}
