// The signing part of the CosmosKit example, without React: build an amino
// sign document for a MsgSend on Nyx and have a wallet (Keplr or Ledger,
// reached through CosmosKit's useChain('nyx')) sign it. Nothing is broadcast.
import {makeSignDoc, type AminoMsg, type OfflineAminoSigner, type StdSignDoc} from '@cosmjs/amino';
import {MsgSend} from 'cosmjs-types/cosmos/bank/v1beta1/tx';

/** A sign document that moves 1 unym from the address to itself. */
export function selfTransferDoc(address: string): StdSignDoc {
  const transfer = MsgSend.fromPartial({
    fromAddress: address,
    toAddress: address,
    amount: [{denom: 'unym', amount: '1'}],
  });
  const message: AminoMsg = {
    type: 'cosmos-sdk/MsgSend',
    value: {from_address: transfer.fromAddress, to_address: transfer.toAddress, amount: transfer.amount},
  };
  const fee = {amount: [{denom: 'unym', amount: '2000'}], gas: '200000'};
  // Chain id "nyx"; account number and sequence 0: this document is only signed, never sent.
  return makeSignDoc([message], fee, 'nyx', 'signed with CosmosKit', 0, 0);
}

/**
 * Ask the wallet to sign the document and return the signature, in Base64.
 * `signer` is what useChain('nyx').getOfflineSignerAmino() returns.
 */
export async function signTestMessage(signer: OfflineAminoSigner, address: string): Promise<string> {
  const {signature} = await signer.signAmino(address, selfTransferDoc(address));
  return signature.signature;
}
