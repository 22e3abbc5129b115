import { displayText } from '../formulas/number-format/display-text.js';
import type { Scalar } from '../formulas/values.js';
import { getRowCells } from '../workbook/cell-store.js';
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
 * number format), or its formula with `inFormulas`. Only stored cells are visited, row by row. Formatting
 * numbers is most of a match's cost, so a number is formatted only when its text could hold the query
 * (see `couldShow`), and formatted and tested once per format and value. Cells come in many shapes, so
 * each read of a cell's field is a slow (megamorphic) one: each field is read at most once.
 */
export function findMatches(workbook: Workbook, activeSheetId: string, options: FindOptions, read: ValueReader, now: () => number = () => performance.now()): FindResult {
  if (options.query === '') return { matches: [], stopped: false };
  const matcher = matcherOf(options);
  const letters = /[a-df-z]/i.test(options.query);
  const numbers = new NumberMatches(matcher);
  const deadline = now() + SEARCH_BUDGET_MS;
  const matches: FindMatch[] = [];
  for (const sheet of sheetsToSearch(workbook, activeSheetId, Boolean(options.allSheets))) {
    const columnIndex = new Map(sheet.columnIds.map((id, i) => [id, i]));
    const search: Search = { matcher, options, letters, numbers, read, sheetId: sheet.id };
    for (let row = 0; row < sheet.rowIds.length; row++) {
      const cells = getRowCells(sheet, sheet.rowIds[row]);
      if (cells) collectRow(cells, row, columnIndex, search, matches);
      if (matches.length >= MAX_MATCHES || (row % 256 === 0 && now() > deadline)) return { matches: matches.slice(0, MAX_MATCHES), stopped: true };
    }
  }
  return { matches, stopped: false };
}

/** What one search needs for each cell; one object per sheet, so the per-cell path allocates nothing. */
interface Search {
  readonly matcher: Matcher;
  readonly options: FindOptions;
  /** The query has letters a number in General or a plain pattern cannot show. */
  readonly letters: boolean;
  readonly numbers: NumberMatches;
  readonly read: ValueReader;
  readonly sheetId: string;
}

/** Adds the row's matching cells, left to right. */
function collectRow(cells: Readonly<Record<string, Cell>>, row: number, columnIndex: ReadonlyMap<string, number>, search: Search, matches: FindMatch[]): void {
  let found: number[] | undefined;
  for (const columnId in cells) {
    const col = columnIndex.get(columnId);
    if (col !== undefined && cellMatches(cells[columnId], row, col, search)) (found ??= []).push(col);
  }
  if (!found) return;
  for (const col of found.sort((a, b) => a - b)) matches.push({ sheetId: search.sheetId, row, col });
}

function cellMatches(cell: Cell, row: number, col: number, search: Search): boolean {
  const formula = cell.formula;
  if (formula === undefined) {
    const value = cell.value;
    if (typeof value === 'string') return search.matcher.test(value);
    if (typeof value === 'number') return numberMatches(value, cell, search);
    return value === undefined ? false : search.matcher.test(displayText(value, cell).text);
  }
  if (search.options.inFormulas) return search.matcher.test(formula);
  const shown = search.read(search.sheetId, row, col);
  return typeof shown === 'number' ? numberMatches(shown, cell, search) : search.matcher.test(displayText(shown, cell).text);
}

function numberMatches(value: number, cell: Cell, search: Search): boolean {
  if (search.letters && !couldShow(cell)) return false;
  return search.numbers.test(value, cell);
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

  constructor(private readonly matcher: Matcher) {}

  test(value: number, cell: Cell): boolean {
    const pattern = cell.data?.format ?? '';
    if (pattern !== this.lastPattern) {
      let byValue = this.byPattern.get(pattern);
      if (!byValue) this.byPattern.set(pattern, (byValue = new Map()));
      this.lastPattern = pattern;
      this.last = byValue;
    }
    let matches = this.last.get(value);
    if (matches === undefined) this.last.set(value, (matches = this.matcher.test(displayText(value, cell).text)));
    return matches;
  }
}

/**
 * Whether a number cell's text can hold letters: only when its format writes them (dates, times, quoted
 * text). A number in General or a plain pattern shows digits, separators, signs, currency, % and E.
 */
function couldShow(cell: Cell): boolean {
  const { data } = cell;
  if (data === undefined) return false;
  return data.type === 'DATE' || (data.format !== undefined && FORMAT_WRITES_LETTERS.test(data.format));
}

const FORMAT_WRITES_LETTERS = /[a-df-z"\\]/i;

/** The active sheet, then (with allSheets) every other visible sheet after it, wrapping round. */
export function sheetsToSearch(workbook: Workbook, activeSheetId: string, allSheets: boolean): Sheet[] {
  const active = workbook.sheetsById[activeSheetId];
  if (!allSheets) return active ? [active] : [];
  const start = Math.max(0, workbook.sheetIds.indexOf(activeSheetId));
  const ids = [...workbook.sheetIds.slice(start), ...workbook.sheetIds.slice(0, start)];
  return ids.map((id) => workbook.sheetsById[id]).filter((sheet): sheet is Sheet => sheet !== undefined && !sheet.hidden);
}
