import Section from './Section';
import Change from './Change';
import Collapsible from './Collapsible';
import OperatorActions from './OperatorActions';
import Action from './Action';
import TerminalFigure from './TerminalFigure';
import ReleaseLink from './ReleaseLink';
import WalletMigrationDiagram from './figures/WalletMigrationDiagram';
import {ruleComponents} from '@site/src/components/rules';

/**
 * The components only release files use. They are handed to each release body (ReleaseEntry), not
 * registered for every MDX page: no docs page can use them, and no page's bundle carries them.
 */
export const releaseOnlyComponents = {Section, Change, Collapsible, OperatorActions, Action, TerminalFigure};

/**
 * Every component the release schema names (model/schema.ts, releaseBodyComponentSchemas), handed to
 * release bodies without an import; all but the calculator slot, which the one release that shows a
 * calculator imports, so the calculator's code loads with that release only.
 */
export const releaseComponents = {
  ...releaseOnlyComponents,
  WalletMigrationDiagram,
  ResponseSizeTable: ruleComponents.ResponseSizeTable,
  LoadTierTable: ruleComponents.LoadTierTable,
  ExitPolicyPorts: ruleComponents.ExitPolicyPorts,
  HardwareTable: ruleComponents.HardwareTable,
  ServiceSettings: ruleComponents.ServiceSettings,
};

/** What release bodies render through: those components, and links that know which page they are on. */
export const releaseBodyComponents = {...releaseComponents, a: ReleaseLink};
