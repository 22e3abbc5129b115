import type { CSSProperties } from 'react';
import type { BorderLine, CellFormat } from '../../workbook/model/index.js';
import type { CastCell } from '../response.js';

/** The editor's cell look (web/grid/render), as CSS: points to pixels (4/3), bold weight 600, padding 3 px. */
export const CELL_PADDING = 3;
const DEFAULT_FONT_SIZE_PT = 10;
const ERROR_COLOR = '#c5221f';
const BORDER_CSS: Record<string, string> = { normal: '1px solid', wide: '2px solid', wider: '3px solid', dotted: '1px dotted', dashed: '1px dashed' };

/** Horizontal alignment: explicit, else errors centred, numbers right and everything else left. */
export function alignOf(cell: CastCell, format: CellFormat | undefined): 'left' | 'center' | 'right' {
  if (format?.align) return format.align;
  if (cell.error) return 'center';
  return cell.numeric ? 'right' : 'left';
}

const border = (line: BorderLine | undefined): string | undefined => (line ? `${BORDER_CSS[line.style] ?? '1px solid'} ${line.color}` : undefined);

/** The box of a cell: fill and borders. */
export function boxStyle(format: CellFormat | undefined): CSSProperties {
  const borders = format?.borders;
  return {
    backgroundColor: format?.backgroundColor,
    borderTop: border(borders?.top),
    borderRight: border(borders?.right),
    borderBottom: border(borders?.bottom),
    borderLeft: border(borders?.left),
  };
}

/** The text of a cell: font (its own, else the sheet's default), colour, decoration, alignment and wrapping. */
export function textStyle(cell: CastCell, format: CellFormat | undefined, defaultFontFamily: string): CSSProperties {
  const decorations = [format?.underline && 'underline', format?.strikethrough && 'line-through'].filter(Boolean);
  const vertical = format?.verticalAlign ?? 'bottom';
  return {
    fontFamily: `"${format?.fontFamily ?? defaultFontFamily}", Arial, sans-serif`,
    fontSize: `${((format?.fontSize ?? DEFAULT_FONT_SIZE_PT) * 4) / 3}px`,
    fontWeight: format?.bold ? 600 : 400,
    fontStyle: format?.italic ? 'italic' : undefined,
    textDecoration: decorations.length ? decorations.join(' ') : undefined,
    color: cell.error ? ERROR_COLOR : (cell.color ?? format?.textColor ?? '#000000'),
    textAlign: alignOf(cell, format),
    justifyContent: vertical === 'top' ? 'flex-start' : vertical === 'middle' ? 'center' : 'flex-end',
    whiteSpace: format?.wrap === 'wrap' ? 'pre-wrap' : 'pre',
    overflowWrap: format?.wrap === 'wrap' ? 'anywhere' : undefined,
  };
}
