/**
 * The values a formula computes with. `null` is an empty cell (distinct from the empty string).
 * Dates and times are serial numbers (day 1 = 1900-01-01, Excel compatible).
 */
export const ERROR_CODES = ['#NULL!', '#DIV/0!', '#VALUE!', '#REF!', '#NAME?', '#NUM!', '#N/A', '#ERROR!', '#SPILL!', '#CALC!'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** An error value. `cause` says why (SPEC section 8), for the evaluation log and tooltips. */
export class FormulaError {
  constructor(
    readonly code: ErrorCode,
    readonly cause?: string,
  ) {}
  toString(): string {
    return this.code;
  }
}

/** Shared instances for errors without a specific cause. */
export const ERRORS = {
  NULL: new FormulaError('#NULL!'),
  DIV0: new FormulaError('#DIV/0!'),
  VALUE: new FormulaError('#VALUE!'),
  REF: new FormulaError('#REF!'),
  NAME: new FormulaError('#NAME?'),
  NUM: new FormulaError('#NUM!'),
  NA: new FormulaError('#N/A'),
  ERROR: new FormulaError('#ERROR!'),
  SPILL: new FormulaError('#SPILL!'),
  CALC: new FormulaError('#CALC!'),
} as const;

/**
 * The most cells one array a function builds may hold (SEQUENCE, RANDARRAY, MUNIT, EXPAND, MAKEARRAY...):
 * a typed size such as SEQUENCE(1048576,16384) would otherwise exhaust the process's memory.
 */
export const MAX_ARRAY_CELLS = 10_000_000;
export const ARRAY_TOO_LARGE = new FormulaError('#NUM!', 'Array too large');

export function arrayTooLarge(rows: number, cols: number): boolean {
  return rows * cols > MAX_ARRAY_CELLS;
}

export type Scalar = number | string | boolean | null | FormulaError;

/**
 * A rectangle of values: an array constant, a function's array result, or a range of cells.
 * `each` visits the non-empty values only, row by row, so functions over huge ranges cost what the
 * range holds rather than its area.
 */
export interface Matrix {
  readonly rows: number;
  readonly cols: number;
  get(row: number, col: number): Scalar;
  each(visit: (value: Scalar, row: number, col: number) => void): void;
  /**
   * Adds the numbers `each` would visit to `total`, in its order (so the sum is the same to the last
   * bit), or gives the first error met: SUM over a range of cells without a call per value.
   */
  addNumbers?(total: number): number | FormulaError;
}

/** A reference to cells of a sheet (zero-based, inclusive). It reads the engine's current values. */
export interface RangeRef extends Matrix {
  readonly kind: 'range';
  readonly sheetId: string;
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export type Value = Scalar | Matrix;

/** An array of values computed by a function or written as a constant. Rows of equal length. */
export class ArrayValue implements Matrix {
  readonly rows: number;
  readonly cols: number;
  constructor(readonly data: readonly (readonly Scalar[])[]) {
    this.rows = data.length;
    this.cols = data.length ? data[0].length : 0;
  }
  /** A blank element stays blank (null); only a position outside the array is #N/A. */
  get(row: number, col: number): Scalar {
    const value = this.data[row]?.[col];
    return value === undefined ? ERRORS.NA : value;
  }
  each(visit: (value: Scalar, row: number, col: number) => void): void {
    for (let r = 0; r < this.rows; r++) {
      const line = this.data[r];
      for (let c = 0; c < this.cols; c++) if (line[c] !== null) visit(line[c], r, c);
    }
  }
  static column(values: readonly Scalar[]): ArrayValue {
    return new ArrayValue(values.map((v) => [v]));
  }
  static row(values: readonly Scalar[]): ArrayValue {
    return new ArrayValue([values]);
  }
}

export function isError(value: unknown): value is FormulaError {
  return value instanceof FormulaError;
}

export function isMatrix(value: unknown): value is Matrix {
  return typeof value === 'object' && value !== null && !(value instanceof FormulaError);
}

export function isRangeRef(value: unknown): value is RangeRef {
  return isMatrix(value) && (value as Partial<RangeRef>).kind === 'range';
}

/** Parses an error literal such as '#N/A' (case-insensitive), or undefined. */
export function errorFromText(text: string): FormulaError | undefined {
  const upper = text.toUpperCase();
  const code = ERROR_CODES.find((c) => c === upper);
  return code ? new FormulaError(code) : undefined;
}
