import { Subject } from 'rxjs';
import type { EditorHost, WebCommand } from '../../../web/plugin-api/index.js';
import { sheetCharts } from '../commands.js';
import { chartSelection } from './use-charts.js';

/** Charts whose frame should take the keys once drawn (a chart just inserted, or chosen from the keyboard). */
export const chartFocusRequests = new Subject<string>();

/** Selects a chart of the open sheet and gives it the keys: arrows then move it, Ctrl+arrows resize it. */
export function focusChart(host: EditorHost, chartId: string): void {
  chartSelection(host).select({ sheetId: host.sheet.id, chartId });
  chartFocusRequests.next(chartId);
}

/**
 * Ctrl+Alt+5 (as Excel's "select the floating objects"): the open sheet's next chart after the selected
 * one, round to the first, selected and focused. The grid's Tab moves between cells, so this is how the
 * keys reach a chart from the grid; Escape gives them back.
 */
export const focusNextChart: WebCommand = {
  id: 'charts.focus-next',
  keys: ['Mod+Alt+5'],
  label: 'Select the next chart (arrows move it, Ctrl+arrows resize it, Escape returns to the grid)',
  run(host) {
    const charts = sheetCharts(host.sheet);
    if (charts.length === 0) return;
    const selected = chartSelection(host).selected;
    const at = selected?.sheetId === host.sheet.id ? charts.findIndex((chart) => chart.id === selected.chartId) : -1;
    focusChart(host, charts[(at + 1) % charts.length].id);
  },
};
