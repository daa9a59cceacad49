// Read the mixnet contract without an account: the current epoch, one page of
// bonded Nym nodes and one page of legacy mix nodes.
import {contracts} from '@nymproject/contract-clients';
import {CosmWasmClient} from '@cosmjs/cosmwasm-stargate';
import {settings} from './typescript-contracts-settings';

const chain = await CosmWasmClient.connect(settings.url);
const mixnet = new contracts.Mixnet.MixnetQueryClient(chain, settings.mixnetContractAddress);

const {interval} = await mixnet.getCurrentIntervalDetails();
console.log(`epoch ${interval.current_epoch_id}, started ${interval.current_epoch_start}`);

// Nodes bonded as nym-node: identity key, host and owner of each.
const nymNodes = await mixnet.getNymNodesDetailedPaged({limit: 10});
for (const {bond_information: bond} of nymNodes.nodes) {
  console.log(bond.node_id, bond.node.identity_key, bond.node.host, bond.owner);
}

// Nodes still bonded the old way, as mix nodes (often an empty list today).
const legacy = await mixnet.getMixNodesDetailed({limit: 10});
console.log(`${legacy.nodes.length} legacy mix nodes on this page`);

chain.disconnect();
