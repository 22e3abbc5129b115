import type { Patch } from 'immer';
import { SHADOW_NOTES_MESSAGE, SHADOW_STYLES_MESSAGE } from '../../plugins/locks/index.js';
import { a1, type Sheet, type Workbook } from '../../plugins/workbook/index.js';

/**
 * Shadow mode judged on a command's result, as a whole-shadow save judges the saved document
 * (plugins/locks shadowChangeRefusal): a note added, changed, removed or moved on a cell whose row and
 * column are still there (deleting a row or column takes its notes with it, as the save allows), or the
 * palettes changed. This catches what no command id says: cells shifted by a delete or insert of cells, a
 * sort, a paste carrying notes. Only the parts the patches reach are read, so a cell edit costs one row.
 */
export function shadowResultRefusal(before: Workbook, after: Workbook, patches: readonly Patch[]): string | undefined {
  if (patches.some((patch) => reachesPalettes(patch.path)) && JSON.stringify(before.palettesById) !== JSON.stringify(after.palettesById)) {
    return SHADOW_STYLES_MESSAGE;
  }
  for (const [sheetId, rows] of touchedRows(before, after, patches)) {
    const refusal = movedNote(before.sheetsById[sheetId], after.sheetsById[sheetId], rows);
    if (refusal) return refusal;
  }
  return undefined;
}

const reachesPalettes = (path: Patch['path']): boolean => path.length === 0 || path[0] === 'palettesById';

/** Bucket and row of each row whose cells the patches may have changed, by sheet (every row of a sheet put whole). */
function touchedRows(before: Workbook, after: Workbook, patches: readonly Patch[]): Map<string, Set<string>> {
  const touched = new Map<string, Set<string>>();
  const add = (sheetId: string, bucket: string, rowId: string) => {
    let rows = touched.get(sheetId);
    if (!rows) touched.set(sheetId, (rows = new Set()));
    rows.add(`${bucket}\u0000${rowId}`);
  };
  const addBucket = (sheetId: string, bucket: string) => {
    for (const workbook of [before, after]) for (const rowId of Object.keys(workbook.sheetsById[sheetId]?.cells[bucket] ?? {})) add(sheetId, bucket, rowId);
  };
  const addSheet = (sheetId: string) => {
    for (const workbook of [before, after]) for (const bucket of Object.keys(workbook.sheetsById[sheetId]?.cells ?? {})) addBucket(sheetId, bucket);
  };
  for (const { path } of patches) {
    const [root, sheetId, part, bucket, rowId] = path.map(String);
    if (path.length === 0 || (root === 'sheetsById' && path.length === 1)) {
      for (const id of new Set([...before.sheetIds, ...after.sheetIds])) addSheet(id);
    } else if (root !== 'sheetsById') continue;
    else if (path.length === 2 || (part === 'cells' && path.length === 3)) addSheet(sheetId);
    else if (part === 'cells' && path.length === 4) addBucket(sheetId, bucket);
    else if (part === 'cells') add(sheetId, bucket, rowId);
  }
  return touched;
}

/** The first cell of the given rows whose note differs between the two sheets, while the later sheet has its row and column. */
function movedNote(before: Sheet | undefined, after: Sheet | undefined, rows: ReadonlySet<string>): string | undefined {
  if (!after) return undefined;
  let rowsAt: Map<string, number> | undefined;
  let columnsAt: Map<string, number> | undefined;
  for (const key of rows) {
    const [bucket, rowId] = key.split('\u0000');
    const was = rowCells(before, bucket, rowId);
    const now = rowCells(after, bucket, rowId);
    for (const columnId of new Set([...Object.keys(was), ...Object.keys(now)])) {
      if (noteOf(was[columnId]) === noteOf(now[columnId])) continue;
      rowsAt ??= new Map(after.rowIds.map((id, index) => [id, index]));
      columnsAt ??= new Map(after.columnIds.map((id, index) => [id, index]));
      const row = rowsAt.get(rowId);
      const column = columnsAt.get(columnId);
      if (row !== undefined && column !== undefined) return `${SHADOW_NOTES_MESSAGE} ${after.name}!${a1(row, column)}`;
    }
  }
  return undefined;
}

function rowCells(sheet: Sheet | undefined, bucket: string, rowId: string): Record<string, unknown> {
  const cells = sheet?.cells as Record<string, Record<string, Record<string, unknown> | undefined> | undefined> | undefined;
  return cells?.[bucket]?.[rowId] ?? {};
}

const noteOf = (cell: unknown): unknown => (typeof cell === 'object' && cell !== null ? (cell as { note?: unknown }).note : undefined);
