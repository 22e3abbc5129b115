import type { Engine } from '../formulas/engine/index.js';
import { displayText, isMatrix } from '../formulas/index.js';
import { getCell } from '../workbook/index.js';
import type { Sheet } from '../workbook/model/index.js';
import type { FilterCell } from './criteria.js';
import type { FilterCellReader } from './hidden-rows.js';

/**
 * A filter reads cells as the grid shows them: the engine's computed value with the cell's number format
 * applied (so "$1,200.00" is one value, as in Sheets), errors as their code, and numbers for conditions.
 * Formatting a number is the costly part (~1.5 µs), so it happens only when a test asks for the text,
 * once per distinct format and value within one reader; text and errors need no cell lookup at all.
 */
export function engineCellReader(sheet: Sheet, engine: Pick<Engine, 'getValue'>): FilterCellReader {
  const texts = new NumberTexts(sheet);
  return (row, col): FilterCell => {
    const value = engine.getValue(sheet.id, row, col);
    if (value === null || isMatrix(value)) return BLANK;
    if (typeof value !== 'number') return { text: displayText(value, undefined).text };
    return new NumberCell(value, row, col, texts);
  };
}

const BLANK: FilterCell = { text: '' };

/** Formatted numbers of one reader, by number format and value. */
class NumberTexts {
  private readonly byPattern = new Map<string, Map<number, string>>();

  constructor(private readonly sheet: Sheet) {}

  text(row: number, col: number, value: number): string {
    const cell = getCell(this.sheet, this.sheet.rowIds[row] ?? '', this.sheet.columnIds[col] ?? '');
    const pattern = cell?.data?.format ?? '';
    let byValue = this.byPattern.get(pattern);
    if (!byValue) this.byPattern.set(pattern, (byValue = new Map()));
    let text = byValue.get(value);
    if (text === undefined) byValue.set(value, (text = displayText(value, cell).text));
    return text;
  }
}

/** A number cell whose text is worked out on first use (a class: object literals with getters are slow to make). */
class NumberCell implements FilterCell {
  private shown: string | undefined;

  constructor(
    readonly number: number,
    private readonly row: number,
    private readonly col: number,
    private readonly texts: NumberTexts,
  ) {}

  get text(): string {
    return (this.shown ??= this.texts.text(this.row, this.col, this.number));
  }
}
