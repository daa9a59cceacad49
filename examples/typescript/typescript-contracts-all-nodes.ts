// Walk every page of bonded Nym nodes, read-only, and count them by host type.
import {contracts} from '@nymproject/contract-clients';
import {CosmWasmClient} from '@cosmjs/cosmwasm-stargate';
import {settings} from './typescript-contracts-settings';

const chain = await CosmWasmClient.connect(settings.url);
const mixnet = new contracts.Mixnet.MixnetQueryClient(chain, settings.mixnetContractAddress);

let startAfter: number | undefined;
let total = 0;
let byIp = 0;
do {
  const page = await mixnet.getNymNodesDetailedPaged({limit: 50, startAfter});
  for (const {bond_information: bond} of page.nodes) {
    total += 1;
    if (/^[\d.:]+$/.test(bond.node.host)) byIp += 1;
  }
  startAfter = page.start_next_after ?? undefined;
} while (startAfter !== undefined);

console.log(`${total} nodes bonded; ${byIp} announce an IP address, ${total - byIp} a host name`);
chain.disconnect();
