import { toScalar, toText } from '../../coerce.js';
import type { EagerFunction } from '../../function-definition.js';
import { ERRORS, FormulaError, isMatrix, type Scalar, type Value } from '../../values.js';
import { intArg, withArgs } from './args.js';
import { capped } from './limits.js';

/** A value as text; in strict form strings are quoted. Errors become their text rather than propagate. */
function valueAsText(v: Scalar, strict: boolean): string {
  if (typeof v === 'string') return strict ? `"${v.replace(/"/g, '""')}"` : v;
  if (v instanceof FormulaError) return v.code;
  return toText(v) as string;
}

/** 0 is concise, 1 strict; anything else is #VALUE!. */
function readFormat(args: readonly Value[]): boolean | FormulaError {
  const format = intArg(args, 1, 0);
  if (format instanceof FormulaError) return format;
  return format === 0 ? false : format === 1 ? true : ERRORS.VALUE;
}

/** Concise: "1, 2, a"; strict: {1,2;"a",TRUE} (rows by semicolons), as Excel writes an array constant. */
function arrayToText(value: Value, strict: boolean): string | FormulaError {
  if (!isMatrix(value)) return valueAsText(value, strict);
  const rows: string[] = [];
  for (let r = 0; r < value.rows; r++) {
    const cells: string[] = [];
    for (let c = 0; c < value.cols; c++) cells.push(valueAsText(value.get(r, c), strict));
    rows.push(cells.join(strict ? ',' : ', '));
  }
  return capped(strict ? `{${rows.join(';')}}` : rows.join(', '));
}

export const toTextFunctions: readonly EagerFunction[] = [
  {
    name: 'VALUETOTEXT',
    category: 'text',
    minArgs: 1,
    maxArgs: 2,
    description: 'Any value as text; strict format quotes strings.',
    syntax: 'VALUETOTEXT(value, [format])',
    call: (args) => withArgs([readFormat(args)], (strict) => valueAsText(toScalar(args[0]), strict)),
  },
  {
    name: 'ARRAYTOTEXT',
    category: 'text',
    minArgs: 1,
    maxArgs: 2,
    description: 'An array or range as text; strict format writes an array constant.',
    syntax: 'ARRAYTOTEXT(array, [format])',
    args: ['any', 'scalar'],
    call: (args) => withArgs([readFormat(args)], (strict) => arrayToText(args[0], strict)),
  },
];
