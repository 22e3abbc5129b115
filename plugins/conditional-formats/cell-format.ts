import type { BorderLine, BorderStyle, CellBorders, CellFormat } from '../workbook/model/format.js';
import { BORDER_STYLES } from '../workbook/model/format.js';
import type { ConditionalFormatStyle } from './model.js';

type Side = keyof CellBorders;
const SIDES_BY_FILL: Readonly<Record<string, readonly Side[]>> = {
  all: ['top', 'right', 'bottom', 'left'],
  outer: ['top', 'right', 'bottom', 'left'],
  top: ['top'],
  right: ['right'],
  bottom: ['bottom'],
  left: ['left'],
};

/**
 * A cell's format with a conditional look laid over it: what the look sets wins. A border needs a colour
 * or a style; its fill says which sides of the cell (a cell alone has no inner sides; default all).
 */
export function withConditionalStyle(format: CellFormat | undefined, style: ConditionalFormatStyle): CellFormat {
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
    for (const side of SIDES_BY_FILL[style.borderFill ?? 'all'] ?? []) borders[side] = line;
    out.borders = borders;
  }
  return out;
}
