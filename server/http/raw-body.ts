import type { Context } from 'koa';

/**
 * A text route's JSON body as received (decompressed UTF-8, undecoded), when it had one (TextBodyRoutes).
 * Its memory is reused once the route is done: whatever outlives the handler must be a copy.
 */
export function rawJsonBody(ctx: Context): Buffer | undefined {
  const raw = (ctx.request as { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) && raw.length > 0 ? raw : undefined;
}
