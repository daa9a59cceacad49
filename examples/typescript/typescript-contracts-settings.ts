// Where the contract examples connect: an RPC endpoint of Nyx and the address
// of the mixnet contract on that chain. Save as settings.ts in your app.
export const settings = {
  url: 'wss://rpc.nymtech.net:443',
  mixnetContractAddress: 'n17srjznxl9dvzdkpwpw24gg668wc73val88a6m5ajg6ankwvz9wtst0cznr',
};

// The same two values for the Sandbox test network.
export const sandboxSettings = {
  url: 'https://rpc.sandbox.nymtech.net',
  mixnetContractAddress: 'n1xr3rq8yvd7qplsw5yx90ftsr2zdhg4e9z60h5duusgxpv72hud3sjkxkav',
};
