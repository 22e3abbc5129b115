import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

/** Sends bytes as they are (fetch refuses to send a malformed request) and gives the status line and body. */
function rawRequest(baseUrl: string, text: string): Promise<{ statusLine: string; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text, 'latin1'));
    let answer = '';
    socket.on('data', (piece: Buffer) => { answer += piece.toString('utf8'); });
    socket.on('end', () => {
      const split = answer.indexOf('\r\n\r\n');
      resolve({ statusLine: answer.slice(0, answer.indexOf('\r\n')), body: answer.slice(split + 4) });
    });
    socket.on('error', reject);
  });
}

describe('requests Node\'s HTTP parser refuses', () => {
  let h: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  beforeAll(async () => {
    h = await startHarness();
    member = await h.newMember('Raw member');
  });
  afterAll(async () => { await h.close(); });

  it('a header with a control character gets a 400 with a JSON error, and the request changes nothing', async () => {
    const { grid } = (await member.client.post('/api/grids', { grid: { name: 'Kept' } })).body;
    const body = JSON.stringify({ grid: { name: 'Renamed' } });
    for (const header of ['x-context: a\x01b', 'x-api-key: key\x7f', `Cookie: ${member.client.auth.cookie}\x0b`]) {
      const answer = await rawRequest(h.server.url, [
        `PUT /api/grids/${grid.id} HTTP/1.1`, 'Host: gridcast.test', `Cookie: ${member.client.auth.cookie}`, 'Content-Type: application/json',
        header, `Content-Length: ${body.length}`, '', body,
      ].join('\r\n'));
      expect(answer.statusLine, header).toBe('HTTP/1.1 400 Bad Request');
      expect(JSON.parse(answer.body).error).toMatch(/A request header holds a character headers may not hold/);
    }
    expect((await member.client.get('/api/grids')).body.grids.map((one: { name: string }) => one.name)).toContain('Kept');
  });

  it('headers past the size limit get a 431 with a JSON error, and what is not HTTP a 400', async () => {
    const big = await rawRequest(h.server.url, `GET /api/grids HTTP/1.1\r\nHost: gridcast.test\r\nx-api-key: ${'k'.repeat(20_000)}\r\n\r\n`);
    expect(big.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(big.body)).toEqual({ error: 'The request\'s headers are too large.' });
    const noise = await rawRequest(h.server.url, 'HELLO THERE\r\n\r\n');
    expect(noise.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(noise.body)).toEqual({ error: 'The request is not valid HTTP.' });
    // The server goes on answering.
    expect((await member.client.get('/api/grids')).status).toBe(200);
  });
});
