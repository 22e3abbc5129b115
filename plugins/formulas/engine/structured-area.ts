import type { StructuredRef } from '../parser/index.js';
import { FormulaError } from '../values.js';
import type { NamedArea } from './graph.js';

/** A table as structured references see it: where it is now, its header and totals rows, its columns. */
export interface TableArea extends NamedArea {
  readonly name: string;
  readonly headerRow: boolean;
  readonly totalsRow: boolean;
  /** Column positions (0 = the table's first) by upper-cased name: names ignore case, as in Excel. */
  readonly columns: ReadonlyMap<string, number>;
}

/** The tables formulas can name: by upper-cased name, and the one holding a cell (unqualified references). */
export interface TableResolver {
  byName(upperName: string): TableArea | undefined;
  at(sheetId: string, row: number, col: number): TableArea | undefined;
}

/**
 * What a formula with structured references lists among the names it reads: formulas reading names are
 * linked again whenever names or tables change or lines move (their areas follow the tables), and no
 * named range can be called this.
 */
export const TABLE_READER = '[]';

export const NO_TABLES: TableResolver = { byName: () => undefined, at: () => undefined };

/**
 * The rectangle a structured reference names in a table, for a formula in `row`, or the error Excel
 * gives: a column the table does not have, or a header or totals row it does not show, is #REF!;
 * `[#This Row]` from a row outside the table's data rows is #VALUE! (Excel's implicit intersection).
 */
export function structuredArea(ref: StructuredRef, table: TableArea, row: number): NamedArea | FormulaError {
  const rows = rowsOf(ref, table, row);
  if (rows instanceof FormulaError) return rows;
  let left = table.left;
  let right = table.right;
  if (ref.columns) {
    const first = table.columns.get(ref.columns[0].toUpperCase());
    const last = table.columns.get(ref.columns[1].toUpperCase());
    if (first === undefined || last === undefined) return new FormulaError('#REF!', `Table ${table.name} has no column ${first === undefined ? ref.columns[0] : ref.columns[1]}`);
    left = table.left + Math.min(first, last);
    right = table.left + Math.max(first, last);
  }
  return { sheetId: table.sheetId, top: rows[0], bottom: rows[1], left, right };
}

function rowsOf(ref: StructuredRef, table: TableArea, row: number): readonly [number, number] | FormulaError {
  const dataTop = table.top + (table.headerRow ? 1 : 0);
  const dataBottom = table.bottom - (table.totalsRow ? 1 : 0);
  switch (ref.items.join(',')) {
    case 'all': return [table.top, table.bottom];
    case 'headers': return table.headerRow ? [table.top, table.top] : new FormulaError('#REF!', `Table ${table.name} shows no header row`);
    case 'totals': return table.totalsRow ? [table.bottom, table.bottom] : new FormulaError('#REF!', `Table ${table.name} shows no totals row`);
    case 'headers,data': return [table.top, dataBottom];
    case 'data,totals': return [dataTop, table.bottom];
    case 'thisRow': return row >= dataTop && row <= dataBottom ? [row, row] : new FormulaError('#VALUE!', `Row ${row + 1} is not a data row of table ${table.name}`);
    default: return [dataTop, dataBottom];
  }
}
