import type { Subscription } from 'rxjs';
import type { DocumentStore, ViewStore } from '../../../kernel/index.js';
import type { Workbook } from '../model/workbook.js';
import { firstVisibleCell, type WorkbookView } from '../view.js';

function isShown(workbook: Workbook, sheetId: string): boolean {
  const sheet = workbook.sheetsById[sheetId];
  return sheet !== undefined && !sheet.hidden;
}

/**
 * The visible sheet nearest to where the active one was: the next one to its right, else to its left
 * (the tab a person sees take its place).
 */
function replacementSheet(previous: Workbook, next: Workbook, sheetId: string): string | undefined {
  const at = previous.sheetIds.indexOf(sheetId);
  const order = at < 0 ? next.sheetIds : [...previous.sheetIds.slice(at + 1), ...previous.sheetIds.slice(0, at).reverse()];
  return order.find((id) => isShown(next, id)) ?? next.sheetIds.find((id) => isShown(next, id));
}

/**
 * Keeps the view on a visible sheet: when the active sheet is deleted or hidden (or an undo removes
 * it), the view moves to its neighbour and selects that sheet's first visible cell (SPEC section 4).
 */
export function followActiveSheet(store: DocumentStore<Workbook>, view: ViewStore<WorkbookView>): Subscription {
  let previous = store.state;
  return store.state$.subscribe((workbook) => {
    const activeSheetId = view.state.activeSheetId;
    if (!isShown(workbook, activeSheetId)) {
      const sheetId = replacementSheet(previous, workbook, activeSheetId);
      if (sheetId !== undefined) view.run('view.set-active-sheet', { sheetId, cell: firstVisibleCell(workbook.sheetsById[sheetId]) });
    }
    previous = workbook;
  });
}
