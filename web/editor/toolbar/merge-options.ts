import type { CellArea } from '../../../kernel/index.js';

/** Which merges a selection allows (SPEC section 5): all needs several cells, horizontally several columns, vertically several rows. */
export function mergesAllowed(area: CellArea): { all: boolean; horizontal: boolean; vertical: boolean } {
  const columns = area.right > area.left;
  const rows = area.bottom > area.top;
  return { all: columns || rows, horizontal: columns, vertical: rows };
}
