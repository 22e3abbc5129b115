import { describe, expect, it } from 'vitest';
import { formulaAdjuster } from '../../../plugins/formulas/adjust/index.js';
import { namesAdjuster, resolveNamedRange } from '../../../plugins/names/index.js';
import { getCell } from '../../../plugins/workbook/cell-store.js';
import type { NamedRange, Workbook } from '../../../plugins/workbook/model/index.js';
import { produce, type Draft } from 'immer';
import { namesKernel, twoSheetBook, withFormula } from './helpers.js';

describe('named formulas in the names plugin', () => {
  it("adds a named formula (typed with or without '='), which readers of ranges see as no range", () => {
    const kernel = namesKernel();
    expect(kernel.execute('names.add', { id: 'f1', name: 'Rate', formula: '=0.2' })).toEqual({ ok: true });
    expect(kernel.execute('names.add', { id: 'f2', name: 'Double', formula: 'LAMBDA(x, x*2)', output: true })).toEqual({ ok: true });
    const state = kernel.store.state;
    expect(state.namedRangesById.f1).toMatchObject({ name: 'Rate', formula: '0.2', sheetId: state.sheetIds[0] });
    expect(state.namedRangesById.f2.formula).toBe('LAMBDA(x, x*2)');
    // A named formula has no output (outputs are read from ranges).
    expect(state.namedRangesById.f2.output).toBeUndefined();
    expect(resolveNamedRange(state, state.namedRangesById.f1)).toBeUndefined();
  });

  it("refuses a blank or unreadable formula with the form's message, changing nothing", () => {
    const kernel = namesKernel();
    const before = kernel.store.state;
    expect(kernel.execute('names.add', { name: 'Rate', formula: ' = ' })).toMatchObject({ ok: false, error: "Formula can't be blank" });
    expect(kernel.execute('names.add', { name: 'Rate', formula: 'SUM(1,' })).toMatchObject({ ok: false, error: 'Formula not valid' });
    expect(kernel.store.state).toBe(before);
  });

  it('edits the formula, turns a range into a formula and back', () => {
    const kernel = namesKernel();
    kernel.execute('names.add', { id: 'n1', name: 'Rate', range: 'Sheet1!A1' });
    kernel.execute('names.update', { id: 'n1', formula: '0.25' });
    expect(kernel.store.state.namedRangesById.n1).toMatchObject({ formula: '0.25' });
    kernel.execute('names.update', { id: 'n1', formula: '0.3' });
    expect(kernel.store.state.namedRangesById.n1.formula).toBe('0.3');
    kernel.execute('names.update', { id: 'n1', name: 'TaxRate' });
    expect(kernel.store.state.namedRangesById.n1).toMatchObject({ name: 'TaxRate', formula: '0.3' });
    kernel.execute('names.update', { id: 'n1', range: 'Sheet1!B2' });
    expect(kernel.store.state.namedRangesById.n1.formula).toBeUndefined();
  });

  it('a renamed or deleted name is followed in named formulas too (a recursive LAMBDA its own calls)', () => {
    const kernel = namesKernel(withFormula(twoSheetBook(), 0, 0, 0, '=Fac(3)+Year'));
    kernel.execute('names.add', { id: 'y', name: 'Year', range: 'Sheet1!B1' });
    kernel.execute('names.add', { id: 'm', name: 'MonthName', formula: 'LAMBDA(x,TEXT(DATE(Year,x,1),"mmmm"))' });
    kernel.execute('names.add', { id: 'f', name: 'Fac', formula: 'LAMBDA(n,IF(n<2,1,n*Fac(n-1)))' });
    kernel.execute('names.update', { id: 'y', name: 'CalYear' });
    kernel.execute('names.update', { id: 'f', name: 'Factorial' });
    const state = kernel.store.state;
    expect(state.namedRangesById.m.formula).toBe('LAMBDA(x,TEXT(DATE(CalYear,x,1),"mmmm"))');
    expect(state.namedRangesById.f.formula).toBe('LAMBDA(n,IF(n<2,1,n*Factorial(n-1)))');
    const sheet = state.sheetsById[state.sheetIds[0]];
    expect(getCell(sheet, sheet.rowIds[0], sheet.columnIds[0])?.formula).toBe('=Factorial(3)+CalYear');
    kernel.execute('names.delete', { id: 'y' });
    expect(kernel.store.state.namedRangesById.m.formula).toBe('LAMBDA(x,TEXT(DATE(#REF!,x,1),"mmmm"))');
  });
});

describe('named formulas through structural changes', () => {
  function withName(book: Workbook, named: NamedRange): Workbook {
    return produce(book, (draft) => {
      draft.namedRangesById[named.id] = named as Draft<NamedRange>;
    });
  }
  const adjust = (book: Workbook, change: Parameters<typeof namesAdjuster>[1]) => produce(book, (draft) => namesAdjuster(draft, change, book));

  it("rewrite their references as cell formulas' are: rows inserted, a sheet renamed or deleted", () => {
    const base = twoSheetBook();
    const [sheet1, data] = base.sheetIds;
    const book = withName(base, { id: 'f', name: 'Total', sheetId: data, fromCellId: 'x&y', formula: "SUM('Data Sheet'!$B$2:$B$9)+Sheet1!A1+C3" });
    expect(adjust(book, { kind: 'insert-rows', sheetId: data, at: 0, count: 2 }).namedRangesById.f.formula).toBe("SUM('Data Sheet'!$B$4:$B$11)+Sheet1!A1+C3");
    // A reference without a sheet reads the using cell's sheet: no sheet's change moves it.
    expect(adjust(book, { kind: 'insert-rows', sheetId: sheet1, at: 0, count: 1 }).namedRangesById.f.formula).toBe("SUM('Data Sheet'!$B$2:$B$9)+Sheet1!A2+C3");
    expect(adjust(book, { kind: 'rename-sheet', sheetId: data, from: 'Data Sheet', to: 'Inputs' }).namedRangesById.f.formula).toBe('SUM(Inputs!$B$2:$B$9)+Sheet1!A1+C3');
    const deleted = adjust(book, { kind: 'delete-sheet', sheetId: data, name: 'Data Sheet' }).namedRangesById.f;
    expect(deleted.formula).toBe('SUM(#REF!)+Sheet1!A1+C3');
    // Its home sheet gone, it lives on the first sheet left; it is never made invalid.
    expect(deleted).toMatchObject({ sheetId: sheet1 });
    expect(deleted.invalid).toBeUndefined();
  });
});

describe('3D references through sheet changes (the formulas adjuster, as Excel adjusts them)', () => {
  function book(): Workbook {
    const base = twoSheetBook();
    const first = base.sheetsById[base.sheetIds[0]];
    const made = produce(base, (draft) => {
      for (const name of ['Jan', 'Feb', 'Mar']) {
        const id = `s${name}`;
        draft.sheetsById[id] = { ...first, id, name } as Draft<typeof first>;
        draft.sheetIds.push(id);
      }
    });
    return withFormula(made, 0, 0, 0, "=SUM(Jan:Mar!B2)+COUNTA('Jan:Feb'!A:A)");
  }
  const text = (workbook: Workbook) => getCell(workbook.sheetsById[workbook.sheetIds[0]], workbook.sheetsById[workbook.sheetIds[0]].rowIds[0], workbook.sheetsById[workbook.sheetIds[0]].columnIds[0])?.formula;
  const adjust = (workbook: Workbook, change: Parameters<typeof formulaAdjuster>[1]) => produce(workbook, (draft) => formulaAdjuster(draft, change, workbook));

  it('a renamed end is written with its new name', () => {
    expect(text(adjust(book(), { kind: 'rename-sheet', sheetId: 'sJan', from: 'Jan', to: 'January 24' }))).toBe("=SUM('January 24:Mar'!B2)+COUNTA('January 24:Feb'!A:A)");
  });

  it('a deleted end gives way to the next sheet inward; a deleted middle sheet changes no text; a span left empty is #REF!', () => {
    expect(text(adjust(book(), { kind: 'delete-sheet', sheetId: 'sMar', name: 'Mar' }))).toBe("=SUM(Jan:Feb!B2)+COUNTA('Jan:Feb'!A:A)");
    expect(text(adjust(book(), { kind: 'delete-sheet', sheetId: 'sFeb', name: 'Feb' }))).toBe('=SUM(Jan:Mar!B2)+COUNTA(Jan:Jan!A:A)');
    const once = adjust(book(), { kind: 'delete-sheet', sheetId: 'sJan', name: 'Jan' });
    const gone = produce(once, (draft) => {
      draft.sheetIds.splice(draft.sheetIds.indexOf('sJan'), 1);
      delete draft.sheetsById.sJan;
    });
    expect(text(adjust(gone, { kind: 'delete-sheet', sheetId: 'sFeb', name: 'Feb' }))).toBe('=SUM(Mar:Mar!B2)+COUNTA(#REF!)');
  });

  it("rows inserted in one sheet of the span leave it as written (it names the same cells of every sheet)", () => {
    expect(text(adjust(book(), { kind: 'insert-rows', sheetId: 'sFeb', at: 0, count: 3 }))).toBe("=SUM(Jan:Mar!B2)+COUNTA('Jan:Feb'!A:A)");
  });
});
