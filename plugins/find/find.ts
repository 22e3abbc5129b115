import { displayText, type Scalar } from '../formulas/index.js';
import { bucketFormats, hasBucketFormats } from '../workbook/index.js';
import type { Sheet, Workbook } from '../workbook/model/index.js';
import { matcherOf, type Matcher } from './matcher.js';
import { NumberMatches, queryHasLetters } from './number-matches.js';
import { MAX_MATCHES, SEARCH_BUDGET_MS, type FindOptions } from './options.js';
import { sheetFormats, type ColumnFormats } from './sheet-formats.js';

/** A cell that matches. */
export interface FindMatch {
  readonly sheetId: string;
  readonly row: number;
  readonly col: number;
}

export interface FindResult {
  /** In reading order: the active sheet first, then the sheets after it, row by row. */
  readonly matches: readonly FindMatch[];
  /** The search stopped early: more than MAX_MATCHES, or past its time budget. */
  readonly stopped: boolean;
}

/** One column of a sheet as the formula engine holds it (`Engine.sheetColumns`). */
export interface ValueColumn {
  /** By row: the value entered, or a formula's result (spilled ones too); undefined where empty. */
  readonly values: ArrayLike<Scalar | undefined>;
  /** By row: the formula there, with its text as in the document. */
  readonly formulas: ArrayLike<{ readonly text: string } | undefined>;
}

/** A sheet's columns (the engine's), by sheet id; undefined for a sheet it does not know. */
export type ColumnsReader = (sheetId: string) => readonly ValueColumn[] | undefined;

/**
 * Finds the cells whose text matches, as Sheets' find does: what a cell shows (its value through its
 * number format), or its formula with `inFormulas`. Values are read from the formula engine's columns,
 * which hold every value (entered or computed) in arrays by position: reading the workbook's cell
 * objects costs several times more. Of the workbook, only number formats are read (`sheetFormats`,
 * kept while the cells live). A number is formatted only when its text could hold the query, once per
 * format and value.
 */
export function findMatches(workbook: Workbook, activeSheetId: string, options: FindOptions, columns: ColumnsReader, now: () => number = () => performance.now()): FindResult {
  if (options.query === '') return { matches: [], stopped: false };
  const matcher = matcherOf(options);
  const letters = !options.regex && queryHasLetters(options.query);
  const search: Search = { matcher, inFormulas: Boolean(options.inFormulas), numbers: new NumberMatches(matcher, letters) };
  const deadline = now() + SEARCH_BUDGET_MS;
  const late = () => now() > deadline;
  const matches: FindMatch[] = [];
  for (const sheet of sheetsToSearch(workbook, activeSheetId, Boolean(options.allSheets))) {
    const found = sheetMatches(sheet, columns(sheet.id) ?? [], search, late);
    const width = sheet.columnIds.length;
    for (const key of found.keys.sort()) {
      matches.push({ sheetId: sheet.id, row: Math.floor(key / width), col: key % width });
      if (matches.length >= MAX_MATCHES) return { matches, stopped: true };
    }
    if (found.late) return { matches, stopped: true };
  }
  return { matches, stopped: false };
}

/**
 * Reads the number formats of the sheets a search may visit (`sheetFormats`) ahead of a search, until
 * `late()`; true when every bucket is read. The find bar does it in slices while it is open, so that the
 * first search of a large template costs no more than the next.
 */
export function prepareSearch(workbook: Workbook, late: () => boolean): boolean {
  for (const sheet of sheetsToSearch(workbook, workbook.sheetIds[0] ?? '', true)) {
    for (const bucketKey in sheet.cells) {
      const bucket = sheet.cells[bucketKey];
      if (hasBucketFormats(bucket)) continue;
      bucketFormats(bucket);
      // Only reading a bucket costs: a slice after the first goes on where the one before stopped.
      if (late()) return false;
    }
    sheetFormats(sheet);
  }
  return true;
}

/** What one search needs for each cell. */
interface Search {
  readonly matcher: Matcher;
  readonly inFormulas: boolean;
  readonly numbers: NumberMatches;
}

/** Rows between two looks at the clock in a long column. */
const ROWS_PER_CLOCK_LOOK = 65_536;

/** A sheet's matches as `row * width + col`, in no order; `late` when the time budget ran out first. */
function sheetMatches(sheet: Sheet, columns: readonly ValueColumn[], search: Search, late: () => boolean): { keys: Float64Array; late: boolean } {
  const keys: number[] = [];
  const width = sheet.columnIds.length;
  const height = sheet.rowIds.length;
  const formats = sheetFormats(sheet);
  for (let col = 0; col < Math.min(width, columns.length); col++) {
    if (late()) return { keys: Float64Array.from(keys), late: true };
    const column = columns[col];
    const rows = Math.min(height, search.inFormulas ? Math.max(column.values.length, column.formulas.length) : column.values.length);
    const shown = new ShownFormats(formats.columns[col], formats.patterns);
    for (let row = 0; row < rows; row++) {
      if (cellMatches(column, row, search, shown)) keys.push(row * width + col);
      if (row % ROWS_PER_CLOCK_LOOK === ROWS_PER_CLOCK_LOOK - 1 && late()) return { keys: Float64Array.from(keys), late: true };
    }
  }
  return { keys: Float64Array.from(keys), late: late() };
}

function cellMatches(column: ValueColumn, row: number, search: Search, shown: ShownFormats): boolean {
  if (search.inFormulas) {
    const formula = column.formulas[row];
    if (formula !== undefined) return search.matcher.test(formula.text);
  }
  const value = column.values[row];
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return search.matcher.test(value);
  if (typeof value === 'number') return search.numbers.test(value, shown.at(row));
  return search.matcher.test(displayText(value, undefined).text);
}

/** A column's number formats read in row order: a look-up in a sparse column goes on from the one before. */
class ShownFormats {
  private next = 0;

  constructor(
    private readonly formats: ColumnFormats | undefined,
    private readonly patterns: readonly string[],
  ) {}

  /** The pattern of the cell at `row` ('' for General), rows asked in ascending order. */
  at(row: number): string {
    const formats = this.formats;
    if (formats === undefined) return '';
    if ('byRow' in formats) {
      const id = formats.byRow[row];
      return id >= 0 ? this.patterns[id] : '';
    }
    const { rows } = formats;
    while (this.next < rows.length && rows[this.next] < row) this.next++;
    return this.next < rows.length && rows[this.next] === row ? this.patterns[formats.patternIds[this.next]] : '';
  }
}

/** The active sheet, then (with allSheets) every other visible sheet after it, wrapping round. */
export function sheetsToSearch(workbook: Workbook, activeSheetId: string, allSheets: boolean): Sheet[] {
  const active = workbook.sheetsById[activeSheetId];
  if (!allSheets) return active ? [active] : [];
  const start = Math.max(0, workbook.sheetIds.indexOf(activeSheetId));
  const ids = [...workbook.sheetIds.slice(start), ...workbook.sheetIds.slice(0, start)];
  return ids.map((id) => workbook.sheetsById[id]).filter((sheet): sheet is Sheet => sheet !== undefined && !sheet.hidden);
}
