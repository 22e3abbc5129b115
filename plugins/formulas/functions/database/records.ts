import { toNumber, toText } from '../../coerce.js';
import { ERRORS, FormulaError, isMatrix, type Matrix, type Scalar, type Value } from '../../values.js';
import { parseCriterion, type Criterion } from '../shared/criteria.js';

/**
 * The shared part of the D functions: find the field column of a database (a range whose first row
 * holds headers), then the records that match a criteria range. Criteria headers name database
 * columns; the cells of one criteria row must all match (AND) and any row may match (OR).
 */

/** Column of `field` (header text, case-insensitive, or a 1-based number), or #VALUE!. */
export function fieldColumn(db: Matrix, field: Value): number | FormulaError {
  if (field instanceof FormulaError) return field;
  if (typeof field === 'number' || typeof field === 'boolean') {
    const n = Math.trunc(Number(field));
    return n >= 1 && n <= db.cols ? n - 1 : ERRORS.VALUE;
  }
  const name = toText(field ?? '');
  if (name instanceof FormulaError) return name;
  const col = headerIndex(db, name);
  return col < 0 ? ERRORS.VALUE : col;
}

function headerIndex(db: Matrix, name: string): number {
  const wanted = name.trim().toLowerCase();
  for (let c = 0; c < db.cols; c++) {
    const header = db.get(0, c);
    if (header !== null && !(header instanceof FormulaError) && String(header).trim().toLowerCase() === wanted) return c;
  }
  return -1;
}

interface Condition {
  /** Database column, or -1 when the criteria header names no column (the condition never holds). */
  readonly col: number;
  readonly criterion: Criterion;
}

/**
 * A criteria cell as a condition. Bare text (no operator, not a number) matches values that begin
 * with it, as in Excel's database criteria and advanced filter ("Apple" finds "Applesauce").
 */
function cellCriterion(v: Scalar): Criterion {
  if (typeof v === 'string' && !/^[<>=]/.test(v) && typeof toNumber(v) !== 'number') {
    const upper = v.toUpperCase();
    if (upper !== 'TRUE' && upper !== 'FALSE' && !v.startsWith('#')) return parseCriterion(`${v}*`);
  }
  return parseCriterion(v);
}

function criteriaRows(db: Matrix, criteria: Matrix): Condition[][] {
  const cols = Array.from({ length: criteria.cols }, (_, c) => {
    const header = criteria.get(0, c);
    return header === null || header instanceof FormulaError ? -1 : headerIndex(db, String(header));
  });
  const rows: Condition[][] = [];
  for (let r = 1; r < criteria.rows; r++) {
    const conditions: Condition[] = [];
    for (let c = 0; c < criteria.cols; c++) {
      const v = criteria.get(r, c);
      if (v === null || v === '') continue;
      conditions.push({ col: cols[c], criterion: cellCriterion(v) });
    }
    rows.push(conditions);
  }
  return rows;
}

/** Data rows (1-based within the database, after the header) that match the criteria. */
export function matchingRecords(db: Matrix, criteria: Value): number[] | FormulaError {
  if (criteria instanceof FormulaError) return criteria;
  if (!isMatrix(criteria) || criteria.rows < 2) return ERRORS.VALUE;
  const rows = criteriaRows(db, criteria);
  const matches: number[] = [];
  for (let r = 1; r < db.rows; r++) {
    const record = (col: number) => (col < 0 ? undefined : db.get(r, col));
    const ok = rows.some((conditions) =>
      conditions.every(({ col, criterion }) => {
        const value = record(col);
        return value !== undefined && criterion.test(value);
      }),
    );
    if (ok) matches.push(r);
  }
  return matches;
}
