import {snippetz} from '@scalar/snippetz';
import {exampleOf} from './examples';
import type {JsonSchema} from './responseSchemas';
import type {Operation} from './openapi';

/**
 * Code to call an operation, in the languages readers ask for, generated at
 * build time from the OpenAPI operation by @scalar/snippetz (a library made
 * for this; we only build the request it prints): the environment's real
 * host, path parameters as placeholders in angle brackets, the query
 * parameters that have a default, a bearer token where the route needs one,
 * and an example body for a POST.
 */

export interface CodeSample {
  /** What the reader picks: curl, Python, JavaScript, Rust. */
  label: string;
  /** The highlighter's language name. */
  language: string;
  code: string;
}

const LANGUAGES = [
  {label: 'curl', language: 'bash', target: 'shell', client: 'curl'},
  {label: 'Python', language: 'python', target: 'python', client: 'requests'},
  {label: 'JavaScript', language: 'javascript', target: 'js', client: 'fetch'},
  {label: 'Rust', language: 'rust', target: 'rust', client: 'reqwest'},
] as const;

const printer = snippetz();

/** The URL of an operation on a host, path parameters left as <NAME> for the reader to fill in. */
export function requestUrl(base: string, path: string, operation: Pick<Operation, 'parameters'>): string {
  const filled = path.replace(/\{\*?(\w+)\}/g, (_match, name: string) => `<${name.toUpperCase()}>`);
  const query = (operation.parameters ?? [])
    .filter((param) => param.in === 'query' && (param.required || param.name === 'output'))
    .map((param) => {
      const schema = param.schema as {default?: unknown; enum?: unknown[]};
      const value = schema.default ?? schema.enum?.[0] ?? `<${param.name.toUpperCase()}>`;
      return `${encodeURIComponent(param.name)}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
    });
  return `${base}${filled}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

export function codeSamples(
  method: 'GET' | 'POST',
  url: string,
  operation: Pick<Operation, 'parameters' | 'requestBody' | 'security'>,
  components: Record<string, JsonSchema>,
): CodeSample[] {
  const headers: {name: string; value: string}[] = [];
  if (operation.security?.length) headers.push({name: 'Authorization', value: 'Bearer <TOKEN>'});
  const json = operation.requestBody?.content['application/json'];
  if (json) headers.push({name: 'Content-Type', value: 'application/json'});
  const request = {
    method,
    url,
    headers,
    ...(json
      ? {
          postData: {
            mimeType: 'application/json',
            text: JSON.stringify(json.example ?? exampleOf(json.schema, components)),
          },
        }
      : {}),
  };
  return LANGUAGES.map(({label, language, target, client}) => {
    const code = printer.print(target, client, request);
    if (!code) throw new Error(`codeSamples: ${target}/${client} printed nothing for ${method} ${url}`);
    return {label, language, code};
  });
}
