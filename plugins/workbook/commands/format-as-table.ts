import type { CellArea } from '../../../kernel/index.js';
import { UserError } from '../../../kernel/index.js';
import { getRowCells, putRowCells } from '../cell-store.js';
import type { Cell } from '../model/cell.js';
import type { Sheet } from '../model/sheet.js';
import { dataRegion } from '../data-region.js';
import { rowFormatAt, tableRowFormats, type TableRowFormat } from '../tables/table-format.js';
import type { TableTheme } from '../tables/table-themes.js';
import { tidy } from './cell-update.js';
import type { AreaParams } from './cell-content.js';
import { clampArea, draftSheet, sheetBefore, type WorkbookCommand } from './context.js';
import { INVALID_COLOR_MESSAGE, NO_TABLE_DATA_MESSAGE } from './messages.js';

export interface FormatAsTableParams extends AreaParams {
  /** The style's colours (see TABLE_THEMES); '#rgb' or '#rrggbb'. */
  readonly theme: TableTheme;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const THEME_FIELDS: readonly (keyof TableTheme)[] = ['header', 'headerText', 'band', 'border'];

/** Params come from callers outside TypeScript too (tests, scripts): every colour must be a hex colour. */
function isTheme(theme: TableTheme | undefined): theme is TableTheme {
  return theme !== undefined && THEME_FIELDS.every((field) => typeof theme[field] === 'string' && HEX_COLOR.test(theme[field]));
}

/**
 * The area a table covers: a range as selected, or for a single cell the data region around it (as
 * Sheets' "Convert to table" does). Undefined for an empty cell with no data around it.
 */
export function tableArea(sheet: Sheet, area: CellArea): CellArea | undefined {
  const clamped = clampArea(sheet, area);
  const single = clamped.top === clamped.bottom && clamped.left === clamped.right;
  return single ? dataRegion(sheet, clamped.top, clamped.left) : clamped;
}

/**
 * "Format as table" (the toolbar's Table button): a bold header row on the theme's dark fill, banded
 * body rows and thin borders, in one command so it is one undo step and one pass over the cells (a
 * batch of set-format and set-borders commands would visit and copy every cell three times).
 */
export const formatAsTable: WorkbookCommand<FormatAsTableParams> = {
  id: 'workbook.format-as-table',
  run(draft, params, ctx) {
    if (!isTheme(params.theme)) throw new UserError(INVALID_COLOR_MESSAGE);
    const before = sheetBefore(ctx, params.sheetId);
    const area = tableArea(before, params.area);
    if (!area) throw new UserError(NO_TABLE_DATA_MESSAGE);
    const sheet = draftSheet(draft, params.sheetId);
    const formats = tableRowFormats(params.theme);
    const columnIds = before.columnIds.slice(area.left, area.right + 1);
    for (let row = area.top; row <= area.bottom; row++) {
      const rowId = before.rowIds[row];
      // Immer walks a new object put into a draft to look for drafts inside it (every cell, format and
      // border here); a frozen object is known to hold none, as in duplicate-sheet.
      putRowCells(sheet, rowId, Object.freeze(formattedRow(getRowCells(before, rowId), columnIds, rowFormatAt(formats, row - area.top))));
    }
  },
};

/**
 * A row's cells with the table format merged into those of the given columns. Built from the row as it
 * was before the command, outside immer's drafts: drafting each of 50k cells cost well over a second.
 * Cells without a format of their own share one format object (formats are never changed in place).
 */
function formattedRow(cells: Readonly<Record<string, Cell>> | undefined, columnIds: readonly string[], format: TableRowFormat): Record<string, Cell> {
  const next: Record<string, Cell> = { ...cells };
  const shared = tidy(format);
  for (const columnId of columnIds) {
    const cell = cells?.[columnId];
    if (!cell) next[columnId] = { format: shared };
    else next[columnId] = { ...cell, format: cell.format ? tidy({ ...cell.format, ...format }) : shared };
  }
  return next;
}
