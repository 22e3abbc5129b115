import { ERRORS, isError, isRangeRef, type Value } from '../values.js';
import type { Runtime } from './runtime.js';
import { SheetRange } from './range-ref.js';

/** The ':' operator between two references: the smallest range holding both, on one sheet. */
export function unionOfRefs(rt: Runtime, a: Value, b: Value): Value {
  if (isError(a)) return a;
  if (isError(b)) return b;
  if (!(a instanceof SheetRange) || !(b instanceof SheetRange) || !isRangeRef(a) || a.sheet !== b.sheet) return ERRORS.REF;
  return rt.range(a.sheet, Math.min(a.top, b.top), Math.min(a.left, b.left), Math.max(a.bottom, b.bottom), Math.max(a.right, b.right));
}
