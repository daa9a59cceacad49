/**
 * Browser stand-in for the components that only release bodies use
 * (Change, Section, Collapsible, OperatorActions, TerminalFigure; the
 * wallet diagrams are used on the bonding page too, so they stay): release bodies are rendered at build time
 * and kept as static HTML, so these never run in the browser.
 */
export default function ServerOnly(): null {
  return null;
}
