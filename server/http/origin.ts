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
      const refusal = crossSiteRefusal(ctx.get('origin'), ctx.get('sec-fetch-site'), ctx.host, extraOrigins);
      if (refusal) throw forbidden(refusal);
    }
    await next();
  };
}

/** Why a request with these headers is refused as cross-site (also the live channel's upgrade), or undefined. */
export function crossSiteRefusal(origin: string, fetchSite: string, host: string, extraOrigins: readonly string[]): string | undefined {
  const listed = origin !== '' && extraOrigins.includes(origin);
  if (origin && !listed && !isSameHost(origin, host)) return `Cross-site request refused: origin ${origin} may not change data here.`;
  if (!listed && fetchSite === 'cross-site') return 'Cross-site request refused.';
  return undefined;
}

function isSameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
