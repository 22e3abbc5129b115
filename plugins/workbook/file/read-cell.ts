import type { Cell, CellData, CellLink } from '../model/cell.js';
import { checkBoolean, checkId, checkPositiveInteger, checkRecord, checkString, missing, unknownField, type JsonRecord } from './checks.js';
import { CELL_DERIVED, withoutDerived } from './derived.js';
import { at, expected } from './errors.js';
import { FILE_LIMITS } from './limits.js';
import { readCellData, readCellFormat } from './read-format.js';

const MAX_TEXT = FILE_LIMITS.cellText;
const MAX_FORMULA = FILE_LIMITS.formula;
const EQUALS = 61; // '='

/**
 * Checks one cell of a file. This runs a million times for a big template, so the common fields are
 * tested inline and the parsed object itself is returned (no copy) unless it carries derived fields.
 * References to rows, columns and merge anchors are checked by the sheet, which knows them.
 */
export function readCell(value: unknown, parent: string, id: string): Cell {
  const raw = checkRecord(value, parent, id);
  let derived = false;
  let data: CellData | undefined;
  for (const field in raw) {
    const item = raw[field];
    switch (field) {
      case 'value':
        if (!isCellValue(item)) badValue(item, parent, id);
        break;
      case 'formula':
        if (typeof item !== 'string' || item.charCodeAt(0) !== EQUALS || item.length > MAX_FORMULA) badFormula(item, parent, id);
        break;
      case 'hadFormula': checkBoolean(item, at(parent, id), field); break;
      case 'format': readCellFormat(item, at(parent, id), field); break;
      case 'data':
        data = readCellData(item, at(parent, id), field);
        if (data !== item) derived = true;
        break;
      case 'mergeRows': case 'mergeColumns': checkPositiveInteger(item, at(parent, id), field); break;
      case 'arrayRows': case 'arrayColumns': checkPositiveInteger(item, at(parent, id), field); break;
      case 'mergedInto': checkString(item, FILE_LIMITS.id * 2 + 1, at(parent, id), field); break;
      case 'linkTo': checkLink(item, at(parent, id), field); break;
      case 'note': checkString(item, MAX_TEXT, at(parent, id), field); break;
      default:
        if (CELL_DERIVED.has(field)) derived = true;
        else unknownField(at(parent, id), field);
    }
  }
  if (!derived) return raw as Cell;
  const copy = withoutDerived(raw, CELL_DERIVED);
  if (data !== undefined) copy.data = data;
  return copy as Cell;
}

function isCellValue(item: unknown): boolean {
  switch (typeof item) {
    case 'number': return Number.isFinite(item);
    case 'string': return item.length <= MAX_TEXT;
    case 'boolean': return true;
    default: return item === null;
  }
}

function badValue(item: unknown, parent: string, id: string): never {
  const what = typeof item === 'string'
    ? `a string of at most ${MAX_TEXT} characters`
    : 'a number, a string, a boolean or null';
  return expected(at(at(parent, id), 'value'), what, item);
}

function badFormula(item: unknown, parent: string, id: string): never {
  const what = typeof item === 'string' && item.length > MAX_FORMULA
    ? `a formula of at most ${MAX_FORMULA} characters`
    : "a formula (a string starting with '=')";
  return expected(at(at(parent, id), 'formula'), what, item);
}

/** A link is to a named range (by id) or to a range of cells; a missing target is the engine's #N/A. */
function checkLink(value: unknown, parent: string, key: string): CellLink {
  const raw: JsonRecord = checkRecord(value, parent, key);
  const path = at(parent, key);
  if ('namedRangeId' in raw) {
    for (const field in raw) if (field !== 'namedRangeId') unknownField(path, field);
    checkId(raw.namedRangeId, path, 'namedRangeId');
    return raw as CellLink;
  }
  if (!('range' in raw)) missing(path, 'range', 'a range (or a namedRangeId)');
  for (const field in raw) if (field !== 'range') unknownField(path, field);
  const range = checkRecord(raw.range, path, 'range');
  const rangePath = at(path, 'range');
  for (const field in range) {
    if (field !== 'sheetId' && field !== 'fromCellId' && field !== 'toCellId') unknownField(rangePath, field);
  }
  checkId(range.sheetId, rangePath, 'sheetId');
  checkString(range.fromCellId, FILE_LIMITS.id * 2 + 1, rangePath, 'fromCellId');
  checkString(range.toCellId, FILE_LIMITS.id * 2 + 1, rangePath, 'toCellId');
  return raw as CellLink;
}
