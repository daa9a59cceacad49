import type {RouteKey, SourceRoute} from './sourceFacts';

/**
 * What the facts record about a route, said for readers of the OpenAPI
 * document in our words. Each rule matches one kind of fact line; lines that
 * only matter inside the source (utoipa schema names, field order) have no
 * rule and stay out.
 */
const RULES: [RegExp, (match: RegExpMatchArray) => string][] = [
  [
    /handler ignores page\/per_page/,
    () => 'It takes page and per_page but ignores them: every entry comes back in one page.',
  ],
  [/CompressionLayer/, () => 'Compressed when the request’s Accept-Encoding asks for it.'],
  [
    /^#\[deprecated\(note = "use '([^']+)' instead"\)\]$/,
    (match) => `The source marks it deprecated in favour of ${match[1]}.`,
  ],
  [/^#\[deprecated\]/, () => 'The source marks it deprecated.'],
  [
    /network-monitor routes only|mounted only when nym-api runs with network monitor/,
    () => 'Only a nym-api that runs the network monitor serves it.',
  ],
  [
    /v1 handler always returns .*501/,
    () => 'It always answers 501 Not Implemented; the working route is /v2/unstable/nym-nodes/semi-skimmed.',
  ],
  [
    /only nodes whose self-described host keys include x25519_versioned_noise/,
    () => 'It lists only the nodes that publish a versioned x25519 noise key.',
  ],
  [
    /^performance = last_24h_performance/,
    () =>
      'The performance is the last-24-hour figure of the node’s annotation, from 0 to 1, or null when the node has no annotation.',
  ],
  [
    /^performance derived from stored historical uptime/,
    () => 'The value comes from the uptime stored for that date; it is null when none is stored.',
  ],
  [
    /^chain_status stalled when latest block time older than/,
    () =>
      'chain_status turns to stalled when the newest block is more than five minutes old, and to unknown when the chain cannot be read; uptime counts the seconds since the API started.',
  ],
  [
    /^errors while DKG in progress/,
    () => 'It answers with an error while a distributed key generation (DKG) is in progress.',
  ],
  [
    /utoipa annotation declares .*\(mismatch\)/,
    () => 'The source’s own OpenAPI annotation names another type; this document follows what the handler returns.',
  ],
  [/^page beyond range clamped/, () => 'A page past the end gives the last page.'],
  [
    /^maxDataResponseSize returned/,
    () =>
      'How many values one call may ask for is in maxDataResponseSize of the challenge-commitment response, so reading everything may take several calls.',
  ],
  [/^response signed with api identity key/, () => 'The response is signed with the identity key of the API.'],
  [/^value from state\.chain_status_cache/, () => 'Served from a cache.'],
  [
    /^role=active-mixnode\|entry-gateway\|exit-gateway dispatches/,
    () => 'With role set, it answers as the matching /all route.',
  ],
  [
    /^utoipa lists json and yaml; Output enum also accepts bincode/,
    () => 'output=bincode is accepted as well, though the source’s annotation lists JSON and YAML only.',
  ],
  [
    /^route only mounted when metrics bearer token configured/,
    () => 'A node serves it only when a bearer token for metrics is configured.',
  ],
  [
    /^history field is PaginatedResponse<HistoricalUptimeResponse> with uptime 0-100/,
    () => 'Each uptime in the history is a whole number from 0 to 100.',
  ],
];

/** Routes whose behaviour the rules cannot word from one line. */
const BY_ROUTE: Partial<Record<RouteKey, string>> = {
  'nym-api GET /v1/unstable/nym-nodes/mixnodes/skimmed':
    'It is no HTTP redirect: it answers itself with the nodes of /v1/unstable/nym-nodes/skimmed/mixnodes/active, without the pagination wrapper.',
  'nym-api GET /v1/unstable/nym-nodes/gateways/skimmed':
    'It is no HTTP redirect: it answers itself with the nodes of /v1/unstable/nym-nodes/skimmed/entry-gateways/all, without the pagination wrapper.',
};

export function sourceNotes(key: RouteKey, route: SourceRoute): string[] {
  const lines = (route.facts ?? []).flatMap((fact) => {
    for (const [pattern, say] of RULES) {
      const match = fact.match(pattern);
      if (match) return [say(match)];
    }
    return [];
  });
  const special = BY_ROUTE[key];
  return [...new Set([...(special ? [special] : []), ...lines])];
}

/** Page-size defaults a fact line gives (page default 0; per_page default 50, max 100). */
export function pageLimits(route: SourceRoute): {
  perPageDefault?: number;
  perPageMaximum?: number;
  pageDefault?: number;
} {
  const line = (route.facts ?? []).find((fact) => /per_page default \d+/.test(fact));
  if (!line) return {};
  const perPage = line.match(/per_page default (\d+)(?:[^,;]*?|.*?), max (\d+)/);
  const page = line.match(/page default (\d+)/);
  return {
    ...(perPage ? {perPageDefault: Number(perPage[1]), perPageMaximum: Number(perPage[2])} : {}),
    ...(page ? {pageDefault: Number(page[1])} : {}),
  };
}
