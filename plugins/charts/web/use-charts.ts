import { useEffect, useState } from 'react';
import { useHost, useObservable, type EditorHost } from '../../../web/plugin-api/index.js';
import type { ComputedChart } from '../chart-dependents.js';
import { followedCharts } from './charts-follower.js';
import { CHARTS, ChartSelection, type SelectedChart } from '../selection.js';

/**
 * The editor's chart selection service, provided in its kernel's services when first asked for: only the
 * editor selects charts, so the manifest provides nothing (hosts that never select one, the server, load no
 * rxjs for it).
 */
export function chartSelection(host: EditorHost): ChartSelection {
  const { services } = host.kernel;
  if (!services.has(CHARTS.Selection)) services.provide(CHARTS.Selection, new ChartSelection());
  return services.get(CHARTS.Selection);
}

/** The editor's selected chart, re-rendering when it changes. */
export function useSelectedChart(host: EditorHost): SelectedChart | null {
  const selection = chartSelection(host);
  return useObservable(selection.selected$, () => selection.selected);
}

/**
 * The charts of the open sheet with their data, kept up to date by the charts' engine follower from the
 * cells each command changed, so an edit repaints only the charts that read the edited cells.
 */
export function useComputedCharts(): ComputedChart[] {
  const { session, workbook, sheet } = useHost();
  const charts = followedCharts(session.engine);
  const [, setTick] = useState(0);
  useEffect(() => {
    const subscription = charts?.changed$.subscribe(() => setTick((n) => n + 1));
    return () => subscription?.unsubscribe();
  }, [charts]);
  if (!charts) return [];
  charts.dependents.update(workbook);
  return charts.dependents.onSheet(sheet.id);
}
