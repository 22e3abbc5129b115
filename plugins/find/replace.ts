import { getRowCells } from '../workbook/index.js';
import type { Cell, Workbook } from '../workbook/model/index.js';
import { sheetsToSearch } from './find.js';
import { matcherOf, type Matcher } from './matcher.js';
import type { FindOptions } from './options.js';

/** The new content of one cell, as `workbook.set-cells` takes it. */
export interface Replacement {
  readonly row: number;
  readonly col: number;
  readonly text: string;
}

/** The replacements of one sheet (the editor runs one `workbook.set-cells` per sheet, all in one batch). */
export interface SheetReplacements {
  readonly sheetId: string;
  readonly cells: readonly Replacement[];
}

/** Cells a replace must leave alone (locked cells in shadow mode). */
export type SkipCell = (sheetId: string, row: number, col: number) => boolean;

/**
 * Replace all, as Sheets does it: in what each cell holds as typed (its text or number as entered, or its
 * formula with `inFormulas`; formula cells are left alone otherwise), every occurrence of the query. A
 * cell whose content does not change is not listed.
 */
export function planReplacements(workbook: Workbook, activeSheetId: string, options: FindOptions, replacement: string, skip: SkipCell = () => false): SheetReplacements[] {
  if (options.query === '') return [];
  const matcher = matcherOf(options);
  const planned: SheetReplacements[] = [];
  for (const sheet of sheetsToSearch(workbook, activeSheetId, Boolean(options.allSheets))) {
    const columnIndex = new Map(sheet.columnIds.map((id, i) => [id, i]));
    const cells: Replacement[] = [];
    sheet.rowIds.forEach((rowId, row) => {
      const stored = getRowCells(sheet, rowId);
      for (const columnId in stored) {
        const col = columnIndex.get(columnId);
        if (col === undefined || skip(sheet.id, row, col)) continue;
        const text = replacedContent(stored[columnId], matcher, Boolean(options.inFormulas), replacement);
        if (text !== undefined) cells.push({ row, col, text });
      }
    });
    if (cells.length > 0) planned.push({ sheetId: sheet.id, cells });
  }
  return planned;
}

/** What a cell would hold after the replacement, or undefined when it does not change (Replace, one cell). */
export function replacedContent(cell: Cell | undefined, matcher: Matcher, inFormulas: boolean, replacement: string): string | undefined {
  const content = cell && editableContent(cell, inFormulas);
  if (content === undefined || !matcher.test(content)) return undefined;
  const text = matcher.replace(content, replacement);
  return text === content ? undefined : text;
}

function editableContent(cell: Cell, inFormulas: boolean): string | undefined {
  if (cell.formula !== undefined) return inFormulas ? cell.formula : undefined;
  if (cell.value === undefined || cell.value === null) return undefined;
  return String(cell.value);
}
