import { current, isDraft, type Draft } from 'immer';
import { UserError, type CellArea, type CommandContext, type CommandDefinition } from '../../../kernel/index.js';
import { getCell } from '../cell-store.js';
import type { IdGenerator } from '../ids.js';
import type { Cell } from '../model/cell.js';
import type { Sheet } from '../model/sheet.js';
import type { Workbook } from '../model/workbook.js';
import { WORKBOOK } from '../tokens.js';
import { OUTSIDE_SHEET_MESSAGE, UNKNOWN_SHEET_MESSAGE } from './messages.js';

export type WorkbookCommand<P> = CommandDefinition<P, Workbook>;
export type WorkbookContext = CommandContext<Workbook>;

/** The draft of a sheet; an unknown id (a stale selection) refuses the command. */
export function draftSheet(draft: Draft<Workbook>, sheetId: string): Draft<Sheet> {
  const sheet = draft.sheetsById[sheetId];
  if (!sheet) throw new UserError(UNKNOWN_SHEET_MESSAGE);
  return sheet;
}

/** The sheet as it was before the command: cheap to read, and positions "before the change". */
export function sheetBefore(ctx: WorkbookContext, sheetId: string): Sheet {
  const sheet = ctx.before.sheetsById[sheetId];
  if (!sheet) throw new UserError(UNKNOWN_SHEET_MESSAGE);
  return sheet;
}

export function idGenerator(ctx: WorkbookContext): IdGenerator {
  return ctx.services.get(WORKBOOK.Ids);
}

/**
 * An area with its corners in order and clipped to the sheet, so a selection dragged past the last
 * row still works; an area wholly outside the sheet refuses the command.
 */
export function clampArea(sheet: Sheet, area: CellArea): CellArea {
  if ([area.top, area.left, area.bottom, area.right].some(Number.isNaN)) throw new UserError(OUTSIDE_SHEET_MESSAGE);
  const top = Math.max(0, Math.min(area.top, area.bottom));
  const bottom = Math.min(sheet.rowIds.length - 1, Math.max(area.top, area.bottom));
  const left = Math.max(0, Math.min(area.left, area.right));
  const right = Math.min(sheet.columnIds.length - 1, Math.max(area.left, area.right));
  if (top > bottom || left > right) throw new UserError(OUTSIDE_SHEET_MESSAGE);
  return { top, left, bottom, right };
}

/** A cell's current content as a plain object, whether or not this command already changed it. */
export function readCell(sheet: Draft<Sheet>, rowId: string, columnId: string): Cell | undefined {
  const cell = getCell(sheet as Sheet, rowId, columnId);
  return cell && isDraft(cell) ? (current(cell) as Cell) : cell;
}

/** Drops keys whose value is undefined, so stored cells never carry empty fields. */
export function compact<T extends object>(object: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) if (value !== undefined) out[key] = value;
  return out as T;
}
