import { FILTER_CONDITION_TYPES, type FilterCondition, type FilterCriteria, type SheetFilter } from '../model/filter.js';
import { checkArray, checkKey, checkOneOf, checkRecord, checkString, missing, unknownField, type JsonRecord } from './checks.js';
import { checkCellRef, type SheetAxes } from './cell-ref.js';
import { at, expected, refuse } from './errors.js';
import { FILE_LIMITS } from './limits.js';

/**
 * Checks a sheet's filter: its range is a block of this sheet (cell ids that exist, header row first),
 * and criteria name columns of that block. Column positions are needed for the last check only, so the
 * index is built once per filter, not per criterion.
 */
export function readFilter(value: unknown, parent: string, axes: SheetAxes): SheetFilter {
  const raw = checkRecord(value, parent, 'filter');
  const path = at(parent, 'filter');
  for (const field in raw) if (field !== 'range' && field !== 'criteriaByColumnId') unknownField(path, field);
  if (!('range' in raw)) missing(path, 'range', 'an object');
  const range = readRange(raw.range, path, axes);
  const columns = rangeColumns(range.fromCellId, range.toCellId, axes);
  const criteriaByColumnId = 'criteriaByColumnId' in raw ? readCriteriaByColumn(raw.criteriaByColumnId, path, columns) : {};
  return { range, criteriaByColumnId };
}

function readRange(value: unknown, parent: string, axes: SheetAxes): SheetFilter['range'] {
  const raw = checkRecord(value, parent, 'range');
  const path = at(parent, 'range');
  for (const field in raw) if (field !== 'sheetId' && field !== 'fromCellId' && field !== 'toCellId') unknownField(path, field);
  if (raw.sheetId !== axes.sheetId) expected(at(path, 'sheetId'), `${JSON.stringify(axes.sheetId)} (the filter's sheet)`, raw.sheetId);
  const fromCellId = checkCellRef(raw.fromCellId, axes, path, 'fromCellId');
  const toCellId = checkCellRef(raw.toCellId, axes, path, 'toCellId');
  return { sheetId: axes.sheetId, fromCellId, toCellId };
}

/** The column ids of the block between two cells (either order). */
function rangeColumns(fromCellId: string, toCellId: string, axes: SheetAxes): ReadonlySet<string> {
  const a = axes.columnIds.indexOf(fromCellId.slice(0, fromCellId.indexOf('&')));
  const b = axes.columnIds.indexOf(toCellId.slice(0, toCellId.indexOf('&')));
  return new Set(axes.columnIds.slice(Math.min(a, b), Math.max(a, b) + 1));
}

function readCriteriaByColumn(value: unknown, parent: string, columns: ReadonlySet<string>): Record<string, FilterCriteria> {
  const raw = checkRecord(value, parent, 'criteriaByColumnId');
  const path = at(parent, 'criteriaByColumnId');
  const result: Record<string, FilterCriteria> = {};
  for (const columnId in raw) {
    checkKey(columnId, at(path, columnId));
    if (!columns.has(columnId)) refuse(at(path, columnId), `column "${columnId}" is not in the filter's range`);
    result[columnId] = readCriteria(raw[columnId], path, columnId);
  }
  return result;
}

function readCriteria(value: unknown, parent: string, key: string): FilterCriteria {
  const raw: JsonRecord = checkRecord(value, parent, key);
  const path = at(parent, key);
  for (const field in raw) if (field !== 'hiddenValues' && field !== 'condition') unknownField(path, field);
  const hiddenValues = 'hiddenValues' in raw ? readHiddenValues(raw.hiddenValues, path) : undefined;
  const condition = 'condition' in raw ? readCondition(raw.condition, path) : undefined;
  return { ...(hiddenValues ? { hiddenValues } : {}), ...(condition ? { condition } : {}) };
}

function readHiddenValues(value: unknown, parent: string): string[] {
  const list = checkArray(value, parent, 'hiddenValues');
  const path = at(parent, 'hiddenValues');
  if (list.length > FILE_LIMITS.rows) expected(path, `at most ${FILE_LIMITS.rows} values`, `${list.length} values`);
  list.forEach((item, index) => checkString(item, FILE_LIMITS.cellText, path, String(index)));
  return list as string[];
}

function readCondition(value: unknown, parent: string): FilterCondition {
  const raw = checkRecord(value, parent, 'condition');
  const path = at(parent, 'condition');
  for (const field in raw) if (field !== 'type' && field !== 'input1' && field !== 'input2') unknownField(path, field);
  if (!('type' in raw)) missing(path, 'type', 'a condition type');
  const type = checkOneOf(raw.type, FILTER_CONDITION_TYPES, path, 'type');
  const input1 = raw.input1 === undefined ? undefined : checkString(raw.input1, FILE_LIMITS.cellText, path, 'input1');
  const input2 = raw.input2 === undefined ? undefined : checkString(raw.input2, FILE_LIMITS.cellText, path, 'input2');
  return { type, ...(input1 !== undefined ? { input1 } : {}), ...(input2 !== undefined ? { input2 } : {}) };
}
