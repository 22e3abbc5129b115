import type { Context, Next } from 'koa';
import type { DbState, UserRecord } from '../storage/records.js';
import type { Storage } from '../storage/storage.js';
import { accountByApiKeyHash, docsKeyByHash, sessionByIdHash, userByApiKeyHash, userById } from '../storage/lookups.js';
import { hashSecret } from './secret-hash.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { currentAccountOf, type Principal } from './principal.js';


/** The API key of a request: `Authorization: Bearer <key>` or `x-api-key: <key>`. */
function apiKeyOf(ctx: Context): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
  return bearer?.[1] ?? (ctx.get('x-api-key') || undefined);
}

function byApiKey(db: DbState, keyHash: string, now: string): Principal | null {
  const user = userByApiKeyHash(db.users, keyHash);
  if (user) return userPrincipal(db, user, 'apiKey', null);
  const account = accountByApiKeyHash(db.accounts, keyHash);
  if (account) return { user: null, account, isAdmin: false, via: 'apiKey' };
  return byDocsKey(db, keyHash, now);
}

/**
 * A docs key acts as the session that asked for it (the same user, account and assumed user) while both
 * last, but by key: without the session's id, so nothing that needs a session (assuming, switching) runs.
 */
function byDocsKey(db: DbState, keyHash: string, now: string): Principal | null {
  const docsKey = docsKeyByHash(db.docsKeys, keyHash);
  if (!docsKey || docsKey.expiresAt < now) return null;
  const session = bySession(db, docsKey.sessionIdHash, now);
  if (!session) return null;
  const { user, account, isAdmin, assumedBy } = session;
  return { user, account, isAdmin, via: 'apiKey', getOnly: true, ...(assumedBy ? { assumedBy } : {}) };
}

function bySession(db: DbState, sessionIdHash: string, now: string): Principal | null {
  const session = sessionByIdHash(db.sessions, sessionIdHash);
  if (!session || session.expiresAt < now) return null;
  const user = userById(db.users, session.userId);
  if (!user) return null;
  const assumed = session.assumedUserId ? userById(db.users, session.assumedUserId) : undefined;
  if (assumed && user.asAdmin) {
    const principal = userPrincipal(db, assumed, 'session', session.accountId ?? assumed.currentAccountId, true);
    return { ...principal, sessionIdHash, assumedBy: user };
  }
  return { ...userPrincipal(db, user, 'session', user.currentAccountId), sessionIdHash };
}

function userPrincipal(db: DbState, user: UserRecord, via: Principal['via'], wanted: number | null, asAdmin = user.asAdmin): Principal {
  return { user, account: currentAccountOf(user, db.accounts, asAdmin, wanted), isAdmin: asAdmin, via };
}

/** The caller of a request (by API key or session cookie), or null. */
export async function identify(storage: Storage, ctx: Context): Promise<Principal | null> {
  const key = apiKeyOf(ctx);
  const sessionId = key ? undefined : ctx.cookies.get(SESSION_COOKIE, { signed: true });
  const now = new Date().toISOString();
  // Only hashes are stored: the secret sent is hashed and looked up by its hash.
  const keyHash = key ? hashSecret(key) : undefined;
  const sessionIdHash = sessionId ? hashSecret(sessionId) : undefined;
  if (!keyHash && !sessionIdHash) return null;
  return storage.read((db) => {
    if (keyHash) return byApiKey(db, keyHash, now);
    return sessionIdHash ? bySession(db, sessionIdHash, now) : null;
  });
}

/** Puts the caller (or null) in `ctx.state.principal`; routes decide whether one is required. */
export function authenticate(storage: Storage) {
  return async (ctx: Context, next: Next): Promise<void> => {
    ctx.state.principal = await identify(storage, ctx);
    await next();
  };
}
