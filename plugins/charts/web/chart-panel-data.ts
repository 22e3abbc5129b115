import type { EditorHost } from '../../../web/plugin-api/index.js';
import { extractChartData, type ChartData } from '../data.js';
import type { Chart } from '../model.js';

/** A chart's data for a panel (the series list, a point's label): read once when the panel renders. */
export function chartData(host: EditorHost, chart: Chart): ChartData {
  return extractChartData(host.workbook, chart, host.session.engine);
}
