import { resolveRange, type SheetArea } from '../names/ranges.js';
import { displayText } from '../formulas/number-format/display-text.js';
import type { Scalar } from '../formulas/values.js';
import { getCell } from '../workbook/cell-store.js';
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
  const labels = pointIds.map((_, i) => (labelLine ? labelLine.texts[i + firstPoint] : String(i + 1)));
  const xValues = pointIds.map((_, i) => (labelLine ? asNumber(labelLine.values[i + firstPoint]) : i + 1));
  const excluded = new Set(chart.excludedVectorIds);
  const series = grid.lines.slice(firstSeries).map((line, i): ChartSeries => ({
    vectorId: line.id,
    name: chart.autoHeaders ? line.texts[0] : `Series ${i + 1}`,
    values: line.values.slice(firstPoint).map(asNumber),
    ...(line.formats[firstPoint] ? { format: line.formats[firstPoint] } : {}),
    excluded: excluded.has(line.id),
  }));
  if (series.length === 0 || pointIds.length === 0) return EMPTY_CHART;
  const labelFormat = labelLine?.formats[firstPoint];
  return { kind: 'points', labels, xValues, pointIds, series, ...(labelFormat ? { labelFormat } : {}) };
}

interface Line {
  readonly id: string;
  readonly values: Scalar[];
  readonly texts: string[];
  readonly formats: (string | undefined)[];
}

/** The range as series lines (columns, or rows with seriesInRows), each with its values, texts and formats. */
function readGrid(sheet: Sheet, area: SheetArea, values: ChartValues, seriesInRows: boolean) {
  const lines: Line[] = [];
  const seriesCount = seriesInRows ? area.bottom - area.top + 1 : area.right - area.left + 1;
  const pointCount = seriesInRows ? area.right - area.left + 1 : area.bottom - area.top + 1;
  const pointIds: string[] = [];
  for (let p = 0; p < pointCount; p++) pointIds.push(seriesInRows ? sheet.columnIds[area.left + p] : sheet.rowIds[area.top + p]);
  let hasValue = false;
  for (let s = 0; s < seriesCount; s++) {
    const line: Line = { id: seriesInRows ? sheet.rowIds[area.top + s] : sheet.columnIds[area.left + s], values: [], texts: [], formats: [] };
    for (let p = 0; p < pointCount; p++) {
      const row = seriesInRows ? area.top + s : area.top + p;
      const col = seriesInRows ? area.left + p : area.left + s;
      const value = values.getValue(sheet.id, row, col);
      if (value !== null && value !== '') hasValue = true;
      const cell = getCell(sheet, sheet.rowIds[row], sheet.columnIds[col]);
      line.values.push(value);
      line.texts.push(displayText(value, cell).text);
      line.formats.push(cell?.data?.format);
    }
    lines.push(line);
  }
  return { lines, pointIds, hasValue };
}

function asNumber(value: Scalar): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
