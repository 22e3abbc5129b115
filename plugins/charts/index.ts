import type { Container } from 'inversify';
import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { chartsAdjuster } from './adjuster.js';
import { chartsCommands } from './commands.js';
import { ChartSelection, CHARTS } from './selection.js';

/**
 * Charts (SPEC section 3 "Chart"): the model, the commands charts.insert / update / move / resize /
 * delete (one undo step each), the adjuster that keeps ranges and line formulas on their cells, data
 * extraction, and the SVG renderer shared by the editor and the server's casts.
 */
export const chartsPlugin: PluginManifest<Workbook> = {
  id: 'charts',
  dependsOn: ['workbook'],
  register(container: Container) {
    if (!container.isBound(CHARTS.Selection)) container.bind(CHARTS.Selection).toConstantValue(new ChartSelection());
  },
  commands: chartsCommands,
  adjusters: [chartsAdjuster],
};

export * from './model.js';
export { readChart } from './read-chart.js';
export {
  chartsCommands, deleteChart, findChart, insertChart, moveChart, newChart, nextChartName, resizeChart, sheetCharts, updateChart,
  type ChartChanges, type DeleteChartParams, type InsertChartParams, type MoveChartParams, type ResizeChartParams, type UpdateChartParams,
} from './commands.js';
export { chartsAdjuster } from './adjuster.js';
export { chartArea, extractChartData, EMPTY_CHART, type ChartData, type ChartPoints, type ChartSeries, type ChartValues } from './data.js';
export { ChartDependents, type ChangedPosition, type ChartEngine, type ComputedChart } from './chart-dependents.js';
export { lineValue, type FormulaEvaluator, type LineFormulaEngine } from './line-value.js';
export { chartRangeText, parseChartRange } from './range-text.js';
export { areaOffset, cellOffset } from './position.js';
export { renderChartSvg, type RenderOptions } from './render/render-chart.js';
export { escape as escapeSvgText } from './render/svg.js';
export { ChartSelection, CHARTS, type SelectedChart } from './selection.js';
export { renderWorkbookChart } from './render/render-from-values.js';
