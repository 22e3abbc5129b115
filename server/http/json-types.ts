import type { Context } from 'koa';

/**
 * What counts as a JSON body, for both body readers (koa-body and TextBodyRoutes): application/json and
 * any `+json` media type (application/vnd.api+json, application/merge-patch+json...), as type-is reads them.
 */
export const JSON_TYPES: string[] = ['application/json', '+json'];

export function isJsonBody(ctx: Context): boolean {
  return ctx.is(JSON_TYPES) !== false;
}
