import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_VERSION_MESSAGE } from '../../server/routes/versions.js';
import { type Harness, startHarness } from './harness.js';

const LOAN = readFileSync(new URL('../../fixtures/templates/loan-calculator.json', import.meta.url), 'utf8');
const loan = JSON.parse(LOAN) as { testShadowsById: Record<string, { input: object; expectedOutputs: { monthlyPayment: number } }> };
const mortgage = Object.values(loan.testShadowsById)[0];
const PAYMENT = '=ROUND(PMT(B2/12,B3*12,-B1),2)';

/** The template's content with its monthly payment doubled: the author's edit. */
function doubled(content: any): any {
  const copy = structuredClone(content);
  const sheet = copy.sheetsById[copy.sheetIds[0]];
  const cell = Object.keys(sheet.cellsById).find((id) => sheet.cellsById[id].formula === PAYMENT)!;
  sheet.cellsById[cell] = { formula: `${PAYMENT}*2` };
  return copy;
}

describe('a published version is what the API and the grids read, until a person publishes another', () => {
  let h: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  let gridId: string;
  let published: string;
  let content: any;
  const payment = async (query = '') => (await member.client.post(`/api/grids/${gridId}/evaluate${query}`, { input: mortgage.input })).body.outputs.monthlyPayment;
  const once = mortgage.expectedOutputs.monthlyPayment;

  beforeAll(async () => {
    h = await startHarness();
    member = await h.newMember('Publishing member');
    const form = new FormData();
    form.append('file', new Blob([LOAN]), 'loan-calculator.json');
    const imported = (await member.client.request('POST', '/api/import', { form })).body.grid;
    gridId = imported.id;
    published = imported.gridVersion.id;
    content = (await member.client.get(`/api/grids/${gridId}`)).body.grid.content;
    expect((await member.client.put(`/api/grids/${gridId}/versions/${published}/publish`, {})).status).toBe(200);
  });
  afterAll(async () => { await h.close(); });

  it('refuses to save new content into the published version, so evaluate keeps answering what was published', async () => {
    expect(await payment()).toBe(once);
    const refused = await member.client.put(`/api/grids/${gridId}/versions/${published}`, { gridVersion: doubled(content) });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(PUBLISHED_VERSION_MESSAGE);
    expect(await payment()).toBe(once);
    // A rename is not content: the published version may still be renamed.
    expect((await member.client.put(`/api/grids/${gridId}/versions/${published}`, { gridVersion: { name: 'Launch' } })).status).toBe(200);
  });

  it('a draft made from it (the current version now) is not read by evaluate or by a new grid until it is published', async () => {
    const draft = (await member.client.post(`/api/grids/${gridId}/versions`, { gridVersion: { ...doubled(content), name: 'Version 2' } })).body.gridVersion;
    expect(draft).toMatchObject({ name: 'Version 2', published: false });
    expect((await member.client.get(`/api/grids/${gridId}`)).body.grid.gridVersion.id).toBe(draft.id);
    expect(await payment()).toBe(once);
    // Named by id, the draft answers: the caller chose it.
    expect(await payment(`?gridVersionId=${draft.id}`)).toBe(once * 2);

    const early = (await member.client.post(`/api/grids/${gridId}/shadows`, { shadow: { name: 'Made during the draft', input: mortgage.input } })).body.shadow;
    expect(early.gridVersionId).toBe(published);
    expect((await member.client.get(`/api/shadows/${early.token}`)).body.outputs.monthlyPayment).toBe(once);

    // The draft is saved as often as the editor likes, unpublished: nobody reads it by default.
    expect((await member.client.put(`/api/grids/${gridId}/versions/${draft.id}`, { gridVersion: doubled(content) })).status).toBe(200);
    expect(await payment()).toBe(once);

    expect((await member.client.put(`/api/grids/${gridId}/versions/${draft.id}/publish`, {})).status).toBe(200);
    expect(await payment()).toBe(once * 2);
    const later = (await member.client.post(`/api/grids/${gridId}/shadows`, { shadow: { name: 'Made after publishing', input: mortgage.input } })).body.shadow;
    expect(later.gridVersionId).toBe(draft.id);
    expect((await member.client.get(`/api/shadows/${later.token}`)).body.outputs.monthlyPayment).toBe(once * 2);
    // The grid made earlier stays on the version it was made of, which is still published.
    expect((await member.client.get(`/api/shadows/${early.token}`)).body.outputs.monthlyPayment).toBe(once);

    // Unpublishing the new version hands the call back to the newest one still published.
    expect((await member.client.put(`/api/grids/${gridId}/versions/${draft.id}/unpublish`, {})).status).toBe(200);
    expect(await payment()).toBe(once);
  });
});
