// The hosts the record gives each service: nym-api's default address and its fallbacks per network (the network
// files `envs/*.env`, and the mainnet constants of `common/network-defaults`), and the address the node status UI
// calls for the node status API. A nym-node has no central host: every node serves its API on its own address.
import path from 'node:path';
import type {RecordRepository} from '../git';

export interface HostFact {
  api: 'nym-api' | 'node-status-api';
  network: string;
  url: string;
  source: string;
  line: number;
  /** The name the source gives the address: NYM_API, NYM_APIS[1] (a fallback, by its index), baseUrl. */
  key: string;
  /** The fallback's front hosts, for domain fronting. */
  facts?: string[];
}

/** The network files of envs/ that name a public network (mainnet-local-api.env points a local API at mainnet). */
const NETWORK_FILE = /^envs\/(mainnet|sandbox|canary|local)\.env$/;
const MAINNET_DEFAULTS = 'common/network-defaults/src/mainnet.rs';
const STATUS_UI_CLIENT = 'nym-node-status-api/nym-node-status-ui/src/client/client.gen.ts';

const frontFacts = (hosts: string[] | null) => (hosts && hosts.length > 0 ? [`front_hosts ${hosts.join(', ')}`] : []);

function fromEnvFile(file: string, text: string): HostFact[] {
  const network = path.posix.basename(file, '.env');
  const hosts: HostFact[] = [];
  text.split('\n').forEach((raw, index) => {
    const match = /^\s*(NYM_API|NYM_APIS)\s*=\s*(.*?)\s*$/.exec(raw);
    if (!match) return;
    const base = {api: 'nym-api' as const, network, source: file, line: index + 1};
    if (match[1] === 'NYM_API') {
      // A value may be quoted, as in local.env.
      hosts.push({...base, url: (match[2] ?? '').replace(/^"(.*)"$/, '$1'), key: 'NYM_API'});
      return;
    }
    let list: {url?: unknown; front_hosts?: unknown}[];
    try {
      list = JSON.parse(match[2] ?? '') as typeof list;
    } catch (error) {
      throw new Error(`${file}:${index + 1}: NYM_APIS is not a JSON list (${(error as Error).message})`);
    }
    // The first entry is NYM_API again; the others are its fallbacks.
    list.slice(1).forEach((entry, at) => {
      if (typeof entry.url !== 'string') throw new Error(`${file}:${index + 1}: NYM_APIS[${at + 1}] has no url`);
      const front = Array.isArray(entry.front_hosts) ? entry.front_hosts.map(String) : null;
      const facts = frontFacts(front);
      hosts.push({...base, url: entry.url, key: `NYM_APIS[${at + 1}]`, ...(facts.length ? {facts} : {})});
    });
  });
  return hosts;
}

/** `pub const NYM_API: &str = "…"` and the `ApiUrlConst { url, front_hosts }` entries of NYM_APIS. */
function fromMainnetDefaults(text: string): HostFact[] {
  const lines = text.split('\n');
  const hosts: HostFact[] = [];
  const base = {api: 'nym-api' as const, network: 'mainnet', source: MAINNET_DEFAULTS};
  const constant = lines.findIndex((line) => /pub const NYM_API: &str\s*=/.test(line));
  const constantUrl = constant >= 0 ? /"([^"]+)"/.exec(lines[constant] ?? '')?.[1] : undefined;
  if (constantUrl) hosts.push({...base, url: constantUrl, line: constant + 1, key: 'NYM_API'});
  const start = lines.findIndex((line) => /pub const NYM_APIS:/.test(line));
  if (start < 0) return hosts;
  let entry = -1;
  for (let index = start + 1; index < lines.length && !/^\];/.test(lines[index] ?? ''); index += 1) {
    const line = lines[index] ?? '';
    if (/ApiUrlConst\s*\{/.test(line)) entry += 1;
    const url = /url:\s*(?:"([^"]+)"|NYM_API\b)/.exec(line);
    if (!url || entry < 1) continue;
    const frontLine = lines.slice(index + 1, index + 3).find((next) => /front_hosts:/.test(next)) ?? '';
    const front = /Some\(&\[([^\]]*)\]\)/.exec(frontLine)?.[1];
    const facts = frontFacts(front ? [...front.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '') : null);
    hosts.push({
      ...base,
      url: url[1] ?? constantUrl ?? '',
      line: index + 1,
      key: `NYM_APIS[${entry}]`,
      ...(facts.length ? {facts} : {}),
    });
  }
  return hosts;
}

/** The node status UI's generated client: `baseUrl: "…"`. */
function fromStatusClient(text: string): HostFact[] {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => /\bbaseUrl:\s*["']/.test(line));
  const url = index >= 0 ? /baseUrl:\s*["']([^"']+)["']/.exec(lines[index] ?? '')?.[1] : undefined;
  return url
    ? [{api: 'node-status-api', network: 'mainnet', url, source: STATUS_UI_CLIENT, line: index + 1, key: 'baseUrl'}]
    : [];
}

/** Every host the record gives at the ref, nym-api's network files first. */
export function readHosts(repo: RecordRepository, ref: string): HostFact[] {
  const envFiles = repo.files(ref, 'envs').filter((file) => NETWORK_FILE.test(file));
  const texts = repo.showAll(ref, [...envFiles, MAINNET_DEFAULTS, STATUS_UI_CLIENT]);
  const order = ['mainnet', 'sandbox', 'canary', 'local'];
  const envHosts = envFiles
    .sort((a, b) => order.indexOf(path.posix.basename(a, '.env')) - order.indexOf(path.posix.basename(b, '.env')))
    .flatMap((file) => fromEnvFile(file, texts.get(file) ?? ''));
  const mainnet = texts.get(MAINNET_DEFAULTS);
  const status = texts.get(STATUS_UI_CLIENT);
  return [...envHosts, ...(mainnet ? fromMainnetDefaults(mainnet) : []), ...(status ? fromStatusClient(status) : [])];
}
