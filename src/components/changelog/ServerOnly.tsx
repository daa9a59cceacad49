/**
 * Browser stand-in for the components that only release bodies use
 * (Change, Section, Collapsible, OperatorActions, TerminalFigure,
 * WalletMigrationDiagram): release bodies are rendered at build time
 * and kept as static HTML, so these never run in the browser.
 */
export default function ServerOnly(): null {
  return null;
}
