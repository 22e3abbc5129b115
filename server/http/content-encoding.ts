import type { Context, Next } from 'koa';

/**
 * A request's Content-Encoding in the form the body readers know: content codings are case-insensitive
 * (RFC 9110 section 8.4.1) and `x-gzip` is gzip, but koa-body's inflater matched only `gzip`, `deflate`,
 * `br` as written, so `GZIP` or `x-gzip` was a 415 on its routes (the shadow save's reader lowercased).
 */
export function normalizedContentEncoding() {
  return async (ctx: Context, next: Next): Promise<void> => {
    const given = ctx.req.headers['content-encoding'];
    if (given !== undefined) {
      const coding = given.trim().toLowerCase();
      ctx.req.headers['content-encoding'] = coding === 'x-gzip' ? 'gzip' : coding;
    }
    await next();
  };
}
