/** The pages the bench and Lighthouse load: the changelog first. */
export const PAGES = [
  {name: 'changelog', path: 'operators/changelog'},
  {name: 'landing', path: ''},
  {name: 'nodes page', path: 'operators/nodes/nym-node/setup'},
  {name: 'APIs page', path: 'apis/validator-rest-api/mainnet'},
];
