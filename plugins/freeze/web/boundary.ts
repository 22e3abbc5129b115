/** Positions along one axis, as the grid lays them out (web/grid VectorLayout). */
export interface AxisLayout {
  readonly count: number;
  readonly total: number;
  start(index: number): number;
  size(index: number): number;
  indexAt(offset: number): number;
}

/** The line boundary nearest a sheet offset: how many lines lie before it (0 to count). */
export function nearestBoundary(layout: AxisLayout, offset: number): number {
  if (offset <= 0 || layout.count === 0) return 0;
  if (offset >= layout.total) return layout.count;
  const index = layout.indexAt(offset);
  return offset - layout.start(index) > layout.size(index) / 2 ? index + 1 : index;
}
