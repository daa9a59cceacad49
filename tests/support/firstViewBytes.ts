import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';

const gzip = (bytes: Buffer | string) => gzipSync(bytes, {level: 9}).length;

/** A built page's first view in bytes, as the benchmark's ratio counts it, computed from the files. */
export interface FirstViewBytes {
  /** gzip -9 of the page's HTML. */
  html: number;
  /** gzip -9 of each stylesheet and script the HTML loads at once (`<link rel=stylesheet>`, `<script src>`). */
  assets: {href: string; gzip: number}[];
  /** HTML and assets. */
  total: number;
  /** gzip -9 of the page's own text: the rendered Markdown's (bench/run.mjs counts the same at the load event). */
  floor: number;
}

/** The first view of the built page `file` (a path under `buildDir`), whose URLs start with `baseUrl`. */
export function firstViewBytes(buildDir: string, file: string, baseUrl = '/docs/'): FirstViewBytes {
  const html = readFileSync(path.join(buildDir, file));
  const $ = load(html);
  const hrefs = [
    ...$('link[rel="stylesheet"]')
      .map((_, element) => $(element).attr('href'))
      .get(),
    ...$('script[src]')
      .map((_, element) => $(element).attr('src'))
      .get(),
  ];
  const assets = hrefs.map((href) => {
    if (!href.startsWith(baseUrl)) throw new Error(`${file}: ${href} is not a file of the site`);
    return {href, gzip: gzip(readFileSync(path.join(buildDir, href.slice(baseUrl.length))))};
  });
  const own = $('.theme-doc-markdown');
  if (own.length !== 1) throw new Error(`${file}: no single .theme-doc-markdown to take the page's own text from`);
  const htmlBytes = gzip(html);
  return {
    html: htmlBytes,
    assets,
    total: htmlBytes + assets.reduce((sum, asset) => sum + asset.gzip, 0),
    floor: gzip(own.text()),
  };
}
