import type ExcelJS from 'exceljs';
import {
  type BorderLine, type BorderStyle, type CellBorders, type CellFormat, DEFAULT_FONT_FAMILY, DEFAULT_FONT_SIZE, type HorizontalAlign, type VerticalAlign,
} from '../../workbook/index.js';
import { fromExcelColor, toExcelColor } from './colors.js';

type Mutable<T> = { -readonly [K in keyof T]?: T[K] };

/** Excel border styles to ours: hairline and thin (width <= 1 pt) are normal, medium wide, thick wider. */
const BORDER_FROM_EXCEL: Record<string, BorderStyle> = {
  hair: 'normal', thin: 'normal', medium: 'wide', thick: 'wider', double: 'wide',
  dotted: 'dotted', dashed: 'dashed', dashDot: 'dashed', dashDotDot: 'dashed', mediumDashed: 'dashed',
  mediumDashDot: 'dashed', mediumDashDotDot: 'dashed', slantDashDot: 'dashed',
};
const BORDER_TO_EXCEL: Record<BorderStyle, ExcelJS.BorderStyle> = { normal: 'thin', wide: 'medium', wider: 'thick', dotted: 'dotted', dashed: 'dashed' };

const H_ALIGN: Record<string, HorizontalAlign> = { left: 'left', center: 'center', centerContinuous: 'center', right: 'right', justify: 'left', fill: 'left', distributed: 'center' };
const V_ALIGN: Record<string, VerticalAlign> = { top: 'top', middle: 'middle', bottom: 'bottom', justify: 'middle', distributed: 'middle' };

const DEFAULT_FONTS = new Set(['Calibri', DEFAULT_FONT_FAMILY]);
const DEFAULT_SIZES = new Set([11, DEFAULT_FONT_SIZE]);

/** Our cell format from an Excel cell's style; undefined when nothing differs from the defaults. */
export function formatFromExcel(cell: Pick<ExcelJS.Cell, 'font' | 'fill' | 'alignment' | 'border'>): CellFormat | undefined {
  const format: Mutable<CellFormat> = {};
  const font = cell.font;
  if (font) {
    // Excel's default font and ours both mean "no override", so round trips do not add one.
    if (font.name && !DEFAULT_FONTS.has(font.name)) format.fontFamily = font.name;
    if (font.size && !DEFAULT_SIZES.has(font.size)) format.fontSize = font.size;
    if (font.bold) format.bold = true;
    if (font.italic) format.italic = true;
    if (font.underline && font.underline !== 'none') format.underline = true;
    if (font.strike) format.strikethrough = true;
    const color = fromExcelColor(font.color);
    if (color && color !== '#000000') format.textColor = color;
  }
  const fill = cell.fill;
  if (fill?.type === 'pattern' && fill.pattern === 'solid') format.backgroundColor = fromExcelColor(fill.fgColor);
  const alignment = cell.alignment;
  if (alignment) {
    if (alignment.horizontal && H_ALIGN[alignment.horizontal]) format.align = H_ALIGN[alignment.horizontal];
    const vertical = alignment.vertical && V_ALIGN[alignment.vertical];
    if (vertical && vertical !== 'bottom') format.verticalAlign = vertical;
    if (alignment.wrapText) format.wrap = 'wrap';
  }
  const borders = bordersFromExcel(cell.border);
  if (borders) format.borders = borders;
  return Object.keys(format).length ? (format as CellFormat) : undefined;
}

function bordersFromExcel(border: Partial<ExcelJS.Borders> | undefined): CellBorders | undefined {
  if (!border) return undefined;
  const out: Mutable<CellBorders> = {};
  for (const side of ['top', 'right', 'bottom', 'left'] as const) {
    const edge = border[side];
    if (!edge?.style) continue;
    out[side] = { style: BORDER_FROM_EXCEL[edge.style] ?? 'normal', color: fromExcelColor(edge.color) ?? '#000000' };
  }
  return Object.keys(out).length ? (out as CellBorders) : undefined;
}

/** Applies our cell format to an Excel cell's style. */
export function applyFormatToExcel(cell: ExcelJS.Cell, format: CellFormat): void {
  // Every written font is named and sized, so other programs do not substitute their own defaults.
  const font: Partial<ExcelJS.Font> = { name: format.fontFamily ?? DEFAULT_FONT_FAMILY, size: format.fontSize ?? DEFAULT_FONT_SIZE };
  if (format.bold) font.bold = true;
  if (format.italic) font.italic = true;
  if (format.underline) font.underline = true;
  if (format.strikethrough) font.strike = true;
  const textColor = toExcelColor(format.textColor);
  if (textColor) font.color = textColor;
  cell.font = font;
  const fill = toExcelColor(format.backgroundColor);
  if (fill) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: fill };
  if (format.align || format.verticalAlign || format.wrap === 'wrap') {
    cell.alignment = {
      ...(format.align ? { horizontal: format.align } : {}),
      ...(format.verticalAlign ? { vertical: format.verticalAlign } : {}),
      ...(format.wrap === 'wrap' ? { wrapText: true } : {}),
    };
  }
  if (format.borders) cell.border = bordersToExcel(format.borders);
}

function bordersToExcel(borders: CellBorders): Partial<ExcelJS.Borders> {
  const out: Partial<ExcelJS.Borders> = {};
  for (const side of ['top', 'right', 'bottom', 'left'] as const) {
    const line: BorderLine | undefined = borders[side];
    if (line) out[side] = { style: BORDER_TO_EXCEL[line.style], color: toExcelColor(line.color) };
  }
  return out;
}
