import { describe, expect, it } from 'vitest';
import { editForm, formErrors, hasErrors, keyColumns, nameTarget, newForm, newFormulaForm, saveCommand } from '../../../../plugins/names/web/form-state.js';
import { namesKernel, twoSheetBook } from '../helpers.js';

describe('the named-range form', () => {
  it('starts a new range as the first free NamedRangeN over the selection', () => {
    const t = namesKernel();
    expect(newForm(t.store.state, 'Sheet1!A1:B2')).toEqual({ name: 'NamedRange1', range: 'Sheet1!A1:B2', output: false, outputName: '', columnOutputs: {} });
    t.execute('names.add', { range: 'Sheet1!A1' });
    expect(newForm(t.store.state, 'Sheet1!A1').name).toBe('NamedRange2');
  });

  it.each([
    [{ name: '' }, { name: "Name can't be blank" }],
    [{ name: '9lives' }, { name: "Name can't begin with a number" }],
    [{ name: 'AB12' }, { name: "Name can't be in cell notation (like A1)" }],
    [{ name: 'falsehood' }, { name: 'Name can\'t begin with "true" or "false"' }],
    [{ name: 'x'.repeat(251) }, { name: "Name can't exceed 250 characters" }],
    [{ range: '' }, { range: "Range can't be blank" }],
    [{ range: 'A1' }, { range: 'Range must specify sheet' }],
    [{ range: 'Other!A1' }, { range: "Sheet 'Other' doesn't exist" }],
    [{ range: 'Sheet1!A1:ZZZ99999' }, { range: "Range doesn't exist" }],
    [{ output: true, outputName: 'a..b' }, { outputName: "Output name parts can't be blank" }],
    [{ output: true, outputName: 'a.1b' }, { outputName: "Output name parts can't begin with a number" }],
  ])('shows %j as %j and keeps Save disabled', (fields, errors) => {
    const book = twoSheetBook();
    const errorsFound = formErrors(book, { ...newForm(book, 'Sheet1!A1'), ...fields });
    expect(errorsFound).toEqual(errors);
    expect(hasErrors(errorsFound)).toBe(true);
  });

  it('refuses a name or output name already in use, but not the edited range’s own', () => {
    const t = namesKernel();
    t.execute('names.add', { id: 'a', name: 'Price', range: 'Sheet1!A1', output: true, outputName: 'price' });
    const book = t.store.state;
    expect(formErrors(book, { ...newForm(book, 'Sheet1!B1'), name: 'PRICE' })).toEqual({ name: "Name 'PRICE' is already in use" });
    expect(formErrors(book, { ...newForm(book, 'Sheet1!B1'), output: true, outputName: 'price' })).toEqual({ outputName: "Output name 'price' is already in use" });
    expect(formErrors(book, editForm(book, book.namedRangesById.a))).toEqual({});
  });

  it('asks for column keys only for a multi-column range and refuses a repeated key', () => {
    const book = twoSheetBook();
    expect(keyColumns(book, 'Sheet1!A1:A4')).toEqual([]);
    const columns = keyColumns(book, 'Sheet1!A1:C4');
    expect(columns.map((c) => c.letter)).toEqual(['A', 'B', 'C']);
    const form = { ...newForm(book, 'Sheet1!A1:C4'), output: true, columnOutputs: { [columns[0].id]: 'name', [columns[2].id]: 'name' } };
    expect(formErrors(book, form)).toEqual({ columnOutputs: "Column output 'name' is already in use" });
  });

  it('saves a new range with names.add and an edited one with names.update, keys only for the range’s columns', () => {
    const t = namesKernel();
    const book = t.store.state;
    const columns = keyColumns(book, 'Sheet1!A1:B2');
    const form = { ...newForm(book, 'Sheet1!A1:B2'), name: 'People', output: true, columnOutputs: { [columns[0].id]: 'first', stale: 'gone' } };
    const add = saveCommand(book, form);
    expect(add).toEqual({ id: 'names.add', params: { name: 'People', range: 'Sheet1!A1:B2', output: true, outputName: '', columnOutputs: { [columns[0].id]: 'first' } } });
    expect(t.execute(add.id, add.params)).toEqual({ ok: true });
    const saved = Object.values(t.store.state.namedRangesById)[0];
    const edit = saveCommand(t.store.state, { ...editForm(t.store.state, saved), output: false, outputName: 'ignored' });
    expect(edit.id).toBe('names.update');
    expect(edit.params).toMatchObject({ id: saved.id, output: false, outputName: '' });
    expect(t.execute(edit.id, edit.params)).toEqual({ ok: true });
    expect(t.store.state.namedRangesById[saved.id].output).toBeUndefined();
  });

  it('opens an invalid range with an empty range field, so its message shows', () => {
    const t = namesKernel();
    t.execute('names.add', { id: 'a', name: 'Gone', range: "'Data Sheet'!A1" });
    // As the adjuster leaves a range whose sheet was deleted.
    const book = { ...t.store.state, namedRangesById: { a: { ...t.store.state.namedRangesById.a, invalid: true } } };
    const form = editForm(book, book.namedRangesById.a);
    expect(form.range).toBe('');
    expect(formErrors(book, form).range).toBe("Range can't be blank");
  });
});

describe('the named-formula form', () => {
  it('starts with its formula to type, and saves it as names.add with no range nor output', () => {
    const book = twoSheetBook();
    const form = { ...newFormulaForm(book), name: 'Rate', formula: '=0.2' };
    expect(newFormulaForm(book)).toMatchObject({ name: 'NamedRange1', formula: '=' });
    expect(formErrors(book, form)).toEqual({});
    expect(saveCommand(book, form)).toEqual({ id: 'names.add', params: { name: 'Rate', formula: '=0.2' } });
  });

  it("shows a blank or unreadable formula's message", () => {
    const book = twoSheetBook();
    expect(formErrors(book, { ...newFormulaForm(book), formula: '=' })).toEqual({ formula: "Formula can't be blank" });
    expect(formErrors(book, { ...newFormulaForm(book), formula: '=SUM(1,' })).toEqual({ formula: 'Formula not valid' });
  });

  it('edits a named formula as its text, and the list shows it with its formula', () => {
    const t = namesKernel();
    t.execute('names.add', { id: 'f', name: 'Double', formula: 'LAMBDA(x,x*2)' });
    t.execute('names.add', { id: 'r', name: 'Price', range: 'Sheet1!B2' });
    const book = t.store.state;
    const form = editForm(book, book.namedRangesById.f);
    expect(form).toMatchObject({ id: 'f', name: 'Double', formula: '=LAMBDA(x,x*2)' });
    expect(saveCommand(book, { ...form, formula: '=LAMBDA(x,x*3)' })).toEqual({ id: 'names.update', params: { id: 'f', name: 'Double', formula: '=LAMBDA(x,x*3)' } });
    expect(nameTarget(book, book.namedRangesById.f)).toBe('=LAMBDA(x,x*2)');
    expect(nameTarget(book, book.namedRangesById.r)).toBe('Sheet1!B2');
  });
});
