// Execute methods of the mixnet contract: delegate to a node, look at the
// account's delegations, then take the delegation back.
import {contracts} from '@nymproject/contract-clients';
import {SigningCosmWasmClient} from '@cosmjs/cosmwasm-stargate';
import {DirectSecp256k1HdWallet} from '@cosmjs/proto-signing';
import {GasPrice} from '@cosmjs/stargate';
import {signingSettings} from './typescript-contracts-signing-settings';

const wallet = await DirectSecp256k1HdWallet.fromMnemonic(signingSettings.mnemonic, {prefix: 'n'});
const [{address}] = await wallet.getAccounts();
if (address !== signingSettings.address) console.warn(`the mnemonic opens ${address}, not ${signingSettings.address}`);

const chain = await SigningCosmWasmClient.connectWithSigner(signingSettings.url, wallet, {
  gasPrice: GasPrice.fromString('0.025unym'),
});
const mixnet = new contracts.Mixnet.MixnetClient(chain, address, signingSettings.mixnetContractAddress);

export async function delegateTo(nodeId: number, unym: number): Promise<string> {
  const result = await mixnet.delegate({nodeId}, 'auto', undefined, [{amount: String(unym), denom: 'unym'}]);
  return result.transactionHash;
}

export async function myDelegations() {
  const {delegations} = await mixnet.getDelegatorDelegations({delegator: address});
  return delegations.map((delegation) => ({nodeId: delegation.node_id, amount: delegation.amount}));
}

export async function undelegateFrom(nodeId: number): Promise<string> {
  const result = await mixnet.undelegate({nodeId}, 'auto');
  return result.transactionHash;
}

console.log('delegated:', await delegateTo(100, 1_000_000));
// The delegation becomes active when the current epoch ends; only then does
// it appear in the list below, and only then can undelegateFrom(100) remove it.
console.log('active delegations:', await myDelegations());
