import { describe, expect, it } from 'vitest';
import { createKernel } from '../../../kernel/runtime.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { userFunctionsPlugin } from '../../../plugins/user-functions/index.js';
import { newWorkbook } from '../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { workbookPlugin } from '../../../plugins/workbook/index.js';
import type { Workbook } from '../../../plugins/workbook/model/workbook.js';

function kernel() {
  return createKernel<Workbook, unknown>({ plugins: [workbookPlugin, formulasPlugin, userFunctionsPlugin] as never, document: newWorkbook(new SequentialIdGenerator()), view: {} });
}

describe('user function commands', () => {
  it('adds, renames, edits and deletes a function, each one undo step', () => {
    const k = kernel();
    expect(k.execute('user-functions.add', { name: '  Double ', text: 'function Double(x) { return 2 * x; }' })).toEqual({ ok: true });
    expect(k.store.state.userFunctions).toEqual([{ name: 'Double', text: 'function Double(x) { return 2 * x; }' }]);
    expect(k.execute('user-functions.update', { name: 'Double', newName: 'Twice', text: 'function Twice(x) { return x + x; }' })).toEqual({ ok: true });
    expect(k.store.state.userFunctions).toEqual([{ name: 'Twice', text: 'function Twice(x) { return x + x; }' }]);
    expect(k.execute('user-functions.delete', { name: 'Twice' })).toEqual({ ok: true });
    expect(k.store.state.userFunctions).toEqual([]);
    k.undo.undo();
    k.undo.undo();
    expect(k.store.state.userFunctions[0].name).toBe('Double');
  });

  it.each([
    ['', "Names can't be blank"],
    ['   ', "Names can't be blank"],
    ['x'.repeat(251), "Names can't exceed 250 characters"],
    ['my-func', 'Names can only contain letters, digits and underscores'],
    ['trueValue', 'Names can\'t begin with "true" or "false"'],
    ['FALSEY', 'Names can\'t begin with "true" or "false"'],
    ['2x', "Names can't begin with a number"],
    ['sum', 'Function name already in use'],
    ['VLOOKUP', 'Function name already in use'],
    ['existing', 'Function name already in use'],
  ])('refuses the name %j with "%s"', (name, message) => {
    const k = kernel();
    k.execute('user-functions.add', { name: 'Existing', text: '' });
    const before = k.store.state;
    expect(k.execute('user-functions.add', { name, text: '' })).toEqual({ ok: false, error: message, title: 'Problem encountered' });
    expect(k.store.state).toBe(before);
  });

  it('lets a function keep its own name when only its text changes', () => {
    const k = kernel();
    k.execute('user-functions.add', { name: 'F', text: 'a' });
    expect(k.execute('user-functions.update', { name: 'F', newName: 'f', text: 'b' })).toEqual({ ok: true });
  });
});
