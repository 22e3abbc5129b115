import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

const LOAN = readFileSync(new URL('../../fixtures/templates/loan-calculator.json', import.meta.url), 'utf8');
const loan = JSON.parse(LOAN) as { testShadowsById: Record<string, { input: object; expectedOutputs: Record<string, any> }> };
const [mortgage, car] = Object.values(loan.testShadowsById);

describe('templates as functions: POST /api/grids/{id}/evaluate and GET /api/grids/{id}/openapi.json', () => {
  let h: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  let gridId: string;
  let versionId: string;
  beforeAll(async () => {
    h = await startHarness();
    member = await h.newMember('Functions member');
    const form = new FormData();
    form.append('file', new Blob([LOAN]), 'loan-calculator.json');
    const imported = await member.client.request('POST', '/api/import', { form });
    gridId = imported.body.grid.id;
    versionId = imported.body.grid.gridVersion.id;
  });
  afterAll(async () => { await h.close(); });

  const evaluate = (body: unknown, query = '') => member.client.post(`/api/grids/${gridId}/evaluate${query}`, body);

  it('refuses a template with no published version, and answers for a version named by gridVersionId', async () => {
    const refused = await evaluate({ input: mortgage.input });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/no published version/);
    const named = await evaluate({ input: mortgage.input }, `?gridVersionId=${versionId}`);
    expect(named.status).toBe(200);
    expect(named.body.outputs.monthlyPayment).toBe(mortgage.expectedOutputs.monthlyPayment);
  });

  it('answers the published version\'s outputs for one input, by session or API key', async () => {
    expect((await member.client.put(`/api/grids/${gridId}/versions/${versionId}/publish`, {})).status).toBe(200);
    const bySession = await evaluate({ input: mortgage.input });
    expect(bySession.status).toBe(200);
    expect(bySession.body.outputs.totals).toEqual(mortgage.expectedOutputs.totals);
    expect(bySession.body.outputs.schedule).toHaveLength(12);
    expect(bySession.body.outputs.schedule[0]).toEqual(mortgage.expectedOutputs.schedule[0]);
    const byKey = await h.anon.post(`/api/grids/${gridId}/evaluate`, { input: car.input }, { headers: { 'x-api-key': member.apiKey } });
    expect(byKey.status).toBe(200);
    expect(byKey.body.outputs.monthlyPayment).toBe(car.expectedOutputs.monthlyPayment);
  });

  it('answers a batch in order, a bad input spoiling only its own result', async () => {
    const reply = await evaluate({ inputs: [mortgage.input, 'not an object', car.input, [1, 2], {}] });
    expect(reply.status).toBe(200);
    const { results } = reply.body;
    expect(results).toHaveLength(5);
    expect(results[0].outputs.monthlyPayment).toBe(mortgage.expectedOutputs.monthlyPayment);
    expect(results[1]).toEqual({ error: expect.stringMatching(/must be a JSON object/) });
    expect(results[2].outputs.monthlyPayment).toBe(car.expectedOutputs.monthlyPayment);
    expect(results[3].error).toMatch(/must be a JSON object/);
    // An empty input reads empty values: the template's own result for nothing, not the last caller's.
    expect(results[4].outputs.monthlyPayment).not.toBe(car.expectedOutputs.monthlyPayment);
    const again = await evaluate({ input: car.input });
    expect(again.body.outputs).toEqual(results[2].outputs);
  });

  it('takes a batch of 1,000 inputs and refuses 1,001', async () => {
    const inputs = Array.from({ length: 1000 }, (_, i) => ({ principal: 1000 + i, rate: 0.05, years: 10 }));
    const full = await evaluate({ inputs });
    expect(full.status).toBe(200);
    expect(full.body.results).toHaveLength(1000);
    expect(full.body.results[999].outputs.totals.paid).toBeGreaterThan(full.body.results[0].outputs.totals.paid);
    const over = await evaluate({ inputs: [...inputs, {}] });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe('Invalid body.inputs: at most 1000 inputs per call (got 1001).');
  });

  it('refuses unclear bodies with a message, and a single input that is not an object', async () => {
    for (const body of [{}, { input: {}, inputs: [] }, { inputs: 'x' }]) {
      const reply = await evaluate(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error).toMatch(/^Invalid body/);
    }
    const scalar = await evaluate({ input: 42 });
    expect(scalar.status).toBe(400);
    expect(scalar.body.error).toMatch(/must be a JSON object/);
    const malformed = await member.client.request('POST', `/api/grids/${gridId}/evaluate`, { raw: '{"input": ', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
  });

  it('is scoped to the caller\'s account: another account\'s template and unknown versions are 404, no credentials 401', async () => {
    const other = await h.newMember('Other account');
    expect((await other.client.post(`/api/grids/${gridId}/evaluate`, { input: {} })).status).toBe(404);
    expect((await other.client.get(`/api/grids/${gridId}/openapi.json`)).status).toBe(404);
    expect((await h.anon.post(`/api/grids/${gridId}/evaluate`, { input: {} })).status).toBe(401);
    expect((await evaluate({ input: {} }, '?gridVersionId=nope')).status).toBe(404);
  });

  it('evaluates a version\'s new content once it is saved (the compiled template is per content)', async () => {
    const created = await member.client.post(`/api/grids/${gridId}/versions`, { gridVersion: { name: 'Doubled' } });
    const newVersion = created.body.gridVersion.id;
    const content = (await member.client.get(`/api/grids/${gridId}?gridVersionId=${newVersion}`)).body.grid.content;
    const sheet = content.sheetsById[content.sheetIds[0]];
    const paymentCell = Object.keys(sheet.cellsById).find((id) => sheet.cellsById[id].formula === '=ROUND(PMT(B2/12,B3*12,-B1),2)')!;
    sheet.cellsById[paymentCell] = { formula: '=ROUND(PMT(B2/12,B3*12,-B1),2)*2' };
    const before = await evaluate({ input: mortgage.input }, `?gridVersionId=${newVersion}`);
    expect(before.body.outputs.monthlyPayment).toBe(mortgage.expectedOutputs.monthlyPayment);
    expect((await member.client.put(`/api/grids/${gridId}/versions/${newVersion}`, { gridVersion: content })).status).toBe(200);
    const after = await evaluate({ input: mortgage.input }, `?gridVersionId=${newVersion}`);
    expect(after.body.outputs.monthlyPayment).toBe(mortgage.expectedOutputs.monthlyPayment * 2);
    // The new version is not published: the default call still answers the published one.
    expect((await evaluate({ input: mortgage.input })).body.outputs.monthlyPayment).toBe(mortgage.expectedOutputs.monthlyPayment);
  });

  it('describes the template\'s own call: input keys from INPUT calls, outputs nested by output name', async () => {
    const reply = await member.client.get(`/api/grids/${gridId}/openapi.json`);
    expect(reply.status).toBe(200);
    const doc = reply.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual([`/api/grids/${gridId}/evaluate`]);
    const { Input, Outputs } = doc.components.schemas;
    // Typed by the values the template's test shadows give them.
    expect(Input.properties).toEqual({ principal: { type: 'number' }, rate: { type: 'number' }, years: { type: 'number' } });
    expect(Object.keys(Outputs.properties).sort()).toEqual(['monthlyPayment', 'schedule', 'totals']);
    expect(Outputs.properties.totals.required).toEqual(['paid', 'interest']);
    const schedule = Outputs.properties.schedule;
    expect(schedule).toMatchObject({ type: 'array', minItems: 12, maxItems: 12 });
    expect(schedule.items.required).toEqual(['month', 'payment', 'interest', 'principal', 'balance']);
    const value = Outputs.properties.monthlyPayment;
    expect(value.$ref).toBe('#/components/schemas/Value');
    expect(doc.components.schemas.BatchCall.properties.inputs.maxItems).toBe(1000);
  });

  it('lists both routes in the API\'s own /openapi.json', async () => {
    const doc = (await h.anon.get('/openapi.json')).body;
    expect(doc.paths['/api/grids/{id}/evaluate'].post).toBeDefined();
    expect(doc.paths['/api/grids/{id}/openapi.json'].get).toBeDefined();
  });
});
