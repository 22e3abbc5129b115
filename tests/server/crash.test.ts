import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from './harness.js';
import { crashApiKey, startServerChild } from './server-child.js';

const SAVES = 200;
const SHADOWS = 20;
/** Answers to wait for before the kill: few, so that on a busy machine (answers arrive in bursts) saves are still in flight. */
const KILL_AFTER = 20;

async function signIn(url: string): Promise<Client> {
  return new Client(url, { 'x-api-key': await crashApiKey(url) });
}

describe('server durability', () => {
  const dirs: string[] = [];
  afterAll(async () => { for (const dir of dirs) await rm(dir, { recursive: true, force: true }); });

  it('keeps every acknowledged save when killed with SIGKILL in the middle of 200 concurrent saves', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gridcast-crash-'));
    dirs.push(dataDir);
    const first = await startServerChild(dataDir);
    const client = await signIn(first.url);
    const gridId = (await client.get('/api/grids')).body.grids[0].id;
    const shadows: { token: string }[] = [];
    for (let i = 0; i < SHADOWS; i++) shadows.push((await client.post(`/api/grids/${gridId}/shadows`, { shadow: { name: `shadow ${i}` } })).body.shadow);

    // Shadow saves carry full sheets, as the editor sends them, each with one cell changed: a shadow's
    // first save is checked and written whole, the ones after it are stored as patches of it.
    const { sheetIds, sheetsById } = (await client.get(`/api/shadows/${shadows[0].token}`)).body;
    const sheet = sheetsById[sheetIds[0]];
    const cellId = Object.keys(sheet.cellsById)[0];
    const withCell = (value: number) => ({ ...sheetsById, [sheetIds[0]]: { ...sheet, cellsById: { ...sheet.cellsById, [cellId]: { value } } } });
    const sentValues = new Map<string, number[]>();
    const acknowledgedPresets: string[] = [];
    const acknowledgedShadowSaves = new Map<string, number>();
    let answered = 0;
    let killed = false;
    // Kill once some saves are answered: the light preset saves come back first while the shadow saves
    // (full sheets to check and write) are still queued, being checked or being written.
    const killAfter = (count: number) => {
      if (++answered === count && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    };
    const saves = Array.from({ length: SAVES }, async (_, i) => {
      try {
        if (i % 2 === 0) {
          const reply = await client.post('/api/datapresets', { dataPreset: { name: `preset ${i}`, input: { i } } }, { gzip: true });
          if (reply.status === 201) acknowledgedPresets.push(`preset ${i}`);
          killAfter(KILL_AFTER);
        } else {
          const { token } = shadows[i % SHADOWS];
          sentValues.set(token, [...(sentValues.get(token) ?? []), i]);
          const reply = await client.put(`/api/shadows/${token}`, { shadow: { name: 'saved', input: { n: 1 }, sheetIds, sheetsById: withCell(i) } }, { gzip: true });
          if (reply.status === 200) acknowledgedShadowSaves.set(token, (acknowledgedShadowSaves.get(token) ?? 0) + 1);
          killAfter(KILL_AFTER);
        }
      } catch {
        // The connection died with the server: not acknowledged.
      }
    });
    await Promise.all(saves);
    expect(killed).toBe(true);
    const acknowledged = acknowledgedPresets.length + [...acknowledgedShadowSaves.values()].reduce((a, b) => a + b, 0);
    console.log(`crash test: ${acknowledged} of ${SAVES} saves acknowledged before SIGKILL (${acknowledged - acknowledgedPresets.length} shadow saves)`);
    expect(acknowledged).toBeGreaterThan(0);
    expect(acknowledged).toBeLessThan(SAVES);

    const second = await startServerChild(dataDir);
    try {
      const again = await signIn(second.url);
      const presets = (await again.get('/api/datapresets')).body.dataPresets.map((preset: { name: string }) => preset.name);
      for (const name of acknowledgedPresets) expect(presets).toContain(name);
      const stored = (await again.get(`/api/grids/${gridId}/shadows`)).body.shadows as { token: string; revision: number }[];
      for (const [token, count] of acknowledgedShadowSaves) {
        expect(stored.find((shadow) => shadow.token === token)!.revision).toBeGreaterThanOrEqual(count);
      }
      for (const { token } of shadows) {
        const reply = await again.get(`/api/shadows/${token}`);
        expect(reply.status).toBe(200);
        // What was read back is whole: the cell holds one of the values sent (or the first one, unsaved).
        const value = reply.body.sheetsById[sheetIds[0]].cellsById[cellId]?.value;
        if (acknowledgedShadowSaves.has(token)) expect(sentValues.get(token)).toContain(value);
      }
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 180_000);
});
