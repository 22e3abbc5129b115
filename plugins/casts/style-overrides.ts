import { withConditionalStyle } from '../conditional-formats/index.js';
import { withPaletteLook } from '../palettes/index.js';
import { cellId, getCell } from '../workbook/index.js';
import type { CellFormat, Sheet } from '../workbook/model/index.js';
import type { CastValues } from './model.js';
import { blocksOf, type Run } from './page-cells.js';

/**
 * The formats palettes and conditional formats give the page's cells (SPEC's `styleOverridesByCellId`):
 * each cell naming a palette or whose rules hold, its own format with the palette's look laid over it and
 * the rules' look over that (a satisfied rule wins, as in the editor), from the same evaluation.
 */
export function styleOverrides(sheet: Sheet, rows: readonly Run[], columns: readonly Run[], values: CastValues): Record<string, CellFormat> {
  const overrides: Record<string, CellFormat> = {};
  if (!values.conditionalStyle && !values.paletteLook) return overrides;
  for (const block of blocksOf(rows, columns)) {
    for (let row = block.top; row <= block.bottom; row++) {
      for (let col = block.left; col <= block.right; col++) {
        const rowId = sheet.rowIds[row];
        const colId = sheet.columnIds[col];
        const own = getCell(sheet, rowId, colId)?.format;
        const found = own?.paletteId === undefined ? undefined : values.paletteLook?.(sheet.id, own.paletteId);
        // A palette whose formulas all failed leaves the cell's own format: nothing to override.
        const look = found && Object.keys(found).length > 0 ? found : undefined;
        const style = values.conditionalStyle?.(sheet.id, row, col);
        if (!style && !look) continue;
        const base = look ? withPaletteLook(own, look) : own;
        overrides[cellId(colId, rowId)] = style ? withConditionalStyle(base, style) : base!;
      }
    }
  }
  return overrides;
}
