import { DATE_1904_OFFSET, type DateSystem } from '../../../workbook/index.js';
import { parseNumericText } from '../../coerce.js';
import type { EagerFunction, FunctionDefinition } from '../../function-definition.js';
import { ArrayValue, ERRORS, isMatrix, type Matrix, type Scalar, type Value } from '../../values.js';

/**
 * The 1904 date system for the functions that read or give dates. Every day a 1904 workbook can hold
 * (from 1904-01-01, its serial 0) is its 1900 serial less 1,462, and the 1900 system counts those days
 * right (its fictitious 1900-02-29 lies before them). So the functions keep their 1900 arithmetic, and
 * in a 1904 workbook the engine gives them their date arguments as 1900 serials and takes back their
 * date results: a result before 1904-01-01 is #NUM!, as Excel's DATE(1903,12,31) is there. Text dates
 * are read by the functions in 1900 terms and need nothing; negative numbers are no date in either
 * system and are passed as they are, for the function to refuse.
 */
interface DateSignature {
  /** Positions of single dates (a blank counts as serial 0, 1904-01-01). */
  readonly dates: readonly number[];
  /** Positions of lists of dates (holidays): their numbers only. */
  readonly lists?: readonly number[];
  /** The result is a date (or an array of dates). */
  readonly result?: boolean;
}

const reads = (...dates: number[]): DateSignature => ({ dates });
const gives = (...dates: number[]): DateSignature => ({ dates, result: true });

/** Excel's functions that turn serials into calendar dates or calendar dates into serials. */
const SIGNATURES: Readonly<Record<string, DateSignature>> = {
  DATE: gives(), DATEVALUE: gives(), EPOCHTODATE: gives(),
  YEAR: reads(0), MONTH: reads(0), DAY: reads(0), WEEKDAY: reads(0), WEEKNUM: reads(0), ISOWEEKNUM: reads(0),
  DAYS: reads(0, 1), DAYS360: reads(0, 1), DATEDIF: reads(0, 1), YEARFRAC: reads(0, 1),
  EDATE: gives(0), EOMONTH: gives(0),
  NETWORKDAYS: { dates: [0, 1], lists: [2] }, 'NETWORKDAYS.INTL': { dates: [0, 1], lists: [3] },
  WORKDAY: { dates: [0], lists: [2], result: true }, 'WORKDAY.INTL': { dates: [0], lists: [3], result: true },
  // Bonds and securities: their coupon dates fall on month ends and leap days of the calendar.
  ACCRINT: reads(0, 1, 2), ACCRINTM: reads(0, 1), AMORDEGRC: reads(1, 2), AMORLINC: reads(1, 2),
  COUPDAYBS: reads(0, 1), COUPDAYS: reads(0, 1), COUPDAYSNC: reads(0, 1), COUPNUM: reads(0, 1),
  COUPNCD: gives(0, 1), COUPPCD: gives(0, 1),
  DISC: reads(0, 1), DURATION: reads(0, 1), MDURATION: reads(0, 1), INTRATE: reads(0, 1), RECEIVED: reads(0, 1),
  PRICE: reads(0, 1), PRICEDISC: reads(0, 1), PRICEMAT: reads(0, 1, 2), YIELD: reads(0, 1), YIELDDISC: reads(0, 1), YIELDMAT: reads(0, 1, 2),
  ODDFPRICE: reads(0, 1, 2, 3), ODDFYIELD: reads(0, 1, 2, 3), ODDLPRICE: reads(0, 1, 2), ODDLYIELD: reads(0, 1, 2),
  TBILLEQ: reads(0, 1), TBILLPRICE: reads(0, 1), TBILLYIELD: reads(0, 1),
};

/** Names of the functions whose dates depend on the date system. */
export const DATED_FUNCTIONS: readonly string[] = Object.keys(SIGNATURES);

/** The function as it is called in a workbook of that date system. */
export function inDateSystem(def: FunctionDefinition, system: DateSystem): FunctionDefinition {
  const original = originals.get(def) ?? def;
  const signature = SIGNATURES[original.name.toUpperCase()];
  if (system === 1900 || !signature || original.lazy || original.category === 'product') return original;
  const dated: EagerFunction = { ...original, call: (args, ctx) => fromDate(signature, original.call(toDates(signature, args), ctx)) };
  originals.set(dated, original);
  return dated;
}

const originals = new WeakMap<FunctionDefinition, FunctionDefinition>();

function toDates(signature: DateSignature, args: readonly Value[]): Value[] {
  const out = args.slice();
  for (const i of signature.dates) if (i < out.length) out[i] = toDate(out[i], true);
  for (const i of signature.lists ?? []) if (i < out.length) out[i] = toDate(out[i], false);
  return out;
}

/** A 1904 serial as the 1900 serial of the same day; a blank is serial 0 only where one date is read. */
function toDate(value: Value, blankIsZero: boolean): Value {
  return isMatrix(value) ? mapMatrix(value, (v) => toDateScalar(v, false)) : toDateScalar(value, blankIsZero);
}

function toDateScalar(value: Scalar, blankIsZero: boolean): Scalar {
  if (typeof value === 'number') return value < 0 ? value : value + DATE_1904_OFFSET;
  if (typeof value === 'boolean' && blankIsZero) return Number(value) + DATE_1904_OFFSET;
  if (value === null && blankIsZero) return DATE_1904_OFFSET;
  // Numeric text is its number ("45000"), a serial of the workbook; date text is read as a date later.
  const number = typeof value === 'string' ? parseNumericText(value) : undefined;
  return number === undefined ? value : toDateScalar(number, blankIsZero);
}

function fromDate(signature: DateSignature, result: Value): Value {
  if (!signature.result) return result;
  const back = (v: Scalar): Scalar => (typeof v === 'number' ? (v < DATE_1904_OFFSET ? ERRORS.NUM : v - DATE_1904_OFFSET) : v);
  if (!isMatrix(result)) return back(result);
  return new ArrayValue(Array.from({ length: result.rows }, (_, r) => Array.from({ length: result.cols }, (_, c) => back(result.get(r, c)))));
}

/** A matrix read through `map`, without copying it (a list of holidays may be a whole column). */
function mapMatrix(matrix: Matrix, map: (value: Scalar) => Scalar): Matrix {
  return {
    rows: matrix.rows,
    cols: matrix.cols,
    get: (row, col) => map(matrix.get(row, col)),
    each: (visit) => matrix.each((value, row, col) => visit(map(value), row, col)),
  };
}
