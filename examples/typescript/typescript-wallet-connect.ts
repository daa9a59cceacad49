// Connect to the Sandbox test network with an account of your own (or a new
// one) and read its balance. Sandbox tokens have no value.
import {contracts} from '@nymproject/contract-clients';
import {SigningCosmWasmClient} from '@cosmjs/cosmwasm-stargate';
import {DirectSecp256k1HdWallet} from '@cosmjs/proto-signing';
import {GasPrice} from '@cosmjs/stargate';
import {sandboxSettings} from './typescript-contracts-settings';

export interface SandboxWallet {
  address: string;
  chain: SigningCosmWasmClient;
  mixnet: InstanceType<typeof contracts.Mixnet.MixnetClient>;
}

/** Restore an account from its words, or create one when none are given. */
export async function openWallet(mnemonic?: string): Promise<SandboxWallet> {
  const wallet = mnemonic
    ? await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, {prefix: 'n'})
    : await DirectSecp256k1HdWallet.generate(24, {prefix: 'n'});
  if (!mnemonic) console.log('write these words down, they are the only key:', wallet.mnemonic);
  const [{address}] = await wallet.getAccounts();
  const chain = await SigningCosmWasmClient.connectWithSigner(sandboxSettings.url, wallet, {
    gasPrice: GasPrice.fromString('0.025unym'),
  });
  const mixnet = new contracts.Mixnet.MixnetClient(chain, address, sandboxSettings.mixnetContractAddress);
  return {address, chain, mixnet};
}

export async function balanceOf({chain, address}: SandboxWallet): Promise<string> {
  const coin = await chain.getBalance(address, 'unym');
  return `${Number(coin.amount) / 1_000_000} NYM (${coin.amount} ${coin.denom})`;
}

// This module only defines the two helpers; the programs that import it decide
// which account to open. A first run, creating a new account:
//   const fresh = await openWallet();
//   console.log(fresh.address, await balanceOf(fresh));
