import { useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ComputedChart } from '../chart-dependents.js';
import { renderChartSvg } from '../render/render-chart.js';
import { HANDLE_NAMES, HANDLES, moveBox, nudge, resizeBox, stretch, type ChartBox, type Handle } from './frame-geometry.js';

export interface ChartFrameProps {
  readonly computed: ComputedChart;
  /** The sheet's default font, for a chart with none of its own. */
  readonly defaultFontFamily?: string;
  readonly selected: boolean;
  readonly zoom: number;
  /** Screen position of the sheet's origin inside the layer (scroll and zoom applied). */
  readonly originX: number;
  readonly originY: number;
  onSelect(): void;
  onPlace(box: ChartBox, kind: 'move' | 'resize'): void;
  onDelete(): void;
  onDeselect(): void;
  /** A click on a bar, point or slice of the selected chart. */
  onPoint(seriesId: string, pointId: string): void;
}

interface Drag {
  readonly kind: 'move' | Handle;
  readonly x: number;
  readonly y: number;
  readonly start: ChartBox;
  readonly point?: { seriesId: string; pointId: string };
  moved: boolean;
}

/** Pixels a press may wander and still be a click. */
const CLICK_SLOP = 3;

/**
 * One chart over the grid: its SVG, and when selected its 8 resize handles. Dragging moves it, a
 * handle resizes it, arrows nudge it (5 px, 1 with Shift), Ctrl+arrows (Cmd on a Mac) resize it from its
 * bottom-right corner by the same steps, Delete removes it, Escape returns to the grid. Focus selects it.
 */
export function ChartFrame(props: ChartFrameProps) {
  const { computed, selected, zoom } = props;
  const { chart } = computed;
  const { defaultFontFamily } = props;
  const svg = useMemo(() => renderChartSvg(computed, { pixelRatio: zoom, defaultFontFamily }), [computed, zoom, defaultFontFamily]);
  const [preview, setPreview] = useState<ChartBox | null>(null);
  const drag = useRef<Drag | null>(null);
  const box = preview ?? { left: chart.left, top: chart.top, width: chart.width, height: chart.height };

  const begin = (kind: Drag['kind']) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    const point = pointUnder(event.target);
    drag.current = { kind, x: event.clientX, y: event.clientY, start: box, moved: false, ...(point ? { point } : {}) };
    frameRef.current?.focus();
    if (!selected) props.onSelect();
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.abs(dx) < CLICK_SLOP && Math.abs(dy) < CLICK_SLOP) return;
    current.moved = true;
    setPreview(current.kind === 'move' ? moveBox(current.start, dx, dy, zoom) : resizeBox(current.start, current.kind, dx, dy, zoom));
  };
  const end = () => {
    const current = drag.current;
    drag.current = null;
    if (!current) return;
    if (current.moved && preview) props.onPlace(preview, current.kind === 'move' ? 'move' : 'resize');
    else if (!current.moved && selected && current.point) props.onPoint(current.point.seriesId, current.point.pointId);
    setPreview(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const stretched = event.ctrlKey || event.metaKey ? stretch(box, event.key, event.shiftKey) : undefined;
    const step = nudge(event.key, event.shiftKey);
    if (stretched) {
      event.preventDefault();
      props.onPlace(stretched, 'resize');
    } else if (step) {
      event.preventDefault();
      props.onPlace({ ...box, left: Math.max(0, box.left + step.dx), top: Math.max(0, box.top + step.dy) }, 'move');
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      props.onDelete();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      props.onDeselect();
    }
  };

  const frameRef = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={frameRef}
      className={`chart-frame${selected ? ' selected' : ''}`}
      role="group"
      aria-label={chart.name}
      aria-roledescription="chart"
      data-chart-id={chart.id}
      tabIndex={0}
      style={{ left: props.originX + box.left * zoom, top: props.originY + box.top * zoom, width: box.width * zoom, height: box.height * zoom }}
      onPointerDown={begin('move')}
      onPointerMove={move}
      onPointerUp={end}
      onKeyDown={onKeyDown}
      onFocus={(event) => event.target === event.currentTarget && !selected && props.onSelect()}
    >
      <div className="chart-svg" dangerouslySetInnerHTML={{ __html: svg }} />
      {selected && HANDLES.map((handle) => (
        <div
          key={handle}
          className={`chart-handle chart-handle-${handle}`}
          role="button"
          aria-label={`Resize ${chart.name} from the ${HANDLE_NAMES[handle]}`}
          onPointerDown={begin(handle)}
          onPointerMove={move}
          onPointerUp={end}
        />
      ))}
    </div>
  );
}

/** The series and point of a bar, marker or slice under the pointer, if any. */
function pointUnder(target: EventTarget): { seriesId: string; pointId: string } | undefined {
  const element = target instanceof Element ? target.closest('[data-point]') : null;
  const seriesId = element?.getAttribute('data-series');
  const pointId = element?.getAttribute('data-point');
  return seriesId && pointId ? { seriesId, pointId } : undefined;
}
