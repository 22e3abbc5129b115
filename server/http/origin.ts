import type { Context, Next } from 'koa';
import { forbidden } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing request whose Origin (or Sec-Fetch-Site) says it came from another site is
 * refused, so a page elsewhere cannot act with a signed-in user's cookie. Scripts send no Origin and pass.
 */
export function sameOriginOnly(extraOrigins: readonly string[]) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('origin');
      if (origin && !isAllowedOrigin(origin, ctx.host, extraOrigins)) {
        throw forbidden(`Cross-site request refused: origin ${origin} may not change data here.`);
      }
      if (!origin && ctx.get('sec-fetch-site') === 'cross-site') throw forbidden('Cross-site request refused.');
    }
    await next();
  };
}

function isAllowedOrigin(origin: string, host: string, extraOrigins: readonly string[]): boolean {
  if (extraOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
