import type { CellRange, Workbook } from '../workbook/model/index.js';
import { chartDataTable, computeWorkbookChart, describeChart, renderChartSvg } from '../charts/index.js';
import { byIds, sheetOf } from './area.js';
import { outputScalar } from '../formulas/outputs/index.js';
import { CastError } from './errors.js';
import type { CastValues } from './model.js';
import type { CastChart, CastScalar } from './response.js';

/** Default chart size (SPEC section 3 "Chart"). */
const DEFAULT_WIDTH = 600;
const DEFAULT_HEIGHT = 300;

type Fields = Readonly<Record<string, unknown>>;

/** A chart cast: the chart record kept by the template and the computed values of its data range. */
export function castChart(workbook: Workbook, sheetId: string, chartId: string, values: CastValues): CastChart {
  const raw = sheetOf(workbook, sheetId).chartsById[chartId];
  if (typeof raw !== 'object' || raw === null) throw new CastError('missing', `The cast's chart "${chartId}" no longer exists.`);
  const chart = raw as Fields;
  const range = rangeOf(chart.range);
  const computed = computeWorkbookChart(workbook, sheetId, chartId, values);
  return {
    id: chartId,
    chart,
    range,
    values: range ? rangeValues(workbook, range, values) : [],
    width: positive(chart.width) ?? DEFAULT_WIDTH,
    height: positive(chart.height) ?? DEFAULT_HEIGHT,
    svg: computed ? renderChartSvg(computed, { defaultFontFamily: workbook.settings.defaultFontFamily }) : '',
    description: computed ? describeChart(computed.chart, computed.data, computed.source) : '',
    table: computed ? chartDataTable(computed.chart, computed.data) : null,
  };
}

function rangeOf(value: unknown): CellRange | null {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Fields;
  const { sheetId, fromCellId, toCellId } = raw;
  if (typeof sheetId !== 'string' || typeof fromCellId !== 'string') return null;
  return { sheetId, fromCellId, toCellId: typeof toCellId === 'string' ? toCellId : fromCellId };
}

function rangeValues(workbook: Workbook, range: CellRange, values: CastValues): CastScalar[][] {
  const area = byIds(sheetOf(workbook, range.sheetId), range);
  const rows: CastScalar[][] = [];
  for (let row = area.top; row <= area.bottom; row++) {
    const line: CastScalar[] = [];
    for (let column = area.left; column <= area.right; column++) line.push(outputScalar(values.getValue(range.sheetId, row, column)));
    rows.push(line);
  }
  return rows;
}

const positive = (value: unknown): number | undefined => (typeof value === 'number' && value > 0 ? value : undefined);
