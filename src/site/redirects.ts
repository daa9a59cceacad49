/**
 * Routes of the public docs that now live elsewhere, kept working here: each
 * old path answers with a page that sends the reader on to the new one,
 * anchor included. Site paths, without the /docs base.
 */
export interface Redirect {
  from: string;
  to: string;
  /** Why the old path exists: who links to it. */
  why: string;
}

export const REDIRECTS: readonly Redirect[] = [
  {from: '/operators', to: '/operators/introduction', why: 'the operators section starts at its introduction'},
  {from: '/apis', to: '/apis/introduction', why: 'the APIs section starts at its introduction'},
  {
    from: '/operators/nodes/setup',
    to: '/operators/nodes/nym-node/setup',
    why: 'the 2024 changelog links the setup guide from before nym-node had its own folder',
  },
  {
    from: '/operators/nodes/configuration',
    to: '/operators/nodes/nym-node/configuration',
    why: 'the 2024 changelog links the configuration guide at its old path',
  },
  {
    from: '/operators/nodes/bonding',
    to: '/operators/nodes/nym-node/bonding',
    why: 'the 2024 changelog links the bonding guide at its old path',
  },
  {
    from: '/operators/nodes/vps-setup',
    to: '/operators/nodes/preliminary-steps/vps-setup',
    why: 'the 2024 changelog links the VPS guide at its old path',
  },
  {
    from: '/operators/legal/isp-list',
    to: '/operators/community-counsel/isp-list',
    why: 'the legal pages became the community counsel',
  },
  {
    from: '/operators/add-content',
    to: '/operators/community-counsel/add-content',
    why: 'the contribution guide moved into the community counsel',
  },
  {
    from: '/operators/testing/gateway-probe',
    to: '/operators/nodes/performance-and-testing/gateway-probe',
    why: 'the gateway probe guide moved under performance and testing',
  },
  {from: '/developers/nymvpn/cli', to: '/developers/nymvpncli', why: 'the VPN command-line client guide has one page'},
];
