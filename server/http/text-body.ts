import coBody from 'co-body';
import type { Context, Middleware, Next } from 'koa';

/**
 * Routes that receive their JSON body as text (`ctx.request.rawBody`) and parse it themselves, when they
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
  middleware(parse: Middleware, jsonLimit: number): Middleware {
    return async (ctx: Context, next: Next) => {
      if (!this.has(ctx.method, ctx.path)) return parse(ctx, next);
      if (ctx.is('json')) (ctx.request as { rawBody?: string }).rawBody = await coBody.text(ctx, { limit: jsonLimit, encoding: 'utf8' });
      return next();
    };
  }
}
