import { getCell } from '../cell-store.js';
import type { Cell } from '../model/cell.js';
import { forEachStoredCell, updateCell } from './cell-update.js';
import type { AreaParams } from './cell-content.js';
import { clampArea, draftSheet, sheetBefore, type WorkbookCommand } from './context.js';
import { indexOfIds } from './positions.js';

function isCheckbox(cell: Cell | undefined): boolean {
  return cell?.data?.validation?.type === 'checkbox' && cell.formula === undefined;
}

/**
 * SPEC section 4: Space toggles checkbox cells. With several selected, they all become checked unless
 * they all are already, then they all become unchecked (so mixed boxes end up alike). Checkboxes
 * holding a formula follow their formula and are left alone.
 */
export const toggleCheckbox: WorkbookCommand<AreaParams> = {
  id: 'workbook.toggle-checkbox',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const boxes: [rowId: string, columnId: string][] = [];
    forEachStoredCell(before, indexOfIds(before.columnIds), clampArea(before, params.area), (rowId, columnId) => {
      if (isCheckbox(getCell(before, rowId, columnId))) boxes.push([rowId, columnId]);
    });
    const checked = !boxes.every(([rowId, columnId]) => getCell(before, rowId, columnId)?.value === true);
    const sheet = draftSheet(draft, params.sheetId);
    for (const [rowId, columnId] of boxes) {
      updateCell(sheet, rowId, columnId, (cell) => ({ ...cell, value: checked, data: { ...cell?.data, type: 'BOOLEAN' } }));
    }
  },
};
