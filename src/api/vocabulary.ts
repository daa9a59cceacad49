/**
 * The registry's fixed words, apart from the schemas so that pages can use
 * them without loading the validator (zod compiles its parsers with
 * `new Function`, which the site's Content-Security-Policy forbids).
 */
export const API_IDS = ['validator-rest-api', 'validator-sidecar-api', 'node-status-api', 'explorer-api'] as const;
export type ApiId = (typeof API_IDS)[number];

export const ENDPOINT_STATUSES = ['current', 'unstable', 'deprecated', 'removed', 'redirect'] as const;
export const CHANGE_KINDS = ['introduced', 'changed', 'deprecated', 'removed', 'redirected', 'named'] as const;
/** Behaviours the notes state about an endpoint. */
export const ENDPOINT_NOTES = ['cached', 'paginated-wrapper', 'gzip', 'legacy-only', 'output-formats', 'ignores-blacklist'] as const;
