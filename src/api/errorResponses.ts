import type {SourceRoute} from './sourceFacts';

/** An error response of the document, in our words, with a text body where the source answers with a plain string. */
export interface ErrorResponse {
  description: string;
  content?: Record<string, {schema: {type: 'string'}}>;
}

const TEXT = {'text/plain': {schema: {type: 'string' as const}}};

function has(route: SourceRoute, pattern: RegExp): boolean {
  return (
    (route.facts ?? []).some((fact) => pattern.test(fact)) ||
    (route.params ?? []).some((param) => (param.facts ?? []).some((fact) => pattern.test(fact)))
  );
}

/**
 * The error statuses a route can answer with, as far as the source shows
 * them: 400 where a parameter is read into a type (the HTTP framework refuses
 * a value it cannot read) or the handler refuses a request, 401 and 403 where
 * the handler checks access, 404 where the route is absent unless a feature
 * is on or a lookup fails, 500 and 501 where the handler says so. Nothing is
 * listed that the facts do not show.
 */
export function errorResponses(route: SourceRoute): Record<string, ErrorResponse> {
  const errors: Record<string, ErrorResponse> = {};
  const typed = (route.params ?? []).filter((param) => param.in !== 'header');
  const reasons400: string[] = [];
  if (typed.length > 0) {
    const output = typed.some((param) => param.name === 'output');
    reasons400.push(
      `a parameter could not be read as its type${output ? ' (for example an output other than json, yaml or bincode)' : ''}`,
    );
  }
  if (has(route, /400 String when api is not an ecash signer/))
    reasons400.push('this API is not an ecash signer in the current epoch (the body says so as plain text)');
  if (has(route, /negative -> 400/)) reasons400.push('offset is negative');
  if (has(route, /400 Authorization header missing/)) reasons400.push('the Authorization header is missing');
  if (reasons400.length > 0) {
    const text = has(route, /400 String|negative -> 400|400 Authorization/);
    errors['400'] = {description: `Bad request: ${reasons400.join('; or ')}.`, ...(text ? {content: TEXT} : {})};
  }
  if (has(route, /401 token missing or invalid/))
    errors['401'] = {description: 'The bearer token is missing or wrong.', content: TEXT};
  if (has(route, /403 String/))
    errors['403'] = {
      description: 'The node has chosen not to expose its system information; the body says so as plain text.',
      content: TEXT,
    };
  const reasons404: string[] = [];
  if (has(route, /invalid address -> AxumErrorResponse::not_found/))
    reasons404.push('the address is not a valid account address');
  if (has(route, /network-monitor routes only|mounted only when nym-api runs with network monitor/))
    reasons404.push('this nym-api does not run the network monitor, so the route is not mounted');
  if (has(route, /route only mounted when metrics bearer token configured/))
    reasons404.push('the node has no metrics token configured, so the route is not mounted');
  if (reasons404.length > 0) errors['404'] = {description: `Not found: ${reasons404.join('; or ')}.`};
  if (has(route, /500 no access token specified on node/))
    errors['500'] = {description: 'The node has no access token set.', content: TEXT};
  if (has(route, /501 when node has no gateway client interfaces/))
    errors['501'] = {description: 'The node serves no client interfaces (it is not a gateway).'};
  return errors;
}
