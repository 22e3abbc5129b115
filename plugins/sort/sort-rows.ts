import { allSteps, UserError, type CellArea } from '../../kernel/index.js';
import { hasMergedCellIn } from '../workbook/index.js';
import { clampArea, draftSheet, sheetBefore, type WorkbookCommand } from '../workbook/commands/index.js';
import { SORT_MERGED_MESSAGE, SORT_ORDER_MESSAGE } from './messages.js';
import { rebaseSort } from './rebase-sort.js';
import { preparedFor, sortedRows } from './sorted-rows.js';

export interface SortRowsParams {
  readonly sheetId: string;
  /** The rows and columns whose cells move (a header row is not part of it). */
  readonly area: CellArea;
  /** For each row of the area, top to bottom, the sheet index of the row whose cells it takes (planSort). */
  readonly order: readonly number[];
}

/** A co-editing room builds the rows of a sort this big ahead, in steps (below it, a run is ~20 ms). */
const PREPARED_FROM_ROWS = 10_000;

/**
 * Rearranges the rows of a range (one undo step); refuses merged cells in it (before changing anything). Cells move with their formats; a formula's relative
 * references move with it, as Excel does when it sorts (a row's `=B2*C2` becomes `=B5*C5` in row 5),
 * and references elsewhere to the sorted cells keep their addresses. The rows are built outside immer
 * (sorted-rows.ts, ahead in a co-editing room) and put by bucket (bucket-copies.ts).
 */
export const sortRows: WorkbookCommand<SortRowsParams> = {
  id: 'sort.rows',
  rebase: rebaseSort,
  // Its order is in its params: co-editors run it again rather than read its patches.
  deterministic: true,
  run(draft, params, ctx) {
    const sheet = sheetBefore(ctx, params.sheetId);
    const area = clampArea(sheet, params.area);
    checkOrder(area, params.order);
    // Merges are looked up in the workbook's index of them, not read off each of the area's cells.
    if (hasMergedCellIn(sheet, area)) throw new UserError(SORT_MERGED_MESSAGE);
    const sorted = preparedFor(ctx.prepared, sheet, area, params.order) ?? allSteps(sortedRows(sheet, area, params.order));
    sorted.copies.putInto(draftSheet(draft, params.sheetId));
    // The engine moves its cells by the permutation rather than reading 200k replaced rows; no range moves.
    ctx.describe({ kind: 'permute-rows', sheetId: params.sheetId, area, order: params.order });
  },
  prepare(workbook, params) {
    const sheet = workbook.sheetsById[params.sheetId];
    if (sheet === undefined || !Array.isArray(params.order) || params.order.length < PREPARED_FROM_ROWS) return undefined;
    const area = clampArea(sheet, params.area);
    checkOrder(area, params.order);
    return hasMergedCellIn(sheet, area) ? undefined : sortedRows(sheet, area, params.order);
  },
};

function checkOrder(area: CellArea, order: readonly number[]): void {
  const rows = area.bottom - area.top + 1;
  if (order.length !== rows) throw new UserError(SORT_ORDER_MESSAGE);
  const seen = new Uint8Array(rows);
  for (const row of order) {
    if (!Number.isInteger(row) || row < area.top || row > area.bottom || seen[row - area.top] === 1) throw new UserError(SORT_ORDER_MESSAGE);
    seen[row - area.top] = 1;
  }
}
