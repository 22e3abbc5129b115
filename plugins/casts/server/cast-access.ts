import {
  gridById, notFound, shadowById, unauthorized, versionById,
  type CastRecord, type DbState, type GridRecord, type Principal, type ShadowRecord, type VersionRecord,
} from '../../../server/plugin-api/index.js';

/**
 * The shape of a token the server makes (server/api/ids.ts newToken: 16 random bytes, base64url). Only such
 * tokens, and only when the server made them (`CastRecord.shared`), open a cast without signing in.
 */
const SERVER_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** What a viewer without the account's session is told when a token is not one the server made. */
export const SIGN_IN_TO_SEE_CAST = 'Sign in to see this cast: only cast tokens the server made (POST /api/shadows/{token}/casts, or .../casts/{castId}/token) open a cast without signing in.';

/** A cast as its viewer reads it; `shared` when the caller holds only its token, not its account's session. */
export interface ViewedCast {
  readonly cast: CastRecord;
  readonly shadow: ShadowRecord;
  readonly grid: GridRecord;
  readonly version: VersionRecord;
  readonly shared: boolean;
}

/**
 * The cast a token names, for its viewer and PDF: the caller's own account's cast, or any cast whose token
 * the server made (a capability). A name the API caller chose ("main", "quarterly-report-2024") stays the
 * account's own, however long: guessable names must not become public links. Revoking a cast (or giving it
 * a new token) deletes the old token's record, so the old token answers 404 from then on.
 */
export function castForViewer(db: DbState, caller: Principal | null, token: string): ViewedCast {
  const cast = db.casts.find((candidate) => candidate.id === token);
  const shadow = cast && shadowById(db.shadows, cast.shadowId);
  const grid = shadow && gridById(db.grids, shadow.gridId);
  const version = shadow && versionById(db.versions, shadow.gridVersionId);
  const found = cast && shadow && grid && version?.gridId === grid.id ? { cast, shadow, grid, version } : undefined;
  if (found && caller?.account && caller.account.id === found.grid.accountId) return { ...found, shared: false };
  if (found?.cast.shared) return { ...found, shared: true };
  // Decided by the token's shape alone, so the answer says nothing about whether a private cast exists.
  if (!caller && !SERVER_TOKEN.test(token)) throw unauthorized(SIGN_IN_TO_SEE_CAST);
  throw notFound('Cast');
}
