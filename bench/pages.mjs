/** The pages the bench and Lighthouse load: the changelog first, then one page of each kind and each API's page. */
export const PAGES = [
  {name: 'changelog', path: 'operators/changelog'},
  {name: 'landing', path: ''},
  {name: 'nodes page', path: 'operators/nodes/nym-node/setup'},
  {name: 'APIs page', path: 'apis/validator-rest-api/mainnet'},
  {name: 'nym-api group page', path: 'apis/validator-rest-api/mainnet/unstable-nym-nodes'},
  {name: 'nym-api removed routes page', path: 'apis/validator-rest-api/mainnet/removed'},
  {name: 'nym-api types page', path: 'apis/validator-rest-api/types'},
  {name: 'node API page', path: 'apis/validator-sidecar-api/mainnet'},
  {name: 'node status API page', path: 'apis/node-status-api/mainnet'},
];
