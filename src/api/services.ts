import type {ApiId} from './vocabulary';

/**
 * The services as the source names them, and the API pages they are: plain
 * words with no facts attached, so browser code can use them without loading
 * the facts (the explorer API's code was removed before the recorded tag).
 */
export type Service = 'nym-api' | 'nym-node' | 'node-status-api' | 'explorer-api';

export const SERVICE_OF: Record<ApiId, Service> = {
  'validator-rest-api': 'nym-api',
  'validator-sidecar-api': 'nym-node',
  'node-status-api': 'node-status-api',
  'explorer-api': 'explorer-api',
};
export const API_OF: Record<Service, ApiId> = {
  'nym-api': 'validator-rest-api',
  'nym-node': 'validator-sidecar-api',
  'node-status-api': 'node-status-api',
  'explorer-api': 'explorer-api',
};

/**
 * The name of the site's page for each service where it is not the service's own (the page's address keeps it:
 * published links use it). Written once: the sidebar, the page titles and headings, the OpenAPI documents and the
 * tables of endpoints all take their names from serviceTitle.
 */
const PAGE_NAME: Record<Service, string | undefined> = {
  'nym-api': 'Validator REST API',
  'nym-node': 'Validator sidecar API',
  'node-status-api': undefined,
  'explorer-api': undefined,
};

/** A service's one name, the source's crate and binary name, with its page's name beside it where that differs. */
export function serviceTitle(api: ApiId): string {
  const service = SERVICE_OF[api];
  const pageName = PAGE_NAME[service];
  return pageName ? `${service} (${pageName})` : service;
}
