import {PORTS} from '../rules/constants';
import {serviceTitle} from './services';
import type {ApiId} from './vocabulary';

export type Environment = 'mainnet' | 'sandbox';
export const ENVIRONMENTS: readonly Environment[] = ['mainnet', 'sandbox'];

/** A server variable of the OpenAPI document; pages show its placeholder in angle brackets. */
interface ServerVariable {
  /** What pages print in its place, e.g. <NODE_IP>. */
  placeholder: string;
  /** Values the notes give, first the one pages use. */
  values?: string[];
  description: string;
}

export interface ApiInfo {
  /** The service's one name (services.ts). */
  title: string;
  description: string;
  /** URL template in OpenAPI form: {name} is a variable. */
  server: Record<Environment, {url: string; variables: Record<string, ServerVariable>}>;
}

/**
 * The placeholder hosts of each API, used only where the source gives no host
 * (servers.ts publicBaseUrl takes the source's host first): the node status
 * API's sandbox, and a node's own address, where
 * only the HTTP port is fixed (8080 recommended, 8000 the old default).
 */
const nodeServer = {
  url: 'http://{node_ip}:{port}',
  variables: {
    node_ip: {placeholder: '<NODE_IP>', description: "The node's public IP address or host name."},
    port: {
      placeholder: String(PORTS.httpApi),
      values: [String(PORTS.httpApi), String(PORTS.httpApiOldDefault)],
      description: `The node's HTTP API port: ${PORTS.httpApi} is recommended; ${PORTS.httpApiOldDefault} was the old default.`,
    },
  },
};

function hostOnly(placeholder: string, description: string) {
  return {url: 'https://{host}', variables: {host: {placeholder, description}}};
}

export const APIS: Record<ApiId, ApiInfo> = {
  'validator-rest-api': {
    title: serviceTitle('validator-rest-api'),
    description: 'The directory run beside the validators: nodes, roles, performance, ecash and chain status.',
    server: {
      mainnet: hostOnly('<MAINNET_NYM_API_HOST>', 'Host of a mainnet nym-api; the release notes give none.'),
      sandbox: hostOnly('<SANDBOX_NYM_API_HOST>', 'Host of a sandbox nym-api; the release notes give none.'),
    },
  },
  'validator-sidecar-api': {
    title: serviceTitle('validator-sidecar-api'),
    description: `What every nym-node serves about itself on its HTTP port (${PORTS.httpApi} recommended, ${PORTS.httpApiOldDefault} the old default).`,
    server: {mainnet: nodeServer, sandbox: nodeServer},
  },
  'node-status-api': {
    title: serviceTitle('node-status-api'),
    description:
      'Tests nodes through its agents, which sign their requests with a registered key, and scrapes node statistics.',
    server: {
      mainnet: hostOnly(
        '<MAINNET_NODE_STATUS_API_HOST>',
        'Host of the mainnet node status API; the release notes give none.',
      ),
      sandbox: hostOnly(
        '<SANDBOX_NODE_STATUS_API_HOST>',
        'Host of the sandbox node status API; the release notes give none.',
      ),
    },
  },
  'explorer-api': {
    title: serviceTitle('explorer-api'),
    description:
      'The former explorer backend: nym-node lists, account balances, delegations, rewarding and vesting; removed in v2025.8-tourist.',
    server: {
      mainnet: hostOnly(
        '<MAINNET_EXPLORER_API_HOST>',
        'Host of the former mainnet explorer API; the release notes give none.',
      ),
      sandbox: hostOnly(
        '<SANDBOX_EXPLORER_API_HOST>',
        'Host of the former sandbox explorer API; the release notes give none.',
      ),
    },
  },
};

/** The base URL as pages print it: each variable replaced by its placeholder. */
export function baseUrl(api: ApiId, environment: Environment): string {
  const {url, variables} = APIS[api].server[environment];
  return url.replace(/\{(\w+)\}/g, (match, name: string) => variables[name]?.placeholder ?? match);
}

/** Meaning of each endpoint note, in the reader's words. */
export const NOTE_TEXT: Record<string, string> = {
  cached: 'served from a cache',
  'paginated-wrapper': 'wrapped for pagination to come, but returns the full data',
  gzip: 'compressed when the request sends Accept-Encoding: gzip',
  'legacy-only': 'returns legacy nodes only',
  'ignores-blacklist': 'ignores the blacklist',
  'expires-header': 'sends an Expires header',
  'several-calls': 'returns a bounded number of values, so a full read may take several calls',
};
