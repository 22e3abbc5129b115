import { produce } from 'immer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putCell } from '../../plugins/workbook/cell-store.js';
import { newWorkbook } from '../../plugins/workbook/create.js';
import { writeTemplateFile } from '../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import { type Harness, startHarness } from './harness.js';

/** A template whose B2 (=A2*2) and C2 are locked ("Totals"); A2 is the end user's to fill. */
function lockedTemplate(): object {
  const base = newWorkbook(new SequentialIdGenerator(), 'Locked');
  const workbook = produce(base, (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    putCell(sheet, sheet.rowIds[1], sheet.columnIds[0], { value: 3 });
    putCell(sheet, sheet.rowIds[1], sheet.columnIds[1], { formula: '=A2*2' });
    putCell(sheet, sheet.rowIds[1], sheet.columnIds[2], { value: 'Total' });
    sheet.locks = [{ id: 'lock1', name: 'Totals', range: { sheetId: sheet.id, fromCellId: `${sheet.columnIds[1]}&${sheet.rowIds[1]}`, toCellId: `${sheet.columnIds[2]}&${sheet.rowIds[1]}` } }];
  });
  return writeTemplateFile(workbook);
}

type Sheets = Record<string, { cellsById: Record<string, Record<string, unknown>>; locks: unknown[] }>;

describe('locks on the server: PUT /api/shadows/{token}', () => {
  let h: Harness;
  let token: string;
  let sheetId: string;
  let sheets: Sheets;
  let sheetIds: string[];
  let ids: { a2: string; b2: string; c2: string };

  beforeAll(async () => {
    h = await startHarness();
    const form = new FormData();
    form.append('file', new Blob([JSON.stringify(lockedTemplate())], { type: 'application/json' }), 'locked.json');
    const { grid } = (await h.admin.request('POST', '/api/import', { form })).body;
    await h.admin.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}/publish`);
    token = (await h.admin.post(`/api/grids/${grid.id}/shadows`, { shadow: { name: 'End user' } })).body.shadow.token;
    const read = (await h.admin.get(`/api/shadows/${token}`)).body;
    sheetIds = read.sheetIds;
    sheetId = sheetIds[0];
    sheets = read.sheetsById;
    const [a2, b2, c2] = Object.keys(sheets[sheetId].cellsById).sort();
    ids = { a2, b2, c2 };
  });
  afterAll(() => h.close());

  /** A save of the shadow's sheets with these cells replaced, or with these sheet fields replaced. */
  const save = (cells: Record<string, Record<string, unknown>>, sheet: Record<string, unknown> = {}) => h.admin.put(`/api/shadows/${token}`, {
    shadow: { sheetIds, sheetsById: { ...sheets, [sheetId]: { ...sheets[sheetId], ...sheet, cellsById: { ...sheets[sheetId].cellsById, ...cells } } } },
  }, { gzip: true });
  const stored = async () => (await h.admin.get(`/api/shadows/${token}`)).body;

  it('refuses a changed locked cell with 403 naming it, and stores nothing', async () => {
    const reply = await save({ [ids.b2]: { formula: '=A2*1000' } });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe('You are trying to edit a locked cell or range. Sheet1!B2 is locked (Totals).');
    expect((await save({ [ids.c2]: { value: 'Hacked' } })).body.error).toMatch(/Sheet1!C2 is locked/);
    const after = await stored();
    expect(after.shadow.revision).toBe(0);
    expect(after.values.Sheet1.B2).toBe(6);
  });

  it('refuses a save without the sheet\'s locks', async () => {
    const reply = await save({}, { locks: [] });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe('Locks cannot be added, edited or removed in shadow mode. Totals on Sheet1 changed.');
  });

  it('accepts what the end user may change, and refuses a locked cell in a save of a few cells of the last one', async () => {
    expect((await save({ [ids.a2]: { value: 5 } })).status).toBe(200);
    expect((await stored()).values.Sheet1.B2).toBe(10);
    // Now the next save differs from the last only inside one cell: the server checks it as text.
    expect((await save({ [ids.a2]: { value: 6 } })).status).toBe(200);
    const sneaky = await save({ [ids.a2]: { value: 6 }, [ids.b2]: { formula: '=A2*1000' } });
    expect(sneaky.status).toBe(403);
    expect(sneaky.body.error).toMatch(/Sheet1!B2 is locked/);
    expect((await stored()).values.Sheet1.B2).toBe(12);
  });
});
