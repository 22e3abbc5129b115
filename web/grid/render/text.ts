import type { CellView } from '../grid-model.js';

export const DEFAULT_FONT_FAMILY = 'Lato';
export const DEFAULT_FONT_SIZE_PT = 10;
export const CELL_PADDING = 3;

/** The canvas font of a cell: points to pixels (4/3), bold weight 600 (SPEC section 9), scaled by zoom. */
export function fontOf(cell: CellView, zoom: number): string {
  const px = ((cell.fontSize ?? DEFAULT_FONT_SIZE_PT) * 4) / 3;
  const family = cell.fontFamily ?? DEFAULT_FONT_FAMILY;
  return `${cell.italic ? 'italic ' : ''}${cell.bold ? 600 : 400} ${(px * zoom).toFixed(2)}px "${family}", Arial, sans-serif`;
}

/** Horizontal alignment: explicit, else numbers right and everything else left. */
export function alignOf(cell: CellView): 'left' | 'center' | 'right' {
  if (cell.align) return cell.align;
  if (cell.error || cell.checkbox !== undefined) return 'center';
  return cell.numeric ? 'right' : 'left';
}

/** Breaks text into lines that fit a width, at spaces where possible, and at explicit newlines. */
export function wrapLines(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && ctx.measureText(candidate).width > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}
