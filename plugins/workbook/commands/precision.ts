import type { Cell, CellData } from '../model/cell.js';
import { forEachStoredCell, updateCell } from './cell-update.js';
import type { AreaParams } from './cell-content.js';
import { clampArea, draftSheet, sheetBefore, type WorkbookCommand } from './context.js';
import { indexOfIds } from './positions.js';

export interface ChangePrecisionParams extends AreaParams {
  /** +1 shows one more decimal place, -1 one fewer (never fewer than none). */
  readonly delta: 1 | -1;
}

/** The first run of digit placeholders of a format section, with its decimals: "#,##0.00" in "$#,##0.00". */
const NUMBER_PART = /[0#][0#,]*(?:\.([0#]*))?/;

/** One format section with a decimal place more or fewer. */
function shiftSection(section: string, delta: 1 | -1): string {
  const match = NUMBER_PART.exec(section);
  if (!match) return section;
  const part = match[0];
  const decimals = match[1];
  let next: string;
  if (delta > 0) next = decimals === undefined ? `${part}.0` : `${part}0`;
  else if (decimals === undefined) next = part;
  else next = decimals.length <= 1 ? part.slice(0, part.indexOf('.')) : part.slice(0, -1);
  return section.slice(0, match.index) + next + section.slice(match.index + part.length);
}

/** Every section of a pattern ("positive;negative;zero;text") gets the same change. */
export function shiftPrecision(pattern: string, delta: 1 | -1): string {
  return pattern.split(';').map((section) => shiftSection(section, delta)).join(';');
}

/**
 * SPEC section 4: precision changes apply to number and percent cells only; a cell without a format
 * starts from "0" (or "0%"), so one more decimal gives "0.0" and one fewer "0".
 */
function dataWithPrecision(cell: Cell, delta: 1 | -1): CellData | undefined {
  const data = cell.data;
  // A number from a file may carry no type: it is a number all the same.
  const type = data?.type ?? (typeof cell.value === 'number' ? 'NUMBER' : undefined);
  if (type !== 'NUMBER' && type !== 'PERCENT') return data;
  const start = data?.format ?? (type === 'PERCENT' ? '0%' : '0');
  return { ...data, format: data?.format === undefined && delta < 0 ? start : shiftPrecision(start, delta) };
}

export const changePrecision: WorkbookCommand<ChangePrecisionParams> = {
  id: 'workbook.change-precision',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const sheet = draftSheet(draft, params.sheetId);
    forEachStoredCell(before, indexOfIds(before.columnIds), clampArea(before, params.area), (rowId, columnId) =>
      updateCell(sheet, rowId, columnId, (cell) => cell && { ...cell, data: dataWithPrecision(cell, params.delta) }),
    );
  },
};
