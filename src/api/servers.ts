import {PORTS} from '../rules/constants';
import {baseUrl, type Environment} from './apis';
import {SERVICE_OF} from './routes';
import type {ApiId} from './vocabulary';
import {EXPLORER_REMOVAL, SOURCE_HOSTS, SOURCE_RELEASE, releaseOfTag, type Service} from './sourceFacts';

/** A server of the OpenAPI document. */
export interface Server {
  url: string;
  description: string;
  variables?: Record<string, {default: string; enum?: string[]; description: string}>;
}

/** What each host entry of the facts is, in our words, by the key the source gives it. */
const HOST_ROLE: Record<string, string> = {
  NYM_API: 'the default address clients use',
  EXPLORER_API: `the address clients used until ${EXPLORER_REMOVAL.removedIn} removed the API; it may no longer answer`,
  baseUrl: 'the address the node status UI calls',
  'NYM_APIS[1]': 'a fallback clients reach through a domain-fronting front door (Vercel)',
  'NYM_APIS[2]': 'a fallback clients reach through a domain-fronting front door (Fastly)',
};

/**
 * The base URLs the source gives for a service on one network: its default
 * address first, then the fallbacks. Links to its interactive documentation
 * and to single routes are left out; a trailing slash is dropped, since every
 * path starts with one.
 */
function sourceHosts(service: Service, environment: Environment): Server[] {
  const seen = new Set<string>();
  return SOURCE_HOSTS.filter(
    (host) => host.api === service && host.network === environment && host.key in HOST_ROLE,
  ).flatMap((host) => {
    const url = host.url.replace(/\/$/, '');
    if (seen.has(url)) return [];
    seen.add(url);
    const role = HOST_ROLE[host.key];
    return [
      {
        url,
        description: `${service} on ${environment}: ${role} (source ${'tag' in host ? releaseOfTag(host.tag) : SOURCE_RELEASE}).`,
      },
    ];
  });
}

/**
 * A nym-node answers on its own address, so its server keeps variables: the
 * node's public IP and HTTP port (8080 by default, 8000 on nodes set up
 * before the change), or the host name a reverse proxy serves it under with TLS.
 */
const NODE_SERVERS: Server[] = [
  {
    url: 'http://{public_ip}:{port}',
    description: "A nym-node's own HTTP API, on its public IP address.",
    variables: {
      public_ip: {
        default: '203.0.113.1',
        description: "Your node's public IP address (the default is an address reserved for documentation).",
      },
      port: {
        default: String(PORTS.httpApi),
        enum: [String(PORTS.httpApi), String(PORTS.httpApiOldDefault)],
        description: `The node's HTTP port: ${PORTS.httpApi} by default, ${PORTS.httpApiOldDefault} on nodes that kept the old default.`,
      },
    },
  },
  {
    url: 'https://{hostname}',
    description: "A nym-node's own HTTP API behind a reverse proxy with TLS, on the node's host name.",
    variables: {
      hostname: {default: 'nym-node.example.net', description: "The host name your node's reverse proxy answers on."},
    },
  },
];

/**
 * The base URL pages print for an API: the source's default address for the
 * network when it gives one, otherwise the placeholder form (`https://<…_HOST>`,
 * or the node's own address for a nym-node).
 */
export function publicBaseUrl(api: ApiId, environment: Environment): string {
  const service = SERVICE_OF[api];
  const [first] = service === 'nym-node' ? [] : sourceHosts(service, environment);
  return first?.url ?? baseUrl(api, environment);
}

/** The servers of a service for one environment; empty when the source gives it no host there. */
export function serversOf(service: Service, environment: Environment): Server[] {
  return service === 'nym-node' ? NODE_SERVERS : sourceHosts(service, environment);
}
