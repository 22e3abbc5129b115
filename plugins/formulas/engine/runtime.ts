import type { CallContext } from '../function-definition.js';
import type { StructuredRef } from '../parser/index.js';
import type { FormulaError, RangeRef, Scalar } from '../values.js';
import type { FunctionRegistry } from './registry.js';
import type { SheetRange } from './range-ref.js';
import type { SheetData } from './sheet-data.js';
import type { FormulaCell } from './vertices.js';
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
  /** The cells a structured reference names for the formula in `cell`, or Excel's error. */
  structuredRange(ref: StructuredRef, cell: FormulaCell): RangeRef | FormulaError;
  context(cell: FormulaCell): CallContext;
  /** The evaluation log while switched on (lazy calls report their branches to it). */
  readonly evalLog: EvalLogSink | null;
}

/** Values bound by LET, innermost first. */
export interface Env {
  readonly values: unknown[];
  readonly parent: Env | undefined;
}
