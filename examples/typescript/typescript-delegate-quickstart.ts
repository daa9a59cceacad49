// Delegate 1 NYM (1000000 unym) to the node with id 100 on mainnet, signing
// with an account restored from its mnemonic.
import {contracts} from '@nymproject/contract-clients';
import {SigningCosmWasmClient} from '@cosmjs/cosmwasm-stargate';
import {DirectSecp256k1HdWallet} from '@cosmjs/proto-signing';

const MAINNET_RPC = 'https://rpc.nymtech.net:443';
const MIXNET_CONTRACT = 'n17srjznxl9dvzdkpwpw24gg668wc73val88a6m5ajg6ankwvz9wtst0cznr';

// Never ship a real mnemonic in a web page: read it from the user instead.
const mnemonic = 'replace with the 24 words of your account';

const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, {prefix: 'n'});
const [account] = await wallet.getAccounts();

const signingClient = await SigningCosmWasmClient.connectWithSigner(MAINNET_RPC, wallet);
const mixnet = new contracts.Mixnet.MixnetClient(signingClient, account.address, MIXNET_CONTRACT);

const oneNym = {amount: String(1_000_000), denom: 'unym'};
const outcome = await mixnet.delegate({nodeId: 100}, 'auto', 'delegation from the TypeScript SDK', [oneNym]);
console.log(`delegated in transaction ${outcome.transactionHash}`);
