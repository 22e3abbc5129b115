import type { Context } from 'koa';

/** A text route's JSON body as received (decompressed text), when it had one (TextBodyRoutes). */
export function rawJsonBody(ctx: Context): string | undefined {
  const raw = (ctx.request as { rawBody?: unknown }).rawBody;
  return typeof raw === 'string' && raw.length > 0 ? raw : undefined;
}
