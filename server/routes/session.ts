import { setSessionCookie } from '../auth/session-cookie.js';
import { randomToken, verifyPassword } from '../auth/passwords.js';
import { hashSecret } from '../auth/secret-hash.js';
import { defineRoute } from '../api/define.js';
import { UserView } from '../api/schemas.js';
import { userView } from '../api/views.js';
import { z } from '../api/zod.js';
import { HttpError } from '../http/errors.js';
import { seeOther } from '../http/see-other.js';
import { currentAccountOf } from '../auth/principal.js';
import type { RouteDeps } from './deps.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { GrowingDelay } from '../auth/growing-delay.js';

const LOGIN_FAILED = 'Email or password is incorrect.';

/** Login (a signed, httpOnly, SameSite=Lax cookie naming a stored session) and logout. */
export function sessionRoutes(deps: RouteDeps): void {
  // Growing delays per email and address (guessing one user's password from one place) and a cap per
  // address (spraying many users). Never per email alone: the rightful user at another address gets in.
  // Counted where every process sees them (deps.throttles), so failures spread over processes add up.
  const byEmailAndAddress = new GrowingDelay({ state: deps.throttles, namespace: 'sign-in' });
  const byAddress = new LoginThrottle({ limit: 100, state: deps.throttles, namespace: 'sign-in-address' });
  defineRoute(deps, {
    method: 'post', path: '/api/session', tag: 'Session', access: 'public', summary: 'Sign in with email and password',
    body: z.object({ email: z.string().trim().min(1).max(320), password: z.string().min(1).max(1000) }),
    response: z.object({ user: UserView }), errors: { 401: LOGIN_FAILED, 429: 'Too many failed attempts' },
    handler: async (ctx, { body }) => {
      const email = body.email.toLowerCase();
      const emailAndAddress = `${email} ${ctx.ip}`;
      const wait = Math.max(await byEmailAndAddress.retryAfter(emailAndAddress), await byAddress.retryAfter([ctx.ip]));
      if (wait > 0) {
        ctx.set('Retry-After', String(wait));
        throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${waitText(wait)}.`);
      }
      const user = await deps.storage.read((db) => db.users.find((candidate) => candidate.email === email));
      // Hash even for unknown emails so the response time does not tell which emails exist.
      const valid = await verifyPassword(body.password, user?.passwordHash ?? 'scrypt$16384$8$1$AAAA$AAAA');
      if (!user || !valid) {
        await byEmailAndAddress.fail(emailAndAddress);
        await byAddress.fail([ctx.ip]);
        throw new HttpError(401, LOGIN_FAILED);
      }
      await byEmailAndAddress.succeed(emailAndAddress);
      const id = randomToken();
      const now = new Date();
      await deps.storage.write((db) => {
        const nowIso = now.toISOString();
        db.sessions = db.sessions.filter((session) => session.expiresAt > nowIso);
        db.sessions.push({ idHash: hashSecret(id), userId: user.id, createdAt: nowIso, expiresAt: new Date(now.getTime() + deps.config.sessionMaxAgeMs).toISOString() });
      });
      setSessionCookie(ctx, deps.config, id);
      return deps.storage.read((db) => ({ user: userView(db, user, currentAccountOf(user, db.accounts, user.asAdmin, user.currentAccountId)) }));
    },
  });

  defineRoute(deps, {
    method: 'post', path: '/logout', tag: 'Session', access: 'public', summary: 'Sign out, then redirect (303) to the start page',
    errors: { 303: 'Redirect to /app', 403: 'Cross-site request' },
    handler: async (ctx, { caller }) => {
      const sessionIdHash = caller?.sessionIdHash;
      if (sessionIdHash) await deps.storage.write((db) => { db.sessions = db.sessions.filter((session) => session.idHash !== sessionIdHash); });
      setSessionCookie(ctx, deps.config, null);
      seeOther(ctx, '/app');
      return undefined;
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/logout', tag: 'Session', access: 'public', produces: 'text/html', response: z.string(),
    summary: 'A page asking to sign out (a button that posts to /logout): a link cannot sign anyone out',
    handler: async (ctx) => {
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = SIGN_OUT_PAGE;
      return undefined;
    },
  });
}

const SIGN_OUT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign out of Gridcast</title></head>
<body><form method="post" action="/logout"><p>Sign out of Gridcast?</p><button type="submit">Sign out</button> <a href="/app">Cancel</a></form></body></html>
`;

function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute(s)`;
}
