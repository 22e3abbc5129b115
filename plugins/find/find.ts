import { displayText } from '../formulas/number-format/display-text.js';
import type { Scalar } from '../formulas/values.js';
import { bucketCells, hasBucketCells, NUMBER_CELL, TEXT_CELL, type BucketCells } from './bucket-cells.js';
import type { Cell, Sheet, Workbook } from '../workbook/model/index.js';
import { matcherOf, type Matcher } from './matcher.js';
import { MAX_MATCHES, SEARCH_BUDGET_MS, type FindOptions } from './options.js';

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

/** A cell's computed value (the engine's). */
export type ValueReader = (sheetId: string, row: number, col: number) => Scalar;

/**
 * Finds the cells whose text matches, as Sheets' find does: what a cell shows (its value through its
 * number format), or its formula with `inFormulas`. Only stored cells are visited, a bucket of rows at a
 * time (see `bucketCells`), and put in reading order per sheet. Formatting numbers is most of a match's
 * cost, so a number is formatted only when its text could hold the query (a query with letters skips
 * numbers whose format writes none), and formatted and tested once per format and value.
 */
export function findMatches(workbook: Workbook, activeSheetId: string, options: FindOptions, read: ValueReader, now: () => number = () => performance.now()): FindResult {
  if (options.query === '') return { matches: [], stopped: false };
  const matcher = matcherOf(options);
  const search: Search = { matcher, inFormulas: Boolean(options.inFormulas), letters: /[a-df-z]/i.test(options.query), numbers: new NumberMatches(matcher), read };
  const deadline = now() + SEARCH_BUDGET_MS;
  const matches: FindMatch[] = [];
  for (const sheet of sheetsToSearch(workbook, activeSheetId, Boolean(options.allSheets))) {
    const found = sheetMatches(sheet, search, () => now() > deadline);
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
 * Reads the stored cells of the sheets a search may visit into find's index (`bucketCells`) ahead of a
 * search, until `late()`; true when every bucket is read. The find bar does it in slices while it is
 * open, so that the first search of a large template costs no more than the next.
 */
export function prepareSearch(workbook: Workbook, late: () => boolean): boolean {
  for (const sheet of sheetsToSearch(workbook, workbook.sheetIds[0] ?? '', true)) {
    for (const bucketKey in sheet.cells) {
      const bucket = sheet.cells[bucketKey];
      const read = hasBucketCells(bucket);
      bucketCells(bucket).positions(sheet.rowIds, sheet.columnIds);
      // Only reading a bucket costs: a slice after the first goes on where the one before stopped.
      if (!read && late()) return false;
    }
  }
  return true;
}

/** What one search needs for each cell. */
interface Search {
  readonly matcher: Matcher;
  readonly inFormulas: boolean;
  /** The query has letters a number in General or a plain pattern cannot show. */
  readonly letters: boolean;
  readonly numbers: NumberMatches;
  readonly read: ValueReader;
}

/** A sheet's matches as `row * width + col`, in no order; `late` when the time budget ran out first. */
function sheetMatches(sheet: Sheet, search: Search, late: () => boolean): { keys: Float64Array; late: boolean } {
  const keys: number[] = [];
  const width = sheet.columnIds.length;
  let buckets = 0;
  for (const bucketKey in sheet.cells) {
    const cells = bucketCells(sheet.cells[bucketKey]);
    const { rows, cols } = cells.positions(sheet.rowIds, sheet.columnIds);
    const entries = search.letters ? cells.mayShowLetters : undefined;
    const count = entries ? entries.length : cells.size;
    for (let i = 0; i < count; i++) {
      const entry = entries ? entries[i] : i;
      const row = rows[entry];
      const col = cols[entry];
      if (row >= 0 && col >= 0 && entryMatches(cells, entry, sheet.id, row, col, search)) keys.push(row * width + col);
    }
    if (buckets++ % 64 === 0 && late()) return { keys: Float64Array.from(keys), late: true };
  }
  return { keys: Float64Array.from(keys), late: false };
}

function entryMatches(cells: BucketCells, entry: number, sheetId: string, row: number, col: number, search: Search): boolean {
  const kind = cells.kinds[entry];
  if (kind === TEXT_CELL) return search.matcher.test(cells.texts[entry]);
  if (kind === NUMBER_CELL) return search.numbers.test(cells.numbers[entry], cells.format(entry));
  if (search.inFormulas) return search.matcher.test(cells.texts[entry]);
  const shown = search.read(sheetId, row, col);
  if (typeof shown !== 'number') return search.matcher.test(displayText(shown, undefined).text);
  return !(search.letters && !cells.formatWritesLetters(entry)) && search.numbers.test(shown, cells.format(entry));
}

/**
 * Whether a number matches as shown, per number format and value: values repeat in real sheets, and
 * formatting one and testing its text costs microseconds. Most cells share a format, so the last one's
 * table is kept at hand.
 */
class NumberMatches {
  private readonly byPattern = new Map<string, Map<number, boolean>>();
  private lastPattern: string | undefined;
  private last = new Map<number, boolean>();
  private lastCell: Cell | undefined;

  constructor(private readonly matcher: Matcher) {}

  test(value: number, pattern: string): boolean {
    if (pattern !== this.lastPattern) {
      let byValue = this.byPattern.get(pattern);
      if (!byValue) this.byPattern.set(pattern, (byValue = new Map()));
      this.lastPattern = pattern;
      this.last = byValue;
      this.lastCell = pattern === '' ? undefined : { data: { format: pattern } };
    }
    let matches = this.last.get(value);
    if (matches === undefined) this.last.set(value, (matches = this.matcher.test(displayText(value, this.lastCell).text)));
    return matches;
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
