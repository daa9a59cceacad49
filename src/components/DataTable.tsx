import type {ReactNode} from 'react';
import './DataTable.css';

/** A table whose rows stack as blocks on a phone, each cell labelled by its `data-column` (see src/css/custom.css). */
export const STACKED_TABLE_CLASS = 'stacked-table';

/** One row of a data table: its header cell (the thing the row is about), then the other cells in column order. */
export interface DataRow {
  key: string;
  /** An anchor on the row, for links to it. */
  id?: string;
  header: ReactNode;
  cells: ReactNode[];
}

/**
 * The site's table of facts: a caption that says what it lists, a header
 * cell per column, and per row a header cell (scope row) then its values, so
 * a screen reader announces each value with its row and column. Every table
 * of the rules and API pages is one of these. A table wider than the screen
 * scrolls sideways on its own (the theme's tables are scroll boxes); a
 * `wide` one is focusable too, so the keyboard can scroll it.
 */
export default function DataTable({
  caption,
  columns = [],
  rows,
  empty,
  wide = false,
  stackOnPhone = false,
}: {
  caption: ReactNode;
  /** Column headings, the row header's first; none for a table of names and values. */
  columns?: readonly string[];
  rows: readonly DataRow[];
  /** What the table says when it has no row (filtered away); without it, an empty table has an empty body. */
  empty?: ReactNode;
  /** Wider than a phone's screen as a rule (long type names, many columns). */
  wide?: boolean;
  /**
   * On a phone, each row a block of its own (the row's header on top, each other cell on a line named by its column)
   * rather than columns a few words wide: for tables with long text in several columns.
   */
  stackOnPhone?: boolean;
}) {
  return (
    <table
      className={stackOnPhone ? `rules-table ${STACKED_TABLE_CLASS}` : 'rules-table'}
      tabIndex={wide ? 0 : undefined}
    >
      <caption>{caption}</caption>
      {columns.length > 0 ? (
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} id={row.id}>
            <th scope="row">{row.header}</th>
            {row.cells.map((cell, index) => (
              <td key={columns[index + 1] ?? index} data-column={stackOnPhone ? columns[index + 1] : undefined}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
        {rows.length === 0 && empty ? (
          <tr>
            <td colSpan={Math.max(columns.length, 1)}>{empty}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
