import type { Draft } from 'immer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putCell } from '../../plugins/workbook/cell-store.js';
import { newWorkbook } from '../../plugins/workbook/create.js';
import { writeTemplateFile } from '../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import type { Sheet } from '../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';
import { type Harness, startHarness } from './harness.js';

/** A template whose A1 doubles INPUT("n") through the user function DOUBLE; B1:B{spins} call SPIN, which loops. */
function template(spins: number): object {
  const base = newWorkbook(new SequentialIdGenerator(), 'User functions');
  const sheet = base.sheetsById[base.sheetIds[0]] as Draft<Sheet>;
  putCell(sheet, sheet.rowIds[0], sheet.columnIds[0], { formula: '=DOUBLE(INPUT("n"))' });
  for (let row = 0; row < spins; row++) putCell(sheet, sheet.rowIds[row], sheet.columnIds[1], { formula: '=SPIN()' });
  const workbook: Workbook = {
    ...base,
    userFunctions: [
      { name: 'DOUBLE', text: 'function DOUBLE(x) { return x * 2; }' },
      { name: 'SPIN', text: 'function SPIN() { while (true) {} }' },
    ],
  };
  return writeTemplateFile(workbook);
}

describe('user functions on the server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  /** Imports the template, publishes it (shadows open published versions only) and opens a shadow of it for n = 21. */
  async function shadowOf(spins: number): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([JSON.stringify(template(spins))], { type: 'application/json' }), 'user-functions.json');
    const { grid } = (await h.admin.request('POST', '/api/import', { form })).body;
    const gridId = grid.id;
    await h.admin.put(`/api/grids/${gridId}/versions/${grid.gridVersion.id}/publish`);
    return (await h.admin.post(`/api/grids/${gridId}/shadows`, { shadow: { name: 'n = 21', input: { n: 21 } } })).body.shadow.token;
  }

  it('evaluates them in a shadow; a looping one is stopped with #ERROR!', async () => {
    const reply = await h.admin.get(`/api/shadows/${await shadowOf(1)}`);
    expect(reply.status).toBe(200);
    expect(reply.body.values.Sheet1).toEqual({ A1: 42, B1: '#ERROR!' });
  });

  it('evaluates them in a cast of the shadow', async () => {
    const reply = await h.admin.get(`/api/shadows/${await shadowOf(0)}/cast`);
    expect(reply.status).toBe(200);
    const values = Object.values(reply.body.cellsById as Record<string, { value: unknown }>).map((cell) => cell.value);
    expect(values).toContain(42);
  });

  it('a looping one in many cells costs the evaluation its budget, not 500 ms per cell', async () => {
    const token = await shadowOf(20);
    const started = Date.now();
    const reply = await h.admin.get(`/api/shadows/${token}`);
    expect(reply.status).toBe(200);
    expect(reply.body.values.Sheet1.B20).toBe('#ERROR!');
    // Twenty loops at 500 ms each would hold the request for ten seconds; the budget is two.
    expect(Date.now() - started).toBeLessThan(6000);
  });
});
