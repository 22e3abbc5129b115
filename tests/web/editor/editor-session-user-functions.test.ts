import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FormulaError } from '../../../plugins/formulas/values.js';
import { newWorkbook } from '../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { EditorSession } from '../../../web/editor/editor-session.js';

function open() {
  const session = new EditorSession(newWorkbook(new SequentialIdGenerator()));
  const sheetId = session.workbook.sheetIds[0];
  const set = (row: number, text: string) => session.kernel.execute('workbook.set-cell', { sheetId, row, col: 0, text });
  const value = (row: number) => session.engine.getValue(sheetId, row, 0);
  /** Runs a user-functions command and waits until the engine computes with the new scripts. */
  const change = async (id: string, params: unknown) => {
    const after = session.revision$.value + 1;
    const ran = session.kernel.execute(id, params);
    expect(ran.ok).toBe(true);
    await firstValueFrom(session.revision$.pipe(filter((revision) => revision > after)));
  };
  return { session, set, value, change };
}

function codeOf(value: unknown): string | undefined {
  return value instanceof FormulaError ? value.code : undefined;
}

describe('the editor session and the template\'s user functions', () => {
  it('computes with a function once it is added, again when its script changes, and not after it is deleted', async () => {
    const { session, set, value, change } = open();
    set(0, '=TRIPLE(2)');
    expect(codeOf(value(0))).toBe('#NAME?');
    await change('user-functions.add', { name: 'TRIPLE', text: 'function TRIPLE(x) { return x * 3; }' });
    expect(value(0)).toBe(6);
    await change('user-functions.update', { name: 'TRIPLE', text: 'function TRIPLE(x) { return x * 30; }' });
    expect(value(0)).toBe(60);
    await change('user-functions.update', { name: 'TRIPLE', newName: 'TIMES3' });
    expect(codeOf(value(0))).toBe('#NAME?');
    set(1, '=TIMES3(1)');
    // The script still defines TRIPLE, so TIMES3 is a missing user function until it is rewritten.
    expect(codeOf(value(1))).toBe('#VALUE!');
    await change('user-functions.update', { name: 'TIMES3', text: 'function TIMES3(x) { return x * 3; }' });
    expect(value(1)).toBe(3);
    await change('user-functions.delete', { name: 'TIMES3' });
    expect(codeOf(value(1))).toBe('#NAME?');
    session.dispose();
  });

  it('gives the calls of one change a shared allowance: cells past it are #ERROR! at once, and the next change has its own', async () => {
    const { session, set, value, change } = open();
    for (let row = 0; row < 6; row++) set(row, `=SPIN(${row})`);
    // Adding the function computes the six cells in one pass: the allowance of 2 s stops about four at
    // 500 ms each, the rest at once.
    await change('user-functions.add', { name: 'SPIN', text: 'function SPIN() { while (true) {} }' });
    const causes = Array.from({ length: 6 }, (_, row) => value(row) as FormulaError);
    expect(causes.every((error) => error.code === '#ERROR!')).toBe(true);
    expect(causes.filter((error) => /used up their 2000 ms/.test(error.cause ?? '')).length).toBeGreaterThanOrEqual(2);
    set(10, '=SPIN(10)');
    expect((value(10) as FormulaError).cause).toBe('Stopped after 500 ms.');
    session.dispose();
  }, 20_000);
});
