import type {ReactNode} from 'react';
import './TerminalFigure.css';

/**
 * Stands for a screenshot of terminal or API output in the record: the
 * command that was run and, in words, what its output showed. The output
 * itself is not reproduced (the record's image cannot be read as text).
 */
export default function TerminalFigure({caption, children}: {caption: string; children?: ReactNode}) {
  return (
    <figure className="terminal-figure">
      {children}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
