import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Trims the browser bundle where the framework has no option for it: swaps
 * its route-prefetching module for ours (src/client/routePreloading.ts,
 * which says why). Production browser builds only.
 */
export default function leanClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer, utils) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const replacement = path.join(context.siteDir, 'src/client/routePreloading.ts');
      const frameworkClient = `${path.sep}@docusaurus${path.sep}core${path.sep}lib${path.sep}client`;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/docusaurus$/, (resource: {context: string; request: string}) => {
            if (resource.context.endsWith(frameworkClient)) resource.request = replacement;
          }),
        ],
      };
    },
  };
}
