import type { Draft } from 'immer';
import { UserError } from '../../../kernel/index.js';
import { newSheet } from '../create.js';
import type { Sheet } from '../model/sheet.js';
import type { Workbook } from '../model/workbook.js';
import { draftSheet, idGenerator, sheetBefore, type WorkbookCommand } from './context.js';
import {
  BLANK_SHEET_NAME_MESSAGE, duplicateSheetNameMessage, LAST_SHEET_MESSAGE, LAST_VISIBLE_SHEET_MESSAGE, PROBLEM_TITLE,
} from './messages.js';
import { copySheetName, isSheetNameTaken, nextSheetName } from './sheet-names.js';

export interface AddSheetParams {
  /** Lets the caller know the new sheet's id (to make it active); generated when absent. */
  readonly id?: string;
  readonly name?: string;
}
export interface DuplicateSheetParams {
  readonly sheetId: string;
  readonly id?: string;
}
export interface RenameSheetParams {
  readonly sheetId: string;
  readonly name: string;
}
export interface SheetParams {
  readonly sheetId: string;
}
export interface ReorderSheetParams {
  readonly sheetId: string;
  /** Index of the sheet in the tab order after the move. */
  readonly to: number;
}

/** A valid new name: trimmed, not blank, not used by another sheet (case-insensitive). */
function checkedName(workbook: Workbook, name: string, exceptSheetId?: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new UserError(BLANK_SHEET_NAME_MESSAGE, PROBLEM_TITLE);
  if (isSheetNameTaken(workbook, trimmed, exceptSheetId)) throw new UserError(duplicateSheetNameMessage(trimmed), PROBLEM_TITLE);
  return trimmed;
}

function checkedNewId(workbook: Workbook, id: string | undefined): string | undefined {
  if (id !== undefined && workbook.sheetsById[id]) throw new UserError(`A sheet with the id ${id} already exists.`);
  return id;
}

function insertSheet(draft: Draft<Workbook>, sheet: Sheet, index: number): void {
  (draft.sheetsById as Record<string, Sheet>)[sheet.id] = sheet;
  draft.sheetIds = [...draft.sheetIds.slice(0, index), sheet.id, ...draft.sheetIds.slice(index)];
}

/** Adds an empty sheet of the default size at the end of the tabs. */
export const addSheet: WorkbookCommand<AddSheetParams> = {
  id: 'workbook.add-sheet',
  run(draft, params, ctx) {
    const name = params.name === undefined ? nextSheetName(ctx.before) : checkedName(ctx.before, params.name);
    const id = checkedNewId(ctx.before, params.id);
    const sheet = newSheet(idGenerator(ctx), name);
    insertSheet(draft, id === undefined ? sheet : { ...sheet, id }, draft.sheetIds.length);
  },
};

/**
 * Copies a sheet right after it. Rows, columns and cells are shared with the original rather than
 * copied: states are immutable, so a later edit of either sheet copies only what it changes, and the
 * copy keeps the original's row and column ids. Charts are not copied: the charts plugin owns them.
 */
export const duplicateSheet: WorkbookCommand<DuplicateSheetParams> = {
  id: 'workbook.duplicate-sheet',
  run(draft, params, ctx) {
    const source = sheetBefore(ctx, params.sheetId);
    const ids = idGenerator(ctx);
    const id = checkedNewId(ctx.before, params.id) ?? ids.sheetId();
    const copy: Sheet = {
      ...source,
      id,
      name: copySheetName(ctx.before, source.name),
      chartsById: {},
      locks: source.locks.map((lock) => ({ ...lock, id: ids.entityId(), range: { ...lock.range, sheetId: id } })),
      // The copy keeps the filter (same row and column ids), pointed at itself.
      ...(source.filter ? { filter: { ...source.filter, range: { ...source.filter.range, sheetId: id } } } : {}),
    };
    delete (copy as { hidden?: boolean }).hidden;
    // Immer walks a new object put into a draft to look for drafts inside it, which here would mean
    // every cell of the shared sheet (seconds at 1M cells). A frozen object is known to hold none.
    insertSheet(draft, Object.freeze(copy), ctx.before.sheetIds.indexOf(source.id) + 1);
  },
};

export const renameSheet: WorkbookCommand<RenameSheetParams> = {
  id: 'workbook.rename-sheet',
  run(draft, params, ctx) {
    const sheet = draftSheet(draft, params.sheetId);
    const from = sheet.name;
    const to = checkedName(ctx.before, params.name, params.sheetId);
    if (to === from) return;
    sheet.name = to;
    ctx.adjust({ kind: 'rename-sheet', sheetId: params.sheetId, from, to });
  },
};

function visibleSheetIds(workbook: Workbook): string[] {
  return workbook.sheetIds.filter((id) => !workbook.sheetsById[id].hidden);
}

/** Deletes a sheet; formulas and names that point at it are adjusted by their plugins. */
export const deleteSheet: WorkbookCommand<SheetParams> = {
  id: 'workbook.delete-sheet',
  run(draft, params, ctx) {
    const sheet = sheetBefore(ctx, params.sheetId);
    if (ctx.before.sheetIds.length <= 1) throw new UserError(LAST_SHEET_MESSAGE);
    const visible = visibleSheetIds(ctx.before);
    if (visible.length === 1 && visible[0] === sheet.id) throw new UserError(LAST_VISIBLE_SHEET_MESSAGE);
    draft.sheetIds = draft.sheetIds.filter((id) => id !== sheet.id);
    delete draft.sheetsById[sheet.id];
    ctx.adjust({ kind: 'delete-sheet', sheetId: sheet.id, name: sheet.name });
  },
};

/** SPEC section 4: hiding is refused for the only visible sheet. */
export const hideSheet: WorkbookCommand<SheetParams> = {
  id: 'workbook.hide-sheet',
  run(draft, params, ctx) {
    const sheet = sheetBefore(ctx, params.sheetId);
    if (sheet.hidden) return;
    if (visibleSheetIds(ctx.before).length <= 1) throw new UserError(LAST_VISIBLE_SHEET_MESSAGE);
    draftSheet(draft, params.sheetId).hidden = true;
  },
};

export const unhideSheet: WorkbookCommand<SheetParams> = {
  id: 'workbook.unhide-sheet',
  run(draft, params) {
    const sheet = draftSheet(draft, params.sheetId);
    if (sheet.hidden) delete sheet.hidden;
  },
};

/** Moves a sheet's tab to a new index (clamped to the tab count). */
export const reorderSheet: WorkbookCommand<ReorderSheetParams> = {
  id: 'workbook.reorder-sheet',
  run(draft, params, ctx) {
    sheetBefore(ctx, params.sheetId);
    const others = ctx.before.sheetIds.filter((id) => id !== params.sheetId);
    const to = Math.max(0, Math.min(others.length, Math.trunc(params.to)));
    if (ctx.before.sheetIds.indexOf(params.sheetId) === to) return;
    draft.sheetIds = [...others.slice(0, to), params.sheetId, ...others.slice(to)];
  },
};

export const sheetCommands = [addSheet, duplicateSheet, renameSheet, deleteSheet, hideSheet, unhideSheet, reorderSheet] as const;
