import type { Context, Middleware, Next } from 'koa';
import getRawBody from 'raw-body';
import { HttpError } from './errors.js';
import { type Inflated, InflateError, InflateWorker } from './inflate-worker.js';
import { isJsonBody } from './json-types.js';
import type { BodyLimits } from './limits.js';

const ENCODINGS = new Set(['gzip', 'x-gzip', 'deflate', 'br']);

/**
 * Routes that receive their JSON body as bytes (`ctx.request.rawBody`) and parse it themselves, when they
 * need to: a shadow save that resends what was checked before with a few cells changed is accepted by
 * comparing texts, and parsing 350 KB it does not need would be most of its cost. Other routes keep
 * koa-body. Text bodies have the same limits (inflated size included) and error statuses.
 */
export class TextBodyRoutes {
  private readonly routes: { readonly method: string; readonly pattern: RegExp }[] = [];
  private readonly inflater = new InflateWorker();

  /** `path` is Koa style, e.g. `/api/shadows/:token`. */
  add(method: string, path: string): void {
    const pattern = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);
    this.routes.push({ method: method.toUpperCase(), pattern });
  }

  has(method: string, path: string): boolean {
    return this.routes.some((route) => route.method === method && route.pattern.test(path));
  }

  /** Body parsing for every route: the bytes of text routes' JSON bodies, `parse` (koa-body) for the others. */
  middleware(parse: Middleware, limits: BodyLimits): Middleware {
    return async (ctx: Context, next: Next) => {
      if (!this.has(ctx.method, ctx.path)) return parse(ctx, next);
      if (!isJsonBody(ctx)) return next();
      const body = await this.readJsonBytes(ctx, limits);
      (ctx.request as { rawBody?: Buffer }).rawBody = body.bytes;
      try {
        return await next();
      } finally {
        // The route is done with the bytes (whatever it keeps of them it copied).
        body.release();
      }
    };
  }

  close(): Promise<void> {
    return this.inflater.close();
  }

  /**
   * The body as received, then inflated whole on a worker thread (InflateWorker): a streaming inflate
   * takes a trip through libuv's threadpool per 16 KB, and under load those queue behind the saves' file
   * syncs (tens of milliseconds for a 60 KB gzip body). The worker stops a gzip bomb at the limit.
   */
  private async readJsonBytes(ctx: Context, limits: BodyLimits): Promise<Inflated> {
    // Trimmed and lower-cased already (normalizedContentEncoding).
    const encoding = ctx.get('content-encoding') || 'identity';
    const compressed = ENCODINGS.has(encoding);
    if (!compressed && encoding !== 'identity') throw new HttpError(415, 'Unsupported Content-Encoding: send identity, gzip, deflate or br.');
    const length = ctx.get('content-length');
    const received = await getRawBody(ctx.req, { limit: compressed ? limits.wireBytes : limits.jsonBytes, length: length === '' ? undefined : length });
    if (!compressed) return { bytes: received, release: () => undefined };
    return this.inflater.inflate(received, encoding, limits.jsonBytes).catch((error: Error) => {
      if (!(error instanceof InflateError)) throw error;
      if (error.tooLarge) throw new HttpError(413, 'The request body is too large.');
      throw new HttpError(400, 'The request body could not be decompressed: it does not match its Content-Encoding.');
    });
  }
}
