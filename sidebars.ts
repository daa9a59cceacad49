import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * One sidebar per top-level section. The operators' sidebar follows the order
 * of the site map: introduction, changelog, release cycle, variables, sandbox,
 * binaries, nodes, troubleshooting, tokenomics, FAQ, community counsel,
 * archive, misc.
 */
const sidebars: SidebarsConfig = {
  network: [
    'network/index',
    'network/concepts',
    'network/architecture',
    'network/traffic',
    {
      type: 'category',
      label: 'Cryptography',
      link: {type: 'doc', id: 'network/cryptography'},
      items: ['network/cryptography/zk-nym'],
    },
  ],
  developers: [
    'developers/index',
    'developers/concepts',
    'developers/binaries',
    'developers/integrations',
    'developers/clients',
    'developers/nymvpncli',
    'developers/tools',
    'developers/rust',
    'developers/typescript',
    'developers/chain',
    {
      type: 'category',
      label: 'Archive',
      link: {type: 'doc', id: 'developers/archive'},
      items: ['developers/archive/nym-connect'],
    },
  ],
  operators: [
    'operators/introduction',
    'operators/changelog',
    'operators/release-cycle',
    'operators/variables',
    'operators/sandbox',
    {
      type: 'category',
      label: 'Binaries',
      link: {type: 'doc', id: 'operators/binaries'},
      items: ['operators/binaries/building-nym'],
    },
    {
      type: 'category',
      label: 'Nodes',
      link: {type: 'doc', id: 'operators/nodes/index'},
      items: [
        {
          type: 'category',
          label: 'Preliminary steps',
          link: {type: 'doc', id: 'operators/nodes/preliminary-steps/index'},
          items: [
            {
              type: 'category',
              label: 'VPS setup',
              link: {type: 'doc', id: 'operators/nodes/preliminary-steps/vps-setup/index'},
              items: ['operators/nodes/preliminary-steps/vps-setup/advanced'],
            },
          ],
        },
        {
          type: 'category',
          label: 'nym-node',
          link: {type: 'doc', id: 'operators/nodes/nym-node/index'},
          items: [
            'operators/nodes/nym-node/setup',
            'operators/nodes/nym-node/configuration',
            'operators/nodes/nym-node/bonding',
          ],
        },
        'operators/nodes/proxy-configuration',
        {
          type: 'category',
          label: 'Maintenance',
          link: {type: 'doc', id: 'operators/nodes/maintenance/index'},
          items: ['operators/nodes/maintenance/manual-upgrade'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Testing',
      link: {type: 'doc', id: 'operators/testing/index'},
      items: ['operators/testing/performance', 'operators/nodes/performance-and-testing/gateway-probe'],
    },
    {
      type: 'category',
      label: 'Troubleshooting',
      link: {type: 'doc', id: 'operators/troubleshooting'},
      items: ['operators/troubleshooting/nodes', 'operators/troubleshooting/vps-isp'],
    },
    {
      type: 'category',
      label: 'Tokenomics',
      link: {type: 'doc', id: 'operators/tokenomics/index'},
      items: ['operators/tokenomics/mixnet-rewards', 'operators/tokenomics/programs'],
    },
    'operators/faq',
    {
      type: 'category',
      label: 'Community counsel',
      link: {type: 'doc', id: 'operators/community-counsel/index'},
      items: [
        'operators/community-counsel/legal',
        'operators/community-counsel/templates',
        'operators/community-counsel/isp-list',
        'operators/community-counsel/exit-gateway',
        'operators/community-counsel/add-content',
      ],
    },
    {
      type: 'category',
      label: 'Archive',
      link: {type: 'doc', id: 'operators/archive'},
      items: ['operators/archive/faq/smoosh-faq'],
    },
    'operators/misc',
  ],
  apis: [
    'apis/introduction',
    ...(['node-status-api', 'validator-sidecar-api', 'explorer-api', 'validator-rest-api'] as const).map((api) => ({
      type: 'category' as const,
      label: {
        'node-status-api': 'Node status API',
        'validator-sidecar-api': 'Validator sidecar API',
        'explorer-api': 'Explorer API',
        'validator-rest-api': 'Validator REST API',
      }[api],
      // The explorer API's code is gone, so it has no types page.
      items: [`apis/${api}/mainnet`, `apis/${api}/sandbox`, ...(api === 'explorer-api' ? [] : [`apis/${api}/types`])],
    })),
  ],
};

export default sidebars;
