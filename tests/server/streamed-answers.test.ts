import { request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { readdirSync, readlinkSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

/** Rows of the uploaded CSV: its stored template text (~5 MB) is far more than the sockets hold, so the answer is still being made when the test changes the template. */
const ROWS = 20_000;

function csvText(rows: number): string {
  let text = 'id,name,amount,note';
  for (let r = 1; r <= rows; r++) text += `\n${r},Customer ${r % 977},${(r * 13.37).toFixed(2)},"note, with comma ${r}"`;
  return text;
}

/** A GET whose body the test takes in two steps: its status and first bytes, then the rest (or it goes away). */
function getInTwoSteps(baseUrl: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; first: Buffer; rest: () => Promise<Buffer>; goAway: () => void }>((resolve, reject) => {
    const req = request(baseUrl + path, { headers }, (res: IncomingMessage) => {
      res.once('data', (first: Buffer) => {
        res.pause();
        const rest = () => new Promise<Buffer>((done, fail) => {
          const pieces: Buffer[] = [first];
          res.on('data', (piece: Buffer) => pieces.push(piece));
          res.once('end', () => done(Buffer.concat(pieces)));
          res.once('error', fail);
          res.once('aborted', () => fail(new Error('the answer was cut')));
          res.resume();
        });
        resolve({ status: res.statusCode ?? 0, first, rest, goAway: () => req.destroy() });
      });
      res.once('error', reject);
    });
    req.once('error', reject);
    req.end();
  });
}

describe('streamed answers while their template changes', () => {
  let h: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  const csv = csvText(ROWS);

  beforeAll(async () => {
    h = await startHarness();
    member = await h.newMember('Streaming member');
  });
  afterAll(async () => { await h.close(); });

  async function bigTemplate(): Promise<{ id: string; gridVersion: { id: string } }> {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'customers.csv');
    const reply = await member.client.request('POST', '/api/import', { form });
    expect(reply.status).toBe(201);
    return reply.body.grid;
  }

  /** This process's open files in the server's content folder (the test server runs in this process). */
  function openContentFiles(): string[] {
    const links = readdirSync('/proc/self/fd').map((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    });
    return links.filter((link) => link.startsWith(`${h.dataDir}/content/`));
  }

  function rowCount(answer: Buffer): number {
    const body = JSON.parse(answer.toString('utf8'));
    const { content } = body.grid;
    return content.sheetsById[content.sheetIds[0]].rowIds.length;
  }

  it('gives the whole body of a template answered 200 and deleted while its answer streams', async () => {
    const { id } = await bigTemplate();
    const answer = await getInTwoSteps(h.server.url, `/api/grids/${id}`, member.client.auth);
    expect(answer.status).toBe(200);
    expect((await member.client.delete(`/api/grids/${id}`)).status).toBe(200);
    expect(rowCount(await answer.rest())).toBe(ROWS + 1);
    expect((await member.client.get(`/api/grids/${id}`)).status).toBe(404);
  });

  it('gives the content read when the answer started to a template saved while its answer streams', async () => {
    const { id, gridVersion } = await bigTemplate();
    const answer = await getInTwoSteps(h.server.url, `/api/grids/${id}`, member.client.auth);
    expect(answer.status).toBe(200);
    const small = (await member.client.post('/api/grids', { grid: { name: 'Small' } })).body.grid.id;
    const { content } = (await member.client.get(`/api/grids/${small}`)).body.grid;
    expect((await member.client.put(`/api/grids/${id}/versions/${gridVersion.id}`, { gridVersion: content })).status).toBe(200);
    expect(rowCount(await answer.rest())).toBe(ROWS + 1);
    expect(rowCount(Buffer.from(JSON.stringify((await member.client.get(`/api/grids/${id}`)).body)))).toBe(100);
  });

  it('sends the whole CSV export of a template deleted while it is sent', async () => {
    const { id } = await bigTemplate();
    const answer = await getInTwoSteps(h.server.url, `/api/grids/${id}/export?csv=true`, member.client.auth);
    expect(answer.status).toBe(200);
    expect((await member.client.delete(`/api/grids/${id}`)).status).toBe(200);
    const lines = (await answer.rest()).toString('utf8').replace(/^\uFEFF/, '').trimEnd().split(/\r?\n/);
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[ROWS]).toMatch(new RegExp(`^${ROWS},Customer ${ROWS % 977},.*,"note, with comma ${ROWS}"$`));
  });

  it('answers a GET or an export of a template deleted at the same moment with the whole answer or a 404, never a 500 or a cut', async () => {
    for (const path of ['', '/export?csv=true']) {
      const { id } = await bigTemplate();
      const [read, deleted] = await Promise.all([member.client.get(`/api/grids/${id}${path}`), member.client.delete(`/api/grids/${id}`)]);
      expect(deleted.status).toBe(200);
      expect([200, 404], `${path}: ${read.status} ${JSON.stringify(read.body).slice(0, 200)}`).toContain(read.status);
      if (read.status === 404) expect(read.body.error).toMatch(/not found/);
      else if (path === '') expect(read.body.grid.id).toBe(id);
      else expect(String(read.body).trimEnd().split(/\r?\n/)).toHaveLength(ROWS + 1);
    }
  });

  it('lets go of the stored text once an answer is sent, when its client goes away half way, and after a HEAD', async () => {
    const { id } = await bigTemplate();
    expect(rowCount(Buffer.from(JSON.stringify((await member.client.get(`/api/grids/${id}`)).body)))).toBe(ROWS + 1);
    expect(openContentFiles()).toEqual([]);
    const answer = await getInTwoSteps(h.server.url, `/api/grids/${id}`, member.client.auth);
    expect(openContentFiles()).toHaveLength(1);
    answer.goAway();
    for (let turn = 0; turn < 200 && openContentFiles().length > 0; turn++) await sleep(25);
    expect(openContentFiles()).toEqual([]);
    // A HEAD request gets the headers only: the answer is never read.
    expect((await member.client.request('HEAD', `/api/grids/${id}`)).status).toBe(200);
    for (let turn = 0; turn < 200 && openContentFiles().length > 0; turn++) await sleep(25);
    expect(openContentFiles()).toEqual([]);
  });
});

