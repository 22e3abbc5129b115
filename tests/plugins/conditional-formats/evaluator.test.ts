import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { ConditionalFormatEvaluator, type ConditionalFormatLog } from '../../../plugins/conditional-formats/index.js';
import { Engine, EvaluationLog } from '../../../plugins/formulas/index.js';
import { newWorkbook, putCell, SequentialIdGenerator, type Workbook } from '../../../plugins/workbook/index.js';
import { evaluate, painted, rule, withGrid, withRules, type Grid } from './helpers.js';

const base = (grid: Grid): Workbook => withGrid(newWorkbook(new SequentialIdGenerator()), grid);

/** Sets one cell of the first sheet and runs the change through the engine and the evaluator. */
function edit(engine: Engine, cf: ConditionalFormatEvaluator, book: Workbook, row: number, col: number, value: string | number | null) {
  let patches: import('immer').Patch[] = [];
  const next = produce(book, (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    putCell(sheet, sheet.rowIds[row], sheet.columnIds[col], value === null ? undefined : typeof value === 'string' && value.startsWith('=') ? { formula: value } : { value });
  }, (p) => { patches = p; });
  const changed = engine.applyDocumentChange(next, patches);
  return { next, looks: cf.applyDocumentChange(next, patches, changed) };
}

describe('conditional format evaluation', () => {
  it('relative references in a formula rule shift across the range from its top-left cell, absolute ones stay', () => {
    // B1:C3 compared with the cell to its left, and with $A$1.
    const b = base([[2, 1, 5], [1, 3, 1], [4, 4, 0]]);
    const book = withRules(b, [rule(b, 'left', 0, 'B1:C3', { type: 'formula', input1: '=B1>A1' })]);
    expect(painted(evaluate(book).cf, book, 3, 3)).toEqual(['..#', '.#.', '...']);
    const abs = withRules(b, [rule(b, 'abs', 0, 'B1:C3', { type: 'formula', input1: '=B1>$A$1' })]);
    expect(painted(evaluate(abs).cf, abs, 3, 3)).toEqual(['..#', '.#.', '.#.']);
    const mixed = withRules(b, [rule(b, 'mixed', 0, 'B1:C3', { type: 'formula', input1: '=B$1<B1' })]);
    expect(painted(evaluate(mixed).cf, mixed, 3, 3)).toEqual(['...', '.#.', '.#.']);
  });

  it('a rule over several ranges reads its formula from the top-left of the first range', () => {
    const b = base([[1, null, 1], [2, null, 2], [3, null, 3]]);
    const book = withRules(b, [rule(b, 'two', 0, 'A2:A3, C1:C3', { type: 'formula', input1: '=A2>=2' })]);
    expect(painted(evaluate(book).cf, book, 3, 3)).toEqual(['...', '#.#', '#.#']);
  });

  it('rules apply in order: the first rule that sets a property wins it, later rules fill the others', () => {
    const b = base([[5], [50]]);
    const book = withRules(b, [
      rule(b, 'later', 2, 'A1:A2', { type: 'not_blank' }, { backgroundColor: '#00ff00', bold: true, textColor: '#111111' }),
      rule(b, 'first', 1, 'A1:A2', { type: 'number_greater', input1: '10' }, { backgroundColor: '#ff0000', italic: true }),
    ]);
    const { cf } = evaluate(book);
    const sheetId = book.sheetIds[0];
    expect(cf.styleAt(sheetId, 0, 0)).toEqual({ backgroundColor: '#00ff00', bold: true, textColor: '#111111' });
    expect(cf.styleAt(sheetId, 1, 0)).toEqual({ backgroundColor: '#ff0000', italic: true, bold: true, textColor: '#111111' });
    expect(cf.flagsAt(sheetId, 0, 0)).toEqual([['first', false], ['later', true]]);
    expect(cf.styleAt(sheetId, 5, 5)).toBeUndefined();
  });

  it('an edit re-evaluates only the rule cells that read the changed cell, and says which looks changed', () => {
    const rows = 100;
    const b = base(Array.from({ length: rows }, (_, r) => [r, r % 7]));
    const book = withRules(b, [
      rule(b, 'own', 0, `A1:A${rows}`, { type: 'number_greater', input1: '100' }),
      rule(b, 'next', 1, `B1:B${rows}`, { type: 'formula', input1: '=A1>B1*50' }),
    ]);
    const { engine, cf } = evaluate(book);
    const before = engine.evaluations;
    const { looks } = edit(engine, cf, book, 3, 0, 1000);
    // A4 now holds 'own'; B4 now holds 'next' (1000 > 3*50). Nothing else was looked at again.
    expect(looks).toEqual([{ sheetId: book.sheetIds[0], row: 3, col: 0 }, { sheetId: book.sheetIds[0], row: 3, col: 1 }]);
    expect(engine.evaluations).toBe(before);
  });

  it('a formula cell whose value changes through the engine re-evaluates the rules reading it', () => {
    const b = base([[1, '=A1*2'], [null, null]]);
    const book = withRules(b, [rule(b, 'r', 0, 'B1', { type: 'number_greater', input1: '10' }), rule(b, 'abs', 1, 'A2', { type: 'formula', input1: '=$B$1=20' })]);
    const { engine, cf } = evaluate(book);
    const { next, looks } = edit(engine, cf, book, 0, 0, 10);
    expect(looks).toHaveLength(2);
    expect(painted(cf, next, 2, 2)).toEqual(['.#', '#.']);
  });

  it('changing a rule re-evaluates that rule only and repaints its old and new cells', () => {
    const b = base([[1], [2], [3]]);
    const book = withRules(b, [rule(b, 'r', 0, 'A1:A3', { type: 'number_greater', input1: '2' })]);
    const { engine, cf } = evaluate(book);
    let patches: import('immer').Patch[] = [];
    const next = produce(book, (draft) => {
      draft.conditionalFormatsById.r = rule(b, 'r', 0, 'A1:A3', { type: 'number_less', input1: '2' });
    }, (p) => { patches = p; });
    const looks = cf.applyDocumentChange(next, patches, engine.applyDocumentChange(next, patches));
    expect(looks.map((l) => l.row).sort()).toEqual([0, 2]);
    expect(painted(cf, next, 3, 1)).toEqual(['#', '.', '.']);
  });

  it('tells the evaluation log when a cell flips, not on the first evaluation', () => {
    const b = base([[1]]);
    const book = withRules(b, [rule(b, 'r', 0, 'A1', { type: 'number_greater', input1: '5' })]);
    const { engine, cf } = evaluate(book);
    const flips: string[] = [];
    const log: ConditionalFormatLog = { conditionalFormat: (sheet, row, col, id, satisfied) => flips.push(`${sheet.name}!${row},${col} ${id} ${satisfied}`) };
    cf.log = log;
    edit(engine, cf, book, 0, 0, 9);
    expect(flips).toEqual(['Sheet1!0,0 r true']);
  });

  it('records flips in the engine\'s evaluation log when one is attached (Include conditional changes)', () => {
    const b = base([[1]]);
    const book = withRules(b, [rule(b, 'r', 0, 'A1', { type: 'number_greater', input1: '5' })]);
    const { engine, cf } = evaluate(book);
    const log = new EvaluationLog().attach(engine);
    const { next } = edit(engine, cf, book, 0, 0, 3);
    edit(engine, cf, next, 0, 0, 9);
    const conditional = log.entries.filter((e) => e.kind === 'conditional');
    expect(conditional).toMatchObject([{ kind: 'conditional', cell: 'A1', function: 'conditional format r', from: 'false', to: 'true' }]);
  });
});
