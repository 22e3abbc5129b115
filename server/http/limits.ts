import type { Context, Next } from 'koa';
import { HttpError } from './errors.js';

/** The route that takes a run's file of inputs as a stream, and the types it takes (server/routes/runs.ts). */
const RUN_UPLOAD_PATH = /^\/api\/grids\/[^/]+\/runs\/?$/;
export const RUN_UPLOAD_TYPES = ['application/x-ndjson', 'application/jsonl', 'application/x-jsonlines', 'text/csv'];

/** A multipart body's fields and boundaries beside its file. */
const MULTIPART_OVERHEAD = 64 * 1024;

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
  const allowedToAll = Math.min(limits.wireBytes, limits.fileBytes + MULTIPART_OVERHEAD);
  return async (ctx: Context, next: Next): Promise<void> => {
    const declared = Number(ctx.get('content-length') || 0);
    // Most requests are small: the content type (type-is, a parse per call) matters only past the lower limit.
    if (declared <= allowedToAll) return next();
    // A run's file of inputs is streamed by its route, which counts it against the runs' own limits.
    if (ctx.method === 'POST' && RUN_UPLOAD_PATH.test(ctx.path) && ctx.is(RUN_UPLOAD_TYPES) !== false) return next();
    const multipart = ctx.is('multipart') !== false;
    const limit = multipart ? limits.fileBytes + MULTIPART_OVERHEAD : limits.wireBytes;
    if (declared > limit) throw new HttpError(413, `The request body is too large (${declared} bytes; the limit is ${limit}).`);
    await next();
  };
}
