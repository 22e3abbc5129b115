import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { columnLetters } from '../../workbook/index.js';
import type { Axis } from '../sizing.js';
import type { CastColumn, CastRow } from '../response.js';
import type { Placed } from './page-geometry.js';

interface CastHeadersProps {
  readonly axis: Axis;
  readonly vectors: readonly Placed<CastColumn | CastRow>[];
  onToggle(id: string, hidden: boolean): void;
  onResize(id: string, size: number): void;
}

/** A column's letter or a row's number, as the editor's headers name them. */
export const vectorName = (axis: Axis, index: number): string => (axis === 'columns' ? `column ${columnLetters(index)}` : `row ${index + 1}`);

/**
 * The resizer's column or row headers: each a toggle that hides or shows its vector, with a handle that
 * resizes it by dragging or by the arrow keys (1 pixel, 10 with Shift).
 */
export function CastHeaders({ axis, vectors, onToggle, onResize }: CastHeadersProps) {
  return (
    <div className={`cast-headers cast-headers-${axis}`}>
      {vectors.map(({ item, start, size }) => (
        <CastHeader key={item.id} axis={axis} vector={item} start={start} size={size} onToggle={onToggle} onResize={onResize} />
      ))}
    </div>
  );
}

interface CastHeaderProps extends Omit<CastHeadersProps, 'vectors'> {
  readonly vector: CastColumn | CastRow;
  readonly start: number;
  readonly size: number;
}

function CastHeader({ axis, vector, start, size, onToggle, onResize }: CastHeaderProps) {
  const name = vectorName(axis, vector.index);
  const label = axis === 'columns' ? columnLetters(vector.index) : String(vector.index + 1);
  const along = axis === 'columns' ? { left: start, width: size } : { top: start, height: size };
  return (
    <div className="cast-header" data-hidden={vector.hidden || undefined} style={along}>
      <button type="button" className="cast-header-toggle" aria-label={`${vector.hidden ? 'Show' : 'Hide'} ${name}`} onClick={() => onToggle(vector.id, !vector.hidden)}>
        {label}
      </button>
      <ResizeHandle axis={axis} name={name} size={vectorSize(vector)} onResize={(next) => onResize(vector.id, next)} />
    </div>
  );
}

const vectorSize = (vector: CastColumn | CastRow): number => ('width' in vector ? vector.width : vector.height);

function ResizeHandle({ axis, name, size, onResize }: { readonly axis: Axis; readonly name: string; readonly size: number; onResize(size: number): void }) {
  const drag = useRef<{ from: number; size: number } | null>(null);
  const [live, setLive] = useState<number | null>(null);
  const coordinate = (event: PointerEvent) => (axis === 'columns' ? event.clientX : event.clientY);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { from: coordinate(event), size };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current) setLive(Math.max(4, drag.current.size + coordinate(event) - drag.current.from));
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!drag.current) return;
    const next = drag.current.size + coordinate(event) - drag.current.from;
    drag.current = null;
    setLive(null);
    if (next !== size) onResize(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 10 : 1;
    const grow = axis === 'columns' ? { ArrowRight: step, ArrowLeft: -step } : { ArrowDown: step, ArrowUp: -step };
    const delta = grow[event.key as keyof typeof grow];
    if (delta === undefined) return;
    event.preventDefault();
    onResize(size + delta);
  };
  return (
    <div
      className="cast-resize-handle"
      role="separator"
      tabIndex={0}
      aria-orientation={axis === 'columns' ? 'vertical' : 'horizontal'}
      aria-label={`Resize ${name}`}
      aria-valuenow={live ?? size}
      aria-valuemin={4}
      data-dragging={live !== null || undefined}
      style={live === null ? undefined : axis === 'columns' ? { transform: `translateX(${live - size}px)` } : { transform: `translateY(${live - size}px)` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
