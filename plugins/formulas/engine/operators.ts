import { compareScalars, numberToText, toNumber } from '../coerce.js';
import { ERRORS, FormulaError, isMatrix, type Scalar, type Value } from '../values.js';
import type { BinaryOperator } from '../parser/index.js';
import { mapElements, unwrapSingle } from './broadcast.js';
import { capped } from '../functions/text/limits.js';

/** A number for arithmetic: text numbers count, TRUE is 1, empty is 0, other text is #VALUE!. */
function num(v: Scalar): number | FormulaError {
  if (typeof v === 'number') return v;
  return toNumber(v);
}

function text(v: Scalar): string {
  if (typeof v === 'string') return v;
  if (v === null) return '';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return numberToText(v as number);
}

function finite(n: number): number | FormulaError {
  return Number.isFinite(n) ? n : ERRORS.NUM;
}

function arithmetic(op: BinaryOperator, a: number, b: number): number | FormulaError {
  switch (op) {
    case '+': return finite(a + b);
    case '-': return finite(a - b);
    case '*': return finite(a * b);
    case '/': return b === 0 ? ERRORS.DIV0 : finite(a / b);
    case '^': {
      if (a === 0 && b === 0) return ERRORS.NUM;
      if (a === 0 && b < 0) return ERRORS.DIV0;
      const p = Math.pow(a, b);
      return Number.isNaN(p) ? ERRORS.NUM : finite(p);
    }
    default: return ERRORS.VALUE;
  }
}

function compare(op: BinaryOperator, a: Scalar, b: Scalar): boolean {
  const c = compareScalars(a as Exclude<Scalar, FormulaError>, b as Exclude<Scalar, FormulaError>);
  switch (op) {
    case '=': return c === 0;
    case '<>': return c !== 0;
    case '<': return c < 0;
    case '>': return c > 0;
    case '<=': return c <= 0;
    default: return c >= 0;
  }
}

/** One binary operator on two scalars, with Excel's coercion. Errors of the left side win. */
export function binaryScalar(op: BinaryOperator, a: Scalar, b: Scalar): Scalar {
  if (a instanceof FormulaError) return a;
  if (b instanceof FormulaError) return b;
  if (op === '&') return capped(text(a) + text(b));
  if (op === '=' || op === '<>' || op === '<' || op === '>' || op === '<=' || op === '>=') return compare(op, a, b);
  const x = typeof a === 'number' ? a : num(a);
  if (x instanceof FormulaError) return x;
  const y = typeof b === 'number' ? b : num(b);
  if (y instanceof FormulaError) return y;
  return arithmetic(op, x, y);
}

/** A binary operator on values that may be arrays or ranges (element-wise). */
export function binaryValue(op: BinaryOperator, left: Value, right: Value): Value {
  const a = unwrapSingle(left);
  const b = unwrapSingle(right);
  if (!isMatrix(a) && !isMatrix(b)) return binaryScalar(op, a, b);
  return mapElements([a, b], (args) => binaryScalar(op, args[0], args[1]));
}

export function negate(value: Value): Value {
  const v = unwrapSingle(value);
  if (isMatrix(v)) return mapElements([v], (args) => negateScalar(args[0]));
  return negateScalar(v);
}

function negateScalar(v: Scalar): Scalar {
  if (typeof v === 'number') return -v;
  const n = num(v);
  return n instanceof FormulaError ? n : -n;
}

export function percent(value: Value): Value {
  const v = unwrapSingle(value);
  if (isMatrix(v)) return mapElements([v], (args) => percentScalar(args[0]));
  return percentScalar(v);
}

function percentScalar(v: Scalar): Scalar {
  const n = num(v);
  return n instanceof FormulaError ? n : n / 100;
}

/** Unary plus leaves the value as it is (Excel: =+"a" is "a"). */
export function plus(value: Value): Value {
  return unwrapSingle(value);
}
