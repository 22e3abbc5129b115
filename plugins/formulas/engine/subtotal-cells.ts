import { tokenize } from '../parser/index.js';
import type { FormulaCell, Shape } from './sheet-data.js';

const SUBTOTALS = new Set(['SUBTOTAL', 'AGGREGATE']);

/** Per shape (cells of one shape call the same functions): read once from the first cell's text. */
const known = new WeakMap<Shape, boolean>();

/**
 * Whether a formula calls SUBTOTAL or AGGREGATE anywhere: Excel's SUBTOTAL and AGGREGATE leave such
 * cells out of their ranges, so that subtotals are not counted twice.
 */
export function callsSubtotal(cell: FormulaCell): boolean {
  const calls = known.get(cell.shape);
  if (calls !== undefined) return calls;
  const text = cell.text;
  const found = tokenize(text).some((t) => t.kind === 'function' && SUBTOTALS.has(String(t.value).replace(/^_XLFN\./, '')));
  // A cell whose text the document holds alone (after a structural rewrite) may read as '': not kept.
  if (text !== '') known.set(cell.shape, found);
  return found;
}
