import type { CanvasLayer, CellView } from '../../../web/plugin-api/index.js';
import { withConditionalStyle } from '../cell-format.js';
import type { ConditionalFormatStyle } from '../model.js';
import { evaluatorOf } from './evaluators.js';

/** A conditional format's look in the grid's terms (only what it sets). */
export function cellLook(style: ConditionalFormatStyle): Partial<CellView> {
  return withConditionalStyle(undefined, style);
}

/** The conditional formats' looks over the cells of the sheet drawn (the grid lays them over each cell's own). */
export const conditionalFormatsLayer: CanvasLayer = {
  id: 'conditional-formats.looks',
  z: 0,
  prepare(sheet, engine) {
    const evaluator = evaluatorOf(engine);
    if (!evaluator) return undefined;
    return {
      cellStyle(row, col) {
        const style = evaluator.styleAt(sheet.id, row, col);
        return style && cellLook(style);
      },
    };
  },
};
