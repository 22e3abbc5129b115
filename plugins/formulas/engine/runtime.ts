import type { CallContext } from '../function-definition.js';
import type { StructuredRef } from '../parser/index.js';
import type { FormulaError, RangeRef, Scalar, Value } from '../values.js';
import type { FunctionRegistry } from './registry.js';
import type { SheetRange } from './range-ref.js';
import type { FormulaCell, SheetData } from './sheet-data.js';
import type { EvalLogSink } from '../log/sink.js';

/** What compiled formulas call on the engine. */
export interface Runtime {
  readonly functions: FunctionRegistry;
  read(sheet: SheetData, row: number, col: number): Scalar;
  range(sheet: SheetData, top: number, left: number, bottom: number, right: number): SheetRange;
  sheetByName(name: string): SheetData | undefined;
  /** The area the formula at (row, col) spills into (A1#), or #REF! when it does not spill. */
  spillRange(sheet: SheetData, row: number, col: number): SheetRange | FormulaError;
  resolveName(name: string, from: SheetData): RangeRef | FormulaError;
  /**
   * What a name stands for where `cell` uses it: a named range's cells, or the value of a named formula
   * (`rate = 0.2`, `week = LAMBDA(...)`) computed for that cell; #NAME? for an unknown name.
   */
  nameValue(name: string, cell: FormulaCell): Value;
  /** The sheets from one end of a 3D reference to the other in tab order (lower-case names), or undefined. */
  sheetsBetween(first: string, last: string): SheetData[] | undefined;
  /** The value the document's file cached for a formula cell (a book from Excel), if any. */
  cachedValue(cell: FormulaCell): Scalar | undefined;
  /** A book from Excel: what cannot be read or computed is an error Excel knows, never #ERROR!. */
  readonly excelErrors: boolean;
  /** The cells a structured reference names for the formula in `cell`, or Excel's error. */
  structuredRange(ref: StructuredRef, cell: FormulaCell): RangeRef | FormulaError;
  context(cell: FormulaCell): CallContext;
  /** The evaluation log while switched on (lazy calls report their branches to it). */
  readonly evalLog: EvalLogSink | null;
}
