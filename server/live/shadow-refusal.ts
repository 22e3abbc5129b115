import type { Patch } from 'immer';
import { LOCKED_MESSAGE, LockedCells, shadowRefusal } from '../../plugins/locks/index.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';

/** An undo in a shadow that reaches beyond cells (rows, columns, sheets, names, locks). */
export const SHADOW_UNDO_MESSAGE = 'In a shadow only unlocked cells can be changed back.';

/**
 * Shadow mode on the live channel, as on a shadow save (services/shadow-locks.ts): a command that reaches a
 * locked cell, row or column or changes the locks (the editor's own guard, plugins/locks), or an undo's
 * patches beyond unlocked cells, is refused with the reason.
 */
export function liveShadowRefusal(document: Workbook, command: { readonly id: string; readonly params: unknown }): string | undefined {
  return command.id === 'collab.apply-patches' ? patchesRefusal(document, command.params) : shadowRefusal(document, command.id, command.params);
}

/**
 * Why an undo's patches (collab.apply-patches) may not run in a shadow: each must stay inside the cells of
 * a sheet (`sheetsById/<sheet>/cells/<bucket>/<row>[/<column>...]`) and reach no locked cell.
 */
function patchesRefusal(document: Workbook, params: unknown): string | undefined {
  const patches = (params as { patches?: unknown } | null)?.patches;
  if (!Array.isArray(patches)) return undefined;
  let locked: LockedCells | undefined;
  for (const patch of patches as Patch[]) {
    const path = Array.isArray(patch?.path) ? patch.path : [];
    if (path.length < 5 || path[0] !== 'sheetsById' || path[2] !== 'cells') return SHADOW_UNDO_MESSAGE;
    const [, sheetId, , bucket, rowId, columnId] = path.map(String);
    locked ??= LockedCells.of(document);
    const columns = columnId === undefined ? rowColumns(document, sheetId, bucket, rowId, patch.value) : [columnId];
    if (columns.some((column) => locked!.has(sheetId, rowId, column))) return LOCKED_MESSAGE;
  }
  return undefined;
}

/** The columns a patch of a whole row of cells reaches: those it holds now and those it sets. */
function rowColumns(document: Workbook, sheetId: string, bucket: string, rowId: string, value: unknown): string[] {
  const now = document.sheetsById[sheetId]?.cells[bucket]?.[rowId] ?? {};
  const set = typeof value === 'object' && value !== null ? value : {};
  return [...new Set([...Object.keys(now), ...Object.keys(set)])];
}
