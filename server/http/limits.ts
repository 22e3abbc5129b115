import type { Context, Next } from 'koa';
import { HttpError } from './errors.js';

export interface BodyLimits {
  /** Bytes on the wire (compressed or not). */
  readonly wireBytes: number;
  /** Bytes of JSON after decompression; inflating stops as soon as this is passed. */
  readonly jsonBytes: number;
  /** Bytes of an uploaded file. */
  readonly fileBytes: number;
}

/**
 * Refuses a body whose declared size is past the wire limit before reading any of it. The decompressed
 * limit is enforced by raw-body while it inflates (koa-body's jsonLimit), so a gzip bomb stops at the limit.
 */
export function wireLimit(limits: BodyLimits) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const declared = Number(ctx.get('content-length') || 0);
    const multipart = ctx.is('multipart') !== false;
    const limit = multipart ? limits.fileBytes + 64 * 1024 : limits.wireBytes;
    if (declared > limit) throw new HttpError(413, `The request body is too large (${declared} bytes; the limit is ${limit}).`);
    await next();
  };
}
