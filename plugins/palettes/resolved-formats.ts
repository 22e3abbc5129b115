import type { Engine } from '../formulas/engine/index.js';
import type { CellFormat, Workbook } from '../workbook/index.js';
import { withPaletteLook } from './format.js';
import { paletteLooks } from './looks.js';

/**
 * Cell formats with their palette's look laid over them as computed now, for files that cannot hold a look
 * driven by formulas (xlsx): the cell is written with the resolved fill, text colour, bold... as plain
 * formats. A format without a palette, or whose palette's formulas all failed, stays its own.
 */
export function resolvedPaletteFormats(engine: Engine, workbook: Workbook): (sheetId: string, format: CellFormat) => CellFormat {
  const looksBySheet = new Map<string, ReturnType<typeof paletteLooks>>();
  const looksOf = (sheetId: string) => looksBySheet.get(sheetId) ?? looksBySheet.set(sheetId, paletteLooks(engine, workbook, sheetId)).get(sheetId)!;
  return (sheetId, format) => {
    if (format.paletteId === undefined) return format;
    const look = looksOf(sheetId)(format.paletteId);
    return look ? withPaletteLook(format, look) : format;
  };
}
