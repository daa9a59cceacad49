import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {itemIndexOfAllContent, releasesOfAllContent} from '../features/changelog/pluginContent';
import {configReferenceView} from '../nodeConfig/referenceView';
import {releaseLinks} from '../nodeConfig/releaseLinks';
import {settingLinks} from '../nodeConfig/itemMentions';

/**
 * The nym-node configuration reference at build time:
 * - composes the reference's view (src/nodeConfig/referenceView.ts) from the dataset of the record, each release
 *   it names linked to the changelog's entry, and the changelog items that name each setting;
 * - writes, for the changelog, the settings each item names, so an item links the settings it changes;
 * - in production browser bundles, swaps the reference's components for static islands: the dataset and the view
 *   reach the browser once, as HTML, and React never hydrates them.
 */
export default function nodeConfigReferencePlugin(context: LoadContext): Plugin {
  return {
    name: 'node-config-reference',
    configureWebpack(_config, isServer, utils) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const island = path.join(context.siteDir, 'src/components/nodeConfig/ConfigReference.client.tsx');
      return {plugins: [new NormalModuleReplacementPlugin(/components\/nodeConfig\/ConfigReference$/, island)]};
    },
    async allContentLoaded({allContent, actions}) {
      const links = releaseLinks(releasesOfAllContent(allContent));
      const {byItem, bySetting} = settingLinks(itemIndexOfAllContent(allContent));
      const view = configReferenceView({
        releaseLink: (tag) => {
          const link = links.get(tag);
          if (!link) throw new Error(`nym-node settings: no link for the release tag ${tag}`);
          return link;
        },
        mentions: bySetting,
      });
      await actions.createData('reference.json', JSON.stringify(view));
      await actions.createData('setting-mentions.json', JSON.stringify(byItem));
    },
  };
}
