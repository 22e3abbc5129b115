import { AreaList } from '../areas.js';
import { ERRORS, FormulaError, isError, type Value } from '../values.js';
import { SheetRange } from './range-ref.js';
import type { Runtime } from './runtime.js';

/** Intersection (`A1:C3 B2:D4`): the cells both references hold; #NULL! when they share none. */
export function intersectRefs(rt: Runtime, a: Value, b: Value): Value {
  if (isError(a)) return a;
  if (isError(b)) return b;
  if (!(a instanceof SheetRange) || !(b instanceof SheetRange)) return new FormulaError('#VALUE!', 'The intersection operator needs references');
  const top = Math.max(a.top, b.top);
  const left = Math.max(a.left, b.left);
  const bottom = Math.min(a.bottom, b.bottom);
  const right = Math.min(a.right, b.right);
  if (a.sheet !== b.sheet || top > bottom || left > right) return new FormulaError('#NULL!', 'The references do not intersect');
  return rt.range(a.sheet, top, left, bottom, right);
}

function areasOf(v: Value): readonly SheetRange[] | undefined {
  if (v instanceof SheetRange) return [v];
  if (v instanceof AreaList && v.areas.every((a) => a instanceof SheetRange)) return v.areas as readonly SheetRange[];
  return undefined;
}

/** Union (`(A1:A3,C1:C3)`): the areas of both references, of one sheet as in Excel. */
export function uniteRefs(_rt: Runtime, a: Value, b: Value): Value {
  if (isError(a)) return a;
  if (isError(b)) return b;
  const left = areasOf(a);
  const right = areasOf(b);
  if (!left || !right) return new FormulaError('#VALUE!', 'The union operator needs references');
  const areas = [...left, ...right];
  if (areas.some((area) => area.sheet !== areas[0].sheet)) return ERRORS.VALUE;
  return new AreaList(areas);
}
