import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent, type MutableRefObject, type PointerEvent as ReactPointerEvent, type ReactNode, type WheelEvent } from 'react';
import type { Observable } from 'rxjs';
import type { GridModel } from './grid-model.js';
import { drawFrame, drawFrameIn } from './render/draw.js';
import { changedRegion, describeFrame, type DrawnFrame } from './render/same-frame.js';
import { useFontsLoaded } from './use-fonts-loaded.js';
import { rectOf, type CellRect, type Guide, type Selection } from './render/frame.js';
import { VectorLayout } from './vector-layout.js';
import { wheelDistance } from './wheel.js';
import { DEFAULT_ROW_HEIGHT } from '../../plugins/workbook/index.js';
import { COLUMN_HEADER_HEIGHT, frozenArea, hitTest, ROW_HEADER_WIDTH, visibleRange, type HitTarget, type Viewport, type VisibleRange } from './viewport.js';

export interface GridCanvasProps {
  readonly model: GridModel;
  /**
   * Models of the same sheet and sizes with other cells or layers' drawing, to paint at once, ahead of the
   * render that brings them (a co-editor's edit or selection that only the grid shows). Whoever sends them
   * keeps to the rendered sizes: the paint lays the cells out as the last render did.
   */
  readonly paintAhead?: Observable<GridModel>;
  /** Changes whenever cell contents change, so the grid knows to repaint. */
  readonly revision: number;
  readonly zoom: number;
  readonly showGridlines: boolean;
  readonly selection?: Selection;
  readonly highlights?: readonly { range: CellRect; color: string }[];
  onPointerDown?(target: HitTarget, event: ReactPointerEvent<HTMLCanvasElement>): void;
  onPointerMove?(target: HitTarget, event: ReactPointerEvent<HTMLCanvasElement>): void;
  onPointerUp?(event: ReactPointerEvent<HTMLCanvasElement>): void;
  onDoubleClick?(target: HitTarget, event: ReactMouseEvent<HTMLCanvasElement>): void;
  onContextMenu?(target: HitTarget, event: ReactMouseEvent<HTMLCanvasElement>): void;
  /** The copied range, drawn with a dashed border until the copy is pasted or dropped. */
  readonly marquee?: CellRect;
  /** Where a fill-handle drag would fill. */
  readonly fillPreview?: CellRect;
  /** The drop indicator of a header drag, or the border of a resize in progress. */
  readonly guide?: Guide;
  /** Filled with the scrolling element, the canvas and the current viewport (for drags and edge scrolling). */
  readonly geometry?: MutableRefObject<GridGeometry | null>;
  /** Reports each painted frame's duration (used by the bench). */
  onPaint?(ms: number): void;
  /**
   * DOM drawn over the canvas (the cell editor, the headers' unhide arrows), placed with the cell
   * rectangles of the current view; `visible` is what the canvas shows.
   */
  /**
   * Who tells assistive technology what the grid holds: the canvas itself (role grid, for read-only
   * grids such as the cast editor's), or an ARIA grid the caller draws in the overlay (the editor's),
   * the canvas then being only a picture.
   */
  readonly semantics?: 'canvas' | 'overlay';
  renderOverlay?(rectOf: (area: CellRect) => { x: number; y: number; w: number; h: number }, visible: VisibleRange): ReactNode;
}

/**
 * The scroll offset that brings a run from `start` to `end` into the part of the view past `frozen`
 * (sheet pixels), or undefined when it is in sight already or frozen itself (`frozen` undefined).
 */
function scrollToShow(start: number, end: number, scroll: number, size: number, frozen: number | undefined): number | undefined {
  if (frozen === undefined) return undefined;
  if (start - scroll < frozen) return Math.max(0, start - frozen);
  if (end - scroll > size) return Math.max(0, end - size);
  return undefined;
}

export interface GridGeometry {
  readonly scroll: HTMLDivElement;
  readonly canvas: HTMLCanvasElement;
  readonly view: Viewport;
  readonly rows: VectorLayout;
  readonly columns: VectorLayout;
}

/**
 * The grid: a canvas that draws only the visible rows and columns, inside a scrolling surface whose
 * size is the sheet's, so the browser supplies scrollbars and smooth scrolling.
 */
export function GridCanvas(props: GridCanvasProps) {
  const { model, paintAhead, revision, zoom, showGridlines, selection, highlights, marquee, fillPreview, guide, onPaint } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [scroll, setScroll] = useState({ left: 0, top: 0 });
  const rows = useMemo(() => new VectorLayout(model.rows.sizes), [model.rows.sizes]);
  const columns = useMemo(() => new VectorLayout(model.columns.sizes), [model.columns.sizes]);
  const frozenLines = model.layers?.find((layer) => layer.frozen)?.frozen;
  const frozen = useMemo(() => frozenArea(rows, columns, frozenLines), [rows, columns, frozenLines?.rows, frozenLines?.columns]);
  const fontsLoaded = useFontsLoaded();
  const view: Viewport = { scrollLeft: scroll.left, scrollTop: scroll.top, width: size.width, height: size.height, zoom, frozen };

  if (props.geometry && scrollRef.current && canvasRef.current) props.geometry.current = { scroll: scrollRef.current, canvas: canvasRef.current, view, rows, columns };

  // Keyboard moves keep the active cell in sight: out from under the frozen panes too. A frozen cell
  // is always in sight along its frozen axis.
  const active = selection?.active;
  useEffect(() => {
    const element = scrollRef.current;
    if (!active || !element || size.width === 0) return;
    const bodyWidth = size.width / zoom - ROW_HEADER_WIDTH;
    const bodyHeight = size.height / zoom - COLUMN_HEADER_HEIGHT;
    const x = scrollToShow(columns.start(active.col), columns.start(active.col + 1), scroll.left, bodyWidth, active.col < (frozen?.columns ?? 0) ? undefined : (frozen?.width ?? 0));
    const y = scrollToShow(rows.start(active.row), rows.start(active.row + 1), scroll.top, bodyHeight, active.row < (frozen?.rows ?? 0) ? undefined : (frozen?.height ?? 0));
    if (x !== undefined) element.scrollLeft = x * zoom;
    if (y !== undefined) element.scrollTop = y * zoom;
    // Only when the active cell moves, not on every scroll.
  }, [active?.row, active?.col]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // When the last scroll event came: the bench reports React's share of a scrolled frame from it.
  const scrolledAt = useRef(0);
  // What the canvas shows now: a paint with the same inputs (the render after a scroll painted at once) is
  // skipped; one that would draw the same pixels (others' edits out of sight) too, and one that changes
  // some rows' cells only draws those rows (same-frame.ts).
  const painted = useRef<readonly unknown[]>([]);
  const drawn = useRef<{ frame: DrawnFrame; fontsLoaded: number } | undefined>(undefined);
  // The last model painted ahead, and the rendered one it is ahead of: until a render brings another
  // model, a paint (a scroll's, a selection's) shows it, not the older one rendered.
  const ahead = useRef<{ of: GridModel; model: GridModel } | undefined>(undefined);
  const paint = (at: { left: number; top: number }, next?: GridModel) => {
    if (next) ahead.current = { of: model, model: next };
    const shown = ahead.current?.of === model ? ahead.current.model : model;
    const canvas = canvasRef.current;
    if (!canvas || size.width === 0) return;
    const inputs = [shown, revision, fontsLoaded, rows, columns, frozen, size, at.left, at.top, zoom, showGridlines, selection, highlights, marquee, fillPreview, guide];
    if (inputs.length === painted.current.length && inputs.every((input, i) => input === painted.current[i])) return;
    painted.current = inputs;
    const started = performance.now();
    const renderMs = scrolledAt.current ? started - scrolledAt.current : 0;
    scrolledAt.current = 0;
    const dpr = window.devicePixelRatio || 1;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const frameView: Viewport = { ...view, scrollLeft: at.left, scrollTop: at.top };
    const frame = describeFrame({ ctx, model: shown, rows, columns, view: frameView, visible: visibleRange(rows, columns, frameView), showGridlines, selection, highlights, marquee, fillPreview, guide }, dpr);
    // A font face that arrived changes how the same text looks.
    const region = drawn.current !== undefined && drawn.current.fontsLoaded === fontsLoaded ? changedRegion(drawn.current.frame, frame) : 'all';
    drawn.current = { frame, fontsLoaded };
    if (region === 'none') return;
    if (canvas.width !== Math.round(size.width * dpr)) canvas.width = Math.round(size.width * dpr);
    if (canvas.height !== Math.round(size.height * dpr)) canvas.height = Math.round(size.height * dpr);
    if (region === 'all') drawFrame(frame.frame, dpr);
    else drawFrameIn(frame.frame, dpr, region);
    const drawMs = performance.now() - started;
    onPaint?.(drawMs);
    // Marks are cheap; the bench reads them (first paint, per-frame cost, edit-to-paint latency), and a
    // test how many rows a paint drew (0: all).
    // Only the latest is kept, so a long session does not grow the performance timeline.
    performance.clearMarks('gridcast:paint');
    performance.mark('gridcast:paint', { detail: { drawMs, renderMs, rows: region === 'all' ? 0 : region.rows.size } });
  };
  const paintRef = useRef(paint);
  paintRef.current = paint;
  useLayoutEffect(() => paint(scroll));
  useEffect(() => {
    const subscription = paintAhead?.subscribe((next) => {
      const element = scrollRef.current;
      if (!element) return;
      // Where the scroll is now: a scroll paints at once and renders after.
      paintRef.current({ left: element.scrollLeft / zoom, top: element.scrollTop / zoom }, next);
    });
    return () => subscription?.unsubscribe();
  }, [paintAhead, zoom]);

  const target = useCallback(
    (event: ReactMouseEvent<HTMLCanvasElement>): HitTarget => {
      const box = event.currentTarget.getBoundingClientRect();
      return hitTest(event.clientX - box.left, event.clientY - box.top, rows, columns, view);
    },
    [rows, columns, view],
  );

  // A scroll paints in the same frame, before React renders the overlays for it: the grid never lags the scrollbar.
  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    scrolledAt.current = performance.now();
    const next = { left: element.scrollLeft / zoom, top: element.scrollTop / zoom };
    paintRef.current(next);
    setScroll(next);
  };

  // Wheel and trackpad deltas add up and are applied once per frame, whatever the device's event rate.
  const wheeled = useRef({ x: 0, y: 0, frame: 0 });
  const onWheel = (event: WheelEvent<HTMLCanvasElement>) => {
    const distance = wheelDistance(event, DEFAULT_ROW_HEIGHT * zoom, size.height);
    const pending = wheeled.current;
    pending.x += distance.x;
    pending.y += distance.y;
    if (pending.frame) return;
    pending.frame = requestAnimationFrame(() => {
      scrollRef.current?.scrollBy({ left: pending.x, top: pending.y, behavior: 'instant' });
      wheeled.current = { x: 0, y: 0, frame: 0 };
    });
  };
  useEffect(() => () => cancelAnimationFrame(wheeled.current.frame), []);

  // The scroll surface only supplies scrollbars and scrolling; the canvas and the overlay sit on top of
  // its visible area, so drawing never depends on how big the sheet is.
  return (
    <div className="grid-host-inner">
      <div ref={scrollRef} className="grid-scroll" onScroll={onScroll}>
        <div style={{ width: (columns.total + ROW_HEADER_WIDTH) * zoom, height: (rows.total + COLUMN_HEADER_HEIGHT) * zoom }} />
      </div>
      <canvas
        ref={canvasRef}
        className="grid-canvas"
        {...(props.semantics === 'overlay' ? { 'aria-hidden': true } : { role: 'grid', 'aria-label': 'Sheet grid' })}
        style={{ width: size.width, height: size.height }}
        onWheel={onWheel}
        onPointerDown={(event) => props.onPointerDown?.(target(event), event)}
        onPointerMove={(event) => props.onPointerMove?.(target(event), event)}
        onPointerUp={(event) => props.onPointerUp?.(event)}
        onDoubleClick={(event) => props.onDoubleClick?.(target(event), event)}
        onContextMenu={(event) => {
          event.preventDefault();
          props.onContextMenu?.(target(event), event);
        }}
      />
      {props.renderOverlay && (
        <div className="grid-overlay" style={{ width: size.width, height: size.height }}>
          {props.renderOverlay((area) => rectOf({ rows, columns, view }, area), visibleRange(rows, columns, view))}
        </div>
      )}
    </div>
  );
}
