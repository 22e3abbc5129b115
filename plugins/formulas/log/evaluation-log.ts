import { a1 } from '../../workbook/index.js';
import type { CallContext, FunctionDefinition, Thunk } from '../function-definition.js';
import { outputScalar, type OutputScalar } from '../outputs/index.js';
import type { Scalar, Value } from '../values.js';
import { placeRef } from '../engine/refs.js';
import type { FormulaCell, SheetData } from '../engine/sheet-data.js';
import { qualified, type EntryBase, type LogEntry, type ReadValue } from './entries.js';
import type { EvalLogSink } from './sink.js';

/** Functions whose branch changes are logged (the others' lazy calls run untouched). */
const CONDITIONALS = new Set(['IF', 'IFS', 'SWITCH', 'CHOOSE', 'IFERROR', 'IFNA']);
/** A range read is logged with its values up to this many cells, else as "rows x cols". */
const MAX_RANGE_VALUES = 25;
/** How many recomputed-unchanged cells a pruning entry looks through for the skipped formula's precedents. */
const MAX_PRUNING_SCAN = 1000;

const clock: () => number = typeof performance !== 'undefined' ? () => performance.now() : () => Date.now();

export interface EvaluationLogOptions {
  /** Entries kept; later ones are counted in `dropped` (a 1M-formula workbook must not exhaust memory). */
  readonly maxEntries?: number;
  /** Called with each finished entry ("Log to console"). */
  readonly onEntry?: (entry: LogEntry) => void;
}

/** Something the log can be switched on for: the engine. */
export interface LoggedEngine {
  evalLog: EvalLogSink | null;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A formula being computed; reads go to the innermost one. */
interface Frame {
  readonly cell: FormulaCell;
  readonly entry: Mutable<Extract<LogEntry, { kind: 'formula' }>> | undefined;
  readonly start: number;
  /** Range reads whose values are filled in when the formula ends (its reads have happened by then). */
  readonly ranges: [Mutable<Extract<LogEntry, { kind: 'reference' }>>, SheetData, number, number, number, number][];
}

/**
 * The evaluation log (DESIGN.md "Formula engine"): while attached to an engine it records formulas
 * computed, references read, branch changes of conditional functions and graph pruning. Detached, the
 * engine's hooks are one null check each and nothing is allocated.
 */
export class EvaluationLog implements EvalLogSink {
  private readonly list: LogEntry[] = [];
  private readonly stack: Frame[] = [];
  private readonly branches = new Map<string, string>();
  private readonly formats = new Map<string, boolean>();
  private unchanged: FormulaCell[] = [];
  private engine: LoggedEngine | undefined;
  private seq = 0;
  /** The author of the remote command being computed, if any (remoteChange). */
  private remoteAuthor: string | undefined;
  /** Entries not kept because the log was full. */
  dropped = 0;
  private readonly maxEntries: number;

  constructor(private readonly options: EvaluationLogOptions = {}) {
    this.maxEntries = options.maxEntries ?? 200_000;
  }

  /** Switches logging on for an engine (the one it was on before, if any, is switched off). */
  attach(engine: LoggedEngine): this {
    this.detach();
    this.engine = engine;
    engine.evalLog = this;
    return this;
  }

  /** Switches logging off; the entries stay. */
  detach(): void {
    if (this.engine && this.engine.evalLog === this) this.engine.evalLog = null;
    this.engine = undefined;
    this.stack.length = 0;
  }

  get enabled(): boolean {
    return this.engine !== undefined && this.engine.evalLog === this;
  }

  get entries(): readonly LogEntry[] {
    return this.list;
  }

  /** Forgets the entries (the log view's Clear); branches taken are remembered to detect changes. */
  clear(): void {
    this.list.length = 0;
    this.dropped = 0;
  }

  // ---- engine hooks -----------------------------------------------------------------------
  beginFormula(cell: FormulaCell): void {
    const entry = this.room() ? { ...this.base(cell), kind: 'formula' as const, value: null, changed: true, durationMs: 0, pulled: this.stack.length > 0 } : undefined;
    if (entry) this.list.push(entry);
    this.stack.push({ cell, entry, start: clock(), ranges: [] });
  }

  endFormula(cell: FormulaCell, value: Scalar, changed: boolean): void {
    const frame = this.stack[this.stack.length - 1];
    if (frame === undefined || frame.cell !== cell) return;
    this.stack.pop();
    for (const [entry, sheet, top, left, bottom, right] of frame.ranges) entry.value = rangeValue(sheet, top, left, bottom, right);
    this.noteUnchanged(cell, changed);
    if (!frame.entry) return;
    frame.entry.value = outputScalar(value);
    frame.entry.changed = changed;
    frame.entry.durationMs = Math.round((clock() - frame.start) * 1000) / 1000; // microseconds are plenty
    this.options.onEntry?.(frame.entry);
    for (const [entry] of frame.ranges) this.options.onEntry?.(entry);
  }

  readCell(sheet: SheetData, row: number, col: number, value: Scalar): void {
    const frame = this.stack[this.stack.length - 1];
    if (frame === undefined || !this.room()) return;
    this.emit({ ...this.base(frame.cell), kind: 'reference', target: qualified(sheet.name, row, col), targetSheet: sheet.name, targetCell: a1(row, col), value: outputScalar(value) });
  }

  readRange(sheet: SheetData, top: number, left: number, bottom: number, right: number): void {
    const frame = this.stack[this.stack.length - 1];
    if (frame === undefined || !this.room()) return;
    const target = qualified(sheet.name, top, left, bottom, right);
    const entry = { ...this.base(frame.cell), kind: 'reference' as const, target, targetSheet: sheet.name, targetCell: target.slice(target.lastIndexOf('!') + 1), value: null as ReadValue };
    this.list.push(entry);
    frame.ranges.push([entry, sheet, top, left, bottom, right]);
  }

  lazyCall(cell: FormulaCell, site: number, def: FunctionDefinition, thunks: Thunk[], ctx: CallContext): Value {
    if (!def.lazy) return def.call(thunks.map((t) => t.value()), ctx);
    if (!CONDITIONALS.has(def.name)) return def.call(thunks, ctx);
    const taken = new Set<number>();
    const watched = thunks.map((t, i): Thunk => ({
      value: () => (taken.add(i), t.value()),
      scalar: () => (taken.add(i), t.scalar()),
    }));
    const result = def.call(watched, ctx);
    taken.delete(0);
    const now = [...taken].sort((a, b) => a - b).map((i) => i + 1).join(',');
    this.branchTaken(cell, site, def.name, now);
    return result;
  }

  skipped(cell: FormulaCell): void {
    if (!this.room()) return;
    this.emit({ ...this.base(cell), kind: 'pruning', unchanged: this.unchangedPrecedents(cell) });
  }

  /**
   * A conditional format's satisfied flag for a cell; a change from the last known flag is logged.
   * (plugins/conditional-formats' evaluator calls it while this log is attached to its engine.)
   */
  conditionalFormat(sheet: { id: string; name: string }, row: number, col: number, formatId: string, satisfied: boolean): void {
    const key = `${sheet.id}!${row},${col}#${formatId}`;
    const before = this.formats.get(key);
    this.formats.set(key, satisfied);
    if (before === undefined || before === satisfied || !this.room()) return;
    const base = { seq: ++this.seq, sheetId: sheet.id, sheet: sheet.name, row, col, cell: a1(row, col), formula: '', ...(this.remoteAuthor === undefined ? {} : { remote: this.remoteAuthor }) };
    this.emit({ ...base, kind: 'conditional', function: `conditional format ${formatId}`, site: 0, from: String(before), to: String(satisfied) });
  }

  // ---- internals ----------------------------------------------------------------------------
  private room(): boolean {
    if (this.list.length < this.maxEntries) return true;
    this.dropped++;
    return false;
  }

  private emit(entry: LogEntry): void {
    this.list.push(entry);
    this.options.onEntry?.(entry);
  }

  remoteChange(author: string | undefined): void {
    this.remoteAuthor = author;
  }

  private base(cell: FormulaCell): EntryBase {
    const entry = { seq: ++this.seq, sheetId: cell.sheet.id, sheet: cell.sheet.name, row: cell.row, col: cell.col, cell: a1(cell.row, cell.col), formula: cell.text };
    return this.remoteAuthor === undefined ? entry : { ...entry, remote: this.remoteAuthor };
  }

  private branchTaken(cell: FormulaCell, site: number, fn: string, now: string): void {
    const key = `${cell.sheet.id}!${cell.row},${cell.col}#${site}`;
    const before = this.branches.get(key);
    this.branches.set(key, now);
    // The first evaluation has nothing to differ from: only changes are logged.
    if (before === undefined || before === now || !this.room()) return;
    this.emit({ ...this.base(cell), kind: 'conditional', function: fn, site, from: before, to: now });
  }

  /** Keeps the formulas of the current pass that were recomputed to the same value (pruning causes). */
  private noteUnchanged(cell: FormulaCell, changed: boolean): void {
    if (changed) return;
    const last = this.unchanged[this.unchanged.length - 1];
    if (last !== undefined && last.mark !== cell.mark) this.unchanged = [];
    if (this.unchanged.length < MAX_PRUNING_SCAN) this.unchanged.push(cell);
  }

  private unchangedPrecedents(cell: FormulaCell): string[] {
    const out: string[] = [];
    for (const u of this.unchanged) {
      if (u.mark !== cell.mark || !reads(cell, u)) continue;
      out.push(qualified(u.sheet.name, u.row, u.col));
    }
    return out;
  }
}

/** Whether a formula's static references cover another formula's cell. */
function reads(cell: FormulaCell, other: FormulaCell): boolean {
  for (const desc of cell.shape.refs) {
    const placed = placeRef(desc, cell.row, cell.col);
    if (!placed) continue;
    const sameSheet = placed.sheet === undefined ? other.sheet === cell.sheet : other.sheet.name.toLowerCase() === placed.sheet;
    if (sameSheet && other.row >= placed.top && other.row <= placed.bottom && other.col >= placed.left && other.col <= placed.right) return true;
  }
  return false;
}

/** The stored values of a small range (no formula is computed for this), or its size. */
function rangeValue(sheet: SheetData, top: number, left: number, bottom: number, right: number): ReadValue {
  const rows = bottom - top + 1;
  const cols = right - left + 1;
  if (rows * cols > MAX_RANGE_VALUES) return `${rows}x${cols} range`;
  const out: OutputScalar[][] = [];
  for (let r = top; r <= bottom; r++) {
    const line: OutputScalar[] = [];
    for (let c = left; c <= right; c++) line.push(outputScalar(sheet.peek(r, c)));
    out.push(line);
  }
  return out;
}
