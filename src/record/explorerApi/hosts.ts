// Where the record said the explorer API was deployed: the `EXPLORER_API` address of each network the site
// documents, read from the files that set it at a tag.
import type {RecordRepository} from '../git';

export interface ExplorerHost {
  api: 'explorer-api';
  network: string;
  url: string;
  key: string;
  source: string;
  line: number;
  tag: string;
}

const KEY = 'EXPLORER_API';

/** The file that sets each network's address: mainnet in network-defaults' constants, sandbox in its env file. */
const SOURCES: readonly {network: string; file: string; pattern: RegExp}[] = [
  {
    network: 'mainnet',
    file: 'common/network-defaults/src/mainnet.rs',
    pattern: new RegExp(`^\\s*pub const ${KEY}: &str = "([^"]+)";`),
  },
  {network: 'sandbox', file: 'envs/sandbox.env', pattern: new RegExp(`^${KEY}="?([^"\\s]+)"?\\s*$`)},
];

/** Each network's explorer API address at the tag, without its final slash; throws when a file no longer sets it. */
export function explorerHosts(repo: RecordRepository, tag: string): ExplorerHost[] {
  return SOURCES.map(({network, file, pattern}) => {
    const lines = repo.show(tag, file)?.split('\n') ?? [];
    const index = lines.findIndex((line) => pattern.test(line));
    const url = index >= 0 ? pattern.exec(lines[index] ?? '')?.[1] : undefined;
    if (url === undefined) throw new Error(`${file}@${tag}: no ${KEY} for ${network}`);
    return {api: 'explorer-api', network, url: url.replace(/\/$/, ''), key: KEY, source: file, line: index + 1, tag};
  });
}
