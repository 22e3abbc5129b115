import type { CellBuckets, Column, Lock, Row, Sheet } from '../model/sheet.js';
import { checkArray, checkBoolean, checkId, checkName, checkOpaqueRecord, checkRecord, missing, unknownField, type JsonRecord } from './checks.js';
import { at, expected } from './errors.js';
import { FILE_LIMITS } from './limits.js';
import { readCells, type CellsReadOptions } from './read-cells.js';
import { readFilter } from './read-filter.js';
import { readFrozen } from './read-frozen.js';
import { checkCellId, type SheetAxes } from './cell-ref.js';
import { COLUMNS, readVectors, ROWS, type Vectors } from './read-vectors.js';

const SHEET_FIELDS: ReadonlySet<string> = new Set([
  'id', 'name', 'hidden', 'rowIds', 'rowsById', 'columnIds', 'columnsById', 'cellsById', 'chartsById', 'locks', 'filter', 'frozen',
]);

/**
 * A sheet's rows, columns and cells already checked while its file was read as a stream
 * (read-template-bytes.ts); its record then has no `cellsById`.
 */
export interface PrereadSheet {
  readonly rows: Vectors<Row>;
  readonly columns: Vectors<Column>;
  readonly cells: CellBuckets;
}

/** Checks one sheet of a file and builds its in-memory form (cells bucketed, see cell-store.ts). */
export function readSheet(value: unknown, parent: string, id: string, preread?: PrereadSheet, options?: CellsReadOptions): Sheet {
  const raw = checkRecord(value, parent, id);
  const path = at(parent, id);
  for (const field in raw) if (!SHEET_FIELDS.has(field)) unknownField(path, field);
  if (raw.id !== id) expected(at(path, 'id'), `${JSON.stringify(id)} (its key)`, raw.id);
  if (!('name' in raw)) missing(path, 'name', 'a string');
  const name = checkName(raw.name, FILE_LIMITS.name, path, 'name');
  if ('hidden' in raw) checkBoolean(raw.hidden, path, 'hidden');
  const rows = preread?.rows ?? readVectors<Row>(raw, path, ROWS);
  const columns = preread?.columns ?? readVectors<Column>(raw, path, COLUMNS);
  const axes = sheetAxes(id, rows, columns);
  const cells: CellBuckets = preread?.cells
    ?? ('cellsById' in raw ? readCells(checkRecord(raw.cellsById, path, 'cellsById'), at(path, 'cellsById'), axes, options) : {});
  const sheet: Sheet = {
    id,
    name,
    ...(raw.hidden !== undefined ? { hidden: raw.hidden as boolean } : {}),
    rowIds: rows.ids,
    rowsById: rows.byId,
    columnIds: columns.ids,
    columnsById: columns.byId,
    cells,
    chartsById: 'chartsById' in raw ? readCharts(raw.chartsById, path) : {},
    locks: 'locks' in raw ? readLocks(raw.locks, path) : [],
    ...('filter' in raw ? { filter: readFilter(raw.filter, path, axes) } : {}),
    ...('frozen' in raw ? { frozen: readFrozen(raw.frozen, path, axes) } : {}),
  };
  return sheet;
}

export function sheetAxes(sheetId: string, rows: Vectors<Row>, columns: Vectors<Column>): SheetAxes {
  return { sheetId, columnIds: columns.ids, rowIds: rows.ids, rowsById: rows.byId, columnsById: columns.byId };
}

/** Charts belong to the charts plugin: kept as they are, keyed by their ids. */
function readCharts(value: unknown, parent: string): Record<string, unknown> {
  const raw = checkRecord(value, parent, 'chartsById');
  const path = at(parent, 'chartsById');
  for (const chartId in raw) {
    checkId(chartId, path);
    checkOpaqueRecord(raw[chartId], path, chartId);
  }
  return raw;
}

function readLocks(value: unknown, parent: string): Lock[] {
  const raw = checkArray(value, parent, 'locks');
  const path = at(parent, 'locks');
  return raw.map((item, index) => readLock(item, path, String(index)));
}

function readLock(value: unknown, parent: string, key: string): Lock {
  const raw: JsonRecord = checkRecord(value, parent, key);
  const path = at(parent, key);
  for (const field in raw) if (field !== 'id' && field !== 'name' && field !== 'range') unknownField(path, field);
  checkId(raw.id, path, 'id');
  checkName(raw.name, FILE_LIMITS.name, path, 'name');
  const range = checkRecord(raw.range, path, 'range');
  const rangePath = at(path, 'range');
  for (const field in range) {
    if (field !== 'sheetId' && field !== 'fromCellId' && field !== 'toCellId') unknownField(rangePath, field);
  }
  // A range on another sheet or on missing cells is kept: the lock is invalid (it locks nothing) and
  // the Locks section marks it, rather than the file being refused.
  checkId(range.sheetId, rangePath, 'sheetId');
  checkCellId(range.fromCellId, rangePath, 'fromCellId');
  checkCellId(range.toCellId, rangePath, 'toCellId');
  return raw as unknown as Lock;
}
