import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { Context, Middleware, Next } from 'koa';
import getRawBody from 'raw-body';
import { HttpError } from './errors.js';
import type { BodyLimits } from './limits.js';

type Decompress = (data: Buffer, options: { maxOutputLength: number }) => Buffer;

const DECOMPRESSORS: Readonly<Record<string, Decompress | undefined>> = {
  gzip: gunzipSync, 'x-gzip': gunzipSync, deflate: inflateSync, br: brotliDecompressSync,
};

/**
 * Routes that receive their JSON body as bytes (`ctx.request.rawBody`) and parse it themselves, when they
 * need to: a shadow save that resends what was checked before with a few cells changed is accepted by
 * comparing texts, and parsing 350 KB it does not need would be most of its cost. Other routes keep
 * koa-body. Text bodies have the same limits (inflated size included) and error statuses.
 */
export class TextBodyRoutes {
  private readonly routes: { readonly method: string; readonly pattern: RegExp }[] = [];

  /** `path` is Koa style, e.g. `/api/shadows/:token`. */
  add(method: string, path: string): void {
    const pattern = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);
    this.routes.push({ method: method.toUpperCase(), pattern });
  }

  has(method: string, path: string): boolean {
    return this.routes.some((route) => route.method === method && route.pattern.test(path));
  }

  /** Body parsing for every route: the text for text routes' JSON bodies, `parse` (koa-body) for the others. */
  middleware(parse: Middleware, limits: BodyLimits): Middleware {
    return async (ctx: Context, next: Next) => {
      if (!this.has(ctx.method, ctx.path)) return parse(ctx, next);
      if (ctx.is('json')) (ctx.request as { rawBody?: Buffer }).rawBody = await readJsonBytes(ctx, limits);
      return next();
    };
  }
}

/**
 * The body as received, then decompressed in one synchronous step: a streaming inflate takes a trip
 * through libuv's threadpool per 16 KB, and under load those queue behind the saves' file writes and
 * syncs (tens of milliseconds for a 60 KB gzip body). In one step here it costs 0.6-0.9 ms of CPU for a
 * 10k-cell save; zlib's asynchronous one-shot call cost 2-2.5x that in CPU, counting its threads.
 * `maxOutputLength` stops a gzip bomb at the limit.
 */
async function readJsonBytes(ctx: Context, limits: BodyLimits): Promise<Buffer> {
  const encoding = (ctx.get('content-encoding') || 'identity').trim().toLowerCase();
  const decompress = DECOMPRESSORS[encoding];
  if (!decompress && encoding !== 'identity') throw new HttpError(415, 'Unsupported Content-Encoding: send identity, gzip, deflate or br.');
  const length = ctx.get('content-length');
  const received = await getRawBody(ctx.req, { limit: decompress ? limits.wireBytes : limits.jsonBytes, length: length === '' ? undefined : length });
  return decompress ? decompressed(received, decompress, limits.jsonBytes) : received;
}

function decompressed(data: Buffer, decompress: Decompress, limit: number): Buffer {
  try {
    return decompress(data, { maxOutputLength: limit });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new HttpError(413, 'The request body is too large.');
    throw new HttpError(400, 'The request body could not be decompressed: it does not match its Content-Encoding.');
  }
}
