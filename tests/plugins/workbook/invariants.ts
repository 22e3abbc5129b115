import { cellId, findMerges, iterateCells, type Sheet, type Workbook } from '../../../plugins/workbook/index.js';

/**
 * What must hold in every workbook the commands produce; returns the first broken rule, or undefined.
 * Rows and columns: ids unique and matching their records. Cells: only in existing rows and columns.
 * Merges: no overlap, bigger than one cell, every covered cell points at its anchor and nothing else
 * points anywhere.
 */
export function brokenInvariant(workbook: Workbook): string | undefined {
  if (new Set(workbook.sheetIds).size !== workbook.sheetIds.length) return 'duplicate sheet ids';
  if (Object.keys(workbook.sheetsById).length !== workbook.sheetIds.length) return 'sheetsById does not match sheetIds';
  for (const sheetId of workbook.sheetIds) {
    const sheet = workbook.sheetsById[sheetId];
    const broken = brokenVectors(sheet) ?? brokenCells(sheet) ?? brokenMerges(sheet);
    if (broken) return `${sheet.name}: ${broken}`;
  }
  return undefined;
}

function brokenVectors(sheet: Sheet): string | undefined {
  for (const [ids, byId] of [[sheet.rowIds, sheet.rowsById], [sheet.columnIds, sheet.columnsById]] as const) {
    if (new Set(ids).size !== ids.length) return 'duplicate vector ids';
    if (Object.keys(byId).length !== ids.length) return 'vector records do not match ids';
    for (const id of ids) if (byId[id]?.id !== id) return `missing record for ${id}`;
  }
  return undefined;
}

function brokenCells(sheet: Sheet): string | undefined {
  const rows = new Set(sheet.rowIds);
  const columns = new Set(sheet.columnIds);
  for (const [rowId, columnId, cell] of iterateCells(sheet)) {
    if (!rows.has(rowId) || !columns.has(columnId)) return `orphan cell ${columnId}&${rowId}`;
    if (Object.values(cell).some((value) => value === undefined)) return `undefined field in ${columnId}&${rowId}`;
    if (Object.keys(cell).length === 0) return `empty cell ${columnId}&${rowId}`;
  }
  return undefined;
}

function brokenMerges(sheet: Sheet): string | undefined {
  const covered = new Map<string, string>();
  for (const merge of findMerges(sheet)) {
    if (merge.rows * merge.columns < 2) return 'merge of one cell';
    if (merge.top + merge.rows > sheet.rowIds.length || merge.left + merge.columns > sheet.columnIds.length) return 'merge past the sheet end';
    const anchorId = cellId(sheet.columnIds[merge.left], sheet.rowIds[merge.top]);
    for (let row = merge.top; row < merge.top + merge.rows; row++) {
      for (let column = merge.left; column < merge.left + merge.columns; column++) {
        const id = cellId(sheet.columnIds[column], sheet.rowIds[row]);
        if (covered.has(id)) return `overlapping merges at ${id}`;
        covered.set(id, anchorId);
      }
    }
  }
  for (const [rowId, columnId, cell] of iterateCells(sheet)) {
    const id = cellId(columnId, rowId);
    const anchor = covered.get(id);
    const expected = anchor === id ? undefined : anchor;
    if (cell.mergedInto !== expected) return `cell ${id} points at ${cell.mergedInto}, expected ${expected}`;
  }
  for (const [id, anchor] of covered) {
    if (id === anchor) continue;
    const [columnId, rowId] = id.split('&');
    const row = sheet.cells[Object.keys(sheet.cells).find((bucket) => sheet.cells[bucket][rowId]) ?? '']?.[rowId];
    if (row?.[columnId]?.mergedInto !== anchor) return `covered cell ${id} does not point at ${anchor}`;
  }
  return undefined;
}
