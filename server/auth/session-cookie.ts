import type { Context } from 'koa';
import type { ServerConfig } from '../config.js';

export const SESSION_COOKIE = 'gridcast_session';

/**
 * Sets (or, with null, clears) the signed, httpOnly session cookie. It is Secure when the configuration
 * says so, or by default when the request came over HTTPS (behind a proxy: with trustProxy and
 * X-Forwarded-Proto: https), so a browser never sends it back over plain HTTP. A Secure cookie is also
 * SameSite=None, so a signed-in user's browser sends it to a shadow's cast embedded in another site's
 * page (/app/shadows/{token}/cast in an iframe); over plain HTTP it stays SameSite=Lax, because browsers
 * refuse SameSite=None without Secure.
 */
export function setSessionCookie(ctx: Context, config: ServerConfig, sessionId: string | null): void {
  const secure = config.secureCookies ?? ctx.secure;
  // The cookies library refuses a Secure cookie on a connection it believes is plain HTTP: TLS may end
  // at a proxy the server was not told to trust, and the operator asked for Secure.
  if (secure) ctx.cookies.secure = true;
  ctx.cookies.set(SESSION_COOKIE, sessionId, {
    signed: true, httpOnly: true, sameSite: secure ? 'none' : 'lax', secure, path: '/',
    ...(sessionId === null ? {} : { maxAge: config.sessionMaxAgeMs }),
  });
}
