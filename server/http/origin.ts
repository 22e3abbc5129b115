import type { Context, Next } from 'koa';
import { forbidden } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing request whose Origin or Sec-Fetch-Site says it came from another site is
 * refused, so a page elsewhere cannot act with a signed-in user's cookie; only origins the configuration
 * lists may. Every state change is a POST, PUT or DELETE (signing out and assuming a user included), so
 * this covers them all. Scripts send neither header and pass.
 */
export function sameOriginOnly(extraOrigins: readonly string[]) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('origin');
      const listed = origin !== '' && extraOrigins.includes(origin);
      if (origin && !listed && !isSameHost(origin, ctx.host)) {
        throw forbidden(`Cross-site request refused: origin ${origin} may not change data here.`);
      }
      if (!listed && ctx.get('sec-fetch-site') === 'cross-site') throw forbidden('Cross-site request refused.');
    }
    await next();
  };
}

function isSameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
