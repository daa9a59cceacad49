/** The four top-level sections of the site, as the landing and 404 pages present them. */
export const SECTIONS = [
  {
    title: 'Network',
    to: '/network',
    description: 'How the mixnet and the VPN mode carry traffic: layers, gateways, packets and keys.',
  },
  {
    title: 'Developers',
    to: '/developers',
    description: 'Clients, SDKs for Rust and TypeScript, the chain and its contracts.',
  },
  {
    title: 'Operators',
    to: '/operators/introduction',
    description: 'Set up, configure, bond, upgrade and troubleshoot a nym-node; rewards and programmes.',
  },
  {
    title: 'APIs',
    to: '/apis/introduction',
    description: 'The directory, node status, explorer and node HTTP APIs, on mainnet and sandbox.',
  },
] as const;
