import type { FunctionDefinition, Thunk, CallContext } from '../function-definition.js';
import type { Scalar, Value } from '../values.js';
import type { FormulaCell, SheetData } from '../engine/sheet-data.js';

/**
 * What the engine tells an evaluation log. The engine holds `evalLog: EvalLogSink | null` and calls
 * these only when it is set, so a workbook without logging pays one null check per hook.
 */
export interface EvalLogSink {
  /** A formula starts computing (nested calls are formulas pulled out of order by the outer one). */
  beginFormula(cell: FormulaCell): void;
  /** The formula computed `value`; `changed` is false when it equals the previous value. */
  endFormula(cell: FormulaCell, value: Scalar, changed: boolean): void;
  /** The formula being computed read one cell. */
  readCell(sheet: SheetData, row: number, col: number, value: Scalar): void;
  /** The formula being computed took a reference to a rectangle (its values are read later, if at all). */
  readRange(sheet: SheetData, top: number, left: number, bottom: number, right: number): void;
  /** A lazy function call (IF, IFS, SWITCH, CHOOSE, IFERROR...): the log watches which arguments it takes. */
  lazyCall(cell: FormulaCell, site: number, def: FunctionDefinition, thunks: Thunk[], ctx: CallContext): Value;
  /** Recalculation skipped a formula because none of its precedents changed (graph pruning). */
  skipped(cell: FormulaCell): void;
  /**
   * Co-editing: the changes computed from now on are a remote command's, by this author (undefined: one's
   * own again). The host says so around the engine's update, so entries are marked remote.
   */
  remoteChange?(author: string | undefined): void;
}
