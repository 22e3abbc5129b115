import type { SheetArea } from '../names/ranges.js';
import type { Workbook } from '../workbook/model/index.js';
import { sheetCharts } from './commands.js';
import { chartArea, extractChartData, patchChartData, type ChartData, type ChartValues } from './data.js';
import { lineValue } from './line-value.js';
import type { Chart } from './model.js';

/** A cell whose computed value changed (the engine's ChangedCell has this shape). */
export interface ChangedPosition {
  readonly sheetId: string;
  readonly row: number;
  readonly col: number;
}

/** A chart ready to draw: its record, its data and the values of its horizontal lines (by line id). */
export interface ComputedChart {
  readonly chart: Chart;
  readonly data: ChartData;
  readonly lineValues: Readonly<Record<string, number | undefined>>;
}

interface Entry {
  readonly record: unknown;
  readonly area: SheetArea | undefined;
  /** The source sheet's line ids when the data was read: a structural change re-reads it. */
  readonly rowIds: unknown;
  readonly columnIds: unknown;
  computed: ComputedChart;
}

/**
 * The charts of a workbook with their data, kept up to date from what changed: a chart's data is read
 * again when its record changes or when the lines of its source sheet change; when one of the cells it
 * depends on (its range: the cells' `chartDependents`) gets a new value, only that point changes. An
 * edit elsewhere costs one lookup per chart on the edited sheet, and never re-reads a sheet.
 */
export class ChartDependents {
  private readonly entries = new Map<string, Entry>();
  /** Chart keys by the id of the sheet their range reads. */
  private bySource = new Map<string, string[]>();
  private workbook: Workbook | undefined;

  constructor(private readonly values: ChartValues) {}

  /** Brings every chart up to date; returns the keys (`sheetId/chartId`) of charts whose drawing may change. */
  update(workbook: Workbook, changes: readonly ChangedPosition[] = []): Set<string> {
    const touched = new Set<string>();
    if (workbook !== this.workbook) this.syncRecords(workbook, touched);
    const reread = new Set<string>();
    for (const change of changes) {
      for (const k of this.bySource.get(change.sheetId) ?? []) {
        const entry = this.entries.get(k);
        const area = entry?.area;
        if (!entry || !area || touched.has(k) || reread.has(k)) continue;
        if (change.row < area.top || change.row > area.bottom || change.col < area.left || change.col > area.right) continue;
        const value = this.values.getValue(change.sheetId, change.row, change.col);
        const patched = patchChartData(entry.computed.data, entry.computed.chart, area, change.row, change.col, value);
        if (patched) entry.computed = { ...entry.computed, data: patched };
        else reread.add(k);
        touched.add(k);
      }
    }
    for (const k of reread) {
      const entry = this.entries.get(k);
      if (entry) entry.computed = this.compute(workbook, entry.computed.chart);
    }
    if (changes.length > 0) this.refreshLines(workbook, touched);
    return touched;
  }

  /** Forgets every chart's data: the next update reads them all (after the engine reloaded the workbook). */
  clear(): void {
    this.entries.clear();
    this.bySource = new Map();
    this.workbook = undefined;
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
        this.entries.set(k, {
          record, area: chartArea(workbook, chart), rowIds: source?.rowIds, columnIds: source?.columnIds,
          computed: this.compute(workbook, chart),
        });
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

  private compute(workbook: Workbook, chart: Chart): ComputedChart {
    return { chart, data: extractChartData(workbook, chart, this.values), lineValues: this.lines(workbook, chart) };
  }

  private lines(workbook: Workbook, chart: Chart): Record<string, number | undefined> {
    const out: Record<string, number | undefined> = {};
    for (const line of chart.horizontalLines) out[line.id] = lineValue(line.formula, workbook, chart.sheetId, this.values);
    return out;
  }

  /** Horizontal-line formulas may read any cell: their values are read again after each change of values. */
  private refreshLines(workbook: Workbook, touched: Set<string>): void {
    for (const [k, entry] of this.entries) {
      if (touched.has(k) || entry.computed.chart.horizontalLines.length === 0) continue;
      const lineValues = this.lines(workbook, entry.computed.chart);
      const before = entry.computed.lineValues;
      if (Object.keys(lineValues).every((id) => lineValues[id] === before[id])) continue;
      entry.computed = { ...entry.computed, lineValues };
      touched.add(k);
    }
  }
}

function key(sheetId: string, chartId: string): string {
  return `${sheetId}/${chartId}`;
}
