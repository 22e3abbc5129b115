import { toText } from '../coerce.js';
import type { EagerFunction } from '../function-definition.js';
import { isEngineContext } from '../engine/context.js';
import { ArrayValue, ERRORS, isError, type Scalar, type Value } from '../values.js';
import { readPath } from './json-path.js';

/** A JSON leaf as a cell value: absent or null is empty; objects and arrays cannot be shown (#VALUE!). */
function jsonScalar(value: unknown): Scalar {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : ERRORS.NUM;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return ERRORS.VALUE;
}

function spillOf(list: readonly unknown[], keys: readonly string[]): Value {
  if (list.length === 0) return null;
  if (keys.length === 0) return ArrayValue.column(list.map(jsonScalar));
  return new ArrayValue(list.map((item) => keys.map((key) => jsonScalar(readPath(item, key)))));
}

/**
 * INPUT(path, [key1, key2, ...]): the value at a dotted path of the workbook's input. A scalar gives
 * one value; an array of scalars spills down; an array of objects with keys spills one column per key;
 * an absent path is empty.
 */
export const INPUT: EagerFunction = {
  name: 'INPUT',
  category: 'product',
  minArgs: 1,
  maxArgs: Infinity,
  description: 'A value of the JSON input at a dotted path; arrays spill.',
  syntax: 'INPUT(path, [key1, key2, ...])',
  call(args, ctx) {
    if (!isEngineContext(ctx)) return ERRORS.VALUE;
    const path = toText(args[0]);
    if (isError(path)) return path;
    const keys: string[] = [];
    for (const arg of args.slice(1)) {
      const key = toText(arg);
      if (isError(key)) return key;
      keys.push(key);
    }
    const value = readPath(ctx.input(), path);
    if (Array.isArray(value)) return spillOf(value, keys);
    if (value !== null && typeof value === 'object' && keys.length > 0) {
      return ArrayValue.row(keys.map((key) => jsonScalar(readPath(value, key))));
    }
    return jsonScalar(value);
  },
};
