import type { ComputedChart } from '../chart-dependents.js';
import { extractChartData, type ChartValues } from '../data.js';
import { chartSource } from '../describe.js';
import { lineValue, type FormulaEvaluator } from '../line-value.js';
import { readChart } from '../read-chart.js';
import type { Workbook } from '../../workbook/model/index.js';
import { renderChartSvg, type RenderOptions } from './render-chart.js';

/** What the server reads charts from: computed values, and formulas for horizontal lines when it can. */
export type WorkbookChartValues = ChartValues & { readonly evaluateFormula?: FormulaEvaluator };

/**
 * One chart of a workbook computed from the values, without an editor: what the server's casts and PDF
 * draw and describe. Horizontal lines are evaluated by `values.evaluateFormula`; without it only constant
 * lines are drawn. Undefined when the sheet has no such chart.
 */
export function computeWorkbookChart(workbook: Workbook, sheetId: string, chartId: string, values: WorkbookChartValues): ComputedChart | undefined {
  const chart = readChart(workbook.sheetsById[sheetId]?.chartsById[chartId], chartId, sheetId);
  if (!chart) return undefined;
  const lineValues: Record<string, number | undefined> = {};
  for (const line of chart.horizontalLines) lineValues[line.id] = lineValue(line.formula, sheetId, values.evaluateFormula);
  return { chart, data: extractChartData(workbook, chart, values), lineValues, source: chartSource(workbook, chart) };
}

/** One chart of a workbook drawn (the same renderer as the editor's); undefined when the sheet has no such chart. */
export function renderWorkbookChart(workbook: Workbook, sheetId: string, chartId: string, values: WorkbookChartValues, options: RenderOptions = {}): string | undefined {
  const computed = computeWorkbookChart(workbook, sheetId, chartId, values);
  return computed && renderChartSvg(computed, { defaultFontFamily: workbook.settings.defaultFontFamily, ...options });
}
