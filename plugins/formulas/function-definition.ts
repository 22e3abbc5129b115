import type { FunctionContribution } from '../../kernel/index.js';
import type { DateSystem } from '../workbook/index.js';
import type { FormulaError, Matrix, RangeRef, Scalar, Value } from './values.js';

export type FunctionCategory =
  | 'math' | 'statistical' | 'text' | 'logical' | 'lookup' | 'date' | 'financial' | 'information'
  | 'engineering' | 'database' | 'product';

/**
 * How the evaluator passes one argument:
 * - 'scalar': a single value. A one-cell reference is read; an array or multi-cell range makes the
 *   evaluator call the function once per element and return an array (dynamic-array lifting).
 * - 'any': the value as is: a Scalar, an ArrayValue or a RangeRef (not read), for aggregates,
 *   lookups and functions that take references (ROW, OFFSET).
 */
export type ArgMode = 'scalar' | 'any';

/** What a function may ask of the engine while it runs. */
export interface CallContext {
  /** The cell being computed (zero-based) and its sheet. */
  readonly sheetId: string;
  readonly row: number;
  readonly col: number;
  /** Now as a serial number (date + fraction of a day), fixed during one recalculation. */
  now(): number;
  /**
   * The workbook's date system (plugins/workbook/dates.ts), for what shows serials as dates (TEXT);
   * absent is the 1900 system. The date functions need not read it (functions/date/date-system.ts).
   */
  readonly dateSystem?: DateSystem;
  /** TRUE while the workbook is evaluated for a cast. */
  readonly casting: boolean;
  /** Resolves a reference written as text ('B2', 'Sheet 2'!A1:C3, a named range) for INDIRECT. */
  reference(text: string): RangeRef | FormulaError;
  /** A reference shifted and resized from another (OFFSET). */
  offset(base: RangeRef, rows: number, cols: number, height: number, width: number): RangeRef | FormulaError;
  /**
   * Derived data of a range (an exact-match index, sorted values...), kept until a cell of the range
   * changes. `key` names what is derived, so different functions share it when it is the same.
   */
  memo<T>(range: Matrix, key: string, build: () => T): T;
  /** The sheets' ids in tab order, hidden ones included (SHEET, SHEETS). */
  sheetOrder(): readonly string[];
  /** The id of the sheet of that name, in any case (SHEET("name")). */
  sheetIdByName(name: string): string | undefined;
  /** The formula a cell holds, with its '=', or undefined (FORMULATEXT). */
  formulaText(sheetId: string, row: number, col: number): string | undefined;
  /** The hidden rows of a sheet, for SUBTOTAL and AGGREGATE; absent or undefined: every row is shown. */
  hiddenRows?(sheetId: string): HiddenRows | undefined;
  /** Whether a cell's formula calls SUBTOTAL or AGGREGATE: they leave such cells out of their ranges. */
  callsSubtotal?(sheetId: string, row: number, col: number): boolean;
}

/** Why rows are hidden (zero-based positions): Excel's SUBTOTAL tells the user's hiding from a filter's. */
export interface HiddenRows {
  /** Rows the user hid (or a file had hidden). */
  readonly byUser: ReadonlySet<number>;
  /** Rows the sheet's filter leaves out. */
  readonly byFilter: ReadonlySet<number>;
}

interface FunctionBase extends FunctionContribution {
  readonly name: string;
  readonly category: FunctionCategory;
  readonly minArgs: number;
  /** Use Infinity for variadic functions. */
  readonly maxArgs: number;
  /** One line for `gridcast functions` and autocomplete. */
  readonly description: string;
  /** E.g. 'VLOOKUP(search_key, range, index, [is_sorted])'. */
  readonly syntax: string;
  /** Recomputed on every recalculation (TODAY, NOW, RAND). */
  readonly volatile?: boolean;
}

/** A function whose arguments are evaluated before the call. */
export interface EagerFunction extends FunctionBase {
  readonly lazy?: false;
  /** Mode per position; the last one repeats for further arguments. Default: all 'scalar'. */
  readonly args?: readonly ArgMode[];
  call(args: readonly Value[], ctx: CallContext): Value;
}

/** A function that decides which arguments to evaluate (IF, IFERROR, IFS, CHOOSE, SWITCH, AND/OR short cuts). */
export interface LazyFunction extends FunctionBase {
  readonly lazy: true;
  call(args: readonly Thunk[], ctx: CallContext): Value;
}

/** Evaluates one argument on demand: `scalar` reads references and refuses arrays with #VALUE!. */
export interface Thunk {
  value(): Value;
  scalar(): Scalar;
}

export type FunctionDefinition = EagerFunction | LazyFunction;
