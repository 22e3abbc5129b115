import type { Draft } from 'immer';
import type { StructuralChange } from '../../../kernel/index.js';
import { getCell, indexOfIds, putCell } from '../../workbook/index.js';
import type { Cell, Sheet } from '../../workbook/model/index.js';
import { transformCell, transformRect } from './geometry.js';

/** A legacy array formula's cell (ids before the change) and the area it fills. */
export interface ArrayAnchor {
  readonly rowId: string;
  readonly columnId: string;
  readonly rows: number;
  readonly columns: number;
}

/** The area a cell's legacy array formula fills, when it is one (Cell.arrayRows, arrayColumns). */
export function arrayAnchorOf(rowId: string, columnId: string, cell: Cell): ArrayAnchor | undefined {
  if (cell.arrayRows === undefined && cell.arrayColumns === undefined) return undefined;
  return { rowId, columnId, rows: cell.arrayRows ?? 1, columns: cell.arrayColumns ?? 1 };
}

/**
 * Legacy array formulas keep their areas through a structural change of their sheet: lines inserted
 * inside an area grow it and lines deleted from it shrink it, as they do a reference (geometry.ts);
 * moved lines take it along with its formula's cell, its size kept (by the corners' rule a line moved
 * out of an area could grow it, and the move back grow it again). The engine resizes the areas it holds
 * the same way (engine/structural-core.ts), so a load of the changed document computes what the engine
 * computed in place, and undoing a change gives the area back.
 */
export function resizeArrayAreas(sheet: Draft<Sheet>, before: Sheet, anchors: readonly ArrayAnchor[], change: StructuralChange): void {
  if (anchors.length === 0 || change.kind === 'move-rows' || change.kind === 'move-columns') return;
  const rows = indexOfIds(before.rowIds);
  const columns = indexOfIds(before.columnIds);
  for (const anchor of anchors) {
    const top = rows.get(anchor.rowId);
    const left = columns.get(anchor.columnId);
    if (top === undefined || left === undefined) continue;
    const moved = transformRect({ rows: { start: top, end: top + anchor.rows - 1 }, cols: { start: left, end: left + anchor.columns - 1 } }, change);
    const at = transformCell(top, left, change);
    if (!moved?.rows || !moved.cols || !at) continue;
    const size = { arrayRows: moved.rows.end - moved.rows.start + 1, arrayColumns: moved.cols.end - moved.cols.start + 1 };
    if (size.arrayRows === anchor.rows && size.arrayColumns === anchor.columns) continue;
    const rowId = sheet.rowIds[at.row];
    const columnId = sheet.columnIds[at.col];
    const cell = rowId === undefined || columnId === undefined ? undefined : getCell(sheet as Sheet, rowId, columnId);
    if (cell?.formula === undefined) continue;
    putCell(sheet, rowId, columnId, { ...cell, ...size });
  }
}
