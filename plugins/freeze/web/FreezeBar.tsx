import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { COLUMN_HEADER_HEIGHT, ROW_HEADER_WIDTH } from '../../../web/plugin-api/index.js';
import { nearestBoundary, type AxisLayout } from './boundary.js';

export type FreezeAxis = 'rows' | 'columns';

export interface FreezeBarProps {
  readonly axis: FreezeAxis;
  /** Lines frozen now. */
  readonly count: number;
  readonly layout: AxisLayout;
  readonly zoom: number;
  /** A canvas position (CSS pixels along the axis) in sheet pixels, as the grid scrolls now. */
  toSheet(position: number): number;
  onFreeze(count: number): void;
}

const NAMES = { rows: 'Freeze rows', columns: 'Freeze columns' } as const;

/**
 * The bar at the frozen area's edge in the headers, as in Sheets: drag it to freeze up to the nearest
 * line, or focus it and use the arrow keys (a window splitter in WAI-ARIA's terms).
 */
export function FreezeBar({ axis, count, layout, zoom, toSheet, onFreeze }: FreezeBarProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const header = axis === 'rows' ? COLUMN_HEADER_HEIGHT : ROW_HEADER_WIDTH;
  const at = dragged ?? (header + layout.start(count)) * zoom;
  const along = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.parentElement!.getBoundingClientRect();
    const position = axis === 'rows' ? event.clientY - box.top : event.clientX - box.left;
    return Math.max(header * zoom, position);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragged(along(event));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragged !== null) setDragged(along(event));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragged === null) return;
    setDragged(null);
    const next = nearestBoundary(layout, toSheet(along(event)));
    if (next !== count) onFreeze(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const back = axis === 'rows' ? 'ArrowUp' : 'ArrowLeft';
    const forth = axis === 'rows' ? 'ArrowDown' : 'ArrowRight';
    const next = event.key === back ? count - 1 : event.key === forth ? count + 1 : event.key === 'Home' ? 0 : undefined;
    if (next === undefined) return;
    event.preventDefault();
    if (next >= 0 && next <= layout.count && next !== count) onFreeze(next);
  };
  const noun = axis === 'rows' ? (count === 1 ? 'row' : 'rows') : count === 1 ? 'column' : 'columns';
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-label={NAMES[axis]}
      aria-orientation={axis === 'rows' ? 'horizontal' : 'vertical'}
      aria-valuemin={0}
      aria-valuemax={layout.count}
      aria-valuenow={count}
      aria-valuetext={`${count} ${noun} frozen`}
      className={`freeze-bar freeze-bar-${axis}${dragged !== null ? ' dragging' : ''}`}
      style={axis === 'rows' ? { top: at, width: dragged === null ? ROW_HEADER_WIDTH * zoom : undefined } : { left: at, height: dragged === null ? COLUMN_HEADER_HEIGHT * zoom : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDragged(null)}
      onKeyDown={onKeyDown}
    />
  );
}
