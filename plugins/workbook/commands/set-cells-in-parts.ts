import type { CommandResult } from '../../../kernel/index.js';

/**
 * The most cells one `workbook.set-cells` a client sends holds: a paste, fill or replace of more is several
 * commands of one batch. Co-editing sends each command as a frame (the live channel's size limit, and
 * other editors' commands taken in turns between them).
 */
export const BIG_COMMAND_CELLS = 5000;

/** One cell a `workbook.set-cells` writes. */
export interface CellText {
  readonly row: number;
  readonly col: number;
  readonly text: string;
}

/**
 * Writes cells as `workbook.set-cells` commands of at most BIG_COMMAND_CELLS each, the first failure ending
 * it. Run inside the caller's batch (one undo step): each part travels to the server as a frame of its own,
 * under the frame limit, and other editors' commands are not held up behind one huge one (a paste, a fill
 * or a Replace all of a million cells).
 */
export function setCellsInParts(execute: (id: string, params: unknown) => CommandResult, sheetId: string, cells: readonly CellText[]): CommandResult {
  for (let start = 0; start < cells.length; start += BIG_COMMAND_CELLS) {
    const done = execute('workbook.set-cells', { sheetId, cells: cells.slice(start, start + BIG_COMMAND_CELLS) });
    if (!done.ok) return done;
  }
  return { ok: true };
}
