import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Trims the browser bundle where the framework has no option for it:
 * - its route-prefetching module gives way to ours (src/client/routePreloading.ts
 *   says why), in production browser builds;
 * - the theme's Prism set-up, a client module that loads the highlighter and
 *   its grammars into every page, gives way to an empty module: our code
 *   blocks (src/theme/CodeBlock) come highlighted from the build (src/highlight/).
 */
export default function leanClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const withoutPrism = new NormalModuleReplacementPlugin(
        /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
        path.join(context.siteDir, 'src/client/noPrism.ts'),
      );
      if (isServer || process.env.NODE_ENV !== 'production') return {plugins: [withoutPrism]};
      const replacement = path.join(context.siteDir, 'src/client/routePreloading.ts');
      const frameworkClient = `${path.sep}@docusaurus${path.sep}core${path.sep}lib${path.sep}client`;
      return {
        plugins: [
          withoutPrism,
          new NormalModuleReplacementPlugin(/^\.\/docusaurus$/, (resource: {context: string; request: string}) => {
            if (resource.context.endsWith(frameworkClient)) resource.request = replacement;
          }),
        ],
      };
    },
  };
}
