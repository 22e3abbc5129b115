import { DEFAULT_COLUMN_COUNT, DEFAULT_COLUMN_WIDTH, DEFAULT_ROW_COUNT, DEFAULT_ROW_HEIGHT } from './defaults.js';
import type { IdGenerator } from './ids.js';
import type { Column, Row, Sheet } from './model/sheet.js';
import type { Workbook } from './model/workbook.js';

export function newRow(ids: IdGenerator): Row {
  return { id: ids.vectorId(), height: DEFAULT_ROW_HEIGHT };
}

export function newColumn(ids: IdGenerator): Column {
  return { id: ids.vectorId(), width: DEFAULT_COLUMN_WIDTH };
}

/** An empty sheet of the default size (100 rows of 21 px, 26 columns of 100 px). */
export function newSheet(ids: IdGenerator, name: string, rowCount = DEFAULT_ROW_COUNT, columnCount = DEFAULT_COLUMN_COUNT): Sheet {
  const rows = Array.from({ length: rowCount }, () => newRow(ids));
  const columns = Array.from({ length: columnCount }, () => newColumn(ids));
  return sheetOf(ids.sheetId(), name, rows, columns);
}

/** A sheet with no cells from its rows and columns in order. */
export function sheetOf(id: string, name: string, rows: readonly Row[], columns: readonly Column[], hidden = false): Sheet {
  return {
    id,
    name,
    ...(hidden ? { hidden: true } : {}),
    rowIds: rows.map((row) => row.id),
    rowsById: Object.fromEntries(rows.map((row) => [row.id, row])),
    columnIds: columns.map((column) => column.id),
    columnsById: Object.fromEntries(columns.map((column) => [column.id, column])),
    cells: {},
    chartsById: {},
    locks: [],
  };
}

/** A blank template: one sheet named "Sheet1". */
export function newWorkbook(ids: IdGenerator, name = 'Untitled grid'): Workbook {
  return workbookOf(name, [newSheet(ids, 'Sheet1')]);
}

/** A workbook of these sheets, in order, with nothing else in it yet. */
export function workbookOf(name: string, sheets: readonly Sheet[], more: Partial<Workbook> = {}): Workbook {
  return {
    name,
    sheetIds: sheets.map((sheet) => sheet.id),
    sheetsById: Object.fromEntries(sheets.map((sheet) => [sheet.id, sheet])),
    namedRangesById: {},
    conditionalFormatsById: {},
    palettesById: {},
    userFunctions: [],
    testShadowsById: {},
    recommendedCastsByName: {},
    customColors: [],
    settings: {},
    ...more,
  };
}
