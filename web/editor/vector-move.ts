import type { VectorLayout } from '../grid/index.js';
import type { Span } from './whole-vectors.js';

/**
 * The line between two rows (columns) nearest to a sheet offset, as an index: 0 before the first,
 * `count` after the last. A drop lands in front of the vector that was at this index.
 */
export function dropIndex(layout: VectorLayout, offset: number): number {
  const index = layout.indexAt(offset);
  const middle = layout.start(index) + layout.size(index) / 2;
  return Math.min(layout.count, offset > middle ? index + 1 : index);
}

/** Whether dropping the span in front of `to` leaves it where it is (`workbook.move-*` then does nothing). */
export function staysInPlace(span: Span, to: number): boolean {
  return to >= span.start && to <= span.end + 1;
}

/** Where the span sits after the move; positions of `to` are the ones before it, as the command reads them. */
export function movedSpan(span: Span, to: number): Span {
  if (staysInPlace(span, to)) return span;
  const count = span.end - span.start + 1;
  const start = to > span.start ? to - count : to;
  return { start, end: start + count - 1 };
}
