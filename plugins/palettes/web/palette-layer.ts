import type { CanvasLayer, CellView } from '../../../web/plugin-api/index.js';
import { getCell } from '../../workbook/index.js';
import { paletteLooks } from '../looks.js';
import type { PaletteLook } from '../resolve.js';

/** A palette's look in the grid's terms: a border colour draws a thin border on every side. */
export function lookView(look: PaletteLook): Partial<CellView> {
  const { borderColor, ...rest } = look;
  if (borderColor === undefined) return rest;
  const line = { color: borderColor, style: 'normal' };
  return { ...rest, borders: { top: line, right: line, bottom: line, left: line } };
}

/**
 * The palettes' looks over the cells whose format names one (`paletteId`), computed from the formulas'
 * current results each time the sheet is drawn, so an edit that changes a result changes the look. It
 * comes after the conditional formats' layer: a satisfied rule wins over the palette, the palette over
 * the cell's own format.
 */
export const paletteLayer: CanvasLayer = {
  id: 'palettes.looks',
  z: 1,
  prepare(sheet, engine, workbook) {
    if (Object.keys(workbook.palettesById).length === 0) return undefined;
    const lookOf = paletteLooks(engine, workbook, sheet.id);
    const views = new Map<string, Partial<CellView> | undefined>();
    return {
      cellStyle(row, col) {
        const rowId = sheet.rowIds[row];
        const columnId = sheet.columnIds[col];
        const paletteId = rowId === undefined || columnId === undefined ? undefined : getCell(sheet, rowId, columnId)?.format?.paletteId;
        if (paletteId === undefined) return undefined;
        if (!views.has(paletteId)) {
          const look = lookOf(paletteId);
          views.set(paletteId, look && lookView(look));
        }
        return views.get(paletteId);
      },
    };
  },
};
