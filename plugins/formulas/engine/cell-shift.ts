import type { StructuralChange } from '../../../kernel/index.js';
import { getCell } from '../../workbook/index.js';
import type { Sheet } from '../../workbook/model/index.js';
import type { Span } from '../adjust/geometry.js';
import type { PutCell } from './cell-changes.js';
import type { LineChange } from './line-change.js';

/**
 * Cells inserted or deleted with a shift, as the engine moves them: a change of lines (`axis`) limited
 * to a band of cross lines (band.ts). Inserting cells with a shift down is an insert of the area's
 * rows in the area's columns; with a shift right an insert of its columns in its rows.
 */
export interface CellShift {
  readonly sheetId: string;
  readonly axis: 'rows' | 'cols';
  readonly change: LineChange & { readonly kind: 'insert' | 'delete' };
  readonly band: Span;
}

/**
 * The one shift a command described to the adjusters (the kernel's `ExecutedCommand.structural`),
 * inverted for an undo; undefined when it described none, or more than one change (a batch).
 */
export function cellShiftOf(structural: readonly StructuralChange[], undo: boolean): CellShift | undefined {
  if (structural.length !== 1) return undefined;
  const only = structural[0];
  if (only.kind !== 'insert-cells' && only.kind !== 'delete-cells') return undefined;
  const { area } = only;
  const vertical = only.shift === 'down' || only.shift === 'up';
  const inserts = (only.kind === 'insert-cells') !== undo;
  const at = vertical ? area.top : area.left;
  const count = vertical ? area.bottom - area.top + 1 : area.right - area.left + 1;
  return {
    sheetId: only.sheetId,
    axis: vertical ? 'rows' : 'cols',
    change: { kind: inserts ? 'insert' : 'delete', at, count },
    band: vertical ? { start: area.left, end: area.right } : { start: area.top, end: area.bottom },
  };
}

/**
 * Puts the cells of the lines an inserting `shift` made in its band, as `sheet` holds them: the
 * cells an undone delete brings back (the move left those lines empty).
 */
export function putInsertedBand(sheet: Sheet, shift: CellShift, put: PutCell): void {
  const { axis, change, band } = shift;
  if (change.kind !== 'insert') return;
  for (let line = change.at; line < change.at + change.count; line++) {
    for (let cross = band.start; cross <= band.end; cross++) {
      const [row, col] = axis === 'rows' ? [line, cross] : [cross, line];
      const rowId = sheet.rowIds[row];
      const colId = sheet.columnIds[col];
      const cell = rowId === undefined || colId === undefined ? undefined : getCell(sheet, rowId, colId);
      if (cell !== undefined) put(row, col, cell);
    }
  }
}
