import type {ResponseFact, SourceRoute} from './sourceFacts';

/**
 * What the source records about a route, said for readers in our words:
 * notes on how it behaves (compression, who may call it, when it is mounted,
 * what replaces it) and what each error status it answers with means. Each
 * rule reads one field of the facts; nothing is said that they do not show.
 */

/** What a deployment needs for a conditional route to be mounted, by the condition the source tests. */
const CONDITION_TEXT: [RegExp, string][] = [
  [/^network_monitor$/, 'runs the network monitor'],
  [/bearer_token/, 'has a bearer token configured'],
  [/config\.details/, 'has a client-params file configured'],
  [/assets_path/, 'serves its own landing-page files (assets_path)'],
  [/auth_middleware/, 'has a metrics bearer token configured'],
];

/** The conditions of a conditional route in words, or undefined for a route always mounted. */
function mountCondition(route: SourceRoute): string | undefined {
  if (!route.conditional) return undefined;
  const words = (route.condition ?? []).flatMap((condition) =>
    CONDITION_TEXT.filter(([pattern]) => pattern.test(condition)).map(([, text]) => text),
  );
  if (words.length === 0) return 'only in one configuration of the service (the source mounts it in one branch)';
  return `only when the deployment ${[...new Set(words)].join(' and ')}`;
}

export function routeNotes(route: SourceRoute): string[] {
  const notes: string[] = [];
  const facts = route.facts ?? [];
  if (route.layers?.some((layer) => layer.startsWith('CompressionLayer')))
    notes.push('Compressed when the request’s Accept-Encoding asks for it (gzip and the others the layer offers).');
  if (route.layers?.some((layer) => layer.startsWith('DefaultBodyLimit')))
    notes.push('The request body is capped at a fixed size; a larger one is refused.');
  const condition = mountCondition(route);
  if (condition) notes.push(`Mounted ${condition}; elsewhere the path answers 404.`);
  if (route.deprecated_points_to?.length)
    notes.push(`The source marks it deprecated in favour of ${route.deprecated_points_to.join(' and ')}.`);
  else if (route.deprecated) notes.push('The source marks it deprecated.');
  if (facts.some((fact) => /deprecation attribute names .* which is not mounted/.test(fact)))
    notes.push('The route its deprecation note points to is not mounted at this release.');
  const returned = facts.map((fact) => fact.match(/^handler returns (.+)$/)?.[1]).find(Boolean);
  if (returned)
    notes.push(
      `The handler returns ${returned}, which is what this reference shows; the source’s own OpenAPI annotation names another type.`,
    );
  if (facts.some((fact) => /annotation declares a request body the handler does not extract/.test(fact)))
    notes.push('It takes no request body, although the source’s OpenAPI annotation declares one.');
  if (facts.some((fact) => /handler extracts .*not listed in annotation params/.test(fact)))
    notes.push('It reads parameters the source’s OpenAPI annotation leaves out; they are listed here.');
  return notes;
}

/** An error response of the document, in our words, with a text body where the source answers with a string. */
export interface ErrorResponse {
  description: string;
  content?: Record<string, {schema: {type: 'string'}}>;
}

const TEXT = {'text/plain': {schema: {type: 'string' as const}}};

function errorWords(response: ResponseFact, route: SourceRoute): string {
  const where = response.declared_in ?? '';
  switch (response.status) {
    case 400:
      return 'Bad request: the handler refuses the request as sent (a value it cannot use).';
    case 401:
      return 'Unauthorised: the bearer token is missing or wrong.';
    case 403:
      return route.api === 'nym-node'
        ? 'Forbidden: the node has chosen not to expose this information.'
        : 'Forbidden: the service refuses this request from this sender.';
    case 404:
      return /no_delegations_for_node/.test(where)
        ? 'Not found: the node has no delegations.'
        : 'Not found: nothing matches what the request names.';
    case 410:
      return 'Gone: the route is still mounted but no longer serves its data.';
    case 422:
      return 'Unprocessable: the request was read, but what it asks for is refused.';
    case 429:
      return 'Too many requests: the service limits how often this may be asked; try again later.';
    case 500:
      return 'Internal error: the service could not produce the answer.';
    case 501:
      return route.api === 'nym-node'
        ? 'Not implemented: the node does not serve this (for example a role or feature it does not run).'
        : 'Not implemented: the service does not provide this.';
    case 503:
      return /no_testruns_available/.test(where)
        ? 'Service unavailable: no test run is waiting to be taken.'
        : 'Service unavailable: the data it needs is not ready yet.';
    default:
      return `HTTP ${response.status}.`;
  }
}

/**
 * The error statuses a route answers with: those the source declares (its
 * annotation or its handler's body), 400 where the framework (axum) reads a path or
 * query parameter into a type and refuses a value it cannot read, and 404
 * where the route is mounted only in some configurations.
 */
export function errorResponses(route: SourceRoute): Record<string, ErrorResponse> {
  const errors: Record<string, ErrorResponse> = {};
  for (const response of route.responses) {
    if (response.status < 400) continue;
    const text = response.type === 'String' || Boolean(response.content_types?.includes('text/plain'));
    const said = errorWords(response, route);
    const existing = errors[String(response.status)];
    errors[String(response.status)] = existing
      ? {...existing, ...(text ? {content: TEXT} : {})}
      : {description: text ? `${said} The body says why, as plain text.` : said, ...(text ? {content: TEXT} : {})};
  }
  // Rocket (the explorer API's framework) does not refuse a parameter it cannot read with a 400: it passes the
  // request on to the next route, and with none left one of its catchers answers. No 400 is written for it.
  if (route.params.length > 0 && !errors['400'] && route.framework !== 'rocket') {
    const output = route.params.some((param) => param.name === 'output');
    errors['400'] = {
      description: `Bad request: a parameter could not be read as its type${output ? ' (for example an output other than json, yaml or bincode)' : ''}.`,
    };
  }
  const condition = mountCondition(route);
  if (condition && !errors['404'])
    errors['404'] = {description: `Not found: the route is mounted ${condition}, and this one is not.`};
  return errors;
}
