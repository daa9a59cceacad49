import MDXComponents from '@theme-original/MDXComponents';
import Section from '@site/src/features/changelog/components/Section';
import Change from '@site/src/features/changelog/components/Change';
import Collapsible from '@site/src/features/changelog/components/Collapsible';
import OperatorActions from '@site/src/features/changelog/components/OperatorActions';
import TerminalFigure from '@site/src/features/changelog/components/TerminalFigure';
import WalletMigrationDiagram from '@site/src/features/changelog/components/figures/WalletMigrationDiagram';
import {ruleComponents} from '@site/src/components/rules';
import LastChecked from '@site/src/components/LastChecked';

/**
 * Components release files and docs may use without importing them.
 * Calculators are imported by the pages that show them, so their code loads
 * with those pages only.
 */
export default {
  ...MDXComponents,
  Section,
  Change,
  Collapsible,
  OperatorActions,
  TerminalFigure,
  WalletMigrationDiagram,
  LastChecked,
  ...ruleComponents,
};
