import { defineRoute, type Caller } from '../api/define.js';
import { IdParam, Ok, UpdatedAt } from '../api/schemas.js';
import { newId, nextTimestamp } from '../api/ids.js';
import { z } from '../api/zod.js';
import { notFound, refuseStale } from '../http/errors.js';
import { pointsAtOwnAdminRoutes } from '../services/own-admin-url.js';
import type { DbState, WebhookRecord } from '../storage/records.js';
import type { RouteDeps } from './deps.js';

// A URL parser drops tabs and line breaks inside a URL (and encodes other control characters), so such a
// URL would be stored as typed but called as another: refused, like any text that is not a URL.
const Url = z.string().trim().max(2048).refine((value) => {
  try {
    // eslint-disable-next-line no-control-regex -- a URL with control characters is refused
    return !/[\u0000-\u001f\u007f]/.test(value) && /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'Enter a valid http(s) URL').refine((value) => !pointsAtOwnAdminRoutes(value), 'Webhooks may not call this server\'s own admin routes');
const WebhookView = z.object({ id: z.string(), url: z.string(), createdAt: z.string(), updatedAt: z.string() }).openapi('Webhook');
const Delivery = z.object({ id: z.string(), event: z.string(), shadowToken: z.string(), status: z.enum(['delivered', 'failed']), attempts: z.number(), statusCode: z.number().optional(), error: z.string().optional(), at: z.string() });

const view = ({ id, url, createdAt, updatedAt }: WebhookRecord) => ({ id, url, createdAt, updatedAt });

function webhookOf(db: DbState, caller: Caller, id: string): WebhookRecord {
  const webhook = db.webhooks.find((candidate) => candidate.id === id && candidate.accountId === caller.account.id);
  if (!webhook) throw notFound('Webhook');
  return webhook;
}

/** Webhooks of the account: called with the outputs whenever a shadow is saved. */
export function webhookRoutes(deps: RouteDeps): void {
  const { storage } = deps;
  const one = (caller: Caller, id: string) => storage.read((db) => ({ webhook: view(webhookOf(db, caller, id)) }));

  defineRoute(deps, {
    method: 'get', path: '/api/webhooks', tag: 'Webhooks', access: 'user', summary: 'Webhooks of the account',
    response: z.object({ webhooks: z.array(WebhookView) }),
    handler: async (_ctx, { caller }) => storage.read((db) => ({ webhooks: db.webhooks.filter((webhook) => webhook.accountId === caller.account.id).map(view) })),
  });

  defineRoute(deps, {
    method: 'post', path: '/api/webhooks', tag: 'Webhooks', access: 'user', summary: 'Add a webhook', status: 201,
    body: z.object({ url: Url }), response: z.object({ webhook: WebhookView }),
    handler: async (_ctx, { caller, body }) => {
      const id = newId();
      const now = new Date().toISOString();
      await storage.write((db) => { db.webhooks.push({ id, accountId: caller.account.id, url: body.url, createdAt: now, updatedAt: now }); });
      return one(caller, id);
    },
  });

  defineRoute(deps, {
    method: 'put', path: '/api/webhooks/:id', tag: 'Webhooks', access: 'user', summary: 'Change a webhook\'s URL; refused with 409 when `updatedAt` is not the stored one',
    params: IdParam, body: z.object({ url: Url, updatedAt: UpdatedAt }), response: z.object({ webhook: WebhookView }), errors: { 409: 'Changed elsewhere since loaded' },
    handler: async (_ctx, { caller, params, body }) => {
      await storage.write((db) => {
        const webhook = webhookOf(db, caller, params.id);
        refuseStale(body.updatedAt, webhook.updatedAt, 'webhook');
        webhook.url = body.url;
        webhook.updatedAt = nextTimestamp(webhook.updatedAt);
      });
      return one(caller, params.id);
    },
  });

  defineRoute(deps, {
    method: 'delete', path: '/api/webhooks/:id', tag: 'Webhooks', access: 'user', summary: 'Remove a webhook and its delivery records',
    params: IdParam, response: Ok,
    handler: async (_ctx, { caller, params }) => {
      await storage.write((db) => {
        webhookOf(db, caller, params.id);
        db.webhooks = db.webhooks.filter((webhook) => webhook.id !== params.id);
        db.deliveries = db.deliveries.filter((delivery) => delivery.webhookId !== params.id);
        db.webhookJobs = db.webhookJobs.filter((job) => job.webhookId !== params.id);
      });
      return { ok: true as const };
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/webhooks/:id/deliveries', tag: 'Webhooks', access: 'user', summary: 'Recent deliveries of a webhook, newest last',
    params: IdParam, response: z.object({ deliveries: z.array(Delivery) }),
    handler: async (_ctx, { caller, params }) => storage.read((db) => {
      webhookOf(db, caller, params.id);
      return { deliveries: db.deliveries.filter((delivery) => delivery.webhookId === params.id).map(({ webhookId: _id, ...rest }) => rest) };
    }),
  });
}
