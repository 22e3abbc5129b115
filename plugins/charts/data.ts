import { resolveRange, type SheetArea } from '../names/index.js';
import { displayText, type Scalar } from '../formulas/index.js';
import { getCell } from '../workbook/index.js';
import type { Sheet, Workbook } from '../workbook/model/index.js';
import type { Chart } from './model.js';

/** Where chart data reads computed values: the formula engine has this shape. */
export interface ChartValues {
  getValue(sheetId: string, row: number, col: number): Scalar;
}

export interface ChartSeries {
  /** The row (series in rows) or column id holding the series. */
  readonly vectorId: string;
  readonly name: string;
  /** One per point; null where the cell is empty or not a number (not drawn). */
  readonly values: readonly (number | null)[];
  /** The number format of the series' first data cell, for axes and tooltips. */
  readonly format?: string;
  readonly excluded: boolean;
}

export interface ChartPoints {
  readonly kind: 'points';
  /** The label of each point as text (formatted with its cell's number format). */
  readonly labels: readonly string[];
  /** The label cells' numbers, for scatter charts' horizontal axis (null where not a number). */
  readonly xValues: readonly (number | null)[];
  readonly labelFormat?: string;
  /** The row (series in columns) or column id of each point: keys of per-point colours. */
  readonly pointIds: readonly string[];
  /** Every series of the range, excluded ones flagged: the Data tab lists them all. */
  readonly series: readonly ChartSeries[];
}

/** "No Data Entered": no range, a range whose cells are gone, or a range with nothing in it. */
export type ChartData = ChartPoints | { readonly kind: 'empty' };

export const EMPTY_CHART: ChartData = { kind: 'empty' };

/** The area a chart reads, or undefined when it has none (unset, or its sheet or cells deleted). */
export function chartArea(workbook: Workbook, chart: Chart): SheetArea | undefined {
  return chart.range ? resolveRange(workbook, chart.range) : undefined;
}

/**
 * A chart's data from the computed values of its range. Series run down columns (or along rows with
 * `seriesInRows`); with `autoHeaders` the first line of each series is its name, with `autoLabels` the
 * first series holds the points' labels.
 */
export function extractChartData(workbook: Workbook, chart: Chart, values: ChartValues): ChartData {
  const area = chartArea(workbook, chart);
  const sheet = area && workbook.sheetsById[area.sheetId];
  if (!area || !sheet) return EMPTY_CHART;
  const grid = readGrid(sheet, area, values, chart.seriesInRows);
  if (!grid.hasValue) return EMPTY_CHART;
  const firstPoint = chart.autoHeaders ? 1 : 0;
  const firstSeries = chart.autoLabels ? 1 : 0;
  const pointIds = grid.pointIds.slice(firstPoint);
  const labelLine = chart.autoLabels ? grid.lines[0] : undefined;
  const labels = pointIds.map((_, i) => (labelLine ? labelLine.text(i + firstPoint) : String(i + 1)));
  const xValues = pointIds.map((_, i) => (labelLine ? asNumber(labelLine.values[i + firstPoint]) : i + 1));
  const excluded = new Set(chart.excludedVectorIds);
  const series = grid.lines.slice(firstSeries).map((line, i): ChartSeries => ({
    vectorId: line.id,
    name: chart.autoHeaders ? line.text(0) : `Series ${i + 1}`,
    values: line.values.slice(firstPoint).map(asNumber),
    ...formatField(line.format(firstPoint)),
    excluded: excluded.has(line.id),
  }));
  if (series.length === 0 || pointIds.length === 0) return EMPTY_CHART;
  const labelFormat = labelLine?.format(firstPoint);
  return { kind: 'points', labels, xValues, pointIds, series, ...(labelFormat ? { labelFormat } : {}) };
}

interface Line {
  readonly id: string;
  readonly values: Scalar[];
  /** Shown texts and number formats, read only for the lines that need them (headers, labels, a series' first cell). */
  text(point: number): string;
  format(point: number): string | undefined;
}

/**
 * The range as series lines (columns, or rows with seriesInRows). Values are read for every cell; a
 * cell's record (its number format, its shown text) only where it is asked for, which keeps a
 * 10,000-point chart's read to the values themselves.
 */
function readGrid(sheet: Sheet, area: SheetArea, values: ChartValues, seriesInRows: boolean) {
  const lines: Line[] = [];
  const seriesCount = seriesInRows ? area.bottom - area.top + 1 : area.right - area.left + 1;
  const pointCount = seriesInRows ? area.right - area.left + 1 : area.bottom - area.top + 1;
  const pointIds: string[] = [];
  for (let p = 0; p < pointCount; p++) pointIds.push(seriesInRows ? sheet.columnIds[area.left + p] : sheet.rowIds[area.top + p]);
  let hasValue = false;
  for (let s = 0; s < seriesCount; s++) {
    const rowOf = (p: number) => (seriesInRows ? area.top + s : area.top + p);
    const colOf = (p: number) => (seriesInRows ? area.left + p : area.left + s);
    const cellAt = (p: number) => getCell(sheet, sheet.rowIds[rowOf(p)], sheet.columnIds[colOf(p)]);
    const lineValues: Scalar[] = new Array(pointCount);
    for (let p = 0; p < pointCount; p++) {
      const value = values.getValue(sheet.id, rowOf(p), colOf(p));
      if (value !== null && value !== '') hasValue = true;
      lineValues[p] = value;
    }
    lines.push({
      id: seriesInRows ? sheet.rowIds[area.top + s] : sheet.columnIds[area.left + s],
      values: lineValues,
      text: (p) => displayText(lineValues[p], cellAt(p)).text,
      format: (p) => cellAt(p)?.data?.format,
    });
  }
  return { lines, pointIds, hasValue };
}

function formatField(format: string | undefined): { format?: string } {
  return format ? { format } : {};
}

function asNumber(value: Scalar): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The data after one cell of the range got a new value, by changing that one point; undefined when the
 * change needs a full read (a header or label cell, a value becoming empty, a chart that had no data).
 */
export function patchChartData(data: ChartData, chart: Chart, area: SheetArea, row: number, col: number, value: Scalar): ChartData | undefined {
  if (data.kind !== 'points') return undefined;
  const s = chart.seriesInRows ? row - area.top : col - area.left;
  const p = chart.seriesInRows ? col - area.left : row - area.top;
  if ((chart.autoLabels && s === 0) || (chart.autoHeaders && p === 0)) return undefined;
  const seriesIndex = s - (chart.autoLabels ? 1 : 0);
  const point = p - (chart.autoHeaders ? 1 : 0);
  const number = asNumber(value);
  const target = data.series[seriesIndex];
  if (!target || point < 0 || point >= target.values.length || number === null) return undefined;
  const values = target.values.slice();
  values[point] = number;
  const series = data.series.slice();
  series[seriesIndex] = { ...target, values };
  return { ...data, series };
}
