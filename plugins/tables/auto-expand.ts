import type { ExecutedCommand } from '../../kernel/index.js';
import { getCell, hasContent, indexOfIds } from '../workbook/index.js';
import type { Workbook } from '../workbook/model/index.js';
import type { ResizeTableParams } from './commands.js';
import { tableBlock } from './geometry.js';
import { tablesOf } from './names.js';

/** The commands that type into cells: what Excel's table AutoExpansion follows. */
const TYPING = new Set(['workbook.set-cell', 'workbook.set-cells']);

/**
 * Excel's AutoExpansion: typing in the row just under a table (one without a totals row), in its
 * columns, takes that row into the table; typing in the column just right of it, beside its header or
 * data rows, takes that column in (unless a formula sits beside the header row: it would become a
 * column name). Returns the resizes to run, one per table.
 */
export function expansions(workbook: Workbook, event: Pick<ExecutedCommand, 'id' | 'patches'>): ResizeTableParams[] {
  const tables = tablesOf(workbook);
  // A paste of 5,000 cells names 5,000 cells: read only when a table could take them in.
  if (!TYPING.has(event.id) || tables.length === 0) return [];
  const typed = typedCells(workbook, event);
  const out: ResizeTableParams[] = [];
  for (const table of tables) {
    const block = tableBlock(workbook, table);
    const cells = typed.get(table.sheetId);
    if (!block || !cells) continue;
    const sheet = workbook.sheetsById[table.sheetId];
    const dataBottom = block.bottom - (table.totalsRow ? 1 : 0);
    const below = !table.totalsRow && cells.some(([row, col]) => row === block.bottom + 1 && col >= block.left && col <= block.right && hasContent(sheet, row, col));
    // A formula beside the header row stays a formula: it is not taken in to become a column name.
    const headerFormula = table.headerRow && getCell(sheet, sheet.rowIds[block.top], sheet.columnIds[block.right + 1] ?? '')?.formula !== undefined;
    const right = !headerFormula && cells.some(([row, col]) => col === block.right + 1 && row >= block.top && row <= dataBottom && hasContent(sheet, row, col));
    if (!below && !right) continue;
    if ((below && block.bottom + 1 >= sheet.rowIds.length) || (right && block.right + 1 >= sheet.columnIds.length)) continue;
    out.push({ id: table.id, area: { top: block.top, left: block.left, bottom: block.bottom + (below ? 1 : 0), right: block.right + (right ? 1 : 0) } });
  }
  return out;
}

/** The cells a command's patches name (one cell, or every cell of a row or bucket put whole), by sheet, as [row, col]. */
function typedCells(workbook: Workbook, event: Pick<ExecutedCommand, 'patches'>): Map<string, [number, number][]> {
  const out = new Map<string, [number, number][]>();
  for (const { path, value } of event.patches) {
    if (path[0] !== 'sheetsById' || path[2] !== 'cells' || path.length < 4) continue;
    const sheet = workbook.sheetsById[String(path[1])];
    if (!sheet) continue;
    const rows = indexOfIds(sheet.rowIds);
    const cols = indexOfIds(sheet.columnIds);
    const add = (rowId: string, colId: string) => {
      const row = rows.get(rowId);
      const col = cols.get(colId);
      if (row === undefined || col === undefined) return;
      const cells = out.get(sheet.id);
      if (cells) cells.push([row, col]);
      else out.set(sheet.id, [[row, col]]);
    };
    const cellsOf = (rowId: string, row: unknown) => Object.keys((row ?? {}) as object).forEach((colId) => add(rowId, colId));
    if (path.length >= 6) add(String(path[4]), String(path[5]));
    else if (path.length === 5) cellsOf(String(path[4]), value);
    else for (const [rowId, row] of Object.entries((value ?? {}) as Record<string, unknown>)) cellsOf(rowId, row);
  }
  return out;
}
