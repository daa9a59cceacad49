import {createHash} from 'node:crypto';

/** What the built pages hold inline: the only things the policy lets run or style without a file. */
export interface InlineContent {
  scripts: string[];
  styleAttributes: string[];
  /** Bodies of <style> elements (the no-JavaScript rule that hides script-only controls). */
  styles?: string[];
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const unique = (values: string[]) => [...new Set(values)].sort();

/**
 * The site's Content-Security-Policy: everything from our own origin, no
 * inline script but the framework's colour-mode snippet (allowed by its
 * hash), WebAssembly for the search index, no plugins, no framing, forms and
 * base URL kept to our origin; requests to our origin and to the hosts the
 * API pages' try-it consoles call (`connectHosts`, origins only), nowhere else.
 */
export function contentSecurityPolicy(inline: InlineContent, connectHosts: readonly string[] = []): string {
  const scriptHashes = unique(inline.scripts.map(sha256Source));
  const styleAttributeHashes = unique(inline.styleAttributes.map(sha256Source));
  const styleHashes = unique((inline.styles ?? []).map(sha256Source));
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    ['style-src', "'self'", ...styleHashes],
    [
      'style-src-attr',
      ...(styleAttributeHashes.length > 0 ? ["'unsafe-hashes'", ...styleAttributeHashes] : ["'none'"]),
    ],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...unique([...connectHosts])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Inline scripts (not JSON data), <style> elements and style attributes of a built page. */
export function inlineContentOf(html: string): InlineContent {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes]) => !/\bsrc\s*=/.test(attributes) && !/type=["']?application\/(ld\+)?json/i.test(attributes),
    )
    .map(([, , body]) => body)
    .filter((body) => body.length > 0);
  const styleAttributes = [...html.matchAll(/\sstyle=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map(([, body]) => body)
    .filter((body) => body.length > 0);
  return {scripts, styleAttributes, styles};
}

/** A headers file for static hosts that read one (path pattern, then indented headers). */
export function headersFile(basePath: string, policy: string): string {
  return [
    `${basePath}*`,
    `  Content-Security-Policy: ${policy}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '',
  ].join('\n');
}
