import {baseUrl, type Environment} from './apis';
import type {Endpoint} from './schema';

type CurlInput = Pick<Endpoint, 'api' | 'path' | 'status' | 'notes' | 'query'>;

/**
 * A curl command for an entry, using only documented defaults: the base URL
 * given (the page passes the source's public host; without one, the
 * placeholders, the node's port 8080), output=json where the endpoint takes an
 * output format, and gzip where the API compresses (--compressed also makes
 * curl unpack the reply). A redirect shows its headers instead of following,
 * so the reader sees where it leads. A removed endpoint gets none.
 */
export function curlExample(
  endpoint: CurlInput,
  environment: Environment,
  base: string = baseUrl(endpoint.api, environment),
): string | undefined {
  if (endpoint.status === 'removed') return undefined;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => `<${name.toUpperCase()}>`);
  const output = endpoint.query.find((param) => param.name === 'output');
  const format = output?.default ?? output?.example;
  const url = `${base}${path}${format ? `?output=${format}` : ''}`;
  const flags = [
    '-sS',
    ...(endpoint.status === 'redirect' ? ['-i'] : []),
    ...(endpoint.notes.includes('gzip') ? ['--compressed', '-H "Accept-Encoding: gzip"'] : []),
  ];
  return `curl ${flags.join(' ')} "${url}"`;
}
