import type { CellArea } from '../../../kernel/index.js';
import { DEFAULT_BORDER_COLOR } from '../defaults.js';
import type { BorderFill, BorderLine, BorderStyle, CellBorders } from '../model/format.js';
import { forEachPosition, tidy, updateCell } from './cell-update.js';
import type { AreaParams } from './cell-content.js';
import { clampArea, draftSheet, sheetBefore, type WorkbookCommand } from './context.js';

export interface SetBordersParams extends AreaParams {
  /** Which lines of the area get the border (SPEC section 3); default 'all'; 'none' clears the area's borders. */
  readonly fill?: BorderFill;
  /** Default '#000000'. */
  readonly color?: string;
  /** Default 'normal'. */
  readonly style?: BorderStyle;
}

type Edge = keyof CellBorders;

/**
 * The edges of the cell at (row, column) that lie on the fill's lines. Each cell stores its own
 * edges, so a line between two cells of the area is stored on both (the renderer draws it once).
 */
export function edgesOnFill(fill: BorderFill, area: CellArea, row: number, column: number): Edge[] {
  const outer: Record<'top' | 'bottom' | 'left' | 'right', boolean> = {
    top: row === area.top, bottom: row === area.bottom, left: column === area.left, right: column === area.right,
  };
  const innerHorizontal: Edge[] = [...(row > area.top ? ['top' as const] : []), ...(row < area.bottom ? ['bottom' as const] : [])];
  const innerVertical: Edge[] = [...(column > area.left ? ['left' as const] : []), ...(column < area.right ? ['right' as const] : [])];
  switch (fill) {
    case 'none': return [];
    case 'all': return ['top', 'right', 'bottom', 'left'];
    case 'top': case 'bottom': case 'left': case 'right': return outer[fill] ? [fill] : [];
    case 'outer': return (['top', 'right', 'bottom', 'left'] as const).filter((edge) => outer[edge]);
    case 'inner-horizontal': return innerHorizontal;
    case 'inner-vertical': return innerVertical;
    case 'inner': return [...innerHorizontal, ...innerVertical];
  }
}

export const setBorders: WorkbookCommand<SetBordersParams> = {
  id: 'workbook.set-borders',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const area = clampArea(before, params.area);
    const sheet = draftSheet(draft, params.sheetId);
    const fill = params.fill ?? 'all';
    const line: BorderLine = { color: params.color ?? DEFAULT_BORDER_COLOR, style: params.style ?? 'normal' };
    forEachPosition(before, area, (rowId, columnId, row, column) => {
      const edges = edgesOnFill(fill, area, row, column);
      if (fill !== 'none' && edges.length === 0) return;
      updateCell(sheet, rowId, columnId, (cell) => {
        const borders: CellBorders = fill === 'none' ? {} : { ...cell?.format?.borders, ...Object.fromEntries(edges.map((edge) => [edge, line])) };
        return { ...cell, format: tidy({ ...cell?.format, borders: tidy(borders) }) };
      });
    });
  },
};
