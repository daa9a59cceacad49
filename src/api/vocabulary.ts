/**
 * The registry's fixed words, apart from the schemas so that pages can use
 * them without loading the validator (zod compiles its parsers with
 * `new Function`, which the site's Content-Security-Policy forbids).
 */
export const API_IDS = ['validator-rest-api', 'validator-sidecar-api', 'node-status-api', 'explorer-api'] as const;
export type ApiId = (typeof API_IDS)[number];

export const HTTP_METHODS = ['GET', 'POST', 'PATCH', 'DELETE'] as const;

/**
 * unstable: served under /unstable/ and free to change without notice; redirect: answers with a redirect to another
 * entry.
 */
export const ENDPOINT_STATUSES = ['current', 'unstable', 'deprecated', 'removed', 'redirect'] as const;

/** What a release did to an endpoint. */
export const CHANGE_KINDS = ['introduced', 'changed', 'deprecated', 'removed', 'redirected'] as const;

/** Behaviours the release notes state about an endpoint; NOTE_TEXT (apis.ts) words them for readers. */
export const ENDPOINT_NOTES = [
  'cached',
  'paginated-wrapper',
  'gzip',
  'legacy-only',
  'ignores-blacklist',
  'expires-header',
  'several-calls',
] as const;

/** Types a parameter can have; `unspecified` where the notes name a parameter without saying what it takes. */
export const PARAM_TYPES = ['string', 'integer', 'boolean', 'unspecified'] as const;
