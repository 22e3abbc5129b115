import { UserError } from '../../../kernel/index.js';
import type { Sheet } from '../model/sheet.js';
import { vectorIds, type Axis } from './axis.js';
import { OUTSIDE_SHEET_MESSAGE } from './messages.js';

/** A block of consecutive rows or columns by zero-based index. */
export interface VectorSpanParams {
  readonly sheetId: string;
  readonly start: number;
  /** How many rows or columns from `start` (default 1). */
  readonly count?: number;
}

/** The block clipped to the sheet; a block wholly outside the sheet refuses the command. */
export function checkedSpan(sheet: Sheet, axis: Axis, start: number, count = 1): { start: number; count: number } {
  const length = vectorIds(sheet, axis).length;
  if (!Number.isFinite(start) || Number.isNaN(count)) throw new UserError(OUTSIDE_SHEET_MESSAGE);
  const from = Math.max(0, Math.trunc(start));
  const to = Math.min(length, Math.trunc(start) + Math.max(1, Math.trunc(count)));
  if (from >= to) throw new UserError(OUTSIDE_SHEET_MESSAGE);
  return { start: from, count: to - from };
}
