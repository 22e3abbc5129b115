import type { Context, Next } from 'koa';
import { forbidden } from '../http/errors.js';
import type { Principal } from './principal.js';

/** How long a docs key lasts at most; it also ends with the session that asked for it. */
export const DOCS_KEY_MAX_AGE_MS = 3600 * 1000;

/** At most this many live docs keys per session (one per visit of the API page): the oldest go first. */
export const DOCS_KEYS_PER_SESSION = 10;

export const DOCS_KEY_GET_ONLY = 'This API key is the API docs page\'s: it runs GET requests only. Use your own API key for anything else.';

/** When a docs key asked for at `now` ends: in an hour, or when the session does if sooner. */
export function docsKeyExpiry(now: Date, sessionExpiresAt: string): string {
  const hour = new Date(now.getTime() + DOCS_KEY_MAX_AGE_MS).toISOString();
  return hour < sessionExpiresAt ? hour : sessionExpiresAt;
}

/**
 * Refuses every request but GET (and HEAD) made with a docs key, before any route or body parsing runs:
 * the key lets the docs read, never change anything.
 */
export function docsKeysGetOnly() {
  return async (ctx: Context, next: Next): Promise<void> => {
    const principal = ctx.state.principal as Principal | null;
    if (principal?.getOnly && ctx.method !== 'GET' && ctx.method !== 'HEAD') throw forbidden(DOCS_KEY_GET_ONLY);
    await next();
  };
}
