import { type Cell, parseA1 } from '../../workbook/index.js';
import type { ArrayFormula, SheetFormulaKinds } from './array-formulas.js';
import { allFunctions } from '../../formulas/index.js';
import { LegacyIntersections } from './legacy-intersection.js';
import { type FunctionClasses, functionClasses } from './parameter-classes.js';
import { parseRangeText } from './range-text.js';

interface Anchored extends ArrayFormula {
  readonly row: number;
  readonly col: number;
}

const NO_KINDS: SheetFormulaKinds = { arrays: new Map(), dynamic: new Set() };

/**
 * One sheet's formulas as Gridcast keeps them, from what its XML says of them (array-formulas.ts):
 * - a dynamic-array formula is kept as written; the values Excel cached over its spill are its own,
 *   not contents of their cells;
 * - a legacy array formula (Ctrl+Shift+Enter) keeps its range as the cell's array area, and the values
 *   cached over it are its own too;
 * - any other formula was written for pre-dynamic-array Excel: `@` goes where it silently intersected.
 * Cells are asked row by row, in order (importSheet's walk).
 */
export class SheetFormulas {
  private readonly kinds: SheetFormulaKinds;
  private readonly arrays: Anchored[] = [];
  private row = -1;
  private active: Anchored[] = [];

  constructor(kinds: SheetFormulaKinds | undefined, private readonly legacy: LegacyIntersections) {
    this.kinds = kinds ?? NO_KINDS;
    for (const [address, array] of this.kinds.arrays) {
      const at = parseA1(address);
      if (at) this.arrays.push({ ...array, row: at.row, col: at.column });
    }
  }

  /** Whether a cell lies in an array formula's area, not being its cell: what Excel cached there is the formula's. */
  covered(row: number, col: number): boolean {
    if (this.arrays.length === 0) return false;
    if (row !== this.row) {
      this.row = row;
      this.active = this.arrays.filter((a) => a.area.top <= row && row <= a.area.bottom);
    }
    for (const array of this.active) {
      if (col >= array.area.left && col <= array.area.right && (row !== array.row || col !== array.col)) return true;
    }
    return false;
  }

  /** The formula (with its '=') of the cell at `address`, with its array area when it is a legacy array formula. */
  formula(address: string, formula: string): Pick<Cell, 'formula' | 'arrayRows' | 'arrayColumns'> {
    const array = this.kinds.arrays.get(address);
    if (array?.dynamic === false) {
      return { formula, arrayRows: array.area.bottom - array.area.top + 1, arrayColumns: array.area.right - array.area.left + 1 };
    }
    if (array !== undefined || this.kinds.dynamic.has(address)) return { formula };
    return { formula: this.legacy.withIntersections(formula) };
  }
}

/** Implicit intersection for a workbook's formulas, with which of its names are ranges of several cells. */
export function legacyIntersections(isAreaName: (name: string) => boolean): LegacyIntersections {
  return new LegacyIntersections((allClasses ??= functionClasses(allFunctions)), isAreaName);
}

let allClasses: ReadonlyMap<string, FunctionClasses> | undefined;

/**
 * Implicit intersection for an Excel file's formulas, with its defined names as workbook.xml writes them
 * (`Sheet1!$A$1:$A$9` is a range of several cells; `Sheet1!$A$1,Sheet1!$C$1` a list of areas).
 */
export function legacyIntersectionsFor(names: readonly { readonly name: string; readonly text: string }[]): LegacyIntersections {
  const areas = new Set<string>();
  for (const { name, text } of names) {
    const ranges = text.split(',');
    const area = ranges.length === 1 ? parseRangeText(ranges[0]) : undefined;
    if ((ranges.length > 1 && ranges.every((range) => parseRangeText(range) !== undefined)) || (area && (area.bottom > area.top || area.right > area.left))) {
      areas.add(name.toUpperCase());
    }
  }
  return legacyIntersections((name) => areas.has(name.toUpperCase()));
}
