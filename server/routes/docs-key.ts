import { defineRoute } from '../api/define.js';
import { newId } from '../api/ids.js';
import { DocsKey } from '../api/schemas.js';
import { DOCS_KEYS_PER_SESSION, docsKeyExpiry } from '../auth/docs-keys.js';
import { newApiKey } from '../auth/secret-hash.js';
import { badRequest, forbidden } from '../http/errors.js';
import type { DbState } from '../storage/records.js';
import type { RouteDeps } from './deps.js';

/**
 * `POST /api/user/docsKey`: the API docs page's key. The user's own key is stored only as a hash, so the page
 * cannot show it; it asks for this short-lived, GET-only key instead and preauthorizes Swagger UI with it.
 */
export function docsKeyRoutes(deps: RouteDeps): void {
  defineRoute(deps, {
    method: 'post', path: '/api/user/docsKey', tag: 'User', access: 'user',
    summary: 'A GET-only API key for the API docs page, acting as this session for an hour at most (or until the session ends); refused for any request but GET',
    response: DocsKey, errors: { 403: 'Not a signed-in session (an API key cannot ask for a docs key)' },
    handler: async (_ctx, { caller }) => {
      const sessionIdHash = caller.sessionIdHash;
      if (!sessionIdHash) throw forbidden('A docs key is given to a signed-in session, not to an API key.');
      const { key, hash } = newApiKey();
      const now = new Date();
      const expiresAt = await deps.storage.write((db) => {
        const session = db.sessions.find((candidate) => candidate.idHash === sessionIdHash);
        if (!session) throw badRequest('Your session has ended; sign in again.');
        keepLiveDocsKeys(db, now.toISOString(), sessionIdHash);
        const ends = docsKeyExpiry(now, session.expiresAt);
        db.docsKeys.push({ id: newId(), keyHash: hash, sessionIdHash, createdAt: now.toISOString(), expiresAt: ends });
        return ends;
      });
      return { apiKey: key, expiresAt };
    },
  });
}

/** Drops expired docs keys, and this session's oldest beyond the last few, so each visit's key does not pile up. */
function keepLiveDocsKeys(db: DbState, now: string, sessionIdHash: string): void {
  const live = db.docsKeys.filter((docsKey) => docsKey.expiresAt > now);
  const ofSession = live.filter((docsKey) => docsKey.sessionIdHash === sessionIdHash);
  const dropped = new Set(ofSession.slice(0, Math.max(0, ofSession.length - DOCS_KEYS_PER_SESSION + 1)));
  db.docsKeys = live.filter((docsKey) => !dropped.has(docsKey));
}
