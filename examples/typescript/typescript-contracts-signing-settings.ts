// settings.ts for the signing examples: fill in your own values.
export const signingSettings = {
  url: 'wss://rpc.nymtech.net:443',
  mixnetContractAddress: '<ENTER MIXNET CONTRACT ADDRESS>',
  mnemonic: '<ENTER MNEMONIC>',
  address: '<ENTER NYM ADDRESS>',
};
