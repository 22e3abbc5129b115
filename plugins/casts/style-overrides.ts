import { withConditionalStyle } from '../conditional-formats/cell-format.js';
import { cellId, getCell } from '../workbook/cell-store.js';
import type { CellFormat } from '../workbook/model/index.js';
import type { CastArea } from './area.js';
import type { CastValues } from './model.js';
import type { RowBlock } from './page-cells.js';

/**
 * The formats conditional formats give the page's cells (SPEC's `styleOverridesByCellId`): each cell
 * whose rules hold, its own format with their look laid over it, from the same evaluation as the editor's.
 */
export function styleOverrides(area: CastArea, blocks: readonly RowBlock[], values: CastValues): Record<string, CellFormat> {
  const overrides: Record<string, CellFormat> = {};
  if (!values.conditionalStyle) return overrides;
  const sheet = area.sheet;
  for (const block of blocks) {
    for (let row = block.top; row <= block.bottom; row++) {
      for (let col = area.left; col <= area.right; col++) {
        const style = values.conditionalStyle(sheet.id, row, col);
        if (!style) continue;
        const rowId = sheet.rowIds[row];
        const colId = sheet.columnIds[col];
        overrides[cellId(colId, rowId)] = withConditionalStyle(getCell(sheet, rowId, colId)?.format, style);
      }
    }
  }
  return overrides;
}
