import { BehaviorSubject } from 'rxjs';
import type { EditorHost } from '../../../web/plugin-api/index.js';
import { tableAt } from '../geometry.js';

/**
 * The table whose settings dialog is open (its id), or null. The cell menu's "Table settings" opens it
 * for the table under the active cell; one editor is open per page, so one subject serves it.
 */
export const openTableId = new BehaviorSubject<string | null>(null);

/** The table holding the active cell, if any. */
export function activeTableId(host: EditorHost): string | undefined {
  return tableAt(host.workbook, host.sheet.id, host.anchor.row, host.anchor.col)?.id;
}

export function openTableSettings(host: EditorHost): void {
  const id = activeTableId(host);
  if (id) openTableId.next(id);
}
