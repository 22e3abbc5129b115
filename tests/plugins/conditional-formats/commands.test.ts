import { describe, expect, it } from 'vitest';
import { readRules, type ConditionalFormat } from '../../../plugins/conditional-formats/index.js';
import { formatRange } from '../../../plugins/names/ranges.js';
import type { Workbook } from '../../../plugins/workbook/index.js';
import { cfKernel, rule, withRules } from './helpers.js';

const rules = (book: Workbook): ConditionalFormat[] => readRules(book.conditionalFormatsById);
const where = (book: Workbook, r: ConditionalFormat): string[] => r.ranges.map((range) => formatRange(book, range) ?? '#REF!');

describe('conditional format commands', () => {
  it('add, update, reorder and delete are one undo step each', () => {
    const t = cfKernel();
    expect(t.run('conditional-formats.add', { id: 'a', sheetId: t.sheetId, ranges: 'A1:B3', condition: { type: 'number_greater', input1: '5' }, format: { backgroundColor: '#ff0000', nonsense: 1 } })).toEqual({ ok: true });
    expect(t.run('conditional-formats.add', { id: 'b', sheetId: t.sheetId, ranges: 'C1, Sheet1!D2:D4', condition: { type: 'blank' }, format: { bold: true } })).toEqual({ ok: true });
    expect(rules(t.state()).map((r) => [r.id, r.order, where(t.state(), r).join(' ')])).toEqual([['a', 0, 'Sheet1!A1:B3'], ['b', 1, 'Sheet1!C1 Sheet1!D2:D4']]);
    expect(rules(t.state())[0].format).toEqual({ backgroundColor: '#ff0000' });
    t.run('conditional-formats.update', { id: 'a', sheetId: t.sheetId, condition: { type: 'formula', input1: '=A1>2' } });
    t.run('conditional-formats.reorder', { ids: ['b', 'a'] });
    expect(rules(t.state()).map((r) => r.id)).toEqual(['b', 'a']);
    t.run('conditional-formats.delete', { id: 'b' });
    expect(rules(t.state()).map((r) => r.id)).toEqual(['a']);
    t.kernel.undo.undo();
    expect(rules(t.state()).map((r) => r.id)).toEqual(['b', 'a']);
    t.kernel.undo.undo();
    expect(rules(t.state()).map((r) => r.id)).toEqual(['a', 'b']);
    t.kernel.undo.undo();
    expect(rules(t.state())[0].condition).toEqual({ type: 'number_greater', input1: '5' });
  });

  it('bad input is refused with a clear message and changes nothing', () => {
    const t = cfKernel();
    const before = t.state();
    expect(t.run('conditional-formats.add', { sheetId: t.sheetId, ranges: '', condition: { type: 'blank' }, format: {} })).toMatchObject({ ok: false, error: "Range can't be blank" });
    expect(t.run('conditional-formats.add', { sheetId: t.sheetId, ranges: 'A1:??', condition: { type: 'blank' }, format: {} })).toMatchObject({ ok: false, error: 'Range not valid' });
    expect(t.run('conditional-formats.add', { sheetId: t.sheetId, ranges: 'Nope!A1', condition: { type: 'blank' }, format: {} })).toMatchObject({ ok: false, error: "Sheet 'Nope' doesn't exist" });
    expect(t.run('conditional-formats.add', { sheetId: t.sheetId, ranges: 'A1', condition: { type: 'glitter' }, format: {} })).toMatchObject({ ok: false, error: "Unknown condition type 'glitter'" });
    expect(t.run('conditional-formats.update', { id: 'nope', sheetId: t.sheetId, format: {} })).toMatchObject({ ok: false });
    expect(t.run('conditional-formats.reorder', { ids: ['x'] })).toMatchObject({ ok: false });
    expect(t.state()).toBe(before);
  });
});

describe('conditional formats through structural changes', () => {
  const prepared = (book: Workbook) =>
    withRules(book, [
      rule(book, 'col', 0, 'B2:B5', { type: 'formula', input1: '=B2>$A$1' }),
      rule(book, 'row3', 1, 'A3:C3', { type: 'blank' }),
      rule(book, 'two', 2, 'D1:D2, F1:F2', { type: 'number_greater', input1: '=$A$1' }),
    ]);

  it('inserting rows moves ranges and the references of their formulas, in one undo step', () => {
    const t = cfKernel(prepared);
    t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 0, side: 'above', count: 2 });
    const [col, row3, two] = rules(t.state());
    expect(where(t.state(), col)).toEqual(['Sheet1!B4:B7']);
    expect(col.condition.input1).toBe('=B4>$A$3');
    expect(where(t.state(), row3)).toEqual(['Sheet1!A5:C5']);
    expect(two.condition.input1).toBe('=$A$3');
    t.kernel.undo.undo();
    expect(rules(t.state())[0].condition.input1).toBe('=B2>$A$1');
    expect(where(t.state(), rules(t.state())[0])).toEqual(['Sheet1!B2:B5']);
  });

  it('deleting a rule\'s only cells drops the rule; deleting one of two ranges keeps the other', () => {
    const t = cfKernel(prepared);
    t.run('workbook.delete-rows', { sheetId: t.sheetId, start: 2, count: 1 });
    expect(rules(t.state()).map((r) => r.id)).toEqual(['col', 'two']);
    expect(where(t.state(), rules(t.state())[0])).toEqual(['Sheet1!B2:B4']);
    t.run('workbook.delete-columns', { sheetId: t.sheetId, start: 3, count: 1 });
    expect(where(t.state(), rules(t.state())[1])).toEqual(['Sheet1!E1:E2']);
    t.kernel.undo.undo();
    t.kernel.undo.undo();
    expect(rules(t.state()).map((r) => r.id)).toEqual(['col', 'row3', 'two']);
  });

  it('deleting the sheet deletes its rules', () => {
    const t = cfKernel(prepared);
    t.run('workbook.add-sheet', {});
    expect(t.run('workbook.delete-sheet', { sheetId: t.sheetId })).toEqual({ ok: true });
    expect(rules(t.state())).toEqual([]);
  });
});
