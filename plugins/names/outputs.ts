import type { CellReader, Outputs, OutputValue } from '../formulas/outputs/index.js';
import { outputScalar } from '../formulas/outputs/index.js';
import type { NamedRange, Workbook } from '../workbook/model/index.js';
import { resolveNamedRange, type SheetArea } from './ranges.js';
import { outputKey } from './validation.js';

/** The value of an output whose range's cells were deleted. */
export const REF_ERROR_TEXT = '#REF!';

/** Reads one output's value from computed cells. */
type ValueReader = (read: CellReader) => OutputValue;

/** Reads a workbook's outputs from computed cells: `outputsReader` works out the ranges once. */
export type OutputsReader = (read: CellReader) => Outputs;

/**
 * The outputs of a workbook (DESIGN.md "Outputs"): each named range flagged `output` gives a key
 * (`outputName` or `name`; dots nest objects). One cell gives a value, one column an array, several
 * columns an array of row objects keyed by `columnOutputs` (or of arrays when no key is set).
 * A named range whose cells were deleted gives "#REF!".
 */
export function computeOutputs(workbook: Workbook, read: CellReader): Outputs {
  return outputsReader(workbook)(read);
}

/**
 * computeOutputs for a workbook that will not change, its ranges resolved once: a template called with
 * input after input then only reads its cells.
 */
export function outputsReader(workbook: Workbook): OutputsReader {
  const plan: { readonly path: readonly string[]; readonly value: ValueReader }[] = [];
  for (const range of Object.values(workbook.namedRangesById)) {
    if (!range.output) continue;
    const area = resolveNamedRange(workbook, range);
    plan.push({ path: outputKey(range).split('.'), value: area ? rangeReader(workbook, range, area) : () => REF_ERROR_TEXT });
  }
  return (read) => {
    const outputs: Outputs = {};
    for (const { path, value } of plan) setPath(outputs, path, value(read));
    return outputs;
  };
}

/** The output of one named range over its area. */
export function rangeOutput(workbook: Workbook, range: NamedRange, area: SheetArea, read: CellReader): OutputValue {
  return rangeReader(workbook, range, area)(read);
}

function rangeReader(workbook: Workbook, range: NamedRange, area: SheetArea): ValueReader {
  const { sheetId, top, bottom, left, right } = area;
  if (top === bottom && left === right) return (read) => outputScalar(read(sheetId, top, left));
  if (left === right) return (read) => column(read, sheetId, top, bottom, left);
  const keys = columnKeys(workbook, range, area);
  if (!keys) {
    return (read) => {
      const rows: OutputValue[] = [];
      for (let row = top; row <= bottom; row++) rows.push(rowValues(read, sheetId, row, left, right));
      return rows;
    };
  }
  return (read) => {
    const records: OutputValue[] = [];
    for (let row = top; row <= bottom; row++) {
      const record: { [key: string]: OutputValue } = {};
      for (const [col, key] of keys) record[key] = outputScalar(read(sheetId, row, col));
      records.push(record);
    }
    return records;
  };
}

function column(read: CellReader, sheetId: string, top: number, bottom: number, col: number): OutputValue[] {
  const values: OutputValue[] = [];
  for (let row = top; row <= bottom; row++) values.push(outputScalar(read(sheetId, row, col)));
  return values;
}

function rowValues(read: CellReader, sheetId: string, row: number, left: number, right: number): OutputValue[] {
  const values: OutputValue[] = [];
  for (let col = left; col <= right; col++) values.push(outputScalar(read(sheetId, row, col)));
  return values;
}

/** Column positions and their keys, left to right, or undefined when the range has no keys. */
export function columnKeys(workbook: Workbook, range: NamedRange, area: SheetArea): [number, string][] | undefined {
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

/**
 * Puts a value at a dotted path, creating objects on the way (a later key replaces a clash). Only objects
 * made here are plain, so what they hold decides nothing but their place (output-shape.ts relies on it).
 */
export function setPath<T>(target: { [key: string]: T }, path: readonly string[], value: T): void {
  let node: { [key: string]: unknown } = target;
  for (const part of path.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null || Object.getPrototypeOf(next) !== Object.prototype) node[part] = {};
    node = node[part] as { [key: string]: unknown };
  }
  node[path[path.length - 1]] = value;
}
