import { useEffect, useRef, type MutableRefObject, type PointerEvent as ReactPointerEvent } from 'react';
import { COLUMN_HEADER_HEIGHT, type GridGeometry, ROW_HEADER_WIDTH } from '../grid/index.js';

/** SPEC section 9: the edge-scroll timer starts at 500 ms, minus 50 ms per 3 px past the edge, floor 50 ms. */
export function edgeScrollDelay(distance: number): number {
  return Math.max(50, 500 - 50 * Math.floor(distance / 3));
}

/** How far (px) a point lies past each edge of the grid's body; 0 inside. */
export function pastEdges(x: number, y: number, width: number, height: number, zoom: number): { dx: number; dy: number } {
  const left = ROW_HEADER_WIDTH * zoom;
  const top = COLUMN_HEADER_HEIGHT * zoom;
  const dx = x < left ? x - left : x > width ? x - width : 0;
  const dy = y < top ? y - top : y > height ? y - height : 0;
  return { dx, dy };
}

export interface EdgeScroll {
  /** `along` limits scrolling to one axis: a row header drag sits left of the body, yet scrolls only rows. */
  track(event: ReactPointerEvent<HTMLCanvasElement>, along?: 'rows' | 'columns'): void;
  stop(): void;
}

/**
 * While a drag (selection, fill, reference pick) holds the pointer past the grid's edge, scrolls one
 * row or column at a time, faster the further out the pointer is.
 */
export function useEdgeScroll(geometry: MutableRefObject<GridGeometry | null>): EdgeScroll {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const past = useRef({ dx: 0, dy: 0 });
  useEffect(() => () => clearTimeout(timer.current), []);
  const tick = () => {
    const g = geometry.current;
    const { dx, dy } = past.current;
    if (!g || (dx === 0 && dy === 0)) return (timer.current = undefined);
    g.scroll.scrollBy({ left: Math.sign(dx) * 100 * g.view.zoom, top: Math.sign(dy) * 21 * g.view.zoom });
    timer.current = setTimeout(tick, edgeScrollDelay(Math.max(Math.abs(dx), Math.abs(dy))));
  };
  return {
    track(event, along) {
      const g = geometry.current;
      if (!g) return;
      const box = g.canvas.getBoundingClientRect();
      const { dx, dy } = pastEdges(event.clientX - box.left, event.clientY - box.top, box.width, box.height, g.view.zoom);
      past.current = { dx: along === 'rows' ? 0 : dx, dy: along === 'columns' ? 0 : dy };
      const outside = past.current.dx !== 0 || past.current.dy !== 0;
      if (outside && timer.current === undefined) timer.current = setTimeout(tick, edgeScrollDelay(Math.max(Math.abs(past.current.dx), Math.abs(past.current.dy))));
    },
    stop() {
      clearTimeout(timer.current);
      timer.current = undefined;
      past.current = { dx: 0, dy: 0 };
    },
  };
}
