import { BORDER_STYLES, type BorderLine, type BorderStyle, type CellFormat } from '../workbook/index.js';
import { borderSides, type Side } from './border-sides.js';
import type { ConditionalFormatStyle } from './model.js';

/** A rule's look as it falls on one cell: the border's sides resolved among the cell's neighbours. */
export interface ConditionalCellStyle extends ConditionalFormatStyle {
  readonly borderSides?: readonly Side[];
}


/**
 * A cell's format with a conditional look laid over it: what the look sets wins. A border needs a colour
 * or a style; its sides are the ones the evaluator found for the cell among its highlighted neighbours
 * (`borderSides`), or, for a look without them, the fill's sides of a cell alone.
 */
export function withConditionalStyle(format: CellFormat | undefined, style: ConditionalCellStyle): CellFormat {
  const out: { -readonly [K in keyof CellFormat]?: CellFormat[K] } = { ...(format ?? {}) };
  if (style.bold) out.bold = true;
  if (style.italic) out.italic = true;
  if (style.underline) out.underline = true;
  if (style.strikethrough) out.strikethrough = true;
  if (style.textColor) out.textColor = style.textColor;
  if (style.backgroundColor) out.backgroundColor = style.backgroundColor;
  if (style.borderColor || style.borderStyle) {
    const line: BorderLine = {
      color: style.borderColor ?? '#000000',
      style: (BORDER_STYLES as readonly string[]).includes(style.borderStyle ?? '') ? (style.borderStyle as BorderStyle) : 'normal',
    };
    const borders: { -readonly [K in Side]?: BorderLine } = { ...(format?.borders ?? {}) };
    for (const side of style.borderSides ?? borderSides(style.borderFill, () => false)) borders[side] = line;
    out.borders = borders;
  }
  return out;
}
