import { AreaList } from '../areas.js';
import { ERRORS, FormulaError, type Value } from '../values.js';
import { type CubeDesc, placeRef } from './refs.js';
import type { Runtime } from './runtime.js';
import type { FormulaCell, SheetData } from './sheet-data.js';

/**
 * The functions Excel lets read a 3D reference (`SUM(Sheet1:Sheet3!A1)`), as its documentation lists
 * them ("Create a 3-D reference to the same cell range on multiple worksheets"); anywhere else one is #VALUE!.
 */
export const THREE_D_FUNCTIONS: ReadonlySet<string> = new Set([
  'SUM', 'AVERAGE', 'AVERAGEA', 'COUNT', 'COUNTA', 'MAX', 'MAXA', 'MIN', 'MINA', 'PRODUCT',
  'STDEV', 'STDEV.P', 'STDEV.S', 'STDEVA', 'STDEVP', 'STDEVPA', 'VAR', 'VAR.P', 'VAR.S', 'VARA', 'VARP', 'VARPA',
]);

/**
 * The sheets of a span in tab order, from whichever end comes first (Excel reads `Dec:Jan` as `Jan:Dec`);
 * undefined when either end is not a sheet of the workbook.
 */
export function sheetsBetween(order: readonly SheetData[], first: string, last: string): SheetData[] | undefined {
  let from = -1;
  let to = -1;
  for (let i = 0; i < order.length; i++) {
    const name = order[i].name.toLowerCase();
    if (name === first) from = i;
    if (name === last) to = i;
  }
  if (from < 0 || to < 0) return undefined;
  return order.slice(Math.min(from, to), Math.max(from, to) + 1);
}

/** The evaluator of a 3D reference read by an aggregate: the area on every sheet of the span, as one list of areas. */
export function cubeEvaluator(rt: Runtime, cube: CubeDesc): (cell: FormulaCell) => Value {
  const unknown = new FormulaError('#REF!', 'A sheet of the 3D reference does not exist');
  return (cell) => {
    const sheets = rt.sheetsBetween(cube.first, cube.last);
    const placed = placeRef(cube.area, cell.row, cell.col);
    if (!sheets) return unknown;
    if (!placed) return ERRORS.REF;
    return new AreaList(sheets.map((sheet) => rt.range(sheet, placed.top, placed.left, placed.bottom, placed.right)));
  };
}

/** A 3D reference where Excel takes none (`=Sheet1:Sheet3!A1+1`, `INDEX(Jan:Dec!B2:B9,1)`). */
export const CUBE_OUT_OF_PLACE = new FormulaError('#VALUE!', 'A 3D reference is read only by SUM, COUNT, AVERAGE, MAX, MIN and the like');
