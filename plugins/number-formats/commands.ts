import { UserError, type CommandDefinition } from '../../kernel/index.js';
import { clampArea, draftSheet, forEachPosition, sheetBefore, tidy, updateCell } from '../workbook/commands/index.js';
import { type AreaParams, CELL_TYPES, type CellType, type Workbook } from '../workbook/index.js';
import { INVALID_FORMAT_MESSAGE, previewFormat } from './custom-format.js';

export interface ApplyFormatParams extends AreaParams {
  /** The pattern; undefined for plain text (no pattern). */
  readonly format?: string;
  /** The data type the format implies (patternType), so numbers, percents and dates edit and align as such. */
  readonly type: CellType;
}

/**
 * Gives an area a number format and its data type in one step (a standard format, a custom one, the
 * toolbar's currency and percent). A custom pattern that cannot format the test values is refused with
 * 'Invalid Format' and nothing changes.
 */
export const applyFormat: CommandDefinition<ApplyFormatParams, Workbook> = {
  id: 'number-formats.apply',
  run(draft, params, ctx) {
    if (!CELL_TYPES.includes(params.type)) throw new UserError(INVALID_FORMAT_MESSAGE);
    if (params.format !== undefined && !previewFormat(params.format).ok) throw new UserError(INVALID_FORMAT_MESSAGE);
    const before = sheetBefore(ctx, params.sheetId);
    const sheet = draftSheet(draft, params.sheetId);
    forEachPosition(before, clampArea(before, params.area), (rowId, columnId) =>
      updateCell(sheet, rowId, columnId, (cell) => ({ ...cell, data: tidy({ ...cell?.data, type: params.type, format: params.format }) })),
    );
  },
};

export const numberFormatCommands = [applyFormat] as const;
