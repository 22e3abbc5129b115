import type { OutputScalar } from '../formulas/outputs/index.js';
import type { NamedRange, Workbook } from '../workbook/model/index.js';
import { columnKeys, REF_ERROR_TEXT, setPath } from './outputs.js';
import { resolveNamedRange, type SheetArea } from './ranges.js';
import { outputKey } from './validation.js';

/** An output value read from one computed cell. */
export class OutputCell {
  constructor(readonly sheetId: string, readonly row: number, readonly col: number) {}
}

/** An output value that is the same for every input (a deleted range's "#REF!"). */
export class OutputConstant {
  constructor(readonly value: OutputScalar) {}
}

/** The outputs' structure, each value where it comes from: nodes are arrays and plain objects, leaves the classes above. */
export type OutputShape = OutputCell | OutputConstant | readonly OutputShape[] | { readonly [key: string]: OutputShape };

/**
 * What `outputsReader` builds for any input, with each value's source in place of the value: the same
 * keys in the same order and the same array lengths, since neither depends on the values (a range's cells
 * are fixed; `setPath` decides by the objects it made). A run writes a template's outputs from it
 * straight from the cells, without making the outputs object of each input.
 */
export function outputsShape(workbook: Workbook): { [key: string]: OutputShape } {
  const shape: { [key: string]: OutputShape } = {};
  for (const range of Object.values(workbook.namedRangesById)) {
    if (!range.output) continue;
    const area = resolveNamedRange(workbook, range);
    setPath(shape, outputKey(range).split('.'), area ? rangeShape(workbook, range, area) : new OutputConstant(REF_ERROR_TEXT));
  }
  return shape;
}

/** As outputs.ts's `rangeReader`: one cell a value, one column an array, several an array of rows (arrays, or records by column key). */
function rangeShape(workbook: Workbook, range: NamedRange, area: SheetArea): OutputShape {
  const { sheetId, top, bottom, left, right } = area;
  const cell = (row: number, col: number): OutputCell => new OutputCell(sheetId, row, col);
  if (top === bottom && left === right) return cell(top, left);
  const rows: OutputShape[] = [];
  if (left === right) {
    for (let row = top; row <= bottom; row++) rows.push(cell(row, left));
    return rows;
  }
  const keys = columnKeys(workbook, range, area);
  for (let row = top; row <= bottom; row++) {
    if (!keys) {
      const values: OutputShape[] = [];
      for (let col = left; col <= right; col++) values.push(cell(row, col));
      rows.push(values);
      continue;
    }
    const record: { [key: string]: OutputShape } = {};
    for (const [col, key] of keys) record[key] = cell(row, col);
    rows.push(record);
  }
  return rows;
}
