import {PORTS} from '../rules/constants';
import type {ApiId} from './vocabulary';

export type Environment = 'mainnet' | 'sandbox';
export const ENVIRONMENTS: readonly Environment[] = ['mainnet', 'sandbox'];

/** Each API: its name, what it is, and where it answers. The notes give no public host, so hosts stay placeholders to fill in. */
export const APIS: Record<ApiId, {title: string; description: string; baseUrl: Record<Environment, string>}> = {
  'validator-rest-api': {
    title: 'Directory API (nym-api)',
    description: 'The directory run beside the validators: nodes, roles, performance, ecash and chain status.',
    baseUrl: {mainnet: 'https://<MAINNET_NYM_API_HOST>/api', sandbox: 'https://<SANDBOX_NYM_API_HOST>/api'},
  },
  'validator-sidecar-api': {
    title: "The node's own HTTP API",
    description: `What every nym-node serves on its HTTP port (${PORTS.httpApi} recommended, ${PORTS.httpApiOldDefault} the old default).`,
    baseUrl: {mainnet: `http://<NODE_IP>:${PORTS.httpApi}`, sandbox: `http://<NODE_IP>:${PORTS.httpApi}`},
  },
  'node-status-api': {
    title: 'Node status API',
    description: 'Collects test results and node statistics from registered agents, which sign their requests with a registered key.',
    baseUrl: {mainnet: 'https://<MAINNET_NODE_STATUS_API_HOST>', sandbox: 'https://<SANDBOX_NODE_STATUS_API_HOST>'},
  },
  'explorer-api': {
    title: 'Explorer API',
    description: 'The former explorer backend: nym-node lists, accounts, delegations, rewarding and vesting; removed in v2025.8-tourist.',
    baseUrl: {mainnet: 'https://<MAINNET_EXPLORER_API_HOST>', sandbox: 'https://<SANDBOX_EXPLORER_API_HOST>'},
  },
};

/** Meaning of each endpoint note, in the reader's words. */
export const NOTE_TEXT: Record<string, string> = {
  cached: 'cached by the API',
  'paginated-wrapper': 'wrapped for future pagination, but returns the full data',
  gzip: 'compressed when the request sends Accept-Encoding',
  'legacy-only': 'legacy data only',
  'output-formats': 'output=json (default), bincode or yaml',
  'ignores-blacklist': 'ignores the blacklist',
};
