import type { EditorHost, NamedAreaSource } from '../../../web/plugin-api/index.js';
import { findChart, sheetCharts } from '../commands.js';
import { chartFocusRequests } from './chart-focus.js';
import { chartSelection, useSelectedChart } from './use-charts.js';

/**
 * Charts as areas the name box names (SPEC: a chart is an area the range input can select): typing a
 * chart's name selects it, on its own sheet, and the selected chart's name is what the name box shows.
 */
export const chartAreas: NamedAreaSource = {
  id: 'charts',
  select(host, name) {
    const found = chartNamed(host, name);
    if (!found) return false;
    if (found.sheetId !== host.sheet.id) host.kernel.view.run('view.set-active-sheet', { sheetId: found.sheetId });
    chartSelection(host).select(found);
    // Named from the name box, it takes the keys, so the arrows move it at once.
    chartFocusRequests.next(found.chartId);
    return true;
  },
  useSelectedName(host) {
    const selected = useSelectedChart(host);
    return selected ? findChart(host.workbook, selected.sheetId, selected.chartId)?.name : undefined;
  },
};

/** The chart of this name (case-insensitive), on the open sheet first, then on the others in tab order. */
function chartNamed(host: EditorHost, name: string): { sheetId: string; chartId: string } | undefined {
  const wanted = name.toLowerCase();
  const order = [host.sheet.id, ...host.workbook.sheetIds.filter((id) => id !== host.sheet.id)];
  for (const sheetId of order) {
    const sheet = host.workbook.sheetsById[sheetId];
    const chart = sheet && sheetCharts(sheet).find((c) => c.name.toLowerCase() === wanted);
    if (chart) return { sheetId, chartId: chart.id };
  }
  return undefined;
}
