import type { Draft } from 'immer';
import { UserError } from '../../kernel/index.js';
import { draftSheet, sheetBefore, type WorkbookCommand } from '../workbook/commands/index.js';
import type { FrozenPanes, Sheet } from '../workbook/model/index.js';
import { FREEZE_COUNT_MESSAGE } from './messages.js';

export interface SetFrozenParams {
  readonly sheetId: string;
  /** The frozen rows from now on; the current count when absent. */
  readonly rows?: number;
  /** The frozen columns from now on; the current count when absent. */
  readonly columns?: number;
}

/** Freezes the first rows and/or columns of a sheet (0 unfreezes); one undo step. */
export const setFrozen: WorkbookCommand<SetFrozenParams> = {
  id: 'freeze.set',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const current = frozenOf(before);
    const rows = checkedCount(params.rows, current.rows, before.rowIds.length);
    const columns = checkedCount(params.columns, current.columns, before.columnIds.length);
    writeFrozen(draftSheet(draft, params.sheetId), { rows, columns });
  },
};

/** A sheet's frozen counts, zeros when nothing is frozen. */
export function frozenOf(sheet: Pick<Sheet, 'frozen'>): FrozenPanes {
  return sheet.frozen ?? { rows: 0, columns: 0 };
}

/** Stores counts, dropping the field when nothing stays frozen so files without a freeze are unchanged. */
export function writeFrozen(sheet: Draft<Sheet>, frozen: FrozenPanes): void {
  if (frozen.rows === 0 && frozen.columns === 0) delete sheet.frozen;
  else sheet.frozen = { rows: frozen.rows, columns: frozen.columns };
}

function checkedCount(value: unknown, current: number, max: number): number {
  if (value === undefined) return Math.min(current, max);
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > max) throw new UserError(FREEZE_COUNT_MESSAGE);
  return value;
}
