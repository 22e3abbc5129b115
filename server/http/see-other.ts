import type { Context } from 'koa';

/** Answers a POST that changed state with 303 See Other: the browser then GETs `location` (a form's or fetch's next page). */
export function seeOther(ctx: Context, location: string): void {
  ctx.redirect(location);
  ctx.status = 303;
}
