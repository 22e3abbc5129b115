import type { Patch } from 'immer';
import { LOCKED_MESSAGE, LockedCells, SHADOW_NOTES_MESSAGE, SHADOW_STYLES_MESSAGE, shadowRefusal } from '../../plugins/locks/index.js';
import { readPalette } from '../../plugins/palettes/index.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';

/** An undo in a shadow that reaches beyond cells (rows, columns, sheets, names, locks). */
export const SHADOW_UNDO_MESSAGE = 'In a shadow only unlocked cells can be changed back.';

/**
 * Shadow mode on the live channel, as on a shadow save (services/shadow-locks.ts): a command that reaches a
 * locked cell, row or column or changes the locks (the editor's own guard, plugins/locks), a note, a style
 * (a palette the template does not hold as it is), or an undo's patches beyond unlocked cells, is refused
 * with the reason.
 */
export function liveShadowRefusal(document: Workbook, command: { readonly id: string; readonly params: unknown }): string | undefined {
  if (command.id === 'collab.apply-patches') return patchesRefusal(document, command.params);
  if (command.id === 'notes.set') return SHADOW_NOTES_MESSAGE;
  if (command.id === 'palettes.apply' && changesPalettes(document, command.params)) return SHADOW_STYLES_MESSAGE;
  return shadowRefusal(document, command.id, command.params);
}

/** Applying a palette copies it into the template: allowed only when the copy is there as it is. */
function changesPalettes(document: Workbook, params: unknown): boolean {
  const palette = readPalette((params as { palette?: unknown } | null)?.palette);
  return !palette || JSON.stringify(document.palettesById[palette.id]) !== JSON.stringify(palette);
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
    if (changesNotes(document, path.map(String), patch)) return SHADOW_NOTES_MESSAGE;
  }
  return undefined;
}

/** Whether a patch inside a sheet's cells changes a note: the note itself, or a cell or row put whole with other notes. */
function changesNotes(document: Workbook, path: readonly string[], patch: Patch): boolean {
  const [, sheetId, , bucket, rowId, columnId, field] = path;
  if (field !== undefined) return field === 'note';
  const now = document.sheetsById[sheetId]?.cells[bucket]?.[rowId] as Record<string, { note?: unknown } | undefined> | undefined;
  const value = patch.op === 'remove' ? undefined : (patch.value as Record<string, unknown> | undefined);
  if (columnId !== undefined) return noteOf(now?.[columnId]) !== noteOf(value);
  const cells = (value ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(now ?? {}), ...Object.keys(cells)])].some((column) => noteOf(now?.[column]) !== noteOf(cells[column]));
}

const noteOf = (cell: unknown): unknown => (typeof cell === 'object' && cell !== null ? (cell as { note?: unknown }).note : undefined);

/** The columns a patch of a whole row of cells reaches: those it holds now and those it sets. */
function rowColumns(document: Workbook, sheetId: string, bucket: string, rowId: string, value: unknown): string[] {
  const now = document.sheetsById[sheetId]?.cells[bucket]?.[rowId] ?? {};
  const set = typeof value === 'object' && value !== null ? value : {};
  return [...new Set([...Object.keys(now), ...Object.keys(set)])];
}
