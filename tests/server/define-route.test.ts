import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute } from '../../server/api/define.js';
import { newRegistry } from '../../server/api/openapi.js';
import { z } from '../../server/api/zod.js';
import { errorMiddleware } from '../../server/http/errors.js';
import type { TextBodyRoutes } from '../../server/http/text-body.js';
import { ContentMissingError } from '../../server/storage/content-missing.js';

/**
 * Routes whose handler meets content that went missing (replaced by a save, or deleted, between a record's
 * read and its content's) a given number of times before it reads current records.
 */
describe('defineRoute and content replaced while it is read', () => {
  let server: Server;
  let url: string;
  const calls = { get: 0, put: 0 };
  beforeAll(async () => {
    const koa = new Koa();
    const router = new Router();
    const target = { router, registry: newRegistry(), textBodies: { add: () => undefined } as unknown as TextBodyRoutes };
    defineRoute(target, {
      method: 'get', path: '/missing-once', tag: 'Test', access: 'public', summary: 'Meets missing content on its first read',
      response: z.object({ reads: z.number() }),
      handler: async () => {
        calls.get += 1;
        if (calls.get === 1) throw new ContentMissingError('version-x');
        return { reads: calls.get };
      },
    });
    defineRoute(target, {
      method: 'put', path: '/missing-once', tag: 'Test', access: 'public', summary: 'Meets missing content (after changing something, perhaps)',
      response: z.object({ reads: z.number() }),
      handler: async () => {
        calls.put += 1;
        throw new ContentMissingError('version-x');
      },
    });
    koa.use(errorMiddleware(() => undefined));
    koa.use(router.routes());
    server = createServer(koa.callback());
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => { await new Promise((done) => server.close(done)); });

  it('reads a GET again through the current records, and answers it', async () => {
    const reply = await fetch(`${url}/missing-once`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ reads: 2 });
  });

  it('runs any other method once: a 409 telling the caller to reload', async () => {
    const reply = await fetch(`${url}/missing-once`, { method: 'PUT' });
    expect(reply.status).toBe(409);
    expect((await reply.json()).error).toMatch(/changed or deleted while it was being read/);
    expect(calls.put).toBe(1);
  });
});
