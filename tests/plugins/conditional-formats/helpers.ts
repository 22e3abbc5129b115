import { produce } from 'immer';
import type { PluginManifest } from '../../../kernel/index.js';
import { conditionalFormatsPlugin, ConditionalFormatEvaluator, type ConditionalFormat, type ConditionalFormatStyle } from '../../../plugins/conditional-formats/index.js';
import { Engine } from '../../../plugins/formulas/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import { cellId, parseA1, putCell, type Workbook, type WorkbookView } from '../../../plugins/workbook/index.js';
import { boot, type TestKernel } from '../workbook/boot.js';
import { engineOptions } from '../../support/engine.js';

export type Grid = readonly (readonly (string | number | boolean | null)[])[];

/** Fills the first sheet from A1: text starting with '=' is a formula. */
export function withGrid(book: Workbook, grid: Grid): Workbook {
  return produce(book, (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    grid.forEach((line, r) =>
      line.forEach((value, c) => {
        if (value === null) return;
        const cell = typeof value === 'string' && value.startsWith('=') ? { formula: value } : { value };
        putCell(sheet, sheet.rowIds[r], sheet.columnIds[c], cell);
      }),
    );
  });
}

/** A rule record over "A1:B3"-style ranges of the first sheet. */
export function rule(book: Workbook, id: string, order: number, ranges: string, condition: ConditionalFormat['condition'], format: ConditionalFormatStyle = { backgroundColor: '#ff0000' }): ConditionalFormat {
  const sheet = book.sheetsById[book.sheetIds[0]];
  const at = (a1: string) => {
    const p = parseA1(a1)!;
    return cellId(sheet.columnIds[p.column], sheet.rowIds[p.row]);
  };
  return {
    id, order, condition, format,
    ranges: ranges.split(',').map((text, sortOrder) => {
      const [from, to = from] = text.trim().split(':');
      return { id: `${id}-r${sortOrder}`, sheetId: sheet.id, fromCellId: at(from), toCellId: at(to), sortOrder };
    }),
  };
}

export function withRules(book: Workbook, rules: readonly ConditionalFormat[]): Workbook {
  return { ...book, conditionalFormatsById: Object.fromEntries(rules.map((r) => [r.id, r])) };
}

/** An engine and an evaluator over a book. */
export function evaluate(book: Workbook): { engine: Engine; cf: ConditionalFormatEvaluator } {
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(book);
  const cf = new ConditionalFormatEvaluator(engine);
  cf.load(book);
  return { engine, cf };
}

/** Which of the A1 cells the rules colour, as a string grid of '#' and '.', for short assertions. */
export function painted(cf: ConditionalFormatEvaluator, book: Workbook, rows: number, cols: number): string[] {
  const sheetId = book.sheetIds[0];
  return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => (cf.styleAt(sheetId, r, c) ? '#' : '.')).join(''));
}

/** A kernel with the workbook, names, formulas and conditional-formats plugins. */
export function cfKernel(prepare: (book: Workbook) => Workbook = (b) => b): TestKernel {
  return boot(prepare, [namesPlugin, formulasPlugin, conditionalFormatsPlugin].map((p) => p as PluginManifest<Workbook, WorkbookView>));
}
