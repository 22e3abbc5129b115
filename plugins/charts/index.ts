/**
 * Charts (SPEC section 3 "Chart"): the manifest, the model, data extraction, and the SVG renderer shared
 * by the editor and the server's casts.
 */
export { chartsPlugin } from './manifest.js';
export * from './model.js';
export { readChart } from './read-chart.js';
export {
  chartsCommands, deleteChart, findChart, insertChart, moveChart, newChart, nextChartName, resizeChart, sheetCharts, updateChart,
  type ChartChanges, type DeleteChartParams, type InsertChartParams, type MoveChartParams, type ResizeChartParams, type UpdateChartParams,
} from './commands.js';
export { chartsAdjuster } from './adjuster.js';
export { chartArea, extractChartData, EMPTY_CHART, type ChartData, type ChartPoints, type ChartSeries, type ChartValues } from './data.js';
export type { ChangedPosition } from './changed-position.js';
export { ChartDependents, type ChartEngine, type ComputedChart } from './chart-dependents.js';
export { lineValue, type FormulaEvaluator, type LineFormulaEngine } from './line-value.js';
export { chartRangeText, parseChartRange } from './range-text.js';
export { besideArea, cellOffset } from './position.js';
export { renderChartSvg, type RenderOptions } from './render/render-chart.js';
export { escape as escapeSvgText } from './render/svg.js';
export type { SelectedChart } from './selection.js';
export { computeWorkbookChart, renderWorkbookChart, type WorkbookChartValues } from './render/render-from-values.js';
export { chartDataTable, chartSource, DATA_TABLE_LIMIT, describeChart, type ChartDataTable, type ChartSource } from './describe.js';
