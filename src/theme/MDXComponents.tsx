import MDXComponents from '@theme-original/MDXComponents';
import Section from '@site/src/components/changelog/Section';
import Change from '@site/src/components/changelog/Change';
import Collapsible from '@site/src/components/changelog/Collapsible';
import OperatorActions from '@site/src/components/changelog/OperatorActions';
import TerminalFigure from '@site/src/components/changelog/TerminalFigure';
import WalletMigrationDiagram from '@site/src/components/changelog/figures/WalletMigrationDiagram';
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
