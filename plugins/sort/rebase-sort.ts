import { mapArea, mapLine, mapSpan, type CellArea, type StructuralChange } from '../../kernel/index.js';

/** SortRowsParams, structurally (sort-rows.ts imports this file). */
interface SortParams {
  readonly sheetId: string;
  readonly area: CellArea;
  readonly order: readonly number[];
}

/**
 * Co-editing: a sort made concurrently with someone else's structural change. Its order was planned on
 * the rows' values, so it runs only where its rows are still the same block: moved whole (lines inserted
 * or deleted above it, columns anywhere) it follows them; lines inserted, deleted or moved inside it, a
 * shift of cells through it or another sort of its rows drop it, and its author sorts again.
 */
export function rebaseSort<P extends SortParams>(params: P, change: StructuralChange): P | undefined {
  if (params.sheetId !== change.sheetId || change.kind === 'rename-sheet') return params;
  if (change.kind === 'delete-sheet') return undefined;
  const { area } = params;
  if (change.kind === 'permute-rows') return change.area.bottom < area.top || change.area.top > area.bottom ? params : undefined;
  if (change.kind === 'insert-cells' || change.kind === 'delete-cells') {
    const moved = mapArea(area, change);
    return moved && sameArea(moved, area) ? params : undefined;
  }
  const cols = mapSpan({ start: area.left, end: area.right }, change, 'columns');
  const rows = mapSpan({ start: area.top, end: area.bottom }, change, 'rows');
  if (!cols || !rows || rows.end - rows.start !== area.bottom - area.top) return undefined;
  const shift = rows.start - area.top;
  const order: number[] = [];
  for (const row of params.order) {
    const mapped = mapLine(row, change, 'rows');
    if (mapped !== row + shift) return undefined;
    order.push(mapped);
  }
  return { ...params, area: { top: rows.start, bottom: rows.end, left: cols.start, right: cols.end }, order };
}

function sameArea(a: CellArea, b: CellArea): boolean {
  return a.top === b.top && a.left === b.left && a.bottom === b.bottom && a.right === b.right;
}
