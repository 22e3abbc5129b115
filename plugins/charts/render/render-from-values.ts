import { extractChartData, type ChartValues } from '../data.js';
import { lineValue, type FormulaEvaluator } from '../line-value.js';
import { readChart } from '../read-chart.js';
import type { Workbook } from '../../workbook/model/index.js';
import { renderChartSvg, type RenderOptions } from './render-chart.js';

/**
 * One chart of a workbook drawn from computed values, without an editor: what the server's casts and PDF
 * use (the same renderer as the editor's). Horizontal lines are evaluated by `values.evaluateFormula`;
 * without it only constant lines are drawn. Undefined when the sheet has no such chart.
 */
export function renderWorkbookChart(
  workbook: Workbook, sheetId: string, chartId: string, values: ChartValues & { readonly evaluateFormula?: FormulaEvaluator }, options: RenderOptions = {},
): string | undefined {
  const chart = readChart(workbook.sheetsById[sheetId]?.chartsById[chartId], chartId, sheetId);
  if (!chart) return undefined;
  const lineValues: Record<string, number | undefined> = {};
  for (const line of chart.horizontalLines) lineValues[line.id] = lineValue(line.formula, sheetId, values.evaluateFormula);
  return renderChartSvg({ chart, data: extractChartData(workbook, chart, values), lineValues }, { defaultFontFamily: workbook.settings.defaultFontFamily, ...options });
}
