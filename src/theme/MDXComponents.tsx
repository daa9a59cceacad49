import MDXComponents from '@theme-original/MDXComponents';
import WalletMigrationDiagram from '@site/src/features/changelog/components/figures/WalletMigrationDiagram';
import {ruleComponents} from '@site/src/components/rules';
import LastChecked from '@site/src/components/LastChecked';
import NewestRelease from '@site/src/components/NewestRelease';

/**
 * Components docs and release files may use without importing them. The
 * components only release files use are handed to release bodies by the
 * changelog feature (features/changelog/components/releaseComponents.ts).
 * Calculators are imported by the pages that show them, so their code loads
 * with those pages only.
 */
export default {
  ...MDXComponents,
  WalletMigrationDiagram,
  LastChecked,
  NewestRelease,
  ...ruleComponents,
};
