import type { ReactNode } from 'react';

export interface TableColumn<T> {
  /** The column header's text; also what a screen reader announces for each cell. */
  readonly header: string;
  /** Hides the header visually but keeps it for screen readers (an actions column). */
  readonly hideHeader?: boolean;
  renderCell(row: T): ReactNode;
  /** `end` for numbers and trailing actions. */
  readonly align?: 'start' | 'end';
  /** Cells in a monospace face (tokens, ids, keys). */
  readonly mono?: boolean;
}

export interface TableProps<T> {
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: readonly TableColumn<T>[];
  readonly rows: readonly T[];
  rowKey(row: T): string;
  /** Shown instead of the table when there are no rows (an EmptyState). */
  readonly empty?: ReactNode;
}

const cellClass = <T,>(column: TableColumn<T>): string | undefined =>
  [column.align === 'end' ? 'ui-table-end' : '', column.mono ? 'ui-table-mono' : ''].filter(Boolean).join(' ') || undefined;

/** A data table with a header row: grids of a template, accounts, users, API keys. */
export function Table<T>({ label, columns, rows, rowKey, empty }: TableProps<T>) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <table className="ui-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={cellClass(column)}>
              {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.header} className={cellClass(column)}>
                {column.renderCell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
