import { sheetPrefix } from '../formulas/adjust/index.js';
import type { SheetArea } from '../names/index.js';
import { a1 } from '../workbook/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { chartArea, type ChartData, type ChartPoints } from './data.js';
import type { Chart, ChartType } from './model.js';
import { valueText } from './render/number-text.js';

/** Where a chart reads its data: its area, and the sheet prefix its A1 text needs ('' on its own sheet). */
export interface ChartSource {
  readonly area: SheetArea;
  readonly prefix: string;
}

/** A chart's plotted values as a table: a label column, then one column per series drawn. */
export interface ChartDataTable {
  readonly caption: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Points past the table's limit, left out (a 10,000-point line reads as its first points). */
  readonly omittedRows: number;
}

const TYPE_NAMES: Readonly<Record<ChartType, string>> = { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart', scatter: 'Scatter chart' };

/** Rows a data table holds at most: enough to read, few enough for a hidden table not to weigh on a page. */
export const DATA_TABLE_LIMIT = 500;

/** The chart's source area with the prefix naming its sheet when that is not the chart's own. */
export function chartSource(workbook: Workbook, chart: Chart): ChartSource | undefined {
  const area = chartArea(workbook, chart);
  const sheet = area && workbook.sheetsById[area.sheetId];
  if (!area || !sheet) return undefined;
  return { area, prefix: area.sheetId === chart.sheetId ? '' : sheetPrefix(sheet.name) };
}

/** The title a person reads: the chart's title, else its name. */
const chartTitle = (chart: Chart): string => chart.title.text || chart.name;

/**
 * A chart in words, for a screen reader and a PDF's alternative text: its type, title, the series drawn
 * with the cells they read, and the cells of its labels ("Line chart 'Sales', 2 series: Revenue (B2:B13),
 * Cost (C2:C13), categories A2:A13"). Without a source the ranges are left out.
 */
export function describeChart(chart: Chart, data: ChartData, source?: ChartSource): string {
  const head = `${TYPE_NAMES[chart.type]} '${chartTitle(chart)}'`;
  if (data.kind === 'empty') return `${head}, no data`;
  const shown = drawnSeries(chart, data);
  const series = shown.map(({ name, line }) => (source ? `${name} (${lineRange(chart, source, line)})` : name));
  const parts = [`${head}, ${shown.length} series${series.length ? ': ' + series.join(', ') : ''}`];
  if (chart.autoLabels && source) parts.push(`${chart.type === 'scatter' ? 'x values' : 'categories'} ${lineRange(chart, source, 0)}`);
  return parts.join(', ');
}

/** The values a chart plots, as its cells show them, a point a row (at most `limit` rows). */
export function chartDataTable(chart: Chart, data: ChartData, limit = DATA_TABLE_LIMIT): ChartDataTable {
  const caption = `Data of ${TYPE_NAMES[chart.type].toLowerCase()} '${chartTitle(chart)}'`;
  if (data.kind === 'empty') return { caption, headers: [], rows: [], omittedRows: 0 };
  const shown = drawnSeries(chart, data);
  const headers = [chart.type === 'scatter' ? 'X' : 'Category', ...shown.map(({ name }) => name)];
  const count = Math.min(limit, data.labels.length);
  const rows: string[][] = [];
  for (let point = 0; point < count; point++) {
    rows.push([data.labels[point], ...shown.map(({ series }) => cellText(series.values[point], series.format))]);
  }
  return { caption, headers, rows, omittedRows: data.labels.length - count };
}

/** The series the chart draws (a pie draws its first), each with its line's index in the source area. */
function drawnSeries(chart: Chart, data: ChartPoints) {
  const firstSeries = chart.autoLabels ? 1 : 0;
  const drawn = data.series.map((series, index) => ({ series, name: series.name, line: index + firstSeries })).filter(({ series }) => !series.excluded);
  return chart.type === 'pie' ? drawn.slice(0, 1) : drawn;
}

const cellText = (value: number | null, format: string | undefined): string => (value === null ? '' : valueText(value, format));

/** The A1 text of one line of the source (a column, or a row when series are in rows), its header left out. */
function lineRange(chart: Chart, { area, prefix }: ChartSource, line: number): string {
  const firstPoint = chart.autoHeaders ? 1 : 0;
  const [from, to] = chart.seriesInRows
    ? [a1(area.top + line, area.left + firstPoint), a1(area.top + line, area.right)]
    : [a1(area.top + firstPoint, area.left + line), a1(area.bottom, area.left + line)];
  return prefix + (from === to ? from : `${from}:${to}`);
}
