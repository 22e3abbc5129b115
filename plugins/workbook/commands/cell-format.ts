import type { CellType } from '../model/cell.js';
import type { CellFormat } from '../model/format.js';
import { forEachPosition, forEachStoredCell, tidy, updateCell } from './cell-update.js';
import type { AreaParams } from './cell-content.js';
import { clampArea, draftSheet, sheetBefore, type WorkbookCommand } from './context.js';
import { indexOfIds } from './positions.js';

export interface SetFormatParams extends AreaParams {
  /** Fields to set; a field given as undefined is removed (back to its default). */
  readonly format: Partial<CellFormat>;
}

export interface SetNumberFormatParams extends AreaParams {
  /** A number format pattern such as '#,##0.00'; undefined goes back to automatic. */
  readonly format: string | undefined;
}

export interface SetDataTypeParams extends AreaParams {
  readonly type: CellType;
}

/** Sets format fields on every cell of an area (empty cells too: a bold empty cell shows bold text once typed in). */
export const setFormat: WorkbookCommand<SetFormatParams> = {
  id: 'workbook.set-format',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const sheet = draftSheet(draft, params.sheetId);
    forEachPosition(before, clampArea(before, params.area), (rowId, columnId) =>
      updateCell(sheet, rowId, columnId, (cell) => ({ ...cell, format: tidy({ ...cell?.format, ...params.format }) })),
    );
  },
};

/** Removes formatting and number formats from an area, keeping content and validation. */
export const clearFormat: WorkbookCommand<AreaParams> = {
  id: 'workbook.clear-format',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const sheet = draftSheet(draft, params.sheetId);
    forEachStoredCell(before, indexOfIds(before.columnIds), clampArea(before, params.area), (rowId, columnId) =>
      updateCell(sheet, rowId, columnId, (cell) => ({
        ...cell,
        format: undefined,
        data: tidy(cell?.data && { ...cell.data, format: undefined, formatsByType: undefined }),
      })),
    );
  },
};

export const setNumberFormat: WorkbookCommand<SetNumberFormatParams> = {
  id: 'workbook.set-number-format',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const sheet = draftSheet(draft, params.sheetId);
    forEachPosition(before, clampArea(before, params.area), (rowId, columnId) =>
      updateCell(sheet, rowId, columnId, (cell) => ({ ...cell, data: tidy({ ...cell?.data, format: params.format }) })),
    );
  },
};

/** Sets the cell data type (TEXT, NUMBER, PERCENT, DATE, BOOLEAN, IMAGE) of an area. */
export const setDataType: WorkbookCommand<SetDataTypeParams> = {
  id: 'workbook.set-data-type',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const sheet = draftSheet(draft, params.sheetId);
    forEachPosition(before, clampArea(before, params.area), (rowId, columnId) =>
      updateCell(sheet, rowId, columnId, (cell) => ({ ...cell, data: { ...cell?.data, type: params.type } })),
    );
  },
};
