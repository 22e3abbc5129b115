import type { Context, Next } from 'koa';
import type { DbState, UserRecord } from '../storage/records.js';
import type { Storage } from '../storage/storage.js';
import { accountByApiKey, sessionById, userByApiKey, userById } from '../storage/lookups.js';
import { currentAccountOf, type Principal } from './principal.js';

export const SESSION_COOKIE = 'gridcast_session';

/** The API key of a request: `Authorization: Bearer <key>` or `x-api-key: <key>`. */
function apiKeyOf(ctx: Context): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
  return bearer?.[1] ?? (ctx.get('x-api-key') || undefined);
}

function byApiKey(db: DbState, key: string): Principal | null {
  const user = userByApiKey(db.users, key);
  if (user) return userPrincipal(db, user, 'apiKey', null);
  const account = accountByApiKey(db.accounts, key);
  return account ? { user: null, account, isAdmin: false, via: 'apiKey' } : null;
}

function bySession(db: DbState, sessionId: string, now: string): Principal | null {
  const session = sessionById(db.sessions, sessionId);
  if (!session || session.expiresAt < now) return null;
  const user = userById(db.users, session.userId);
  if (!user) return null;
  const assumed = session.assumedUserId ? userById(db.users, session.assumedUserId) : undefined;
  if (assumed && user.asAdmin) {
    const principal = userPrincipal(db, assumed, 'session', session.accountId ?? assumed.currentAccountId, true);
    return { ...principal, sessionId, assumedBy: user };
  }
  return { ...userPrincipal(db, user, 'session', user.currentAccountId), sessionId };
}

function userPrincipal(db: DbState, user: UserRecord, via: Principal['via'], wanted: number | null, asAdmin = user.asAdmin): Principal {
  return { user, account: currentAccountOf(user, db.accounts, asAdmin, wanted), isAdmin: asAdmin, via };
}

/** Puts the caller (or null) in `ctx.state.principal`; routes decide whether one is required. */
export function authenticate(storage: Storage) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const key = apiKeyOf(ctx);
    const sessionId = key ? undefined : ctx.cookies.get(SESSION_COOKIE, { signed: true });
    const now = new Date().toISOString();
    ctx.state.principal = await storage.read((db) => {
      if (key) return byApiKey(db, key);
      return sessionId ? bySession(db, sessionId, now) : null;
    });
    await next();
  };
}
