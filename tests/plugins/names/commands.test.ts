import { describe, expect, it } from 'vitest';
import { formatRange } from '../../../plugins/names/index.js';
import { getCell } from '../../../plugins/workbook/cell-store.js';
import { cellIdAt, namesKernel, twoSheetBook, withFormula } from './helpers.js';

describe('names commands', () => {
  it('adds a named range with the first free default name', () => {
    const kernel = namesKernel();
    expect(kernel.execute('names.add', { id: 'r1', range: 'Sheet1!A1:B3' })).toEqual({ ok: true });
    expect(kernel.execute('names.add', { id: 'r2', range: 'Sheet1!C1' })).toEqual({ ok: true });
    const ranges = kernel.store.state.namedRangesById;
    expect(ranges.r1.name).toBe('NamedRange1');
    expect(ranges.r2.name).toBe('NamedRange2');
    expect(ranges.r2.toCellId).toBeUndefined();
    expect(formatRange(kernel.store.state, ranges.r1)).toBe('Sheet1!A1:B3');
  });

  it('cleans the name and refuses invalid ones with the spec message, changing nothing', () => {
    const kernel = namesKernel();
    kernel.execute('names.add', { id: 'r1', name: 'Tax rate', range: 'Sheet1!A1' });
    expect(kernel.store.state.namedRangesById.r1.name).toBe('Taxrate');
    const before = kernel.store.state;
    expect(kernel.execute('names.add', { name: 'TAXRATE', range: 'Sheet1!A2' })).toMatchObject({ ok: false, error: "Name 'TAXRATE' is already in use" });
    expect(kernel.execute('names.add', { name: 'B2', range: 'Sheet1!A2' })).toMatchObject({ ok: false, error: "Name can't be in cell notation (like A1)" });
    expect(kernel.execute('names.add', { name: 'Ok', range: 'A2' })).toMatchObject({ ok: false, error: 'Range must specify sheet' });
    expect(kernel.store.state).toBe(before);
  });

  it('keeps output settings and column keys only for multi-column ranges', () => {
    const kernel = namesKernel();
    const book = kernel.store.state;
    const [colA, colB] = book.sheetsById[book.sheetIds[0]].columnIds;
    kernel.execute('names.add', { id: 'r1', name: 'Items', range: 'Sheet1!A1:B5', output: true, outputName: 'invoice.items', columnOutputs: { [colA]: 'name', [colB]: 'qty ' } });
    kernel.execute('names.add', { id: 'r2', name: 'Names', range: 'Sheet1!A1:A5', output: true, columnOutputs: { [colA]: 'name' } });
    const ranges = kernel.store.state.namedRangesById;
    expect(ranges.r1).toMatchObject({ output: true, outputName: 'invoice.items', columnOutputs: { [colA]: 'name', [colB]: 'qty' } });
    expect(ranges.r2.columnOutputs).toBeUndefined();
    expect(kernel.execute('names.add', { name: 'Other', range: 'Sheet1!C1', output: true, outputName: 'invoice' })).toMatchObject({ ok: false, error: "Output name 'invoice' is already in use" });
  });

  it('updates fields, renames uses in formulas, and undoes as one step', () => {
    let book = twoSheetBook();
    book = withFormula(book, 0, 5, 0, '=Rate*2+rate2+"Rate"');
    const kernel = namesKernel(book);
    kernel.execute('names.add', { id: 'r1', name: 'Rate', range: 'Sheet1!A1' });
    expect(kernel.execute('names.update', { id: 'r1', name: 'TaxRate', range: "'Data Sheet'!B2" })).toEqual({ ok: true });
    const state = kernel.store.state;
    expect(state.namedRangesById.r1).toMatchObject({ name: 'TaxRate', sheetId: state.sheetIds[1], fromCellId: cellIdAt(state, 1, 1, 1) });
    const sheet = state.sheetsById[state.sheetIds[0]];
    expect(getCell(sheet, sheet.rowIds[5], sheet.columnIds[0])?.formula).toBe('=TaxRate*2+rate2+"Rate"');
    kernel.undo.undo();
    expect(kernel.store.state.namedRangesById.r1.name).toBe('Rate');
  });

  it('renames the calls of a LAMBDA it holds, not those of a function or a LET name, and leaves them when it is deleted', () => {
    const formula = '=AddTax(2)+SUM(addtax(1),1)+LET(AddTax,LAMBDA(x,x),AddTax(3))+RATE(1,2,3)';
    const kernel = namesKernel(withFormula(withFormula(twoSheetBook(), 0, 0, 0, '=LAMBDA(x,x*1.2)'), 0, 5, 0, formula));
    kernel.execute('names.add', { id: 'r1', name: 'AddTax', range: 'Sheet1!A1' });
    kernel.execute('names.add', { id: 'r2', name: 'Rate', range: 'Sheet1!A2' });
    const text = () => {
      const sheet = kernel.store.state.sheetsById[kernel.store.state.sheetIds[0]];
      return getCell(sheet, sheet.rowIds[5], sheet.columnIds[0])?.formula;
    };
    expect(kernel.execute('names.update', { id: 'r1', name: 'WithTax' })).toEqual({ ok: true });
    expect(text()).toBe('=WithTax(2)+SUM(WithTax(1),1)+LET(AddTax,LAMBDA(x,x),AddTax(3))+RATE(1,2,3)');
    expect(kernel.execute('names.update', { id: 'r2', name: 'Rates' })).toEqual({ ok: true });
    expect(text()).toBe('=WithTax(2)+SUM(WithTax(1),1)+LET(AddTax,LAMBDA(x,x),AddTax(3))+RATE(1,2,3)');
    expect(kernel.execute('names.delete', { id: 'r1' })).toEqual({ ok: true });
    expect(text()).toBe('=WithTax(2)+SUM(WithTax(1),1)+LET(AddTax,LAMBDA(x,x),AddTax(3))+RATE(1,2,3)');
  });

  it('deletes a named range and turns its uses into #REF!', () => {
    const kernel = namesKernel(withFormula(twoSheetBook(), 0, 5, 0, '=SUM(Items)'));
    kernel.execute('names.add', { id: 'r1', name: 'Items', range: 'Sheet1!A1:A3' });
    expect(kernel.execute('names.delete', { id: 'r1' })).toEqual({ ok: true });
    const state = kernel.store.state;
    expect(state.namedRangesById.r1).toBeUndefined();
    const sheet = state.sheetsById[state.sheetIds[0]];
    expect(getCell(sheet, sheet.rowIds[5], sheet.columnIds[0])?.formula).toBe('=SUM(#REF!)');
  });
});

describe('names.update on an invalid named range', () => {
  it('renames it and keeps it invalid until it gets a new range', () => {
    const kernel = namesKernel();
    kernel.execute('names.add', { id: 'r1', name: 'Lost', range: "'Data Sheet'!A1:B2", output: true });
    const state = kernel.store.state;
    kernel.store.set({ ...state, namedRangesById: { r1: { ...state.namedRangesById.r1, invalid: true } } });
    expect(kernel.execute('names.update', { id: 'r1', name: 'StillLost' })).toEqual({ ok: true });
    expect(kernel.store.state.namedRangesById.r1).toMatchObject({ name: 'StillLost', invalid: true, output: true });
    expect(kernel.execute('names.update', { id: 'r1', range: 'Sheet1!C3' })).toEqual({ ok: true });
    expect(kernel.store.state.namedRangesById.r1.invalid).toBeUndefined();
    expect(formatRange(kernel.store.state, kernel.store.state.namedRangesById.r1)).toBe('Sheet1!C3');
  });
});
