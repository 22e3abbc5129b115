import { UserError } from '../../kernel/index.js';
import { draftSheet, sheetBefore, updateCell, type WorkbookCommand } from '../workbook/commands/index.js';
import { getCell, parseCellId } from '../workbook/index.js';
import { FILE_LIMITS } from '../workbook/file/index.js';
import { NOTE_OUTSIDE_MESSAGE, NOTE_TOO_LONG_MESSAGE } from './messages.js';

export interface SetNoteParams {
  readonly sheetId: string;
  readonly row: number;
  readonly col: number;
  /** The note's text; empty (or only spaces) removes the note. */
  readonly text: string;
}

/**
 * Sets or removes a cell's note (one undo step). A note on a covered cell of a merge goes to the merge's
 * top-left cell, the one that shows.
 */
export const setNote: WorkbookCommand<SetNoteParams> = {
  id: 'notes.set',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    if (typeof params.text !== 'string' || params.text.length > FILE_LIMITS.cellText) throw new UserError(NOTE_TOO_LONG_MESSAGE);
    const rowId = before.rowIds[params.row];
    const columnId = before.columnIds[params.col];
    if (rowId === undefined || columnId === undefined) throw new UserError(NOTE_OUTSIDE_MESSAGE);
    const mergedInto = getCell(before, rowId, columnId)?.mergedInto;
    const target = (mergedInto !== undefined && parseCellId(mergedInto)) || { rowId, columnId };
    const note = params.text.trim() === '' ? undefined : params.text;
    updateCell(draftSheet(draft, params.sheetId), target.rowId, target.columnId, (cell) => ({ ...cell, note }));
  },
};
