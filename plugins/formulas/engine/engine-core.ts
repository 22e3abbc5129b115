import type { DocumentSlots } from '../../../kernel/index.js';
import type { CallContext, FunctionDefinition, HiddenRows } from '../function-definition.js';
import {
  FormulaError, isMatrix, isRangeRef, type Matrix, type RangeRef, type Scalar, type Value,
} from '../values.js';
import { EmptyAsZero } from './empty-as-zero.js';
import type { StructuredRef } from '../parser/index.js';
import { NO_TABLES, type TableResolver } from './structured-area.js';
import { areaOfStructured, type NameResolver, rangeAtOffset, rangeOfName, rangeOfStructured, rangeOfText } from './references.js';
import { type DateSystem, jsDateToSerial } from '../../workbook/index.js';
import { DATED_FUNCTIONS, inDateSystem } from '../functions/date/date-system.js';
import { ChangeLog } from './change-log.js';
import { CellContext, type ContextHost } from './context.js';
import { DependencyGraph, type GraphHost, type NamedArea } from './graph.js';
import { isIncrementalMemo } from './memo.js';
import { errorFromException, normalizeScalar, sameScalar } from './normalize.js';
import { SheetRange, type CellReader } from './range-ref.js';
import { RecalcPass, type RecalcHost } from './recalc.js';
import type { Schedule } from './schedule.js';
import { FunctionRegistry } from './registry.js';
import type { Runtime } from './runtime.js';
import { ShapeCache } from './shape.js';
import { CLEAN, DIRTY, EVALUATING, type FormulaCell, type RangeVertex, type SheetData, type Vertex } from './sheet-data.js';
import { clearSpill, fillArea, spillArray, type SpillHost } from './spill.js';
import { prefixKeyFor, updateCriteriaMemos } from './criteria-memo.js';
import type { EvalLogSink } from '../log/sink.js';
import type { FilteredRowsOf } from './row-hiding.js';
import { callsSubtotal } from './subtotal-cells.js';
import { clearHides, hideLines } from './hidden-lines.js';
import { sheetsBetween } from './cubes.js';
import type { CompiledName, NamedFormula } from './named-formulas.js';
import type { CycleRule } from './cycle-rule.js';
import { iterateCycle } from './cycle-iteration.js';

export interface EngineOptions {
  /**
   * Every function formulas can call: those the host's assembled plugins contribute, then a template's
   * user functions (a later one replaces a same-named earlier one). `withAssembledFunctions` builds it.
   */
  readonly functions: readonly FunctionDefinition[];
  /** The clock of TODAY and NOW (fixed during one recalculation). */
  readonly now?: () => Date;
  /** CASTING() is TRUE. */
  readonly casting?: boolean;
  /** HIDEROW/HIDECOL show their value without hiding (View menu). */
  readonly hidingDisabled?: boolean;
  /** The rows a sheet's filter leaves out (SUBTOTAL skips them): plugins/filters' `filteredRowsOf`. */
  readonly filteredRows?: FilteredRowsOf;
  /**
   * The document parts the host's plugins declare: a change of one that does not affect values is left
   * alone; one no plugin declares loads the workbook again (`withAssembledFunctions` gives them).
   */
  readonly documentSlots?: DocumentSlots;
}

/** How deep formulas may pull other formulas out of order (INDIRECT/OFFSET targets) before giving up. */
const MAX_PULL_DEPTH = 400;
const MAX_FOLLOW_UP_PASSES = 16;
const CYCLE = new FormulaError('#REF!', 'Circular dependency');
const ONE_CELL = { rows: 1, cols: 1 } as const;

/**
 * The engine's state and evaluation: sheets of columns, the dependency graph, compiled shapes and the
 * recalculation. engine.ts puts the public API and the workbook mapping on top of it.
 */
export class EngineCore implements Runtime, GraphHost, RecalcHost, SpillHost, ContextHost, CellReader {
  readonly functions: FunctionRegistry;
  protected readonly sheets = new Map<string, SheetData>();
  protected readonly sheetsByName = new Map<string, SheetData>();
  protected readonly graph = new DependencyGraph(this);
  protected readonly shapes = new ShapeCache(this);
  protected readonly volatileCells = new Set<FormulaCell>();
  protected readonly inputCells = new Set<FormulaCell>();
  protected readonly nameCells = new Set<FormulaCell>();
  /** Legacy array formulas (FormulaCell.fixed): a structural change resizes their areas. */
  protected readonly arrayCells = new Set<FormulaCell>();
  private pendingCells: FormulaCell[] = [];
  protected pendingAddresses: [SheetData, number, number][] = [];
  protected followUps: [SheetData, number, number][] = [];
  protected pending = false;
  /** Bulk loading: formulas are all computed afterwards, so value writes need no bookkeeping. */
  protected loading = false;
  /** The recalculation of a load is running (a cycle keeps the values its file cached: iterate). */
  protected loadingPass = false;
  private epoch = 0;
  /** The last pass's order, replayed by the next pass with the same seeds (schedule.ts). */
  protected schedule: Schedule | undefined;
  private pullDepth = 0;
  /** Count of spilled cells whose value changed (tells a formula its spilled values changed). */
  private spillWrites = 0;
  private nowValue = 0;
  private ctxCell: FormulaCell | undefined;
  private ctxObject: CallContext | undefined;
  protected readonly memoRanges = new Set<RangeVertex>();
  private memoByArray = new WeakMap<Matrix, Map<string, unknown>>();
  protected readonly changed = new ChangeLog();
  protected inputValue: unknown = undefined;
  protected nameResolver: NameResolver = () => undefined;
  /** The document's tables, which structured references name. */
  protected tables: TableResolver = NO_TABLES;
  /** Upper-case names of named ranges whose cells or sheet were deleted: #REF!, not #NAME? (SPEC section 8). */
  protected invalidNames: ReadonlySet<string> = new Set();
  /** Names that stand for a formula (`rate = 0.2`, `week = LAMBDA(...)`), by upper-case name. */
  protected namedFormulas = new Map<string, NamedFormula>();
  /** A book from Excel: errors Excel knows instead of #ERROR! (the document's calculation settings). */
  excelErrors = false;
  /** What a formula on a circular reference gets: #REF!, its last value, or Excel's iteration. */
  protected cycleRule: CycleRule = { kind: 'error' };
  /** The evaluation log (plugins/formulas/log) while switched on; each hook is one null check when off. */
  evalLog: EvalLogSink | null = null;
  /** Formulas computed since the engine was made (tests count them). */
  evaluations = 0;
  readonly casting: boolean;
  hidingDisabled: boolean;
  private system: DateSystem = 1900;

  constructor(protected readonly options: EngineOptions) {
    this.functions = new FunctionRegistry(options.functions);
    this.casting = options.casting ?? false;
    this.hidingDisabled = options.hidingDisabled ?? false;
  }

  /** The loaded workbook's date system: NOW and TODAY give its serials, the date functions read and give them. */
  get dateSystem(): DateSystem {
    return this.system;
  }

  /** Counts dates in `system`: the date functions are called through it (date-system.ts). Formulas compiled before keep the functions they had. */
  protected useDateSystem(system: DateSystem): void {
    if (system === this.system) return;
    this.system = system;
    for (const name of DATED_FUNCTIONS) {
      const def = this.functions.get(name);
      if (def) this.functions.set(inDateSystem(def, system));
    }
  }

  // ---- sheets -------------------------------------------------------------------------------
  sheetByName(lowerName: string): SheetData | undefined {
    return this.sheetsByName.get(lowerName);
  }
  sheetById(id: string): SheetData | undefined {
    return this.sheets.get(id);
  }
  protected requireSheet(id: string): SheetData {
    const sheet = this.sheets.get(id);
    if (!sheet) throw new Error(`Unknown sheet ${id}`);
    return sheet;
  }

  // ---- reading ------------------------------------------------------------------------------
  read(sheet: SheetData, row: number, col: number): Scalar {
    const column = sheet.columns[col];
    if (column === undefined) {
      if (this.evalLog !== null) this.evalLog.readCell(sheet, row, col, null);
      return null;
    }
    if (column.formulaCount > 0) {
      const f = column.formulas[row];
      if (f !== undefined && f.state === DIRTY) this.pull(f);
    }
    const v = column.values[row];
    if (this.evalLog !== null) this.evalLog.readCell(sheet, row, col, v === undefined ? null : v);
    return v === undefined ? null : v;
  }

  range(sheet: SheetData, top: number, left: number, bottom: number, right: number): SheetRange {
    if (this.evalLog !== null) this.evalLog.readRange(sheet, top, left, bottom, right);
    return new SheetRange(this, sheet, top, left, bottom, right);
  }

  spillRange(sheet: SheetData, row: number, col: number): SheetRange | FormulaError {
    const formula = sheet.columns[col]?.formulas[row];
    if (formula !== undefined && formula.state === DIRTY) this.pull(formula);
    const area = formula?.spill;
    if (!area) return new FormulaError('#REF!', 'The cell holds no spilled array');
    return this.range(sheet, row, col, row + area.rows - 1, col + area.cols - 1);
  }

  /** Computes a formula out of order because another one reads it now (dynamic references). */
  pull(cell: FormulaCell): void {
    if (cell.state !== DIRTY || this.pullDepth >= MAX_PULL_DEPTH) return;
    this.pullDepth++;
    try {
      cell.pulledChange = this.evaluate(cell) || cell.pulledChange;
    } finally {
      this.pullDepth--;
    }
  }

  // ---- names, tables and references (references.ts) -----------------------------------------
  resolveNamedArea(upperName: string): NamedArea | undefined {
    return this.nameResolver(upperName);
  }

  resolveName(name: string): RangeRef | FormulaError {
    return rangeOfName(this, this.nameResolver, this.invalidNames, name);
  }

  nameValue(name: string, cell: FormulaCell): Value {
    const formula = this.namedFormulas.size > 0 ? this.namedFormulas.get(name.toUpperCase()) : undefined;
    return formula ? formula.valueAt(this, cell) : this.resolveName(name);
  }

  namedFormulaText(upperName: string): string | undefined {
    return this.namedFormulas.get(upperName)?.text;
  }

  namedFormula(upperName: string): CompiledName | undefined {
    return this.namedFormulas.get(upperName)?.compiledFor(this);
  }

  sheetsBetween(first: string, last: string): SheetData[] | undefined {
    const order: SheetData[] = [];
    for (const id of this.sheetOrder()) {
      const sheet = this.sheets.get(id);
      if (sheet) order.push(sheet);
    }
    return sheetsBetween(order, first, last);
  }

  /** The value the document's file cached for a formula cell: the document's engine knows it (engine.ts). */
  cachedValue(_cell: FormulaCell): Scalar | undefined {
    return undefined;
  }

  structuredRange(ref: StructuredRef, cell: FormulaCell): RangeRef | FormulaError {
    return rangeOfStructured(this, this.tables, ref, cell);
  }

  structuredArea(ref: StructuredRef, cell: FormulaCell): NamedArea | undefined {
    return areaOfStructured(this.tables, ref, cell.sheet.id, cell.row, cell.col);
  }

  /** The cells a structured reference names for a formula at (row, col) of a sheet, or undefined when none. */
  structuredAreaAt(ref: StructuredRef, sheetId: string, row: number, col: number): NamedArea | undefined {
    return areaOfStructured(this.tables, ref, sheetId, row, col);
  }

  context(cell: FormulaCell): CallContext {
    if (this.ctxCell !== cell || this.ctxObject === undefined) {
      this.ctxObject = new CellContext(this, cell);
      this.ctxCell = cell;
    }
    return this.ctxObject;
  }

  // ---- call context services ----------------------------------------------------------------
  /** The engine's sheets in the order they were added; the engine of a document gives its tab order. */
  sheetOrder(): readonly string[] {
    return [...this.sheets.keys()];
  }
  sheetIdByName(name: string): string | undefined {
    return this.sheetsByName.get(name.toLowerCase())?.id;
  }
  formulaText(sheetId: string, row: number, col: number): string | undefined {
    return this.sheets.get(sheetId)?.columns[col]?.formulas[row]?.text;
  }
  /** No rows are hidden without a document (engine.ts reads them from it). */
  hiddenRows(_sheetId: string): HiddenRows | undefined {
    return undefined;
  }
  callsSubtotal(sheetId: string, row: number, col: number): boolean {
    const formula = this.sheets.get(sheetId)?.columns[col]?.formulas[row];
    return formula !== undefined && callsSubtotal(formula);
  }
  nowSerial(): number {
    return this.nowValue;
  }
  input(): unknown {
    return this.inputValue;
  }

  referenceFromText(text: string, from: SheetData): RangeRef | FormulaError {
    return rangeOfText(this, this.tables, text, from);
  }

  offsetRange(base: RangeRef, rows: number, cols: number, height: number, width: number): RangeRef | FormulaError {
    return rangeAtOffset(this, base, rows, cols, height, width);
  }

  memo<T>(range: Matrix, key: string, build: () => T): T {
    let memos: Map<string, unknown>;
    if (range instanceof SheetRange) {
      const rv = (range.vertex ??= this.graph.rangeVertex(range.sheet, range.top, range.left, range.bottom, range.right));
      memos = rv.memos ??= new Map();
      this.memoRanges.add(rv);
    } else {
      memos = this.memoByArray.get(range) ?? new Map();
      this.memoByArray.set(range, memos);
    }
    const known = memos.get(key);
    if (known !== undefined || memos.has(key)) return known as T;
    const value = build();
    memos.set(key, value);
    return value;
  }

  /** Prefix sums that other ranges keep along this range's sorted index are stale once it moves. */
  private dropPrefixesAlong(rv: RangeVertex): void {
    const key = prefixKeyFor(rv.sheet.id, rv.top, rv.left, rv.bottom, rv.right);
    for (const other of this.memoRanges) other.memos?.delete(key);
  }

  hide(cell: FormulaCell, rows: boolean, cols: boolean): void {
    hideLines(cell, rows, cols);
  }

  // ---- evaluation ---------------------------------------------------------------------------
  successors(v: Vertex, out: Vertex[]): void {
    this.graph.successors(v, out);
  }

  normalize(v: Scalar): Scalar {
    return normalizeScalar(v);
  }

  spillMoved(): void {
    this.graph.touched();
  }

  evict(owner: FormulaCell): void {
    this.markDirty(owner);
  }

  /** Computes a formula; `keepOld` (an iteration of a cycle) lets it read its own last value, as Excel's iteration does. */
  evaluate(cell: FormulaCell, keepOld = false): boolean {
    const column = cell.sheet.columns[cell.col];
    const old = column.values[cell.row];
    column.values[cell.row] = keepOld ? old : CYCLE;
    cell.state = EVALUATING;
    if (cell.hides) clearHides(cell);
    this.evaluations++;
    if (this.evalLog !== null) this.evalLog.beginFormula(cell);
    const spillWritesBefore = this.spillWrites;
    let value: Scalar;
    try {
      const result = cell.shape.evaluate(cell, undefined);
      // An empty result shows 0, as in Excel, unless a product function means "nothing" by it.
      const keepsEmpty = cell.shape.keepsEmpty;
      if (cell.fixed !== undefined) {
        value = fillArea(this, cell, result, cell.fixed);
      } else if (!isMatrix(result)) {
        if (cell.spill || cell.blocked) this.unspill(cell);
        value = result === null && !keepsEmpty ? 0 : normalizeScalar(result);
      } else if (result.rows === 1 && result.cols === 1) {
        if (cell.spill || cell.blocked) this.unspill(cell);
        if (!isRangeRef(result)) cell.spill = ONE_CELL; // a one-element array spills into its own cell: A1# finds it
        const v = result.get(0, 0);
        value = normalizeScalar(v === null && (!keepsEmpty || isRangeRef(result)) ? 0 : v);
      } else {
        value = spillArray(this, cell, keepsEmpty && !isRangeRef(result) ? result : new EmptyAsZero(result));
      }
    } catch (e) {
      let error = errorFromException(e);
      // A book from Excel shows what Excel could show: a computation that failed is #VALUE!.
      if (this.excelErrors && error.code === '#ERROR!') error = new FormulaError('#VALUE!', error.cause);
      value = cell.fixed === undefined ? error : fillArea(this, cell, error, cell.fixed);
    }
    cell.state = CLEAN;
    column.values[cell.row] = value;
    // A cycle's #REF! that became another #REF! (a member's reference was deleted) is news to the rest
    // of the cycle: computed again, they read that error (IFERROR catches it) rather than stay in a cycle.
    const same = sameScalar(old, value) && (old === CYCLE) === (value === CYCLE);
    if (this.evalLog !== null) this.evalLog.endFormula(cell, value, !same);
    if (same) return this.spillWrites !== spillWritesBefore;
    this.noteChange(cell.sheet, cell.row, cell.col, old ?? null, value);
    return true;
  }

  protected unspill(cell: FormulaCell): void {
    // Not blocked first: emptying its cells wakes blocked arrays, and it is not one of them any more.
    if (cell.blocked) {
      cell.blocked = undefined;
      cell.sheet.blockedSpills.delete(cell);
    }
    clearSpill(this, cell);
  }

  cycle(cell: FormulaCell): void {
    const column = cell.sheet.columns[cell.col];
    const old = column.values[cell.row];
    cell.state = CLEAN;
    // Excel without iteration leaves a cell on a circular reference at its last value (from the file, at
    // first), 0 when it has none; a cycle's own #REF! (read out of order) is no value.
    const last = old === CYCLE ? undefined : old;
    const value = this.cycleRule.kind === 'error' ? CYCLE : (last ?? this.cachedValue(cell) ?? 0);
    column.values[cell.row] = value === null ? undefined : value;
    if (!sameScalar(old, value)) this.noteChange(cell.sheet, cell.row, cell.col, old ?? null, value);
  }

  get iterative(): boolean {
    return this.cycleRule.kind === 'iterate';
  }

  /** Excel's iterative calculation of a cycle's cells (cycle-iteration.ts), when the book turns it on. */
  iterate(cells: readonly FormulaCell[]): void {
    if (this.cycleRule.kind === 'iterate') iterateCycle(this, this.cycleRule, cells, this.loadingPass);
  }

  write(sheet: SheetData, row: number, col: number, value: Scalar, followUp: boolean): void {
    const column = sheet.column(col);
    const old = column.values[row];
    column.values[row] = value === null ? undefined : value;
    if (sameScalar(old, value)) return;
    this.spillWrites++;
    this.noteChange(sheet, row, col, old ?? null, value);
    if (followUp) this.followUps.push([sheet, row, col]);
    // A spilled cell emptied: an array blocked by it may spill now.
    if (value === null && sheet.blockedSpills.size > 0) this.wakeBlockedSpills(sheet, row, col);
  }

  /** A cell's value changed: keep range memos in step and record the change. */
  protected noteChange(sheet: SheetData, row: number, col: number, before: Scalar, after: Scalar): void {
    this.changed.add(sheet, row, col);
    const column = sheet.columns[col];
    if ((column === undefined || column.ranges.length === 0) && sheet.wideRanges.size === 0) return;
    this.graph.rangesAt(sheet, row, col, (rv) => {
      const memos = rv.memos;
      if (!memos || memos.size === 0) return;
      const change = { row: row - rv.top, col: col - rv.left, before, after };
      const kept = updateCriteriaMemos(memos, change, () => this.dropPrefixesAlong(rv));
      for (const [key, memo] of memos) {
        if (kept.has(key)) continue;
        if (!isIncrementalMemo(memo) || !memo.applyChange(change.row, change.col, before, after)) memos.delete(key);
      }
    });
  }

  /** Forgets every sheet, formula and pending change. */
  protected resetState(): void {
    this.sheets.clear();
    this.sheetsByName.clear();
    this.graph.clear();
    this.shapes.clear();
    this.volatileCells.clear();
    this.inputCells.clear();
    this.nameCells.clear();
    this.arrayCells.clear();
    this.pendingCells = [];
    this.pendingAddresses = [];
    this.followUps = [];
    this.changed.clear();
    this.pending = false;
    this.memoByArray = new WeakMap();
    this.memoRanges.clear();
    this.schedule = undefined;
  }

  // ---- pending work -------------------------------------------------------------------------
  /** A cell an array formula was blocked by (#SPILL!) was emptied or took content: the array is computed again. */
  protected wakeBlockedSpills(sheet: SheetData, row: number, col: number): void {
    for (const blocked of sheet.blockedSpills) {
      const b = blocked.blocked!;
      if (row >= blocked.row && row < blocked.row + b.rows && col >= blocked.col && col < blocked.col + b.cols) this.markDirty(blocked);
    }
  }

  protected markDirty(cell: FormulaCell): void {
    this.pendingCells.push(cell);
    this.pending = true;
  }

  /** Recomputes what the pending edits affect (and volatile formulas when `volatiles`). */
  protected runRecalc(volatiles: boolean): number {
    if (!this.pending && !(volatiles && this.volatileCells.size)) return 0;
    this.nowValue = jsDateToSerial(this.options.now?.() ?? new Date(), this.dateSystem);
    let evaluated = 0;
    let first = true;
    for (let passes = 0; passes < MAX_FOLLOW_UP_PASSES; passes++) {
      const pass = new RecalcPass(this, ++this.epoch, this.graph.version);
      const cells = this.pendingCells;
      const addresses = first ? this.pendingAddresses : this.followUps;
      this.pendingCells = [];
      if (first) this.pendingAddresses = [];
      else this.followUps = [];
      for (const cell of cells) if (cell.sheet.columns[cell.col]?.formulas[cell.row] === cell) pass.seed(cell);
      const buffer: Vertex[] = [];
      for (const [sheet, row, col] of addresses) this.graph.addressSuccessors(sheet, row, col, buffer);
      for (const v of buffer) pass.seed(v);
      if (first && (volatiles || this.pending)) for (const cell of this.volatileCells) pass.seed(cell);
      first = false;
      this.schedule = pass.run(this.schedule);
      evaluated += pass.evaluated;
      if (this.followUps.length === 0 && this.pendingCells.length === 0) break;
    }
    this.pending = false;
    return evaluated;
  }
}
