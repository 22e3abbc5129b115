import type { Context, Next } from 'koa';

/** Counts requests by status class for the admin's server stats. */
export class RequestStats {
  readonly startedAt = Date.now();
  total = 0;
  inFlight = 0;
  readonly byClass: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };

  middleware() {
    return async (ctx: Context, next: Next): Promise<void> => {
      this.total++;
      this.inFlight++;
      try {
        await next();
      } finally {
        this.inFlight--;
        const key = `${Math.floor(ctx.status / 100)}xx`;
        this.byClass[key] = (this.byClass[key] ?? 0) + 1;
      }
    };
  }
}
