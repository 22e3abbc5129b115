import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpLoad } from '../../bench/http-load.js';

const BIG = Buffer.alloc(200_000, 'x');

/** A server whose paths choose the answer's kind; it counts what it answered, by status. */
function answeringServer(answered: Map<number, number>): Server {
  return createServer((request, response) => {
    const count = (status: number) => answered.set(status, (answered.get(status) ?? 0) + 1);
    let body = 0;
    request.on('data', (chunk: Buffer) => { body += chunk.length; });
    request.on('end', () => {
      const path = request.url ?? '';
      if (path === '/big') {
        count(200);
        response.writeHead(200, { 'content-length': BIG.length }).end(BIG);
      } else if (path === '/chunked-404') {
        count(404);
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.write('not ');
        response.end('here');
      } else if (path === '/empty') {
        count(204);
        response.writeHead(204).end();
      } else if (path === '/close-500') {
        count(500);
        response.writeHead(500, { connection: 'close', 'content-length': 4 }).end('oops');
      } else {
        count(201);
        response.writeHead(201, { 'content-length': String(body).length }).end(String(body));
      }
    });
  });
}

describe('the bench load tool (raw keep-alive HTTP)', () => {
  const answered = new Map<number, number>();
  const server = answeringServer(answered);
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('counts every answer by status (lengths, chunks, no body, closed connections) and finishes what it sent', async () => {
    answered.clear();
    const result = await httpLoad({
      url, connections: 4, durationS: 0.4,
      requests: [
        { method: 'GET', path: '/big' }, { method: 'GET', path: '/chunked-404' }, { method: 'GET', path: '/empty' },
        { method: 'PUT', path: '/save', headers: { 'content-type': 'application/json' }, body: Buffer.from('{"a":1}') },
        { method: 'GET', path: '/close-500' },
      ],
    });
    const served = (status: number) => answered.get(status) ?? 0;
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result['2xx']).toBe(served(200) + served(201) + served(204));
    expect(result.non2xx).toBe(served(404) + served(500));
    expect(result.requests.total).toBe(result['2xx'] + result.non2xx);
    // Each kind of answer came back: the requests were taken in turn.
    for (const status of [200, 201, 204, 404, 500]) expect(served(status)).toBeGreaterThan(0);
    expect(result.latency.p99).toBeGreaterThanOrEqual(result.latency.p50);
    expect(result.latency.max).toBeGreaterThanOrEqual(result.latency.p99);
  });

  it('counts connections refused as errors and ends at its deadline', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const result = await httpLoad({ url: `http://127.0.0.1:${port}`, connections: 2, durationS: 0.2, requests: [{ method: 'GET', path: '/' }] });
    expect(result.requests.total).toBe(0);
    expect(result.errors).toBeGreaterThan(0);
  });
});
