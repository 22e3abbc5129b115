import { UserError, type CellArea } from '../../../kernel/index.js';
import { getCell, lastUsedCell } from '../../workbook/index.js';
import type { EditorHost } from '../../../web/plugin-api/index.js';
import { planSort, type SortKey, type SortRequest } from '../plan.js';

/** Sorts as asked, in one undo step; a refusal (an array here, merged cells by the command's run) is shown in the alert dialog. */
export async function sortAs(host: EditorHost, request: SortRequest): Promise<boolean> {
  const { sheet, session } = host;
  try {
    const plan = planSort(sheet, request, (row, col) => session.engine.getValue(sheet.id, row, col), (area) => session.engine.spillsInto(sheet.id, area));
    if (plan.order.length < 2) return true;
    return await host.run('sort.rows', { sheetId: sheet.id, area: plan.area, order: plan.order });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    await host.alert(error.message);
    return false;
  }
}

/** Data > Sort sheet: every used row and column, by the active cell's column. */
export function sheetSort(host: EditorHost, descending: boolean): SortRequest {
  const last = lastUsedCell(host.sheet);
  const area: CellArea = { top: 0, left: 0, bottom: last.row, right: Math.max(last.col, host.anchor.col) };
  return { area, keys: [{ column: host.anchor.col, descending }] };
}

/** Data > Sort range: the selection, by the active cell's column. */
export function rangeSort(host: EditorHost, descending: boolean, header = false): SortRequest {
  return { area: host.area, keys: [{ column: host.anchor.col, descending }], header };
}

/** A range sort needs at least two rows to order. */
export function canSortRange(host: EditorHost): boolean {
  return host.area.bottom > host.area.top;
}

/** What the dialog calls a column: its header cell's text when the range has a header row, else "Column B". */
export function columnLabel(host: EditorHost, area: CellArea, column: number, header: boolean, letters: (index: number) => string): string {
  if (header) {
    const { sheet, session } = host;
    const shown = session.engine.getValue(sheet.id, area.top, column);
    const cell = getCell(sheet, sheet.rowIds[area.top] ?? '', sheet.columnIds[column] ?? '');
    if (cell && shown !== null && String(shown) !== '') return String(shown);
  }
  return `Column ${letters(column)}`;
}

export type { SortKey };
