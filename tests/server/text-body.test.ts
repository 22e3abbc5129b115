import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawJsonBody } from '../../server/http/raw-body.js';
import { TextBodyRoutes } from '../../server/http/text-body.js';

describe('TextBodyRoutes', () => {
  const routes = new TextBodyRoutes();
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    routes.add('put', '/echo/:id');
    const app = new Koa();
    app.use(routes.middleware(async () => undefined, { wireBytes: 1 << 20, jsonBytes: 1 << 20, fileBytes: 1 << 20 }));
    app.use(async (ctx) => {
      const before = rawJsonBody(ctx)?.toString();
      // Other bodies are inflated meanwhile: this one must still be intact at the end of the route.
      await new Promise((resolve) => setTimeout(resolve, 40));
      ctx.body = { before, after: rawJsonBody(ctx)?.toString() };
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
    await routes.close();
  });

  it('keeps each gzip body intact until its route is done, however many are inflated meanwhile', async () => {
    const send = async (i: number) => {
      // Each one after the one before has been read, so that it may be given that one's memory.
      await new Promise((resolve) => setTimeout(resolve, i * 10));
      const body = gzipSync(JSON.stringify({ request: i, padding: 'x'.repeat(1000 * i) }));
      const response = await fetch(`${url}/echo/${i}`, { method: 'PUT', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body });
      return (await response.json()) as { before: string; after: string };
    };
    await send(0);
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i)));
    for (const [i, reply] of replies.entries()) {
      expect(JSON.parse(reply.before).request).toBe(i);
      expect(reply.after).toBe(reply.before);
    }
  });
});
