import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

const LOAN = readFileSync(new URL('../../fixtures/templates/loan-calculator.json', import.meta.url), 'utf8');

describe('GET /api/grids/{id}/versions/{from}/diff/{to}', () => {
  let h: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  let gridId: string;
  let first: string;
  let second: string;

  const importLoan = async () => {
    const form = new FormData();
    form.append('file', new Blob([LOAN]), 'loan-calculator.json');
    const imported = await member.client.request('POST', '/api/import', { form });
    return imported.body.grid as { id: string; gridVersion: { id: string } };
  };

  beforeAll(async () => {
    h = await startHarness();
    member = await h.newMember('Diff member');
    const grid = await importLoan();
    gridId = grid.id;
    first = grid.gridVersion.id;
    // The second version pays one more month: every payment figure of every test shadow moves.
    const content = JSON.parse(LOAN) as { sheetsById: Record<string, { cellsById: Record<string, { formula?: string }> }> };
    const cells = Object.values(content.sheetsById).flatMap((sheet) => Object.values(sheet.cellsById));
    const payment = cells.find((cell) => cell.formula?.includes('PMT('));
    expect(payment).toBeDefined();
    payment!.formula = `=1.01*${payment!.formula!.slice(1)}`;
    const created = await member.client.post(`/api/grids/${gridId}/versions`, { gridVersion: { ...content, name: 'Higher payment' } });
    expect(created.status).toBe(201);
    second = created.body.gridVersion.id;
  });
  afterAll(async () => { await h.close(); });

  it('lists the changed formula cell and, per test shadow, the outputs that change with old and new values', async () => {
    const reply = await member.client.get(`/api/grids/${gridId}/versions/${first}/diff/${second}`);
    expect(reply.status).toBe(200);
    const { from, to, cells, cellsTotal, testShadows } = reply.body;
    expect([from.id, to.id, to.name]).toEqual([first, second, 'Higher payment']);
    expect(cellsTotal).toBeGreaterThanOrEqual(1);
    const changed = cells.find((cell: { after: { formula?: string } | null }) => cell.after?.formula?.startsWith('=1.01*'));
    expect(changed.before.formula).toBe(changed.after.formula.replace('1.01*', ''));
    expect(testShadows.length).toBeGreaterThan(0);
    for (const shadow of testShadows) {
      const payment = shadow.outputs.find((o: { path: string }) => o.path === 'monthlyPayment');
      expect(payment.after).toBeCloseTo(payment.before * 1.01, 6);
    }
  });

  it('is empty from a version to itself', async () => {
    const reply = await member.client.get(`/api/grids/${gridId}/versions/${first}/diff/${first}`);
    expect(reply.body.cells).toEqual([]);
    expect(reply.body.testShadows.every((s: { outputs: unknown[] }) => s.outputs.length === 0)).toBe(true);
  });

  it('is 404 for versions of different templates, unknown versions and other accounts', async () => {
    const other = await importLoan();
    expect((await member.client.get(`/api/grids/${gridId}/versions/${first}/diff/${other.gridVersion.id}`)).status).toBe(404);
    expect((await member.client.get(`/api/grids/${gridId}/versions/${first}/diff/nope`)).status).toBe(404);
    const stranger = await h.newMember('Stranger');
    expect((await stranger.client.get(`/api/grids/${gridId}/versions/${first}/diff/${second}`)).status).toBe(404);
    expect((await h.anon.get(`/api/grids/${gridId}/versions/${first}/diff/${second}`)).status).toBe(401);
  });
});
