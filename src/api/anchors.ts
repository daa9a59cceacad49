import {ENDPOINTS} from './endpoints';

/** Page of an API's reference for one environment (mainnet is where cross-links land). */
export function apiPage(api: string, environment: 'mainnet' | 'sandbox' = 'mainnet'): string {
  return `/apis/${api}/${environment}`;
}

/** Paths as the notes may write them: with a query string, a trailing slash or placeholders in other brackets. */
function normalise(path: string): string {
  const bare = path.trim().split(/[?#]/)[0] ?? '';
  const braced = bare.replace(
    /<(\w+)>|:(\w+)/g,
    (_match, angle: string | undefined, colon: string | undefined) => `{${(angle ?? colon ?? '').toLowerCase()}}`,
  );
  return braced.length > 1 ? braced.replace(/\/+$/, '') : braced;
}

const BY_PATH = new Map(ENDPOINTS.map((endpoint) => [endpoint.path, endpoint]));

/**
 * Where an endpoint's entry is on the API pages (site path and anchor, on the
 * mainnet page), for links from the changelog; undefined for a path the
 * registry does not hold. Reads the registry's plain data, not the validated
 * copy, so that it never loads the validator.
 */
export function endpointAnchor(path: string): string | undefined {
  const endpoint = BY_PATH.get(path) ?? BY_PATH.get(normalise(path));
  return endpoint ? `${apiPage(endpoint.api)}#${endpoint.id}` : undefined;
}
