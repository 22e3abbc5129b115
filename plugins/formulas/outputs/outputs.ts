import { outputKey, resolveNamedRange, type SheetArea } from '../../names/index.js';
import type { NamedRange, Workbook } from '../../workbook/model/index.js';
import { isError, type Scalar } from '../values.js';

/** A value in the outputs JSON: errors as their text ("#N/A"), dates as serial numbers. */
export type OutputScalar = number | string | boolean | null;
export type OutputValue = OutputScalar | readonly OutputValue[] | { readonly [key: string]: OutputValue };
export type Outputs = { [key: string]: OutputValue };

/** Reads a computed value by position (the engine's getValue). */
export type CellReader = (sheetId: string, row: number, col: number) => Scalar;

const REF_ERROR_TEXT = '#REF!';

/** A computed value as JSON. */
export function outputScalar(value: Scalar): OutputScalar {
  if (isError(value)) return value.code;
  if (typeof value === 'number' && !Number.isFinite(value)) return '#NUM!';
  return value;
}

/**
 * The outputs of a workbook (DESIGN.md "Outputs"): each named range flagged `output` gives a key
 * (`outputName` or `name`; dots nest objects). One cell gives a value, one column an array, several
 * columns an array of row objects keyed by `columnOutputs` (or of arrays when no key is set).
 * A named range whose cells were deleted gives "#REF!".
 */
export function computeOutputs(workbook: Workbook, read: CellReader): Outputs {
  const outputs: Outputs = {};
  for (const range of Object.values(workbook.namedRangesById)) {
    if (!range.output) continue;
    const area = resolveNamedRange(workbook, range);
    setPath(outputs, outputKey(range).split('.'), area ? rangeOutput(workbook, range, area, read) : REF_ERROR_TEXT);
  }
  return outputs;
}

/** The output of one named range over its area. */
export function rangeOutput(workbook: Workbook, range: NamedRange, area: SheetArea, read: CellReader): OutputValue {
  const at = (row: number, col: number) => outputScalar(read(area.sheetId, row, col));
  if (area.top === area.bottom && area.left === area.right) return at(area.top, area.left);
  if (area.left === area.right) return lines(area.top, area.bottom, (row) => at(row, area.left));
  const keys = columnKeys(workbook, range, area);
  if (!keys) return lines(area.top, area.bottom, (row) => lines(area.left, area.right, (col) => at(row, col)));
  return lines(area.top, area.bottom, (row) => {
    const record: { [key: string]: OutputValue } = {};
    for (const [col, key] of keys) record[key] = at(row, col);
    return record;
  });
}

/** Column positions and their keys, left to right, or undefined when the range has no keys. */
function columnKeys(workbook: Workbook, range: NamedRange, area: SheetArea): [number, string][] | undefined {
  const columnOutputs = range.columnOutputs;
  if (!columnOutputs) return undefined;
  const columnIds = workbook.sheetsById[area.sheetId]?.columnIds ?? [];
  const keys: [number, string][] = [];
  for (let col = area.left; col <= area.right; col++) {
    const key = columnOutputs[columnIds[col]];
    if (key) keys.push([col, key]);
  }
  return keys.length ? keys : undefined;
}

function lines<T>(from: number, to: number, make: (index: number) => T): T[] {
  const out: T[] = [];
  for (let i = from; i <= to; i++) out.push(make(i));
  return out;
}

/** Puts a value at a dotted path, creating objects on the way (a later key replaces a clash). */
function setPath(target: Outputs, path: readonly string[], value: OutputValue): void {
  let node: Outputs = target;
  for (const part of path.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[part] = {};
    node = node[part] as Outputs;
  }
  node[path[path.length - 1]] = value;
}
