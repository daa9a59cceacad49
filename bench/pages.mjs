/** The pages the bench and Lighthouse load: the changelog first, then one page of each kind and each API's page. */
export const PAGES = [
  {name: 'changelog', path: 'operators/changelog'},
  {name: 'landing', path: ''},
  {name: 'nodes page', path: 'operators/nodes/nym-node/setup'},
  {name: 'nym-api page', path: 'apis/validator-rest-api/mainnet'},
  {name: 'nym-node API page', path: 'apis/validator-sidecar-api/mainnet'},
  {name: 'node status API page', path: 'apis/node-status-api/mainnet'},
  {name: 'node status API sandbox page', path: 'apis/node-status-api/sandbox'},
  {name: 'explorer API page', path: 'apis/explorer-api/mainnet'},
];
