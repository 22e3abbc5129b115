import type { CellArea } from '../../kernel/index.js';
import { a1, columnLetters, type CellPosition } from '../../plugins/workbook/index.js';
import { spokenFormula } from './formula-speech.js';

/** What a screen reader is told about one cell. */
export interface CellSpeech {
  readonly address: string;
  /** The content as the grid shows it (formatted); '' for an empty cell. */
  readonly shown: string;
  readonly formula?: string;
  /** The plugins' words (a note, a validation rule, an error's meaning), in order. */
  readonly parts?: readonly string[];
}

/**
 * A cell as announced: "B5, 1,264.14, formula equals PMT of B2 over 12 comma B3 times 12 comma minus B1",
 * then the plugins' parts; an empty cell is "blank", as in Excel and Sheets.
 */
export function cellSpeech({ address, shown, formula, parts = [] }: CellSpeech): string {
  const words = [address, shown === '' ? 'blank' : shown];
  if (formula) words.push(`formula ${spokenFormula(formula)}`);
  return [...words, ...parts.filter((part) => part !== '')].join(', ');
}

/** "A1 to C3 selected, 9 cells"; one cell is announced as a cell, not as a selection. */
export function selectionSpeech(area: CellArea): string {
  const count = (area.bottom - area.top + 1) * (area.right - area.left + 1);
  return `${a1(area.top, area.left)} to ${a1(area.bottom, area.right)} selected, ${count} cells`;
}

/** The header texts the grid has: frozen rows and columns stand for headers, as Sheets reads them. */
export interface HeaderTexts {
  /** The text heading this cell's column (its frozen header cell), or '' when there is none. */
  column(cell: CellPosition): string;
  /** The text heading this cell's row (its frozen header cell), or '' when there is none. */
  row(cell: CellPosition): string;
}

/**
 * What a move from `from` to `to` adds to the cell's own announcement: the new column's header and the
 * new row's, each its header text when it has one, else "column C" or "row 5". Nothing when neither changed.
 */
export function headerSpeech(from: CellPosition | undefined, to: CellPosition, headers: HeaderTexts): string {
  const words: string[] = [];
  if (from === undefined || from.row !== to.row) words.push(headers.row(to) || `row ${to.row + 1}`);
  if (from === undefined || from.col !== to.col) words.push(headers.column(to) || `column ${columnLetters(to.col)}`);
  return words.join(', ');
}

/** What the grid's live region says after a change of selection or of edit mode, or '' for nothing. */
export interface GridMoment {
  readonly area: CellArea;
  readonly anchor: CellPosition;
  /** The address of the cell being edited, if any. */
  readonly editing?: string;
}

export function momentSpeech(before: GridMoment | undefined, now: GridMoment, headers: HeaderTexts): string {
  const words: string[] = [];
  if (now.editing !== undefined && before?.editing !== now.editing) words.push(`Editing ${now.editing}`);
  if (now.editing === undefined && before?.editing !== undefined) words.push('Left edit mode');
  const single = now.area.top === now.area.bottom && now.area.left === now.area.right;
  if (!single && !sameArea(before?.area, now.area)) words.push(selectionSpeech(now.area));
  else if (single && now.editing === undefined) {
    const moved = headerSpeech(before?.anchor, now.anchor, headers);
    if (moved) words.push(moved);
  }
  return words.join(', ');
}

/** What the grid shows of a sheet, as far as speech needs it (the grid's model is one). */
export interface ShownSheet {
  /** A cell's text as shown. */
  cell(row: number, col: number): { readonly text: string } | undefined;
  /** The plugins' layers, one of which may freeze leading rows and columns. */
  readonly layers?: readonly { readonly frozen?: { readonly rows: number; readonly columns: number } }[];
}

/** Rows or columns as far as speech needs them (the grid's VectorLayout is one). */
export interface ShownVectors {
  readonly count: number;
  /** The next visible one from `index` in a direction, or `index` itself at the edge. */
  nextVisible(index: number, step: 1 | -1): number;
}

function sameArea(a: CellArea | undefined, b: CellArea): boolean {
  return a !== undefined && a.top === b.top && a.bottom === b.bottom && a.left === b.left && a.right === b.right;
}
