import type { Context } from 'koa';
import type { CachedBody } from '../services/response-cache.js';

/**
 * Sends a cached JSON body, gzipped when the client accepts it (browsers do), saving bandwidth and CPU.
 * The answer depends on the caller, so only their own browser may keep it, and must revalidate it: an
 * unchanged body then costs a 304.
 */
export function sendCached(ctx: Context, body: CachedBody): void {
  ctx.status = 200;
  ctx.type = 'application/json';
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.set('ETag', body.etag);
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = asBuffer(body.gzip);
  } else {
    ctx.body = asBuffer(body.json);
  }
}

/** A view of the bytes as a Buffer, which Koa sends as they are. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
