import { toScalar } from '../../coerce.js';
import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, isMatrix, type Scalar, type Value } from '../../values.js';
import { fieldColumn, matchingRecords } from './records.js';

type Aggregate = (values: Scalar[], records: number) => Value;

/**
 * One D function: pick the field's values of the matching records and aggregate them. `fieldOptional`
 * lets DCOUNT/DCOUNTA count the records themselves when the field is left out.
 */
function databaseFunction(name: string, description: string, aggregate: Aggregate, fieldOptional = false): FunctionDefinition {
  return {
    name,
    category: 'database',
    minArgs: 3,
    maxArgs: 3,
    description,
    syntax: `${name}(database, field, criteria)`,
    // The field is read as one value, not lifted: a field of several cells is #VALUE!, as in Excel.
    args: ['any', 'any', 'any'],
    call: (args) => {
      const db = args[0];
      if (db instanceof FormulaError) return db;
      // A database of headers alone has no record to read: #VALUE! (Excel's DCOUNT book).
      if (!isMatrix(db) || db.rows < 2) return ERRORS.VALUE;
      const records = matchingRecords(db, args[2]);
      if (records instanceof FormulaError) return records;
      const field = args[1] === undefined ? undefined : toScalar(args[1]);
      if (fieldOptional && (field === null || field === undefined)) return records.length;
      const col = fieldColumn(db, field ?? null);
      if (col instanceof FormulaError) return col;
      return aggregate(records.map((r) => db.get(r, col)), records.length);
    },
  };
}

/** The numbers among the values; an error among them is the result. */
function numbers(values: Scalar[]): number[] | FormulaError {
  const out: number[] = [];
  for (const v of values) {
    if (v instanceof FormulaError) return v;
    if (typeof v === 'number') out.push(v);
  }
  return out;
}

function numeric(f: (xs: number[]) => Value): Aggregate {
  return (values) => {
    const xs = numbers(values);
    return xs instanceof FormulaError ? xs : f(xs);
  };
}

function variance(xs: number[], sample: boolean): number | FormulaError {
  const n = xs.length;
  if (n < (sample ? 2 : 1)) return ERRORS.DIV0;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const squares = xs.reduce((a, x) => a + (x - mean) ** 2, 0);
  return squares / (sample ? n - 1 : n);
}

const sqrt = (v: number | FormulaError) => (v instanceof FormulaError ? v : Math.sqrt(v));

export const databaseFunctionList: readonly FunctionDefinition[] = [
  databaseFunction('DSUM', 'The sum of a field over the records that match the criteria.',
    numeric((xs) => xs.reduce((a, b) => a + b, 0))),
  databaseFunction('DAVERAGE', 'The average of a field over the records that match the criteria.',
    numeric((xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : ERRORS.DIV0))),
  databaseFunction('DCOUNT', 'The count of numbers in a field over the records that match the criteria.',
    (values) => values.filter((v) => typeof v === 'number').length, true),
  // Like COUNTA, empty text from a formula counts; only truly empty cells do not.
  databaseFunction('DCOUNTA', 'The count of non-empty values in a field over the records that match the criteria.',
    (values) => values.filter((v) => v !== null).length, true),
  databaseFunction('DMAX', 'The largest number in a field over the records that match the criteria.',
    numeric((xs) => (xs.length ? Math.max(...xs) : 0))),
  databaseFunction('DMIN', 'The smallest number in a field over the records that match the criteria.',
    numeric((xs) => (xs.length ? Math.min(...xs) : 0))),
  databaseFunction('DPRODUCT', 'The product of a field over the records that match the criteria.',
    numeric((xs) => (xs.length ? xs.reduce((a, b) => a * b, 1) : 0))),
  databaseFunction('DSTDEV', 'The sample standard deviation of a field over the matching records.',
    numeric((xs) => sqrt(variance(xs, true)))),
  databaseFunction('DSTDEVP', 'The population standard deviation of a field over the matching records.',
    numeric((xs) => sqrt(variance(xs, false)))),
  databaseFunction('DVAR', 'The sample variance of a field over the matching records.',
    numeric((xs) => variance(xs, true))),
  databaseFunction('DVARP', 'The population variance of a field over the matching records.',
    numeric((xs) => variance(xs, false))),
  databaseFunction('DGET', 'The single value of a field in the one record that matches the criteria.',
    (values) => (values.length === 0 ? ERRORS.VALUE : values.length > 1 ? ERRORS.NUM : values[0])),
];
