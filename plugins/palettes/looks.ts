import type { Engine } from '../formulas/engine/index.js';
import { ERRORS, type Scalar } from '../formulas/index.js';
import type { Workbook } from '../workbook/index.js';
import { readPalette } from './model.js';
import { resolvePalette, type PaletteLook } from './resolve.js';

/**
 * The looks of a template's palettes as computed now for cells of one sheet (references without a sheet
 * name read that sheet), each resolved on first use. Formulas are computed by the engine without being
 * stored in any cell, so they cost nothing until a sheet using the palette is drawn.
 */
export function paletteLooks(engine: Engine, workbook: Workbook, sheetId: string): (paletteId: string) => PaletteLook | undefined {
  const looks = new Map<string, PaletteLook | undefined>();
  const evaluate = (text: string): Scalar => {
    const probe = engine.probeFormula(engine.compileFormulaAt(text, 0, 0), sheetId);
    return probe ? probe.at(0, 0) : ERRORS.REF;
  };
  return (paletteId) => {
    if (looks.has(paletteId)) return looks.get(paletteId);
    const palette = readPalette(workbook.palettesById[paletteId]);
    const look = palette && resolvePalette(palette, evaluate);
    looks.set(paletteId, look);
    return look;
  };
}
