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
