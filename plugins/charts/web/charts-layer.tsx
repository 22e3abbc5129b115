import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { rectOf, useHost, type CellOverlay, type Frame, type GridHandle, type OverlayControl } from '../../../web/plugin-api/index.js';
import type { ComputedChart } from '../chart-dependents.js';
import type { InsertChartParams } from '../commands.js';
import type { ChartBox } from './frame-geometry.js';
import { chartFocusRequests } from './chart-focus.js';
import { ChartFrame } from './ChartFrame.js';
import { PointDialog, type PointTarget } from './PointDialog.js';
import { chartSelection, useComputedCharts, useSelectedChart } from './use-charts.js';
import './charts.css';

/** The charts of the open sheet, drawn over the grid (between the cells and the cell editor). */
export const chartsLayer: CellOverlay = { id: 'charts.layer', use: useChartsLayer };

function useChartsLayer({ geometry }: GridHandle): OverlayControl {
  const host = useHost();
  const { kernel, sheet, view, run, focusGrid } = host;
  const { zoom } = view;
  const selection = chartSelection(host);
  const selected = useSelectedChart(host);
  const charts = useComputedCharts();
  const [scroll, setScroll] = useState({ left: 0, top: 0 });
  const [layerHost, setLayerHost] = useState<HTMLElement | null>(null);
  const [point, setPoint] = useState<PointTarget | null>(null);
  const [, setWaited] = useState(0);
  // A chart to give the keys to once its frame is drawn.
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    const subscription = chartFocusRequests.subscribe(setFocusId);
    return () => subscription.unsubscribe();
  }, []);
  useEffect(() => {
    const frame = focusId && layerHost?.querySelector<HTMLElement>(`[data-chart-id="${CSS.escape(focusId)}"]`);
    if (!frame) return undefined;
    // After the frame's commit settles: a menu closing or a panel opening in it moves focus first.
    const request = requestAnimationFrame(() => {
      frame.focus({ preventScroll: true });
      setFocusId(null);
    });
    return () => cancelAnimationFrame(request);
  });

  // The grid's scroll surface and its box exist once the canvas has rendered: until then, look again next frame.
  const g = geometry.current;
  const scrollSurface = g?.scroll;
  const canvas = g?.canvas;
  useEffect(() => {
    if (!scrollSurface || !canvas) {
      const frame = requestAnimationFrame(() => setWaited((n) => n + 1));
      return () => cancelAnimationFrame(frame);
    }
    setLayerHost(canvas.parentElement);
    // Read when the surface or the zoom changes and at each scroll, never after every render: a read of
    // scrollLeft after an edit changed the page lays it out at once (0.7 ms of each edit's work).
    const follow = () => {
      const left = scrollSurface.scrollLeft / zoom;
      const top = scrollSurface.scrollTop / zoom;
      setScroll((now) => (now.left === left && now.top === top ? now : { left, top }));
    };
    follow();
    scrollSurface.addEventListener('scroll', follow);
    return () => scrollSurface.removeEventListener('scroll', follow);
  }, [scrollSurface, canvas, zoom]);

  // A chart just inserted (toolbar or panel) is selected and the Charts section opened.
  useEffect(() => {
    const subscription = kernel.bus.executed$.subscribe((event) => {
      if (event.id !== 'charts.insert' || event.source !== 'command') return;
      const params = event.params as InsertChartParams;
      if (params.id) {
        selection.select({ sheetId: params.sheetId, chartId: params.id });
        chartFocusRequests.next(params.id);
      }
      if (kernel.view.state.sidebar !== 'charts') kernel.view.run('view.set-sidebar', { sidebar: 'charts' });
    });
    return () => subscription.unsubscribe();
  }, [kernel, selection]);

  // A selection that no longer names a chart of this sheet (sheet switched, chart deleted or undone) is dropped.
  const current = selected && selected.sheetId === sheet.id && charts.some((c) => c.chart.id === selected.chartId) ? selected : null;
  useEffect(() => {
    if (selected && !current) selection.select(null);
  }, [selected, current, selection]);

  const headers = g ? rectOf({ rows: g.rows, columns: g.columns, view: { ...g.view, scrollLeft: 0, scrollTop: 0 } } as Frame, { top: 0, left: 0, bottom: 0, right: 0 }) : undefined;

  const place = (chartId: string, box: ChartBox, kind: 'move' | 'resize') =>
    void (kind === 'move'
      ? run('charts.move', { sheetId: sheet.id, chartId, left: box.left, top: box.top })
      : run('charts.resize', { sheetId: sheet.id, chartId, ...box }));
  const remove = (chartId: string) => {
    void run('charts.delete', { sheetId: sheet.id, chartId });
    focusGrid();
  };

  const frozen = g?.view.frozen;
  const panes = panesOf(charts, frozen);
  const layer = layerHost && headers && charts.length > 0 && (
    <div className="charts-layer" style={{ left: headers.x, top: headers.y }}>
      {panes.map(({ key, scrollsX, scrollsY, charts: inPane }) => {
        // A pane that scrolls along an axis starts past the frozen lines, so its charts pass under them.
        const clipX = scrollsX ? (frozen?.width ?? 0) * view.zoom : 0;
        const clipY = scrollsY ? (frozen?.height ?? 0) * view.zoom : 0;
        return (
          <div key={key} className="charts-pane" style={{ left: clipX, top: clipY }}>
            {inPane.map((computed) => (
              <ChartFrame
                key={computed.chart.id}
                computed={computed}
                defaultFontFamily={host.workbook.settings.defaultFontFamily}
                selected={current?.chartId === computed.chart.id}
                zoom={view.zoom}
                originX={(scrollsX ? -scroll.left * view.zoom : 0) - clipX}
                originY={(scrollsY ? -scroll.top * view.zoom : 0) - clipY}
                onSelect={() => selection.select({ sheetId: sheet.id, chartId: computed.chart.id })}
                onPlace={(box, kind) => place(computed.chart.id, box, kind)}
                onDelete={() => remove(computed.chart.id)}
                onDeselect={() => {
                  selection.select(null);
                  focusGrid();
                }}
                onPoint={(seriesId, pointId) => setPoint({ sheetId: sheet.id, chartId: computed.chart.id, seriesId, pointId })}
              />
            ))}
          </div>
        );
      })}
    </div>
  );

  return {
    // A press on the grid's cells leaves the selected chart.
    pointerDown: () => {
      if (selection.selected) selection.select(null);
      return false;
    },
    element: (
      <>
        {layer && createPortal(layer, layerHost)}
        {point && <PointDialog target={point} onClose={() => setPoint(null)} />}
      </>
    ),
  };
}

interface ChartPane {
  readonly key: string;
  readonly scrollsX: boolean;
  readonly scrollsY: boolean;
  readonly charts: readonly ComputedChart[];
}

/**
 * The charts by the panes they sit in: a chart scrolls with the cells under its top-left corner, so one
 * that starts below the frozen rows scrolls up and down (under them), one that starts in them stays; the
 * same across for frozen columns. With nothing frozen every chart scrolls both ways.
 */
export function panesOf(charts: readonly ComputedChart[], frozen: { readonly width: number; readonly height: number } | undefined): ChartPane[] {
  const panes = new Map<string, ChartPane>();
  for (const computed of charts) {
    const scrollsX = computed.chart.left >= (frozen?.width ?? 0);
    const scrollsY = computed.chart.top >= (frozen?.height ?? 0);
    const key = `${scrollsX ? 'x' : ''}${scrollsY ? 'y' : ''}`;
    const pane = panes.get(key) ?? { key, scrollsX, scrollsY, charts: [] };
    panes.set(key, { ...pane, charts: [...pane.charts, computed] });
  }
  return [...panes.values()];
}
