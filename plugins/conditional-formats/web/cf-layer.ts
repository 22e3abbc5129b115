import type { CanvasLayer, CellView } from '../../../web/plugin-api/index.js';
import type { ConditionalFormatStyle } from '../model.js';
import { evaluatorOf } from './evaluators.js';

type Side = 'top' | 'right' | 'bottom' | 'left';
const SIDES_BY_FILL: Readonly<Record<string, readonly Side[]>> = {
  all: ['top', 'right', 'bottom', 'left'],
  outer: ['top', 'right', 'bottom', 'left'],
  top: ['top'],
  right: ['right'],
  bottom: ['bottom'],
  left: ['left'],
};

/** A conditional format's look in the grid's terms; a border needs a colour or a style to show. */
export function cellLook(style: ConditionalFormatStyle): Partial<CellView> {
  const look: { -readonly [K in keyof CellView]?: CellView[K] } = {};
  if (style.bold) look.bold = true;
  if (style.italic) look.italic = true;
  if (style.underline) look.underline = true;
  if (style.strikethrough) look.strikethrough = true;
  if (style.textColor) look.textColor = style.textColor;
  if (style.backgroundColor) look.backgroundColor = style.backgroundColor;
  if (style.borderColor || style.borderStyle) {
    const border = { color: style.borderColor ?? '#000000', style: style.borderStyle ?? 'normal' };
    look.borders = Object.fromEntries((SIDES_BY_FILL[style.borderFill ?? 'all'] ?? []).map((side) => [side, border]));
  }
  return look;
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
