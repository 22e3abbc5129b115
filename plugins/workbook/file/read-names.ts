import type { NamedRange } from '../model/workbook.js';
import type { Sheet } from '../model/sheet.js';
import {
  checkBoolean, checkId, checkName, checkRecord, checkString, missing, unknownField, type JsonRecord,
} from './checks.js';
import { cellRefProblem, checkCellId, sheetAxes } from './cell-ref.js';
import { NAMED_RANGE_DERIVED, withoutDerived } from './derived.js';
import { at, expected, refuse } from './errors.js';
import { FILE_LIMITS } from './limits.js';

/**
 * Checks the named ranges: unique names (case-insensitive, as the names plugin requires) and well-formed
 * cell ids. A range whose sheet or cells are not in the file is loaded flagged invalid (as if they had
 * been deleted): the Named Ranges section marks it and formulas naming it give #REF!, the file is not refused.
 */
export function readNamedRanges(value: unknown, sheetsById: Readonly<Record<string, Sheet>>): Record<string, NamedRange> {
  const raw = checkRecord(value, '', 'namedRangesById');
  const result: Record<string, NamedRange> = {};
  const names = new Map<string, string>();
  for (const id in raw) {
    checkId(id, 'namedRangesById', id);
    const range = readNamedRange(raw[id], id, sheetsById);
    const folded = range.name.toLowerCase();
    const other = names.get(folded);
    if (other !== undefined) refuse(at(at('namedRangesById', id), 'name'), `"${range.name}" is already the name of named range ${other}`);
    names.set(folded, id);
    result[id] = range;
  }
  return result;
}

function readNamedRange(value: unknown, id: string, sheetsById: Readonly<Record<string, Sheet>>): NamedRange {
  const raw: JsonRecord = checkRecord(value, 'namedRangesById', id);
  const path = at('namedRangesById', id);
  let derived = false;
  for (const field in raw) {
    const item = raw[field];
    switch (field) {
      case 'id': if (item !== id) expected(at(path, field), `${JSON.stringify(id)} (its key)`, item); break;
      case 'name': checkName(item, FILE_LIMITS.name, path, field); break;
      case 'outputName': checkString(item, FILE_LIMITS.name, path, field); break;
      case 'formula': checkString(item, FILE_LIMITS.formula, path, field); break;
      case 'sheetId': checkId(item, path, field); break;
      case 'fromCellId': case 'toCellId': checkString(item, FILE_LIMITS.id * 2 + 1, path, field); break;
      case 'output': case 'invalid': checkBoolean(item, path, field); break;
      case 'columnOutputs': checkColumnOutputs(item, path, field); break;
      default:
        if (NAMED_RANGE_DERIVED.has(field)) derived = true;
        else unknownField(path, field);
    }
  }
  for (const field of ['id', 'name', 'sheetId', 'fromCellId']) if (!(field in raw)) missing(path, field, 'a string');
  checkCellId(raw.fromCellId, path, 'fromCellId');
  if (raw.toCellId !== undefined) checkCellId(raw.toCellId, path, 'toCellId');
  const range = (derived ? withoutDerived(raw, NAMED_RANGE_DERIVED) : raw) as unknown as NamedRange;
  // A named formula reads no range of its own: its sheet going does not make it invalid.
  return range.invalid !== true && range.formula === undefined && !targetExists(range, sheetsById) ? { ...range, invalid: true } : range;
}

function targetExists(range: NamedRange, sheetsById: Readonly<Record<string, Sheet>>): boolean {
  if (!Object.hasOwn(sheetsById, range.sheetId)) return false;
  const axes = sheetAxes(sheetsById[range.sheetId]);
  return cellRefProblem(range.fromCellId, axes) === undefined && (range.toCellId === undefined || cellRefProblem(range.toCellId, axes) === undefined);
}

/** Column id to output key. */
function checkColumnOutputs(value: unknown, parent: string, key: string): void {
  const raw = checkRecord(value, parent, key);
  const path = at(parent, key);
  for (const columnId in raw) {
    checkId(columnId, path, columnId);
    checkString(raw[columnId], FILE_LIMITS.name, path, columnId);
  }
}
