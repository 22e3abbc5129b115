import type { InputPath } from './form-field.js';

type JsonRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a place of the input; undefined when any step on the way is absent. */
export function valueAt(input: unknown, path: InputPath): unknown {
  let node = input;
  for (const step of path) {
    if (typeof step === 'number' ? !Array.isArray(node) : !isRecord(node)) return undefined;
    node = (node as JsonRecord)[step];
  }
  return node;
}

/**
 * The input with `value` at `path`, leaving the given input as it was: objects on the way are copied (and
 * made where absent), other keys kept. `undefined` removes an object's key (INPUT then reads nothing there);
 * in an array it leaves null, so the items after it keep their places.
 */
export function withValueAt(input: unknown, path: InputPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  if (typeof step === 'number') {
    const list = Array.isArray(input) ? [...input] : [];
    while (list.length < step) list.push(null);
    list[step] = withValueAt(list[step], rest, value) ?? null;
    return list;
  }
  const record: JsonRecord = isRecord(input) ? { ...input } : {};
  const next = withValueAt(record[step], rest, value);
  if (next === undefined) delete record[step];
  else record[step] = next;
  return record;
}
