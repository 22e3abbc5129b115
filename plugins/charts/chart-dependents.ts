import type { SheetArea } from '../names/index.js';
import type { Workbook } from '../workbook/model/index.js';
import type { ChangedPosition, ChangedPositions } from './changed-position.js';
import { sheetCharts } from './commands.js';
import { chartArea, extractChartData, patchChartData, type ChartData, type ChartValues } from './data.js';
import { chartSource, type ChartSource } from './describe.js';
import type { LineFormulaEngine } from './line-value.js';
import { lineReads, lineValues, watchLines, type WatchedLine } from './line-watch.js';
import type { Chart } from './model.js';

/** What charts read: computed values, and detached formulas for horizontal lines (the formula engine). */
export type ChartEngine = ChartValues & LineFormulaEngine;

/** A chart ready to draw: its record, its data and the values of its horizontal lines (by line id). */
export interface ComputedChart {
  readonly chart: Chart;
  readonly data: ChartData;
  readonly lineValues: Readonly<Record<string, number | undefined>>;
  /** Where its data sits, for its description (describe.ts); absent when it has no range. */
  readonly source?: ChartSource;
}

interface Entry {
  readonly record: unknown;
  readonly area: SheetArea | undefined;
  /** The source sheet's line ids when the data was read: a structural change re-reads it. */
  readonly rowIds: unknown;
  readonly columnIds: unknown;
  lines: WatchedLine[];
  computed: ComputedChart;
}

/** Past this many changed cells, lines are evaluated again without asking which cells they read. */
const LINE_CHECK_LIMIT = 1_000;

/**
 * The charts of a workbook with their data, kept up to date from what changed: a chart's data is read
 * again when its record changes or when the lines of its source sheet change; when one of the cells it
 * depends on (its range: the cells' `chartDependents`) gets a new value, only that point changes. An
 * edit elsewhere costs one lookup per chart on the edited sheet, and never re-reads a sheet.
 * Horizontal lines are formulas the engine evaluates without storing them; a line is evaluated again
 * when a cell its references cover changes, on every change when they do not say (names, volatile
 * functions), and when sheets or names change (a reference may now find its sheet).
 */
export class ChartDependents {
  private readonly entries = new Map<string, Entry>();
  /** Chart keys by the id of the sheet their range reads. */
  private bySource = new Map<string, string[]>();
  private workbook: Workbook | undefined;
  /** Sheet names and named ranges the lines' references were resolved against. */
  private scope: { readonly names: string; readonly namedRanges: unknown } | undefined;

  constructor(private readonly engine: ChartEngine) {}

  /** Brings every chart up to date; returns the keys (`sheetId/chartId`) of charts whose drawing may change. */
  update(workbook: Workbook, changes: ChangedPositions = []): Set<string> {
    const touched = new Set<string>();
    const newWorkbook = workbook !== this.workbook;
    if (newWorkbook) this.syncRecords(workbook, touched);
    // Charts computed whole here have their lines evaluated already.
    const fresh = new Set(touched);
    if (newWorkbook) this.syncScope(workbook, fresh, touched);
    const reread = new Set<string>();
    for (const change of changes) {
      for (const k of this.bySource.get(change.sheetId) ?? []) {
        const entry = this.entries.get(k);
        const area = entry?.area;
        if (!entry || !area || touched.has(k) || reread.has(k)) continue;
        if (change.row < area.top || change.row > area.bottom || change.col < area.left || change.col > area.right) continue;
        const value = this.engine.getValue(change.sheetId, change.row, change.col);
        const patched = patchChartData(entry.computed.data, entry.computed.chart, area, change.row, change.col, value);
        if (patched) entry.computed = { ...entry.computed, data: patched };
        else reread.add(k);
        touched.add(k);
      }
    }
    for (const k of reread) {
      const entry = this.entries.get(k);
      if (entry) Object.assign(entry, this.compute(workbook, entry.computed.chart));
      fresh.add(k);
    }
    if (changes.length > 0) this.followLines(changes, fresh, touched);
    return touched;
  }

  /** Forgets every chart's data: the next update reads them all (after the engine reloaded the workbook). */
  clear(): void {
    this.entries.clear();
    this.bySource = new Map();
    this.workbook = undefined;
    this.scope = undefined;
  }

  get(sheetId: string, chartId: string): ComputedChart | undefined {
    return this.entries.get(key(sheetId, chartId))?.computed;
  }

  /** The charts of a sheet, in the order the sheet keeps them. */
  onSheet(sheetId: string): ComputedChart[] {
    const out: ComputedChart[] = [];
    for (const [k, entry] of this.entries) if (k.startsWith(`${sheetId}/`)) out.push(entry.computed);
    return out;
  }

  private syncRecords(workbook: Workbook, touched: Set<string>): void {
    this.workbook = workbook;
    const seen = new Set<string>();
    for (const sheetId of workbook.sheetIds) {
      const sheet = workbook.sheetsById[sheetId];
      for (const chart of sheetCharts(sheet)) {
        const k = key(sheetId, chart.id);
        seen.add(k);
        const source = chart.range && workbook.sheetsById[chart.range.sheetId];
        const old = this.entries.get(k);
        const record = sheet.chartsById[chart.id];
        if (old && old.record === record && old.rowIds === source?.rowIds && old.columnIds === source?.columnIds) continue;
        this.entries.set(k, { record, area: chartArea(workbook, chart), rowIds: source?.rowIds, columnIds: source?.columnIds, ...this.compute(workbook, chart) });
        touched.add(k);
      }
    }
    for (const k of [...this.entries.keys()]) {
      if (seen.has(k)) continue;
      this.entries.delete(k);
      touched.add(k);
    }
    this.bySource = new Map();
    for (const [k, entry] of this.entries) {
      if (!entry.area) continue;
      const list = this.bySource.get(entry.area.sheetId) ?? [];
      list.push(k);
      this.bySource.set(entry.area.sheetId, list);
    }
  }

  private compute(workbook: Workbook, chart: Chart): Pick<Entry, 'lines' | 'computed'> {
    const lines = watchLines(chart, workbook, this.engine);
    return { lines, computed: { chart, data: extractChartData(workbook, chart, this.engine), lineValues: lineValues(lines, chart.sheetId, this.engine), source: chartSource(workbook, chart) } };
  }

  /** Sheets added, renamed or deleted, or names changed: every line's references are resolved again. */
  private syncScope(workbook: Workbook, fresh: ReadonlySet<string>, touched: Set<string>): void {
    const scope = { names: workbook.sheetIds.map((id) => workbook.sheetsById[id]?.name.toLowerCase()).join('\n'), namedRanges: workbook.namedRangesById };
    if (this.scope && this.scope.names === scope.names && this.scope.namedRanges === scope.namedRanges) return;
    this.scope = scope;
    for (const [k, entry] of this.entries) {
      if (fresh.has(k) || entry.lines.length === 0) continue;
      entry.lines = watchLines(entry.computed.chart, workbook, this.engine);
      this.refreshLines(k, entry, touched);
    }
  }

  /** Lines reading a changed cell are evaluated again. */
  private followLines(changes: ChangedPositions, fresh: ReadonlySet<string>, touched: Set<string>): void {
    for (const [k, entry] of this.entries) {
      if (fresh.has(k) || entry.lines.length === 0) continue;
      const moved = changes.length > LINE_CHECK_LIMIT || entry.lines.some((line) => readsAny(line, changes));
      if (moved) this.refreshLines(k, entry, touched);
    }
  }

  private refreshLines(k: string, entry: Entry, touched: Set<string>): void {
    const next = lineValues(entry.lines, entry.computed.chart.sheetId, this.engine);
    const before = entry.computed.lineValues;
    if (Object.keys(next).every((id) => next[id] === before[id])) return;
    entry.computed = { ...entry.computed, lineValues: next };
    touched.add(k);
  }
}

function key(sheetId: string, chartId: string): string {
  return `${sheetId}/${chartId}`;
}

function readsAny(line: WatchedLine, changes: Iterable<ChangedPosition>): boolean {
  for (const change of changes) if (lineReads(line, change)) return true;
  return false;
}
