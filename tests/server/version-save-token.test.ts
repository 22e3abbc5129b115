import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

/** A version's updatedAt is the token of stale-save checks (409): only content saves move it. */
describe('version save token', () => {
  let h: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  beforeAll(async () => {
    h = await startHarness();
    member = await h.newMember('Token member');
  });
  afterAll(async () => { await h.close(); });

  it('publishing, unpublishing and renaming a version leave an open editor able to save', async () => {
    const { body } = await member.client.post('/api/grids', {});
    const path = `/api/grids/${body.grid.id}/versions/${body.grid.gridVersion.id}`;
    const loaded = (await member.client.get(`/api/grids/${body.grid.id}`)).body.grid;
    const token = loaded.gridVersion.updatedAt;
    expect((await member.client.put(`${path}/publish`)).status).toBe(200);
    expect((await member.client.put(`${path}/unpublish`)).status).toBe(200);
    const renamed = await member.client.put(path, { gridVersion: { name: 'Renamed' } });
    expect(renamed.body.gridVersion.name).toBe('Renamed');
    expect(renamed.body.gridVersion.updatedAt).toBe(token);

    const saved = await member.client.put(path, { gridVersion: { ...loaded.content, updatedAt: token } });
    expect(saved.status).toBe(200);
    expect(saved.body.gridVersion.updatedAt).not.toBe(token);
    // The content changed: the old token is stale now.
    expect((await member.client.put(path, { gridVersion: { ...loaded.content, updatedAt: token } })).status).toBe(409);
  });
});
