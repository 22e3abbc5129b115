import type { Draft } from 'immer';
import type { Adjuster, StructuralChange } from '../../kernel/index.js';
import { transformRect } from '../formulas/adjust/index.js';
import { cellId } from '../workbook/index.js';
import type { Sheet, Table, Workbook } from '../workbook/model/index.js';
import { tableBlock, type TableBlock } from './geometry.js';
import { removeTable, tablesOf } from './names.js';

/**
 * Keeps tables on their cells through structural changes, as Excel does: rows or columns inserted inside
 * a table widen it (a new column gets a free "ColumnN" name), deleted ones narrow it (their names go), a
 * table whose every cell, or every data row, is deleted goes with them, as does the table of a deleted
 * sheet. A deleted header or totals row leaves the table without one; the names stay in the model.
 * References to a table name columns, not addresses, so formulas need nothing here.
 */
export const tablesAdjuster: Adjuster<Workbook> = (draft, change, before) => {
  for (const table of tablesOf(before)) {
    if (table.sheetId !== change.sheetId) continue;
    const next = adjustTable(table, change, before, draft.sheetsById[table.sheetId] as Sheet | undefined);
    if (next === table) continue;
    if (next === undefined) removeTable(draft, table.id);
    else draft.tablesById![table.id] = next as Draft<Table>;
  }
};

function adjustTable(table: Table, change: StructuralChange, before: Workbook, after: Sheet | undefined): Table | undefined {
  if (change.kind === 'delete-sheet') return undefined;
  if (change.kind === 'rename-sheet' || change.kind === 'permute-rows') return table;
  const block = tableBlock(before, table);
  const sheet = before.sheetsById[table.sheetId];
  if (!block || !sheet || !after) return table;
  const moved = transformRect({ rows: { start: block.top, end: block.bottom }, cols: { start: block.left, end: block.right } }, change);
  if (!moved?.rows || !moved.cols) return undefined;
  const top = moved.rows.start;
  const bottom = moved.rows.end;
  const lines = change.kind.endsWith('rows');
  const headerRow = table.headerRow && (!lines || after.rowIds[top] === sheet.rowIds[block.top]);
  const totalsRow = table.totalsRow && (!lines || after.rowIds[bottom] === sheet.rowIds[block.bottom]);
  if (bottom - top + 1 - (headerRow ? 1 : 0) - (totalsRow ? 1 : 0) < 1) return undefined;
  const fromCellId = cellId(after.columnIds[moved.cols.start], after.rowIds[top]);
  const toCellId = cellId(after.columnIds[moved.cols.end], after.rowIds[bottom]);
  const columns = columnsAfter(table, block, sheet, after, moved.cols.start, moved.cols.end, change.kind.endsWith('columns'));
  const same = fromCellId === table.fromCellId && toCellId === table.toCellId && headerRow === table.headerRow && totalsRow === table.totalsRow
    && columns.length === table.columns.length && columns.every((column, i) => column.name === table.columns[i].name);
  return same ? table : { ...table, fromCellId, toCellId, headerRow, totalsRow, columns };
}

/**
 * The columns after the change: each sheet column keeps its name (columns inserted, deleted or moved are
 * followed by id); shifted cells keep their names by position. New columns get free "ColumnN" names.
 */
function columnsAfter(table: Table, block: TableBlock, sheet: Sheet, after: Sheet, left: number, right: number, byId: boolean): Table['columns'] {
  const width = right - left + 1;
  const names = new Map<string, string>();
  if (byId) table.columns.forEach((column, i) => names.set(sheet.columnIds[block.left + i], column.name));
  const kept = Array.from({ length: width }, (_, i) => (byId ? names.get(after.columnIds[left + i]) : table.columns[i]?.name));
  if (kept.every((name) => name !== undefined)) return kept.map((name) => ({ name: name! }));
  const used = new Set(kept.filter((name): name is string => name !== undefined).map((name) => name.toLowerCase()));
  let n = 1;
  return kept.map((name) => {
    if (name !== undefined) return { name };
    while (used.has(`column${n}`)) n++;
    used.add(`column${n}`);
    return { name: `Column${n}` };
  });
}

