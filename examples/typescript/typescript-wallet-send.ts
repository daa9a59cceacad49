// Send Sandbox tokens from one account to another address.
import {balanceOf, openWallet} from './typescript-wallet-connect';

const sender = await openWallet('<ENTER MNEMONIC>');
const recipient = '<ENTER NYM ADDRESS>';
const amount = [{amount: '5000000', denom: 'unym'}]; // 5 NYM

console.log(`${sender.address} holds ${await balanceOf(sender)}`);
const result = await sender.chain.sendTokens(sender.address, recipient, amount, 'auto', 'sent from the TypeScript SDK');
console.log(`sent in block ${result.height}, transaction ${result.transactionHash}`);
console.log(`${sender.address} now holds ${await balanceOf(sender)}`);
