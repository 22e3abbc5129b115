import { useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { CastLayout } from '../../plugins/casts/index.js';
import { type CellRect, GridCanvas, type HitTarget } from '../grid/index.js';
import { castGridModel } from './cast-grid-model.js';
import './cast-editor.css';

/** A chart of the shown sheet, where the template places it (sheet pixels from A1's corner). */
export interface PlacedChart {
  readonly id: string;
  readonly name: string;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

interface CastSheetGridProps {
  /** The whole sheet laid out as a cast (GET /api/shadows/{token}/cast/draft?type=sheet). */
  readonly layout: CastLayout;
  readonly charts: readonly PlacedChart[];
  /** The range the cast shows, drawn as the grid's selection. */
  readonly range: CellRect | undefined;
  readonly chartId: string | undefined;
  onRange(range: CellRect): void;
  onChart(chartId: string): void;
}

const ordered = (a: { row: number; col: number }, b: { row: number; col: number }): CellRect => ({
  top: Math.min(a.row, b.row), bottom: Math.max(a.row, b.row), left: Math.min(a.col, b.col), right: Math.max(a.col, b.col),
});

/**
 * The template's sheet in the editor's canvas grid, read-only (SPEC section 2: "Read-only editors exist for
 * casting"): nothing edits it and it has no menus. Dragging over cells (or clicking a row or column
 * header) chooses a range; clicking a chart chooses the chart.
 */
export function CastSheetGrid({ layout, charts, range, chartId, onRange, onChart }: CastSheetGridProps) {
  const model = useMemo(() => castGridModel(layout), [layout]);
  const anchor = useRef<{ row: number; col: number } | null>(null);
  const [dragged, setDragged] = useState<CellRect | null>(null);
  const lastRow = layout.rows.length - 1;
  const lastCol = layout.columns.length - 1;

  const shown = dragged ?? range;
  const selection = shown && { ...shown, active: { row: shown.top, col: shown.left } };

  const onPointerDown = (target: HitTarget, event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    if (target.kind === 'column-header') onRange({ top: 0, bottom: lastRow, left: target.col, right: target.col });
    if (target.kind === 'row-header') onRange({ top: target.row, bottom: target.row, left: 0, right: lastCol });
    if (target.kind !== 'cell') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    anchor.current = { row: target.row, col: target.col };
    setDragged(ordered(anchor.current, anchor.current));
  };
  const onPointerMove = (target: HitTarget) => {
    if (!anchor.current || target.kind !== 'cell') return;
    const next = ordered(anchor.current, target);
    setDragged((now) => (now && now.top === next.top && now.bottom === next.bottom && now.left === next.left && now.right === next.right ? now : next));
  };
  const onPointerUp = () => {
    if (anchor.current && dragged) onRange(dragged);
    anchor.current = null;
    setDragged(null);
  };

  return (
    <div className="cast-grid">
      <GridCanvas
        model={model}
        revision={0}
        zoom={1}
        showGridlines
        selection={selection}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        renderOverlay={(rectOf) => {
          const origin = rectOf({ top: 0, left: 0, bottom: 0, right: 0 });
          return charts.map((chart) => (
            <button
              key={chart.id}
              type="button"
              className="cast-grid-chart"
              aria-label={`Chart ${chart.name}`}
              aria-pressed={chart.id === chartId}
              style={{ left: origin.x + chart.left, top: origin.y + chart.top, width: chart.width, height: chart.height }}
              onClick={() => onChart(chart.id)}
            >
              {chart.name}
            </button>
          ));
        }}
      />
    </div>
  );
}
